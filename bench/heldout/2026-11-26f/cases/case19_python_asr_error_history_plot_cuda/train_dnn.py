import torch
import torch.nn as nn
import torch.nn.functional as F

from plot_utils import plot_error_history


def train(loaders, dim_in, num_tokens, max_num_epoch=60):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = nn.Sequential(nn.Linear(dim_in, 256), nn.ReLU(), nn.Linear(256, num_tokens)).to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.99)
    error_history = {"train": [], "validation": []}
    for epoch in range(max_num_epoch):
        for phase in ["train", "validation"]:
            model.train(phase == "train")
            total_error = torch.zeros((), device=device)
            total_frames = 0
            for features, labels in loaders[phase]:
                features, labels = features.to(device), labels.to(device)
                with torch.set_grad_enabled(phase == "train"):
                    outputs = model(features)
                    loss = F.cross_entropy(outputs, labels)
                    if phase == "train":
                        optimizer.zero_grad()
                        loss.backward()
                        optimizer.step()
                hyp = outputs.argmax(dim=1)
                total_error += (hyp != labels).sum()
                total_frames += labels.numel()
            error_history[phase].append(100.0 * total_error / total_frames)
    plot_error_history(error_history, "learning_curve.png")
