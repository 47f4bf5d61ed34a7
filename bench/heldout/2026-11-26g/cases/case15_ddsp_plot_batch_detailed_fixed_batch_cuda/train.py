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
    parser.add_argument("--batch_size", type=int, default=16)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader = DataLoader(NSynthDataset(args.data, split="train"), batch_size=args.batch_size, shuffle=True)

    fixed_audio, fixed_f0, fixed_loud = next(iter(train_loader))
    fixed_audio = fixed_audio.to(device)
    fixed_f0 = fixed_f0.to(device)
    fixed_loud = fixed_loud.to(device)
    plot_batch_detailed(fixed_audio, fixed_f0, fixed_loud, path="output/fixed_batch.png")

    model = DDSPSynth(n_harmonics=64, n_bands=65).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        for audio, f0, loud in train_loader:
            audio, f0, loud = audio.to(device), f0.to(device), loud.to(device)
            loss = model.spectral_loss(model(f0, loud), audio)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}: {loss.item():.4f}")


if __name__ == "__main__":
    main()
