"""Train a soft prompt on a toy task with a frozen backbone, then export it for another runtime."""
import os
import tempfile

import torch
import torch.nn as nn

from prompt import SoftPrompt, FrozenBackbone
from export import export_prompt

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def main():
    torch.manual_seed(0)
    backbone = FrozenBackbone().to(device)
    prompt = SoftPrompt().to(device)
    opt = torch.optim.Adam(prompt.parameters(), lr=0.05)
    for step in range(20):
        ids = torch.randint(0, 100, (16, 10), device=device)
        labels = ids[:, 0] % 4
        logits = backbone(prompt(backbone.tok(ids)))
        loss = nn.functional.cross_entropy(logits, labels)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print("loss", loss.item())
    path = os.path.join(tempfile.mkdtemp(prefix="prompt-"), "soft_prompt.npy")
    na = export_prompt(prompt, path)
    print("exported", na.shape, "to", path)


if __name__ == "__main__":
    main()
