import torch
from torch.utils.data import DataLoader


def validate(model, dataset, batch_size=1, test_size=1024, verbose=True, allowed_classes=None, S=50):
    """Evaluate precision (= accuracy) of a generative classifier on [dataset]."""

    device = next(model.parameters()).device
    mode = model.training
    model.eval()

    data_loader = DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=False)
    total_tested = total_correct = 0
    for x, y in data_loader:
        if test_size and total_tested >= test_size:
            break
        x = x.to(device)
        predicted = model.classify(x, S=S, allowed_classes=allowed_classes)
        total_correct += int(predicted == int(y[0]))
        total_tested += 1
    precision = total_correct / total_tested

    model.train(mode=mode)
    if verbose:
        print("=> precision: {:.3f}".format(precision))
    return precision
