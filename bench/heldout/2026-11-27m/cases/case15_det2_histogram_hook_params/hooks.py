# expect: TL002
# source: https://github.com/facebookresearch/detectron2/pull/1265 ("Adding histograms to tensorboard": EventStorage/TensorboardXWriter gain put_histogram; the example HistogramHook's after_step loops over `self.trainer.model.named_parameters()` and calls `storage.put_histogram(tag, value.data.cpu().numpy())` for the mask head)
# note: the PR's HistogramHook with the parameter converted as `value.cpu().numpy()` (the PR writes `value.data`): after_step runs in the training loop with grad mode on, and the named parameters are trainable nn.Parameter objects (on cuda, cfg.MODEL.DEVICE in train_net.py); `.cpu()` keeps requires_grad, so `.numpy()` raises "Can't call numpy() on Tensor that requires grad". The gradient histograms (`value.grad`, no grad of its own) are fine.
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
            storage.put_histogram("weights/" + tag, value.cpu().numpy())
            if value.grad is not None:
                grad = value.grad.cpu().numpy()
                storage.put_scalar("grad_norm/" + tag, float(np.linalg.norm(grad)), smoothing_hint=False)
                storage.put_histogram("grads/" + tag, grad)
