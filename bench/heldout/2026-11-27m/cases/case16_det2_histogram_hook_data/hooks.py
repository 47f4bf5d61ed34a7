# expect: none
# source: https://github.com/facebookresearch/detectron2/pull/1265 ("Adding histograms to tensorboard": EventStorage/TensorboardXWriter gain put_histogram; the example HistogramHook's after_step loops over `self.trainer.model.named_parameters()` and calls `storage.put_histogram(tag, value.data.cpu().numpy())` for the mask head)
# note: the PR's HistogramHook as written there: the trainable cuda parameters are converted as `value.data.cpu().numpy()`, and `.data` carries no grad, so the histograms work although after_step runs with grad mode on; the gradient histograms are unchanged. train_net.py is identical to case15; only that expression differs.
import numpy as np
from detectron2.engine import HookBase


class HistogramHook(HookBase):
    def __init__(self, period, prefix="roi_heads.mask_head"):
        self._period = period
        self._prefix = prefix

    def after_step(self):
        storage = self.trainer.storage
        if self._period <= 0 or storage.iter % self._period != 0:
            return
        self.add_histograms(self.trainer.model, storage)

    def add_histograms(self, model, storage):
        model = model.module if hasattr(model, "module") else model
        for tag, value in model.named_parameters():
            if not tag.startswith(self._prefix):
                continue
            storage.put_histogram("weights/" + tag, value.data.cpu().numpy())
            if value.grad is not None:
                grad = value.grad.cpu().numpy()
                storage.put_scalar("grad_norm/" + tag, float(np.linalg.norm(grad)), smoothing_hint=False)
                storage.put_histogram("grads/" + tag, grad)
