import torch.nn as nn
import torch.nn.functional as F


class ResidualBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.conv1 = nn.Conv2d(ch, ch, 3, 1, 1)
        self.conv2 = nn.Conv2d(ch, ch, 3, 1, 1)

    def forward(self, x):
        return x + self.conv2(F.relu(self.conv1(x)))


class SPANLite(nn.Module):
    def __init__(self, scale=4, ch=48, blocks=6):
        super().__init__()
        self.head = nn.Conv2d(3, ch, 3, 1, 1)
        self.body = nn.Sequential(*[ResidualBlock(ch) for _ in range(blocks)])
        self.tail = nn.Sequential(nn.Conv2d(ch, 3 * scale * scale, 3, 1, 1), nn.PixelShuffle(scale))

    def forward(self, x):
        h = self.head(x)
        return self.tail(h + self.body(h))


def build_generator(opt):
    return SPANLite(scale=opt.get("scale", 4), ch=opt.get("num_feat", 48), blocks=opt.get("num_block", 6))
