# expect: TL002
# source: https://github.com/EffiSciencesResearch/ML4G-2.0/pull/2 ("Fix minor bug Pytorch Tutorial that prevented plotting Tensors with grad")
# note: reconstruction of the tutorial cell: a linear model is fitted with autograd on the CPU, then its prediction (a graph-attached tensor, computed outside no_grad) is handed to plt.plot, which converts it with NumPy and raises "Can't call numpy() on Tensor that requires grad". The inputs x and the targets are plain tensors; the loss curve holds Python floats.
import matplotlib.pyplot as plt
import torch
from torch import nn

torch.manual_seed(0)
x = torch.linspace(-3, 3, 200).unsqueeze(1)
y = 2.5 * x - 1.0 + 0.4 * torch.randn_like(x)

model = nn.Linear(1, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
loss_fn = nn.MSELoss()

losses = []
for step in range(300):
    optimizer.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    optimizer.step()
    losses.append(loss.item())

y_pred = model(x)

fig, (ax_fit, ax_loss) = plt.subplots(1, 2, figsize=(10, 4))
ax_fit.scatter(x.squeeze(1), y.squeeze(1), s=6, label="data")
ax_fit.plot(x.squeeze(1), y_pred.squeeze(1), color="red", label="fit")
ax_fit.legend()
ax_loss.plot(losses)
ax_loss.set_yscale("log")
ax_loss.set_title("training loss")
fig.savefig("linear_fit.png")
