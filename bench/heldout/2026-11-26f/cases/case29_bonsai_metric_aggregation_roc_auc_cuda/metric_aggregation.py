# expect: TL003
# source: https://github.com/FGA-DIKU/BONSAI/issues/183
# note: reconstruction of the concern (sklearn.metrics given torch tensors): the trainer (trainer.py) concatenates the validation probabilities on its device (cuda when available, no_grad) and passes them as they are; the targets are already copied with .cpu(). roc_auc_score/average_precision_score convert the cuda probabilities.
from sklearn.metrics import average_precision_score, roc_auc_score


def compute_and_save_scores_mean(probas, targets, epoch, writer=None):
    scores = {
        "roc_auc": roc_auc_score(targets, probas),
        "pr_auc": average_precision_score(targets, probas),
    }
    if writer is not None:
        for name, value in scores.items():
            writer.add_scalar(f"val/{name}", value, epoch)
    return scores
