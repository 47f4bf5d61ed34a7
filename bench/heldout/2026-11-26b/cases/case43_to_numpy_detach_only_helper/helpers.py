# expect: TL001
# source: https://github.com/WZMIAOMIAO/deep-learning-for-image-processing/pull/25
import matplotlib.pyplot as plt
import numpy as np
import torch


def to_torch(x, device):
    return torch.from_numpy(x).float().to(device)


def to_numpy(x):
    return x.detach().numpy()


def plot_data(X, y, X_test, y_test):
    plt.xlim(0, 1)
    plt.ylim(-2.5, 2.5)
    plt.scatter(X[:, 0], y, c="darkorange", s=40.0, label="training data points")
    plt.plot(X_test, y_test, "--", color="royalblue", linewidth=2.0, label="Ground truth")


def plot_function(X_test, net, device):
    y_pred = net(to_torch(X_test, device))
    plt.plot(X_test, to_numpy(y_pred), "-", color="forestgreen", label="prediction")
