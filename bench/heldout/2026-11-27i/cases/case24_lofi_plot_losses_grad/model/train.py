import torch

from model.plot import plot_losses


def train(dataset, model, name, epochs=10):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    print(f"Using {device} device")
    model.to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    train_loader, val_loader = dataset.loaders(batch_size=64)
    hist = {"tc": [], "vc": [], "tm": [], "vm": []}
    for epoch in range(epochs):
        model.train()
        chord_sum, melody_sum = 0, 0
        for batch in train_loader:
            batch = {k: v.to(device) for k, v in batch.items()}
            loss_chords, loss_melodies, kl = model.losses(batch)
            loss = loss_chords + loss_melodies + kl
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            chord_sum += loss_chords
            melody_sum += loss_melodies
        hist["tc"].append((chord_sum / len(train_loader)).cpu())
        hist["tm"].append((melody_sum / len(train_loader)).cpu())
        model.eval()
        with torch.no_grad():
            vc, vm = zip(*[model.losses({k: v.to(device) for k, v in b.items()})[:2] for b in val_loader])
        hist["vc"].append(torch.stack(vc).mean().item())
        hist["vm"].append(torch.stack(vm).mean().item())
        plot_losses(list(range(epoch + 1)), hist["tc"], hist["vc"], hist["tm"], hist["vm"], f"{name}_losses.png")
