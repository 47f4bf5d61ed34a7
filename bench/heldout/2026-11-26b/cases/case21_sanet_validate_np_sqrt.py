# expect: TL003
# source: https://github.com/jokermask/SANet/issues/4
import numpy as np
import torch

from model import SANet
from dataset import make_test_loader

model = SANet()
model = model.cuda()


def validate(model, test_loader, patch_num=4):
    model.eval()
    mae = 0.0
    mse = 0.0
    for img, target in test_loader:
        img = img.cuda()
        target = target.cuda()
        output = model(img)
        diff = output.data.sum() - target.sum()
        mae += abs(diff)
        mse += diff * diff
    mae = mae / (len(test_loader) * patch_num)
    mse = np.sqrt(mse / (len(test_loader) * patch_num))
    return mae, mse


mae, mse = validate(model, make_test_loader())
