# source: https://github.com/pytorch/ignite/issues/1198
# expect: none
# why: the fixed handler calls .cpu() on the computed confusion matrix before .numpy()
import ignite.distributed as idist
import numpy as np
from ignite.engine import Events, create_supervised_evaluator
from ignite.metrics import ConfusionMatrix, mIoU


def create_evaluator(model, num_classes=21):
    device = idist.device()
    cm_metric = ConfusionMatrix(num_classes=num_classes, device=device)
    evaluator = create_supervised_evaluator(model, metrics={"mIoU": mIoU(cm_metric)}, device=device)

    @evaluator.on(Events.COMPLETED)
    def log_cm(engine):
        cm = cm_metric.compute().cpu().numpy()
        per_class_acc = np.diag(cm) / np.maximum(cm.sum(axis=1), 1)
        print("per-class accuracy:", np.round(per_class_acc, 3))

    return evaluator
