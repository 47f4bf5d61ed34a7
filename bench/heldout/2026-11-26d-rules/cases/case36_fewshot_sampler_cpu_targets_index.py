# expect: none
# source: https://github.com/pytorch/vision (torchvision/datasets/mnist.py: MNIST.targets is a torch tensor read from the label file, on the CPU); episode sampling in the style of prototypical-network training scripts
# note: the indexed tensors are dataset targets and images loaded on the CPU; .cpu() on them is a no-op kept for safety, so .cpu()[idx] copies nothing from a device; only the selected episode is moved to the GPU model
import torch
import torch.nn as nn
from torchvision import datasets, transforms

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def sample_episode(train_set, n_way=5, k_shot=5, generator=None):
    targets = train_set.targets
    classes = torch.unique(targets)
    chosen = classes[torch.randperm(len(classes), generator=generator)[:n_way]]
    support_idx = []
    for c in chosen:
        idx = torch.nonzero(targets == c).squeeze(1)
        support_idx.append(idx[torch.randperm(len(idx), generator=generator)[:k_shot]])
    support_idx = torch.cat(support_idx)
    images = train_set.data.cpu()[support_idx].float().div(255).unsqueeze(1)
    labels = train_set.targets.cpu()[support_idx]
    return images, labels


def embed_episode(encoder: nn.Module, train_set):
    images, labels = sample_episode(train_set)
    with torch.no_grad():
        z = encoder.to(device)(images.to(device))
    return z, labels


if __name__ == "__main__":
    mnist = datasets.MNIST("./data", train=True, download=True, transform=transforms.ToTensor())
    enc = nn.Sequential(nn.Flatten(), nn.Linear(28 * 28, 64))
    z, y = embed_episode(enc, mnist)
    print(z.shape, y.tolist())
