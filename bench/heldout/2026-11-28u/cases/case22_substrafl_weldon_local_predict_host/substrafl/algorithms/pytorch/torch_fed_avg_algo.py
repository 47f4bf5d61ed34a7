from typing import Any, List, Optional

import torch

from substrafl.algorithms.pytorch import weight_manager
from substrafl.algorithms.pytorch.torch_base_algo import TorchAlgo
from substrafl.remote import remote_data
from substrafl.schemas import FedAvgAveragedState, FedAvgSharedState


class TorchFedAvgAlgo(TorchAlgo):
    def __init__(
        self,
        model: torch.nn.Module,
        criterion: torch.nn.modules.loss._Loss,
        optimizer: torch.optim.Optimizer,
        index_generator,
        dataset: torch.utils.data.Dataset,
        scheduler: Optional[torch.optim.lr_scheduler._LRScheduler] = None,
        with_batch_norm_parameters: bool = False,
        seed: Optional[int] = None,
        use_gpu: bool = True,
        *args,
        **kwargs,
    ):
        super().__init__(
            *args,
            model=model,
            criterion=criterion,
            optimizer=optimizer,
            index_generator=index_generator,
            dataset=dataset,
            scheduler=scheduler,
            seed=seed,
            use_gpu=use_gpu,
            **kwargs,
        )
        self._with_batch_norm_parameters = with_batch_norm_parameters

    @remote_data
    def train(self, data_from_opener: Any, shared_state: Optional[FedAvgAveragedState] = None) -> FedAvgSharedState:
        if shared_state is None:
            self._index_generator.reset_counter()
            old_parameters = weight_manager.get_parameters(
                model=self._model, with_batch_norm_parameters=self._with_batch_norm_parameters
            )
        else:
            self._index_generator.n_samples = len(data_from_opener)
            weight_manager.increment_parameters(
                model=self._model,
                updates=shared_state.avg_parameters_update,
                with_batch_norm_parameters=self._with_batch_norm_parameters,
            )
            old_parameters = weight_manager.get_parameters(
                model=self._model, with_batch_norm_parameters=self._with_batch_norm_parameters
            )

        train_dataset = self._dataset(data_from_opener, is_inference=False)
        self._model.train()
        self._local_train(train_dataset)
        self._index_generator.reset_counter()

        parameters_update: List[torch.Tensor] = weight_manager.subtract_parameters(
            parameters=weight_manager.get_parameters(
                model=self._model, with_batch_norm_parameters=self._with_batch_norm_parameters
            ),
            parameters_to_subtract=old_parameters,
        )
        return FedAvgSharedState(
            n_samples=len(train_dataset),
            parameters_update=[p.cpu().detach().numpy() for p in parameters_update],
        )
