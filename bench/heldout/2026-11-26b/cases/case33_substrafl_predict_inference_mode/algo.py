import torch

from substrafl.algorithms.pytorch.torch_fed_avg_algo import TorchFedAvgAlgo
from substrafl.index_generator import NpIndexGenerator
from dataset import TorchDataset

model = torch.nn.Sequential(torch.nn.Linear(30, 1), torch.nn.Sigmoid())
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)


class MyAlgo(TorchFedAvgAlgo):
    def __init__(self):
        super().__init__(model=model, criterion=torch.nn.BCELoss(), optimizer=optimizer,
                         index_generator=NpIndexGenerator(batch_size=32, num_updates=100),
                         dataset=TorchDataset, use_gpu=True, seed=42)
