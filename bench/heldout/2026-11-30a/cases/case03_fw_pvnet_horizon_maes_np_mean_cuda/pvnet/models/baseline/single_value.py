"""Average value model"""
import torch
from ocf_datapipes.batch import BatchKey
from torch import nn

from pvnet.models.base_model import BaseModel


class Adam:
    """Optimizer factory in the style of `pvnet.optimizers`: called with the model."""

    def __init__(self, lr=0.0005, **kwargs):
        self.lr = lr
        self.kwargs = kwargs

    def __call__(self, model):
        return torch.optim.Adam(model.parameters(), lr=self.lr, **self.kwargs)


class Model(BaseModel):
    """Simple baseline model that predicts always the same value."""

    name = "single_value"

    def __init__(self, forecast_minutes: int = 120, history_minutes: int = 60, optimizer=None):
        """Simple baseline model that predicts always the same value.

        Args:
            history_minutes (int): Length of the GSP history period in minutes
            forecast_minutes (int): Length of the GSP forecast period in minutes
            optimizer: Optimizer factory
        """
        super().__init__(history_minutes, forecast_minutes, optimizer or Adam())
        self._value = nn.Parameter(torch.zeros(1), requires_grad=True)
        self.save_hyperparameters(ignore=["optimizer"])

    def forward(self, x: dict):
        """Run model forward on dict batch of data"""
        # Returns a single value at all steps
        y_hat = torch.zeros_like(x[BatchKey.gsp][:, : self.forecast_len, 0]) + self._value
        return y_hat
