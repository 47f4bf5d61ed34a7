# expect: TL003
# source: https://github.com/samet-akcay/ganomaly/issues/26
# note: lib/evaluate.py roc() as in the traceback: lib/model.py fills gt_labels/an_scores on cuda:0 (options.py --device default "gpu") under
#       no_grad and passes them here; sklearn's roc_curve converts them with np.asarray (float32/long, no grad: device only).
import matplotlib.pyplot as plt
from sklearn.metrics import auc, roc_curve


def evaluate(labels, scores, metric="roc"):
    if metric == "roc":
        return roc(labels, scores)
    raise NotImplementedError("Check the evaluation metric.")


def roc(labels, scores, saveto=None):
    fpr, tpr, _ = roc_curve(labels, scores)
    roc_auc = auc(fpr, tpr)
    if saveto:
        plt.figure()
        plt.plot(fpr, tpr, color="darkorange", lw=2, label="(AUC = %0.2f)" % roc_auc)
        plt.plot([0, 1], [0, 1], color="navy", lw=1, linestyle=":")
        plt.xlabel("False Positive Rate")
        plt.ylabel("True Positive Rate")
        plt.legend(loc="lower right")
        plt.savefig(saveto)
        plt.close()
    return roc_auc
