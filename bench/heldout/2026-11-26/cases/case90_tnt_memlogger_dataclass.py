# source: https://github.com/meta-pytorch/tnt/pull/551
# expect: none
# why: scalar_to_float detaches and calls .item(); the dataclass rows hold Python floats when pandas builds the DataFrame
from dataclasses import asdict, dataclass, field
from typing import List, Union

import pandas as pd
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def scalar_to_float(scalar: Union[int, float, torch.Tensor]) -> float:
    if isinstance(scalar, torch.Tensor):
        scalar = scalar.detach().squeeze()
        numel = scalar.numel()
        if numel != 1:
            raise ValueError(f"Scalar tensor must contain a single item, {numel} given.")
        return float(scalar.cpu().item())
    return float(scalar)


@dataclass
class LogRow:
    step: int
    name: str
    value: float


@dataclass
class InMemoryLogger:
    rows: List[LogRow] = field(default_factory=list)

    def log(self, name, data, step):
        self.rows.append(LogRow(step=step, name=name, value=scalar_to_float(data)))

    def to_frame(self) -> pd.DataFrame:
        return pd.DataFrame([asdict(r) for r in self.rows])


def train_loop(model, loader, logger: InMemoryLogger):
    model.to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step, (x, y) in enumerate(loader):
        loss = torch.nn.functional.mse_loss(model(x.to(device)), y.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
        logger.log("train_loss", loss, step)
    return logger.to_frame()
