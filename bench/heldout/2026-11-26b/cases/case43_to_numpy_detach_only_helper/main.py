import matplotlib.pyplot as plt
import numpy as np
import torch

from helpers import plot_data, plot_function, to_torch

device = "cuda" if torch.cuda.is_available() else "cpu"
rng = np.random.default_rng(0)
X = rng.uniform(0, 1, size=(64, 1))
y = np.sin(2 * np.pi * X[:, 0]) + 0.1 * rng.standard_normal(64)
X_test = np.linspace(0, 1, 500).reshape(-1, 1)
y_test = np.sin(2 * np.pi * X_test[:, 0])

net = torch.nn.Sequential(torch.nn.Linear(1, 20), torch.nn.ReLU(), torch.nn.Linear(20, 1)).to(device)
optim = torch.optim.SGD(net.parameters(), lr=0.05)
for step in range(5000):
    loss = torch.nn.functional.mse_loss(net(to_torch(X, device)), to_torch(y.reshape(-1, 1), device))
    optim.zero_grad()
    loss.backward()
    optim.step()

plt.figure(figsize=(10, 7))
plot_function(X_test, net, device)
plot_data(X, y, X_test, y_test)
plt.legend()
plt.savefig("relu_fit.png")
