# expect: TL001
# source: https://github.com/Substra/substrafl/issues/258
import numpy as np
import torch

from substrafl.algorithms.pytorch.torch_base_algo import TorchAlgo


class TorchNewtonRaphsonAlgo(TorchAlgo):
    def __init__(self, model, criterion, batch_size, dataset, l2_coeff=0, seed=None, use_gpu=True):
        super().__init__(model=model, criterion=criterion, optimizer=None, index_generator=None,
                         dataset=dataset, use_gpu=use_gpu, seed=seed)
        self._l2_coeff = l2_coeff
        self._batch_size = batch_size

    def _initialize_gradients_and_hessian(self):
        number_of_trainable_params = sum(p.numel() for p in self._model.parameters() if p.requires_grad)
        n_samples_done = 0
        final_gradients = [torch.zeros_like(p).numpy() for p in self._model.parameters()]
        final_hessian = np.zeros([number_of_trainable_params, number_of_trainable_params])
        return final_gradients, final_hessian, n_samples_done

    def _update_gradients_and_hessian(self, loss, current_batch_size):
        gradients, hessian = self._compute_gradients_and_hessian(loss)
        self._n_samples_done += current_batch_size
        batch_coefficient = current_batch_size / self._index_generator.n_samples
        self._final_hessian += hessian.cpu().detach().numpy() * batch_coefficient
        self._final_gradients = [
            sum(final_grad, grad.cpu().detach().numpy() * batch_coefficient)
            for final_grad, grad in zip(self._final_gradients, gradients)
        ]
