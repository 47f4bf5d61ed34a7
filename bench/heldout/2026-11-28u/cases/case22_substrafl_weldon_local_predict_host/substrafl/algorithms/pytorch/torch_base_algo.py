"""TorchAlgo, reduced to what the Camelyon benchmark algo relies on."""
import abc
import logging
from typing import Any, Optional

import torch

from substrafl.algorithms.algo import Algo
from substrafl.exceptions import BatchSizeNotFoundError
from substrafl.remote.decorators import remote_data

logger = logging.getLogger(__name__)


class TorchAlgo(Algo):
    def __init__(
        self,
        model: torch.nn.Module,
        criterion: torch.nn.modules.loss._Loss,
        index_generator,
        dataset: torch.utils.data.Dataset,
        optimizer: Optional[torch.optim.Optimizer] = None,
        scheduler: Optional[torch.optim.lr_scheduler._LRScheduler] = None,
        seed: Optional[int] = None,
        use_gpu: bool = True,
        *args,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)

        if seed is not None:
            torch.manual_seed(seed)

        self._device = self._get_torch_device(use_gpu=use_gpu)

        self._model = model.to(self._device)
        self._optimizer = optimizer
        # reload the optimizer state so that its buffers follow the parameters onto the device
        if self._optimizer is not None:
            self._optimizer.load_state_dict(self._optimizer.state_dict())
        self._criterion = criterion
        self._scheduler = scheduler

        self._index_generator = index_generator
        self._dataset = dataset

    @property
    def model(self) -> torch.nn.Module:
        return self._model

    @abc.abstractmethod
    def train(self, data_from_opener: Any, shared_state: Any = None) -> Any:
        raise NotImplementedError()

    @remote_data
    def predict(self, data_from_opener: Any, shared_state: Any = None) -> Any:
        predict_dataset = self._dataset(data_from_opener, is_inference=True)
        predictions = self._local_predict(predict_dataset=predict_dataset)
        return predictions

    def _local_predict(self, predict_dataset: torch.utils.data.Dataset):
        if self._index_generator is None:
            raise BatchSizeNotFoundError(
                "No default batch size has been found to perform local prediction. "
                "Please overwrite the _local_predict function of your algorithm."
            )
        predict_loader = torch.utils.data.DataLoader(predict_dataset, batch_size=self._index_generator.batch_size)

        self._model.eval()

        predictions = []
        with torch.inference_mode():
            for x in predict_loader:
                x = x.to(self._device)
                predictions.append(self._model(x))

        return torch.cat(predictions, 0).cpu()

    def _local_train(self, train_dataset: torch.utils.data.Dataset):
        train_data_loader = torch.utils.data.DataLoader(train_dataset, batch_sampler=self._index_generator)

        for x_batch, y_batch in train_data_loader:
            x_batch = x_batch.to(self._device)
            y_batch = y_batch.to(self._device)

            y_pred = self._model(x_batch)
            loss = self._criterion(y_pred, y_batch)
            self._optimizer.zero_grad()
            loss.backward()
            self._optimizer.step()

            if self._scheduler is not None:
                self._scheduler.step()

    def _get_torch_device(self, use_gpu: bool) -> torch.device:
        device = torch.device("cpu")
        if use_gpu and torch.cuda.is_available():
            device = torch.device("cuda")
        return device

    def _get_state_to_save(self) -> dict:
        checkpoint = {
            "model_state_dict": self._model.state_dict(),
            "index_generator": self._index_generator,
        }
        if self._optimizer is not None:
            checkpoint["optimizer_state_dict"] = self._optimizer.state_dict()
        if self._device == torch.device("cpu"):
            checkpoint["rng_state"] = torch.get_rng_state()
        else:
            checkpoint["rng_state"] = torch.cuda.get_rng_state()
        return checkpoint
