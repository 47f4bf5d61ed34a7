import argparse

import torch
from torch.utils.data import DataLoader

from datasets import NSynthDataset
from models import DDSPSynth
from utils.plot import plot_batch_detailed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data/nsynth")
    parser.add_argument("--epochs", type=int, default=100)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader = DataLoader(NSynthDataset(args.data, split="train"), batch_size=16, shuffle=True)

    fixed_audio, fixed_f0, fixed_loud = next(iter(train_loader))
    plot_batch_detailed(fixed_audio, fixed_f0, fixed_loud, path="output/fixed_batch.png")
    fixed_on_device = [t.to(device) for t in (fixed_audio, fixed_f0, fixed_loud)]

    model = DDSPSynth(n_harmonics=64, n_bands=65).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        for audio, f0, loud in train_loader:
            audio, f0, loud = audio.to(device), f0.to(device), loud.to(device)
            loss = model.spectral_loss(model(f0, loud), audio)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        with torch.no_grad():
            recon = model(fixed_on_device[1], fixed_on_device[2])
        torch.save(recon.cpu(), f"output/recon_{epoch:03d}.pt")


if __name__ == "__main__":
    main()
