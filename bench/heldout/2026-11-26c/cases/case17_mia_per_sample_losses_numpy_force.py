# expect: none
# source: https://pytorch.org/docs/stable/generated/torch.Tensor.numpy.html (force=True); pattern from a public machine-unlearning notebook export found with find_string ".numpy(force=True)" (compute_losses)
# note: numpy(force=True) detaches and copies to the host itself, so it works on a cuda tensor that requires grad
import numpy as np
import torch
import torch.nn as nn
import torchvision
import torchvision.transforms as transforms
import matplotlib.pyplot as plt
from sklearn.linear_model import LogisticRegression

from models import ResNet18

device = "cuda" if torch.cuda.is_available() else "cpu"

transform = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.5, 0.5, 0.5), (0.5, 0.5, 0.5))])
train_dataset = torchvision.datasets.CIFAR10(root="./data", train=True, download=True, transform=transform)
test_dataset = torchvision.datasets.CIFAR10(root="./data", train=False, download=True, transform=transform)
trainloader = torch.utils.data.DataLoader(train_dataset, batch_size=128, shuffle=True, num_workers=2)
testloader = torch.utils.data.DataLoader(test_dataset, batch_size=128, shuffle=False, num_workers=2)

my_model = ResNet18(num_classes=10).to(device)
my_model.load_state_dict(torch.load("resnet18_unlearned.pth", map_location=device))


def compute_losses(net, loader):
    """Auxiliary function to compute per-sample losses"""
    criterion = nn.CrossEntropyLoss(reduction="none")
    all_losses = []
    for inputs, targets in loader:
        inputs, targets = inputs.to(device), targets.to(device)
        logits = net(inputs)
        losses = criterion(logits, targets).numpy(force=True)
        for l in losses:
            all_losses.append(l)
    return np.array(all_losses)


train_losses = compute_losses(my_model, trainloader)
test_losses = compute_losses(my_model, testloader)
np.random.shuffle(train_losses)
train_losses = train_losses[: len(test_losses)]

samples_mia = np.concatenate((train_losses, test_losses)).reshape((-1, 1))
labels_mia = [0] * len(train_losses) + [1] * len(test_losses)
mia_model = LogisticRegression().fit(samples_mia, labels_mia)
print(f"MIA accuracy: {mia_model.score(samples_mia, labels_mia):.3f}")

plt.title("Losses on train and test set")
plt.hist(test_losses, density=True, alpha=0.6, bins=50, label="Test set")
plt.hist(train_losses, density=True, alpha=0.4, bins=50, label="Train set")
plt.yscale("log")
plt.legend(frameon=False)
plt.savefig("mia_losses.png")
