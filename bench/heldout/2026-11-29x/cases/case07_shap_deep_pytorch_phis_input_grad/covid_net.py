"""Small stand-in for the user's trained COVID-19 X-ray classifier (./model.pth)."""
import torch
from torch import nn


class CovidNet(nn.Module):
    def __init__(self, num_classes=3):
        super().__init__()
        self.conv_layers = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=5, stride=2),
            nn.MaxPool2d(2),
            nn.ReLU(),
            nn.Conv2d(8, 16, kernel_size=5, stride=2),
            nn.MaxPool2d(2),
            nn.ReLU(),
        )
        self.fc_layers = nn.Sequential(
            nn.AdaptiveAvgPool2d(4),
            nn.Flatten(),
            nn.Linear(16 * 4 * 4, 32),
            nn.ReLU(),
            nn.Linear(32, num_classes),
            nn.Softmax(dim=1),
        )

    def forward(self, x):
        return self.fc_layers(self.conv_layers(x))


def load_model(path='./model.pth'):
    torch.manual_seed(0)
    return CovidNet()
