# expect: TL003
# source: https://github.com/madminer-tool/madminer/pull/210
import matplotlib.pyplot as plt
import torch

from config import DEVICE, EPOCHS, N_EVAL, N_TRAIN
from data import make_grid, make_training_set, target_fn

model = torch.nn.Sequential(torch.nn.Linear(1, 64), torch.nn.Tanh(), torch.nn.Linear(64, 1)).to(DEVICE)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
x_train, y_train = make_training_set(N_TRAIN, DEVICE)

for epoch in range(EPOCHS):
    loss = torch.nn.functional.mse_loss(model(x_train), y_train)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

x_eval = make_grid(N_EVAL, DEVICE)
y_pred = model(x_eval).detach()
plt.plot(x_eval, target_fn(x_eval), "--", label="target")
plt.plot(x_eval, y_pred, label="fit")
plt.legend()
plt.savefig("fit.png")
