import torch


def load_model(path, device):
    model = torch.jit.load(path, map_location=device)
    model.eval()
    return model


def predict(model, loader, device, return_numpy=False):
    """Class probabilities for every batch of `loader`.

    Returns a (N, C) tensor on `device`, or a NumPy array when return_numpy=True.
    """
    probs = []
    with torch.no_grad():
        for x, _ in loader:
            probs.append(model(x.to(device)).softmax(dim=-1))
    probs = torch.cat(probs)
    if return_numpy:
        return probs.cpu().numpy()
    return probs
