# source: https://github.com/ry-takashima/python_asr/issues/1
# expect: none
# why: run_epoch returns a Python float via .item(), so the plotted history holds no tensors
import matplotlib.pyplot as plt
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def run_epoch(model, loader):
    total_error = 0
    total_frames = 0
    for feats, labels in loader:
        feats, labels = feats.to(device), labels.to(device)
        with torch.no_grad():
            outputs = model(feats)
        hyp = torch.argmax(outputs, dim=1)
        total_error += torch.sum(hyp != labels).item()
        total_frames += len(labels)
    return total_error * 100.0 / total_frames


def evaluate(model, loaders, max_num_epoch=10):
    error_history = {"train": [], "validation": []}
    model.to(device).eval()
    for epoch in range(max_num_epoch):
        for phase in ["train", "validation"]:
            error_history[phase].append(run_epoch(model, loaders[phase]))
    for phase in ["train", "validation"]:
        plt.plot(error_history[phase], label=phase + " error")
    plt.legend()
    plt.savefig("error.png")
