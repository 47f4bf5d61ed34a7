import torch
from torch import nn

from data import make_loader


def finetune(model: nn.Module, epochs: int = 3, device: str = "cuda") -> None:
    model.to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
    for _ in range(epochs):
        for x, y in make_loader():
            loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    # saved as a plain dict of the trainable tensors, then tracked with `git theta track model.pt`
    torch.save(dict(model.named_parameters()), "model.pt")
