from typing import Optional

import torch


class TorchAlgo:
    def __init__(
        self,
        model: torch.nn.Module,
        criterion: torch.nn.modules.loss._Loss,
        optimizer: Optional[torch.optim.Optimizer],
        index_generator,
        dataset: torch.utils.data.Dataset,
        use_gpu: bool = True,
        seed: Optional[int] = None,
    ):
        if seed is not None:
            torch.manual_seed(seed)
        self._device = self._get_torch_device(use_gpu=use_gpu)
        self._model = model.to(self._device)
        self._criterion = criterion
        self._optimizer = optimizer
        self._index_generator = index_generator
        self._dataset = dataset

    @property
    def model(self) -> torch.nn.Module:
        return self._model

    def _get_torch_device(self, use_gpu: bool) -> torch.device:
        device = torch.device("cpu")
        if use_gpu and torch.cuda.is_available():
            device = torch.device("cuda")
        return device
