"""Bonsai: a shallow sparse tree model (PyTorch port)."""
import torch
from torch import nn


class Bonsai(nn.Module):
    def __init__(self, numClasses, dataDimension, projectionDimension, treeDepth, sigma):
        super().__init__()
        self.numClasses = numClasses
        self.projectionDimension = projectionDimension
        self.sigma = sigma
        self.internalNodes = 2 ** treeDepth - 1
        self.totalNodes = 2 * self.internalNodes + 1
        self.Z = nn.Parameter(torch.randn(projectionDimension, dataDimension))
        self.W = nn.Parameter(torch.randn(numClasses * self.totalNodes, projectionDimension))
        self.V = nn.Parameter(torch.randn(numClasses * self.totalNodes, projectionDimension))
        self.T = nn.Parameter(torch.randn(max(self.internalNodes, 1), projectionDimension))

    def forward(self, X, sigmaI):
        X_ = torch.matmul(self.Z, torch.t(X)) / self.projectionDimension
        W_ = self.W[: self.numClasses]
        V_ = self.V[: self.numClasses]
        score = torch.matmul(W_, X_) * torch.tanh(self.sigma * torch.matmul(V_, X_))
        return torch.t(score), X_
