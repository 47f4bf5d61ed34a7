import torch

from substrafl.algorithms.pytorch.torch_newton_raphson_algo import TorchNewtonRaphsonAlgo
from dataset import TorchDataset

model = torch.nn.Sequential(torch.nn.Linear(30, 1), torch.nn.Sigmoid())


class MyAlgo(TorchNewtonRaphsonAlgo):
    def __init__(self):
        super().__init__(model=model, criterion=torch.nn.BCELoss(), batch_size=16,
                         dataset=TorchDataset, l2_coeff=0.1, seed=42, use_gpu=True)


algo = MyAlgo()
gradients, hessian, _ = algo._initialize_gradients_and_hessian()
