# expect: TL003
# source: https://github.com/wandb/wandb/issues/2946 ("[Feature] make histograms work with cuda tensors": "Because histograms use np.histogram, they don't work with cuda tensors. Instead, you have to detach the tensor, then transfer it to the CPU")
# note: a training script reconstructed around the thread: an audio-tagging CNN on log-mel inputs is moved to `cuda`, and every `log_every` steps a helper builds weight histograms with `np.histogram(param.detach(), bins=64)` and hands the counts to `wandb.Histogram(np_histogram=...)`. The parameters live on the GPU, so `np.histogram` raises "can't convert cuda:0 device type tensor to numpy". Grad (`.detach()`) and dtype (float32) are fine; the scalar logs use `.item()`.
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import wandb
from torch.utils.data import DataLoader, TensorDataset


class AudioTagger(nn.Module):
    def __init__(self, n_mels=64, n_classes=50):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, padding=1)
        self.conv2 = nn.Conv2d(32, 64, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(32)
        self.bn2 = nn.BatchNorm2d(64)
        self.fc = nn.Linear(64, n_classes)

    def forward(self, mel):
        x = F.max_pool2d(F.relu(self.bn1(self.conv1(mel))), 2)
        x = F.max_pool2d(F.relu(self.bn2(self.conv2(x))), 2)
        x = x.mean(dim=(2, 3))
        return self.fc(x)


def log_weight_histograms(model, step, bins=64):
    payload = {}
    for name, param in model.named_parameters():
        if param.dim() < 2:
            continue
        counts, edges = np.histogram(param.detach(), bins=bins)
        payload["weights/" + name] = wandb.Histogram(np_histogram=(counts, edges))
    wandb.log(payload, step=step)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--log-every", type=int, default=50)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    wandb.init(project="audio-tagging", config=vars(args))
    mels = torch.randn(2048, 1, 64, 128)
    labels = torch.randint(0, 50, (2048,))
    loader = DataLoader(TensorDataset(mels, labels), batch_size=64, shuffle=True)

    model = AudioTagger().to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
    step = 0
    for epoch in range(args.epochs):
        model.train()
        for mel, y in loader:
            mel, y = mel.to(device), y.to(device)
            logits = model(mel)
            loss = F.cross_entropy(logits, y)
            optimizer.zero_grad()
            loss.backward()
            grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            step += 1
            if step % args.log_every == 0:
                acc = (logits.argmax(-1) == y).float().mean().item()
                wandb.log({"loss": loss.item(), "acc": acc, "grad_norm": grad_norm.item()}, step=step)
                log_weight_histograms(model, step)
    wandb.finish()


if __name__ == "__main__":
    main()
