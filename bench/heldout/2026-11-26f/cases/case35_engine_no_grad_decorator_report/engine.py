import torch


@torch.no_grad()
def predict_proba(model, loader):
    model.eval()
    outputs = []
    for x, _ in loader:
        outputs.append(torch.softmax(model(x), dim=-1))
    return torch.cat(outputs)


@torch.inference_mode()
def embed(model, loader):
    return torch.cat([model.features(x) for x, _ in loader])
