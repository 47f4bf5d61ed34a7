# source: https://github.com/pytorch/ignite/issues/1198
# expect: TL001
# why: the ConfusionMatrix metric accumulates on idist.device() (cuda under nccl) and log_cm calls .compute().numpy()
import ignite.distributed as idist
import numpy as np
from ignite.engine import Events, create_supervised_evaluator
from ignite.metrics import ConfusionMatrix, IoU, mIoU


def create_evaluator(model, num_classes=21):
    device = idist.device()
    cm_metric = ConfusionMatrix(num_classes=num_classes, device=device)
    metrics = {"mIoU_bg": mIoU(cm_metric), "IoU": IoU(cm_metric)}
    evaluator = create_supervised_evaluator(model, metrics=metrics, device=device, non_blocking=True)

    @evaluator.on(Events.COMPLETED)
    def log_cm(engine):
        cm = cm_metric.compute().numpy()
        per_class_acc = np.diag(cm) / np.maximum(cm.sum(axis=1), 1)
        print("per-class accuracy:", np.round(per_class_acc, 3))

    return evaluator
