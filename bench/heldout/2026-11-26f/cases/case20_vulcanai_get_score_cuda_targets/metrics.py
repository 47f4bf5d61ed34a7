# expect: TL003
# source: https://github.com/Aifred-Health/VulcanAI/issues/112
# note: reconstruction of the first item: get_score receives the targets as a torch tensor on the network's device (net.py moves them to cuda when available) while the predictions arrive as NumPy; sklearn's accuracy_score converts the cuda targets. No grad: targets are labels.
from sklearn import metrics as skl_metrics


def get_score(targets, predictions, metrics="accuracy"):
    if metrics == "accuracy":
        return skl_metrics.accuracy_score(targets, predictions)
    if metrics == "macro_f1":
        return skl_metrics.f1_score(targets, predictions, average="macro")
    raise ValueError(metrics)
