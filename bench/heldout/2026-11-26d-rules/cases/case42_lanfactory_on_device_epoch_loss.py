# expect: none
# source: https://github.com/lnccbrown/LANfactory/pull/120 ("Stop synchronising the GPU on every training step": per-step float(loss) replaced by an on-device accumulator read once per epoch)
# note: reconstruction of the PR's change: inside the step loop the loss is only added to a device tensor (loss.detach(), no graph, no sync); the single .item() runs after the step loop, once per epoch; the non_blocking copies are host-to-device
import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train_epoch(model, loader, optimizer, loss_fn):
    model.train()
    running = torch.zeros((), device=device)
    n_batches = 0
    for xb, yb in loader:
        xb = xb.to(device, non_blocking=True)
        yb = yb.to(device, non_blocking=True)
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        running += loss.detach()
        n_batches += 1
    return (running / max(n_batches, 1)).item()


def fit(model: nn.Module, loader, n_epochs=20, lr=1e-3):
    model.to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    loss_fn = nn.HuberLoss()
    history = []
    for epoch in range(n_epochs):
        epoch_loss = train_epoch(model, loader, optimizer, loss_fn)
        history.append(epoch_loss)
        print(f"epoch {epoch}: {epoch_loss:.5f}")
    return history
