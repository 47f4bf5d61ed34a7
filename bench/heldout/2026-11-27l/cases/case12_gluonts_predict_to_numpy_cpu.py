# expect: none
# source: https://github.com/awslabs/gluonts/pull/1230 ("Fixed pytorch's predict to numpy helper": "currently this does not work when the tensors are on the gpu")
# note: the helper after the fix: `prediction_net(*inputs).data.cpu().numpy()` copies the cuda sample paths to the host (`.data` and the surrounding no_grad take care of grad), so the predictor works with the network and batches on `self.device`. Only the helper's return expression differs from case11.
from functools import partial
from typing import Iterator, List, Optional

import numpy as np
import torch
import torch.nn as nn

from gluonts.dataset.common import Dataset
from gluonts.dataset.loader import InferenceDataLoader
from gluonts.model.forecast import SampleForecast
from gluonts.model.forecast_generator import predict_to_numpy
from gluonts.model.predictor import Predictor
from gluonts.torch.batchify import batchify
from gluonts.transform import Transformation


@predict_to_numpy.register(nn.Module)
def _(prediction_net: nn.Module, inputs: List[torch.Tensor]) -> np.ndarray:
    return prediction_net(*inputs).data.cpu().numpy()


class PyTorchPredictor(Predictor):
    def __init__(self, input_names: List[str], prediction_net: nn.Module, batch_size: int,
                 prediction_length: int, freq: str, device: torch.device,
                 input_transform: Transformation, dtype=np.float32) -> None:
        super().__init__(prediction_length, freq)
        self.input_names = input_names
        self.prediction_net = prediction_net
        self.batch_size = batch_size
        self.input_transform = input_transform
        self.device = device
        self.dtype = dtype

    def predict(self, dataset: Dataset, num_samples: Optional[int] = None) -> Iterator[SampleForecast]:
        loader = InferenceDataLoader(dataset, transform=self.input_transform, batch_size=self.batch_size,
                                     stack_fn=partial(batchify, device=self.device))
        self.prediction_net.eval()
        with torch.no_grad():
            for batch in loader:
                inputs = [batch[k] for k in self.input_names]
                outputs = predict_to_numpy(self.prediction_net, inputs)
                for i, samples in enumerate(outputs):
                    yield SampleForecast(samples, start_date=batch["forecast_start"][i],
                                         freq=self.freq, item_id=batch.get("item_id", [None] * len(outputs))[i])


class DeepAREstimator:
    def __init__(self, freq: str, prediction_length: int, device: Optional[str] = None):
        self.freq = freq
        self.prediction_length = prediction_length
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))

    def create_predictor(self, transformation: Transformation, trained_network: nn.Module) -> PyTorchPredictor:
        prediction_network = trained_network.to(self.device)
        return PyTorchPredictor(input_names=["feat_static_cat", "past_target", "past_observed_values"],
                                prediction_net=prediction_network, batch_size=32,
                                prediction_length=self.prediction_length, freq=self.freq,
                                device=self.device, input_transform=transformation)
