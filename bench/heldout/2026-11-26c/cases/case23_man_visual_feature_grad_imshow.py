# expect: TL002
# source: https://github.com/icandle/MAN/issues/23
# note: the maintainer's script runs the model on CPU in eval() mode but without no_grad; the feature maps keep their graph and ax.imshow converts them
# -*- coding: utf-8 -*-
import torch
import torch.nn as nn
import torch.nn.functional as F
import matplotlib.pyplot as plt
from PIL import Image
import torchvision.transforms as transforms
import models.archs.MAN_arch as MAN_arch
import matplotlib.cm as cm
import numpy as np
from matplotlib.colors import Normalize

model = MAN_arch.MAN(24, 1, 3, 60, 4)
model.load_state_dict(torch.load(r'./cpt/MAN-Light-x4.pth', map_location='cpu'), True)
model.eval()

img = Image.open(r'./datasets/Urban100/LR/X4/img_067.png').convert('RGB')

x = transforms.ToTensor()(img)
x = x.unsqueeze(0)
out, fea = model.visual_feature(x)


def show_fea(fea):
    fig, axes = plt.subplots(3, 1)
    cmap = cm.get_cmap('viridis')
    maxnum = 0
    for p in fea:
        feat = torch.mean(F.relu(p), dim=1).squeeze(0)
        t = torch.max(feat)
        if maxnum < t:
            maxnum = t
    normalizer = Normalize(0, float(maxnum))
    im = cm.ScalarMappable(norm=normalizer)
    for i, ax in enumerate(axes.flat):
        feat = torch.mean(F.relu(fea[i]), dim=1).squeeze(0)
        ax.imshow(feat, cmap=cmap, norm=normalizer)
        ax.axis('off')
    fig.colorbar(im, ax=axes.ravel().tolist())
    plt.savefig('./activation_maps.png', dpi=300, bbox_inches='tight')


show_fea(fea)
