# expect: none
# source: https://github.com/Substra/substrafl/issues/258
import numpy as np
import torch

from substrafl.algorithms.pytorch.torch_base_algo import TorchAlgo


class TorchFedAvgAlgo(TorchAlgo):
    def __init__(self, model, criterion, optimizer, index_generator, dataset, use_gpu=True, seed=None):
        super().__init__(model=model, criterion=criterion, optimizer=optimizer,
                         index_generator=index_generator, dataset=dataset, use_gpu=use_gpu, seed=seed)

    def _local_predict(self, predict_dataset, predictions_path):
        predict_loader = torch.utils.data.DataLoader(predict_dataset, batch_size=32)
        self._model.eval()
        predictions = torch.Tensor([]).to(self._device)
        with torch.inference_mode():
            for x in predict_loader:
                x = x.to(self._device)
                predictions = torch.cat((predictions, self._model(x)), 0)
        predictions = predictions.cpu().detach()
        np.save(predictions_path, predictions.numpy())

    def _get_model_weights(self):
        return [p.detach().cpu().numpy() for p in self._model.parameters()]
