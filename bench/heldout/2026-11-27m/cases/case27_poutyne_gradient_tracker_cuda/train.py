import torch
import torch.nn as nn
from torch.utils.tensorboard import SummaryWriter
from torchvision import datasets, transforms

from poutyne import Model
from tracker import GradientTracker


def main(epochs=5):
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    network = nn.Sequential(nn.Flatten(), nn.Linear(28 * 28, 256), nn.ReLU(), nn.Dropout(0.2), nn.Linear(256, 10))
    train_set = datasets.MNIST("data", train=True, download=True, transform=transforms.ToTensor())
    valid_set = datasets.MNIST("data", train=False, download=True, transform=transforms.ToTensor())
    train_loader = torch.utils.data.DataLoader(train_set, batch_size=64, shuffle=True)
    valid_loader = torch.utils.data.DataLoader(valid_set, batch_size=256)

    model = Model(network, "sgd", "cross_entropy", batch_metrics=["accuracy"])
    model.to(device)

    writer = SummaryWriter("runs/gradients")
    model.fit_generator(train_loader, valid_loader, epochs=epochs, callbacks=[GradientTracker(writer)])
    writer.close()


if __name__ == "__main__":
    main()
