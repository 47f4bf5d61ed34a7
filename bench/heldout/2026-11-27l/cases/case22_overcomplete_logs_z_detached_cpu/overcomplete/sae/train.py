from collections import defaultdict

import torch

from .log_metrics import _log_metrics


def train_sae(model, dataloader, criterion, optimizer, scheduler=None, nb_epochs=20, clip_grad=1.0,
              monitoring=1, device="cpu"):
    logs = defaultdict(list)
    for epoch in range(nb_epochs):
        model.train()
        epoch_loss, batch_count = 0.0, 0
        for batch in dataloader:
            x = batch.to(device, non_blocking=True)
            optimizer.zero_grad()
            z_pre, z, x_hat = model(x)
            loss = criterion(x, x_hat, z_pre, z, model.get_dictionary())
            loss.backward()
            if clip_grad:
                torch.nn.utils.clip_grad_norm_(model.parameters(), clip_grad)
            optimizer.step()
            if scheduler is not None:
                scheduler.step()
            if monitoring:
                epoch_loss += loss.item()
                batch_count += 1
                _log_metrics(monitoring, logs, model, z, loss, optimizer)
        if monitoring and batch_count:
            logs["avg_loss"].append(epoch_loss / batch_count)
            print(f"Epoch[{epoch + 1}/{nb_epochs}], Loss: {epoch_loss / batch_count:.4f}")
    return logs
