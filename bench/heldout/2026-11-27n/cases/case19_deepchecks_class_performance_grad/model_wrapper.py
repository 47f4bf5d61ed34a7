import torch


def infer_on_batch(images, model, device):
    """Run the user's model on one batch of images; the model is assumed to be in eval mode."""
    model.eval()
    images = images.to(device, non_blocking=False)
    outputs = model(images)
    if isinstance(outputs, (tuple, list)):
        outputs = outputs[0]
    return outputs


def resolve_device(device=None):
    if device is not None:
        return torch.device(device)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")
