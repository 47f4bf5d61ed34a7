# expect: none
# source: https://github.com/allenai/allennlp/pull/749 ("Trainer feature improvements": adds `add_train_histogram(self, name, values, global_step)` writing `values.cpu().data.numpy().flatten()` to tensorboard, and `_enable_activation_logging` that registers forward hooks logging module outputs as histograms)
# note: the conversion as the PR writes it, `values.cpu().data.numpy()`: the hooked activations are graph-attached cuda tensors (training forward, grad on), `.cpu()` copies them to the host keeping the graph, and `.data` takes a view without requires_grad, so `.numpy()` works. Only that expression differs from case05; the loss is logged with `.item()`.
import logging

import torch
from tensorboardX import SummaryWriter

logger = logging.getLogger(__name__)


class TensorboardWriter:
    def __init__(self, train_log: SummaryWriter = None) -> None:
        self._train_log = train_log

    def add_train_scalar(self, name: str, value: float, global_step: int) -> None:
        if self._train_log is not None:
            self._train_log.add_scalar(name, value, global_step)

    def add_train_histogram(self, name: str, values: torch.Tensor, global_step: int) -> None:
        if self._train_log is not None and isinstance(values, torch.Tensor):
            values_to_write = values.cpu().data.numpy().flatten()
            self._train_log.add_histogram(name, values_to_write, global_step)


class Trainer:
    def __init__(self, model, optimizer, train_loader, cuda_device=0, serialization_dir=None,
                 histogram_interval=None):
        self._model = model
        self._optimizer = optimizer
        self._train_loader = train_loader
        self._cuda_device = cuda_device
        self._histogram_interval = histogram_interval
        self._log_histograms_this_batch = False
        self._batch_num_total = 0
        self._tensorboard = TensorboardWriter(SummaryWriter(serialization_dir) if serialization_dir else None)
        if cuda_device >= 0:
            self._model = self._model.cuda(cuda_device)
        if histogram_interval is not None:
            self._enable_activation_logging()

    def _enable_activation_logging(self) -> None:
        """Log activations to tensorboard."""
        for module_name, module in self._model.named_modules():
            if not getattr(module, "should_log_activations", False):
                continue

            def hook(module_, inputs, outputs, log_prefix=f"activation_histogram/{module_name}"):
                if not self._log_histograms_this_batch:
                    return
                if isinstance(outputs, torch.Tensor):
                    self._tensorboard.add_train_histogram(log_prefix, outputs, self._batch_num_total)

            module.register_forward_hook(hook)

    def _train_epoch(self, epoch: int) -> float:
        self._model.train()
        train_loss = 0.0
        for batch in self._train_loader:
            self._batch_num_total += 1
            self._log_histograms_this_batch = (
                self._histogram_interval is not None
                and self._batch_num_total % self._histogram_interval == 0
            )
            batch = {k: v.cuda(self._cuda_device) for k, v in batch.items()}
            self._optimizer.zero_grad()
            loss = self._model(**batch)["loss"]
            loss.backward()
            self._optimizer.step()
            train_loss += loss.item()
            self._tensorboard.add_train_scalar("loss/loss_train", loss.item(), self._batch_num_total)
        logger.info("epoch %d training loss %.4f", epoch, train_loss / len(self._train_loader))
        return train_loss
