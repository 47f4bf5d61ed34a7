# expect: TL002
# source: https://github.com/ultralytics/yolov5/issues/4042 ("Feature_Visualization Causing Difficulties": "it seems like the way to get the feature visualizations to show up is to set \"visualize=True\" in yolo.py. However, I'm running into the following error", traceback `train.py ... model = Model(cfg or ckpt['model'].yaml, ch=3, nc=nc, anchors=hyp.get('anchors')).to(device)` -> `yolo.py, line 108, in __init__: m.stride = torch.tensor([s / x.shape[-2] for x in self.forward(torch.zeros(1, ch, s, s))])` -> `forward_once: feature_visualization(x, m.type, m.i, save_dir=visualize)` -> `plots.py, line 469, in feature_visualization: ax[i].imshow(blocks[i].squeeze())`); the `.cpu()` in that line comes from https://github.com/ultralytics/yolov5/pull/3925 ("`feature_visualization()` CUDA fix", for https://github.com/ultralytics/yolov5/issues/3924, `detect.py --visualize` on cuda); code: `utils/plots.py` `feature_visualization` and `models/yolo.py` `Model.__init__`/`forward_once` at 9dd33fd (July 2021), `detect.py` `run()` decorated with `@torch.no_grad()`
# note: YOLOv5's model, feature-map plotting and the two entry points reduced to one file, with the reporter's change (feature maps requested when the model is built for training): `Model.__init__` probes the strides with `self.forward(torch.zeros(1, ch, s, s))` outside any no-grad block, the Conv layers hold Parameters, so every feature map passed to `feature_visualization` requires grad; matplotlib's `imshow` of `blocks[i].squeeze()` and the `.numpy()` for `np.save` then raise "Can't call numpy() on Tensor that requires grad". Traps: `.cpu()` is already applied (the stride probe runs on the CPU anyway: no TL001/TL003), the same function called from `run()` (`@torch.no_grad()`, the `detect.py --visualize` path) is fine, `m.stride` is built from shapes, the training loop logs `loss.item()`.
import argparse
import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

CFG = {"nc": 80, "anchors": [[10, 13, 16, 30, 33, 23], [30, 61, 62, 45, 59, 119]],
       "backbone": [[-1, "Conv", [16, 3, 2]], [-1, "Conv", [32, 3, 2]], [-1, "Conv", [64, 3, 2]],
                    [-1, "Conv", [128, 3, 2]], [[2, 3], "Detect", []]]}


def feature_visualization(x, module_type, stage, n=32, save_dir=Path('runs/detect/exp')):
    """Save the first n feature maps of module `stage` as a PNG grid and the raw maps as .npy."""
    if 'Detect' not in module_type:
        batch, channels, height, width = x.shape  # batch, channels, height, width
        if height > 1 and width > 1:
            f = save_dir / f"stage{stage}_{module_type.split('.')[-1]}_features.png"  # filename
            fmap = x[0].cpu()  # select batch index 0
            blocks = torch.chunk(fmap, channels, dim=0)  # block by channels
            n = min(n, channels)  # number of plots
            fig, ax = plt.subplots(math.ceil(n / 8), 8, tight_layout=True)  # 8 rows x n/8 cols
            ax = ax.ravel()
            for i in range(n):
                ax[i].imshow(blocks[i].squeeze())  # cmap='gray'
                ax[i].axis('off')
            print(f'Saving {f}... ({n}/{channels})')
            plt.savefig(f, dpi=300, bbox_inches='tight')
            plt.close()
            np.save(str(f.with_suffix('.npy')), fmap.numpy())  # npy save


class Conv(nn.Module):
    def __init__(self, c1, c2, k=1, s=1):  # ch_in, ch_out, kernel, stride
        super().__init__()
        self.conv, self.bn, self.act = nn.Conv2d(c1, c2, k, s, k // 2, bias=False), nn.BatchNorm2d(c2), nn.SiLU()

    def forward(self, x):
        return self.act(self.bn(self.conv(x)))


class Detect(nn.Module):
    def __init__(self, nc=80, anchors=(), ch=()):
        super().__init__()
        self.no, self.na = nc + 5, len(anchors[0]) // 2
        self.register_buffer('anchors', torch.tensor(anchors).float().view(len(anchors), -1, 2))
        self.m, self.stride = nn.ModuleList(nn.Conv2d(c, self.no * self.na, 1) for c in ch), None

    def forward(self, x):
        return [m(xi) for m, xi in zip(self.m, x)]


class Model(nn.Module):
    def __init__(self, cfg=CFG, ch=3, nc=None, visualize=False):
        super().__init__()
        self.yaml, self.visualize = dict(cfg), visualize
        self.yaml['nc'] = nc or cfg['nc']
        layers, chs = [], [ch]
        for i, (f, name, args) in enumerate(cfg['backbone']):
            m = (Conv(chs[-1], *args) if name == 'Conv' else
                 Detect(self.yaml['nc'], cfg['anchors'], [chs[j + 1] for j in f]))
            m.i, m.f, m.type = i, f, f'models.common.{name}'
            layers.append(m)
            chs.append(args[0] if name == 'Conv' else 0)
        self.model = nn.Sequential(*layers)
        # Build strides, anchors
        m = self.model[-1]  # Detect()
        s = 256  # 2x min stride
        m.stride = torch.tensor([s / x.shape[-2] for x in self.forward(torch.zeros(1, ch, s, s))])  # forward
        m.anchors /= m.stride.view(-1, 1, 1)
        self.stride = m.stride

    def forward(self, x, visualize=None):
        visualize = self.visualize if visualize is None else visualize
        y = []  # outputs
        for m in self.model:
            if m.f != -1:  # if not from previous layer
                x = y[m.f] if isinstance(m.f, int) else [y[j] for j in m.f]  # from earlier layers
            x = m(x)  # run
            y.append(x)
            if visualize:
                feature_visualization(x, m.type, m.i, save_dir=visualize)
        return x


@torch.no_grad()
def run(model, source, visualize=False, device='cpu'):
    """detect.py: inference, optionally saving the feature maps of every stage."""
    model.to(device).eval()
    im = torch.from_numpy(np.load(source)).to(device).float()[None] / 255.0  # CHW uint8 .npy
    return model(im, visualize=visualize)


def train(opt, device='cpu'):
    save_dir = Path(opt.project) / opt.name
    (save_dir / 'features').mkdir(parents=True, exist_ok=True)
    model = Model(CFG, ch=3, nc=opt.nc, visualize=save_dir / 'features' if opt.visualize else False)
    model.visualize = False  # only the maps of the initial model are wanted
    model.to(device).train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.937)
    for step in range(opt.steps):
        loss = sum(p.pow(2).mean() for p in model(torch.rand(opt.batch_size, 3, 256, 256, device=device)))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        print(f'step {step}  loss {loss.item():.4f}')
    return model


if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('--nc', type=int, default=2)
    parser.add_argument('--steps', type=int, default=3)
    parser.add_argument('--batch-size', type=int, default=4)
    parser.add_argument('--visualize', action='store_true', help='save feature maps of the new model')
    parser.add_argument('--project', default='runs/train')
    parser.add_argument('--name', default='exp')
    train(parser.parse_args(), device='cuda:0' if torch.cuda.is_available() else 'cpu')
