# expect: TL001
# source: https://github.com/Substra/substrafl/pull/245 ("fix(camelyon/weldon_fedavg): can't convert cuda:0 device type tensor to numpy": the traceback runs through `substrafl/strategies/strategy.py` "line 177, in evaluate predictions = self.algo.predict(data_from_opener, shared_state)" and `substrafl/algorithms/pytorch/torch_base_algo.py` "line 114, in predict")
# note: the Camelyon benchmark's FedAvg algo, reconstructed: `TorchAlgo.__init__` (torch_base_algo.py) resolves `self._device` from `use_gpu` (default True, cuda when available) and moves the Weldon model there, and the benchmark's `_local_predict` override sends each batch of tile features to `self._device`, runs the model under `torch.no_grad()` and turns the sigmoid of the concatenated logits into NumPy with `.numpy()`, which raises on the GPU run. Training losses stay tensors, the parameter updates are moved with `.cpu()` in the base class, and the AUC metric reads a NumPy array. Header `benchmark/camelyon/weldon_fedavg.py`.
from copy import deepcopy

import numpy as np
import torch
from common.data_managers import CamelyonDataset
from sklearn.metrics import roc_auc_score
from torch.utils.data import DataLoader

from substrafl.algorithms.pytorch.torch_fed_avg_algo import TorchFedAvgAlgo
from substrafl.index_generator import NpIndexGenerator


def auc(data_from_opener, predictions):
    y_true = data_from_opener.y_true
    return roc_auc_score(y_true, predictions) if len(set(y_true)) > 1 else 0


def get_weldon_fedavg(
    seed: int, learning_rate: float, num_workers: int, index_generator: NpIndexGenerator, model: torch.nn.Module
):
    """Substrafl algo for the FedAvg strategy on the Camelyon tiles (one copy of the model per center)."""

    torch.manual_seed(seed)
    my_model = deepcopy(model)

    criterion = torch.nn.BCEWithLogitsLoss()
    optimizer = torch.optim.Adam(my_model.parameters(), lr=learning_rate)

    class MyAlgo(TorchFedAvgAlgo):
        def __init__(self):
            torch.manual_seed(seed)
            super().__init__(
                model=my_model,
                criterion=criterion,
                optimizer=optimizer,
                index_generator=index_generator,
                dataset=CamelyonDataset,
            )

        def _dataloader_kwargs(self):
            if num_workers == 0:
                return {}
            return {"num_workers": num_workers, "multiprocessing_context": torch.multiprocessing.get_context("spawn")}

        def _local_train(self, train_dataset):
            dataloader = DataLoader(train_dataset, batch_sampler=self._index_generator, **self._dataloader_kwargs())

            for x_batch, y_batch in dataloader:
                x_batch = x_batch.to(self._device)
                y_batch = y_batch.to(self._device)

                y_pred = self._model(x_batch)[0].reshape(-1)

                loss = self._criterion(y_pred, y_batch)
                self._optimizer.zero_grad()
                loss.backward()
                self._optimizer.step()

                if self._scheduler is not None:
                    self._scheduler.step()

        def _local_predict(self, predict_dataset):
            dataloader = DataLoader(
                predict_dataset,
                batch_size=self._index_generator.batch_size,
                drop_last=False,
                **self._dataloader_kwargs(),
            )

            self._model.eval()
            y_pred = []
            with torch.no_grad():
                for X in dataloader:
                    X = X.to(self._device)
                    y_pred.append(self._model(X)[0].reshape(-1))

            y_pred = torch.sigmoid(torch.cat(y_pred)).numpy()

            return y_pred

    return MyAlgo()


def summarize_predictions(y_pred: np.ndarray, threshold: float = 0.5):
    return {"n_slides": int(y_pred.shape[0]), "n_positive": int((y_pred > threshold).sum())}
