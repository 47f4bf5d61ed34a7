import torch
import torch.nn as nn


def add_conv(in_ch, out_ch, ksize, stride):
    """Add a conv2d / batchnorm / leaky ReLU block."""
    stage = nn.Sequential()
    pad = (ksize - 1) // 2
    stage.add_module('conv', nn.Conv2d(in_channels=in_ch, out_channels=out_ch, kernel_size=ksize,
                                       stride=stride, padding=pad, bias=False))
    stage.add_module('batch_norm', nn.BatchNorm2d(out_ch))
    stage.add_module('leaky', nn.LeakyReLU(0.1))
    return stage


class resblock(nn.Module):
    """Sequential residual blocks each of which consists of two convolution layers."""

    def __init__(self, ch, nblocks=1, shortcut=True):
        super().__init__()
        self.shortcut = shortcut
        self.module_list = nn.ModuleList()
        for i in range(nblocks):
            resblock_one = nn.ModuleList()
            resblock_one.append(add_conv(ch, ch//2, 1, 1))
            resblock_one.append(add_conv(ch//2, ch, 3, 1))
            self.module_list.append(resblock_one)

    def forward(self, x):
        for module in self.module_list:
            h = x
            for res in module:
                h = res(h)
            x = x + h if self.shortcut else h
        return x


class YOLOLayer(nn.Module):
    """Detection head: raw maps -> (N, B, 4 + 1 + n_classes [+ 4 sigmas]) boxes in input pixels."""

    def __init__(self, in_ch, anchors, stride, n_classes=80, gaussian=False):
        super().__init__()
        self.anchors = torch.tensor(anchors, dtype=torch.float32) / stride
        self.stride = stride
        self.n_classes = n_classes
        self.gaussian = gaussian
        self.n_ch = 5 + n_classes + (4 if gaussian else 0)
        self.conv = nn.Conv2d(in_ch, len(anchors) * self.n_ch, kernel_size=1)

    def forward(self, x):
        out = self.conv(x)
        b, _, fh, fw = out.shape
        na = len(self.anchors)
        out = out.view(b, na, self.n_ch, fh, fw).permute(0, 1, 3, 4, 2).contiguous()
        grid_x = torch.arange(fw, device=out.device).view(1, 1, 1, fw)
        grid_y = torch.arange(fh, device=out.device).view(1, 1, fh, 1)
        anchors = self.anchors.to(out.device)
        pred = out.clone()
        pred[..., 0] = (torch.sigmoid(out[..., 0]) + grid_x) * self.stride
        pred[..., 1] = (torch.sigmoid(out[..., 1]) + grid_y) * self.stride
        pred[..., 2] = torch.exp(out[..., 2]) * anchors[:, 0].view(1, na, 1, 1) * self.stride
        pred[..., 3] = torch.exp(out[..., 3]) * anchors[:, 1].view(1, na, 1, 1) * self.stride
        pred[..., 4:5 + self.n_classes] = torch.sigmoid(out[..., 4:5 + self.n_classes])
        if self.gaussian:
            pred[..., -4:] = torch.sigmoid(out[..., -4:])
        return pred.view(b, -1, self.n_ch)


class YOLOv3(nn.Module):
    """Reduced (Gaussian) YOLOv3: Darknet-style backbone and one detection scale."""

    def __init__(self, config_model):
        super().__init__()
        gaussian = config_model.get('GAUSSIAN', False)
        self.backbone = nn.Sequential(
            add_conv(3, 32, 3, 1), add_conv(32, 64, 3, 2), resblock(64),
            add_conv(64, 128, 3, 2), resblock(128, nblocks=2),
            add_conv(128, 256, 3, 2), resblock(256, nblocks=2),
            add_conv(256, 512, 3, 2), add_conv(512, 1024, 3, 2), resblock(1024))
        anchors = config_model['ANCHORS'][6:9]
        self.head = YOLOLayer(1024, anchors, stride=32, gaussian=gaussian)

    def forward(self, x):
        return self.head(self.backbone(x))
