# expect: TL002
# source: https://github.com/inferno-pytorch/inferno/issues/195 ("tensorboard logger asking for a detach()": TensorboardLogger.extract_images_from_batch fails at `batch = batch.float().numpy()` with "Can't call numpy() on Variable that requires grad" while logging images every iteration of a VAE trained with `trainer.cuda()`)
# note: condensed version of inferno's TensorboardLogger image path (the issue quotes the failing line and the trainer setup): the logger is called after each training iteration with the VAE's reconstruction (train.py), which is on cuda and attached to the graph; `extract_images_from_batch` copies it with `.cpu()` but never detaches, so `batch.float().numpy()` raises. Scalars are logged with `.item()`.
import numpy as np
import torch
from tensorboardX import SummaryWriter


class TensorboardLogger:
    def __init__(self, log_directory, log_scalars_every=1, log_images_every=1, max_images=8):
        self.writer = SummaryWriter(log_directory)
        self.log_scalars_every = log_scalars_every
        self.log_images_every = log_images_every
        self.max_images = max_images

    def extract_images_from_batch(self, batch):
        batch = batch[: self.max_images]
        if batch.dim() == 4 and batch.size(1) not in (1, 3):
            batch = batch[:, :1]
        batch = batch.cpu()
        batch = batch.float().numpy()
        lo, hi = batch.min(), batch.max()
        batch = (batch - lo) / max(hi - lo, 1e-8)
        return [np.clip(image, 0.0, 1.0) for image in batch]

    def log_object(self, tag, obj, iteration):
        if isinstance(obj, torch.Tensor) and obj.dim() == 0:
            if iteration % self.log_scalars_every == 0:
                self.writer.add_scalar(tag, obj.item(), iteration)
        elif isinstance(obj, torch.Tensor):
            if iteration % self.log_images_every == 0:
                for i, image in enumerate(self.extract_images_from_batch(obj)):
                    self.writer.add_image(f"{tag}/{i}", image, iteration)
        else:
            self.writer.add_scalar(tag, float(obj), iteration)
