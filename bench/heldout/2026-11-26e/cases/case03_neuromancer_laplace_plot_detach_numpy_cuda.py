# expect: TL001
# source: https://github.com/pnnl/neuromancer/issues/178
# note: reconstruction of the final plot cell of the Laplace PINN example run on Colab with a GPU: the network and the collocation grid are on
#       `device` ("cuda" when available); the prediction is detached but `.detach().numpy()` keeps it on the GPU. Only the device is wrong.
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"

net = nn.Sequential(
    nn.Linear(2, 40), nn.Tanh(),
    nn.Linear(40, 40), nn.Tanh(),
    nn.Linear(40, 1),
).to(device)
optimizer = torch.optim.Adam(net.parameters(), lr=1e-3)

nx, ny = 64, 64
x = torch.linspace(0.0, 1.0, nx)
y = torch.linspace(0.0, 1.0, ny)
X, Y = torch.meshgrid(x, y, indexing="ij")
xy = torch.stack([X.flatten(), Y.flatten()], dim=1).to(device).requires_grad_(True)


def residual(xy):
    u = net(xy)
    grads = torch.autograd.grad(u.sum(), xy, create_graph=True)[0]
    u_xx = torch.autograd.grad(grads[:, 0].sum(), xy, create_graph=True)[0][:, 0]
    u_yy = torch.autograd.grad(grads[:, 1].sum(), xy, create_graph=True)[0][:, 1]
    return u_xx + u_yy


for epoch in range(2000):
    optimizer.zero_grad()
    loss = residual(xy).pow(2).mean()
    loss.backward()
    optimizer.step()
    if epoch % 500 == 0:
        print(f"epoch {epoch}: loss {loss.item():.3e}")

# final plots
u_pred = net(xy).detach().numpy().reshape(nx, ny)
fig, ax = plt.subplots(1, 1, figsize=(5, 4))
im = ax.contourf(X.numpy(), Y.numpy(), u_pred, levels=50, cmap="viridis")
fig.colorbar(im, ax=ax)
ax.set_title("PINN solution of the Laplace equation")
plt.show()
