import torch
import torch.nn.functional as F

from . import utils
from .model import TinyViT
from .data import get_loader

device = torch.device("cuda")


def train(epochs=10, log_every=200):
    model = TinyViT(image_size=32, patch_size=4, num_classes=10).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
    step = 0
    for epoch in range(epochs):
        for images, labels in get_loader(train=True):
            images, labels = images.to(device), labels.to(device)
            logits, attn = model(images, return_attention=True)
            loss = F.cross_entropy(logits, labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if step % log_every == 0:
                utils.save_attention_map(attn[0, 0], f"attn_{step:06d}.png", title=f"step {step}")
            step += 1


if __name__ == "__main__":
    train()
