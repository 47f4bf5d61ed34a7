# source: https://github.com/ry-takashima/python_asr/issues/1
# expect: TL003
# why: the per-epoch error rates are cuda tensors (sums of comparisons on the GPU) and plt.plot converts the history list
import matplotlib.pyplot as plt
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def run_epoch(model, loader, criterion, optimizer=None):
    total_error = 0
    total_frames = 0
    for feats, labels in loader:
        feats, labels = feats.to(device), labels.to(device)
        with torch.set_grad_enabled(optimizer is not None):
            outputs = model(feats)
            loss = criterion(outputs, labels)
        if optimizer is not None:
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        hyp = torch.argmax(outputs, dim=1)
        total_error += torch.sum(hyp != labels)
        total_frames += len(labels)
    return total_error * 100.0 / total_frames


def train(model, loaders, criterion, optimizer, max_num_epoch=10):
    error_history = {"train": [], "validation": []}
    model.to(device)
    for epoch in range(max_num_epoch):
        for phase in ["train", "validation"]:
            model.train(phase == "train")
            err = run_epoch(model, loaders[phase], criterion, optimizer if phase == "train" else None)
            error_history[phase].append(err)
    plt.figure(figsize=(10, 4))
    for phase in ["train", "validation"]:
        plt.plot(error_history[phase], label=phase + " error")
    plt.xlabel("Epoch")
    plt.ylabel("Error [%]")
    plt.legend()
    plt.savefig("error.png")
