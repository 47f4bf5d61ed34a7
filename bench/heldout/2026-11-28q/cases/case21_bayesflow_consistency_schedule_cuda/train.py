import torch
import torch.nn as nn

from bayesflow.networks.consistency_model import ConsistencyModel


def build_subnet(dim, cond_dim, width=256):
    return nn.Sequential(nn.Linear(dim + 1 + cond_dim, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU(),
                         nn.Linear(width, dim))


def train(simulator, dim=2, cond_dim=4, epochs=30, batches_per_epoch=200, batch_size=256):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = ConsistencyModel(build_subnet(dim, cond_dim), total_steps=epochs * batches_per_epoch).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4)
    for epoch in range(epochs):
        running = 0.0
        for _ in range(batches_per_epoch):
            theta, obs = simulator(batch_size)
            theta, obs = theta.to(device), obs.to(device)
            loss = model.compute_loss(theta, obs)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item()
        print(f"epoch {epoch}: loss {running / batches_per_epoch:.4f}")
    return model
