"""One step of the LassoNet path: train at a fixed lambda with proximal updates and early stopping."""
from dataclasses import dataclass

import torch


@dataclass
class HistoryItem:
    lambda_: float
    state_dict: dict
    loss: float
    val_objective: float  # val_loss + lambda_ * regularization
    selected: torch.BoolTensor
    n_iters: int

    def log(item):
        print(
            f"{item.n_iters} epochs, "
            f"val_objective {item.val_objective:.2e}, "
            f"loss {item.loss:.2e}, "
            f"selected {int(item.selected.sum())} features"
        )


def train_on_lambda(model, criterion, train, val, *, lambda_, epochs, optimizer, patience, M, tol,
                    return_state_dict=False, verbose=False) -> HistoryItem:
    """``train`` and ``val`` are (X, y) pairs of tensors already on the model's device."""
    X_train, y_train = train
    X_val, y_val = val

    def validation_obj():
        with torch.no_grad():
            return criterion(model(X_val), y_val).item() + lambda_ * model.l1_regularization_skip().item()

    best_val_obj = validation_obj()
    best_state_dict = model.cpu_state_dict()
    epochs_since_best = 0
    n_iters = 0
    for _ in range(epochs):
        model.train()
        optimizer.zero_grad()
        loss = criterion(model(X_train), y_train)
        loss.backward()
        optimizer.step()
        model.prox(lambda_=lambda_ * optimizer.param_groups[0]["lr"], M=M)
        n_iters += 1

        val_obj = validation_obj()
        if val_obj < tol * best_val_obj:
            best_val_obj = val_obj
            best_state_dict = model.cpu_state_dict()
            epochs_since_best = 0
        else:
            epochs_since_best += 1
        if patience is not None and epochs_since_best == patience:
            break

    model.load_state_dict(best_state_dict)
    with torch.no_grad():
        loss = criterion(model(X_train), y_train).item()
    item = HistoryItem(
        lambda_=lambda_,
        state_dict=model.cpu_state_dict() if return_state_dict else None,
        loss=loss,
        val_objective=best_val_obj,
        selected=model.input_mask().cpu(),
        n_iters=n_iters,
    )
    if verbose:
        item.log()
    return item
