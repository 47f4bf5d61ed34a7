# expect: TL003
# source: https://github.com/facebookresearch/mbrl-lib/issues/83
# note: reconstruction of the pets_example plotting cell: the validation score is computed on the GPU without grad (tensor(0.0023, device='cuda:0')
#       in the report) and appended as is; ax[1].plot(val_scores) converts the cuda scalars. The training losses are Python floats.
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn

device = "cuda:0" if torch.cuda.is_available() else "cpu"

dynamics_model = nn.Sequential(nn.Linear(5, 200), nn.SiLU(), nn.Linear(200, 200), nn.SiLU(), nn.Linear(200, 4)).to(device)
optimizer = torch.optim.Adam(dynamics_model.parameters(), lr=7.5e-4, weight_decay=3e-5)

train_losses = []
val_scores = []


def train_callback(_model, _total_calls, _epoch, tr_loss, val_score, _best_val):
    train_losses.append(tr_loss)
    val_scores.append(val_score.mean())


def evaluate(model, batches):
    model.eval()
    scores = []
    with torch.no_grad():
        for obs_act, target in batches:
            pred = model(obs_act.to(device))
            scores.append(((pred - target.to(device)) ** 2).mean(dim=1))
    model.train()
    return torch.cat(scores)


def train(train_batches, val_batches, num_epochs=50):
    best = float("inf")
    for epoch in range(num_epochs):
        batch_losses = []
        for obs_act, target in train_batches:
            optimizer.zero_grad()
            loss = ((dynamics_model(obs_act.to(device)) - target.to(device)) ** 2).mean()
            loss.backward()
            optimizer.step()
            batch_losses.append(loss.item())
        val_score = evaluate(dynamics_model, val_batches)
        best = min(best, val_score.mean().item())
        train_callback(dynamics_model, 0, epoch, float(np.mean(batch_losses)), val_score, best)


def plot():
    fig, ax = plt.subplots(2, 1, figsize=(12, 10))
    ax[0].plot(train_losses)
    ax[0].set_xlabel("Total training epochs")
    ax[0].set_ylabel("Training loss (avg. NLL)")
    ax[1].plot(val_scores)
    ax[1].set_xlabel("Total training epochs")
    ax[1].set_ylabel("Validation score (avg. MSE)")
    plt.show()
