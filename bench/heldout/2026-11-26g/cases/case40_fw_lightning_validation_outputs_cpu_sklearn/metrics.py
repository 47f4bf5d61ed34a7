# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/pull/16520 (Remove memory-retaining epoch-end hooks: outputs are kept by the module in self.validation_step_outputs and cleared in on_validation_epoch_end)
# note: the migration pattern from the PR with an sklearn metric: validation_step (module.py, run by Lightning without grad on the GPU) stores sigmoid probabilities and targets with .detach().cpu(), on_validation_epoch_end concatenates them on the CPU and calls epoch_metrics, so `.numpy()` converts CPU float32/int64 tensors without grad. The results are Python floats.
from sklearn.metrics import average_precision_score, roc_auc_score


def epoch_metrics(probs, targets):
    p = probs.numpy()
    t = targets.numpy()
    if t.min() == t.max():
        return {"auroc": 0.5, "ap": float(t.mean())}
    return {"auroc": float(roc_auc_score(t, p)), "ap": float(average_precision_score(t, p))}
