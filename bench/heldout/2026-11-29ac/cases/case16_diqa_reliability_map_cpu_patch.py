# expect: none
# source: https://github.com/lllllllllllll-llll/DIQA/issues/2 ("some error": "When I run train_step1.py, it said, "typeerror: can't convert CUDA tenant to numpy. Use Tensor.cpu () to copy the tensor to host memory first." Can you tell me the version of torch package?"; yinglili666: "Hi, I have the same problem as you. How did you solve it?"); code: `train_step1.py` at 5534cfe (`patches = patches.to(device)`, then per sample `map = 2 / (1 + np.exp(- alpha * np.abs(patches[n]))) - 1`), `IQADataset.py` (`image_preprocess`, `errormap_process`), `network.py` (`DIQA`)
# note: DIQA step-1 training reduced to one file (dataset and network inlined; the invalid device string "CPU" of the original corrected): `device` is CUDA when available, the batch is moved with `patches = patches.to(device)`, and the reliability map is then computed with NumPy on the device tensor: `np.abs(patches[n])` converts through `Tensor.__array__` and raises "can't convert cuda:0 device type tensor to numpy". Traps: `image_preprocess` and `errormap_process` call `.numpy()`, `np.abs`, `np.power` and `convolve2d` on host patches from `to_tensor` inside the dataset; `map.numpy()` and `np.mean(map.numpy())` act on the host result; `reli_map` is stacked from NumPy arrays and moved with `.to(device)`; `loss.item()`. Twin: the map is computed from a host copy of the patch, `np.abs(patches[n].cpu())`, as the error message advises (the thread has no upstream fix); NumPy's ufuncs hand back CPU tensors through `__array_wrap__`, so the following `map.numpy()` calls still apply.
import os
import random
from argparse import ArgumentParser

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image
from scipy.signal import convolve2d
from torch.utils.data import DataLoader, Dataset
from torchvision.transforms.functional import to_tensor


def image_preprocess(patch, P=4, Q=4):
    # high-pass: the patch minus its low-passed (blurred, down/up-sampled) version
    w, h = patch[0].shape
    patch_low = convolve2d(patch[0].numpy(), np.ones((P, Q)) / (P * Q), boundary='symm', mode='same')
    patch_low = torch.from_numpy(patch_low).float()[None, None]
    patch_low = F.interpolate(F.interpolate(patch_low, size=(w // 4, h // 4)), size=(w, h))
    return patch - patch_low.squeeze(0)


def errormap_process(patch, patch_ref, p=0.2):
    errormap = np.power(np.abs(patch_ref.numpy() - patch.numpy()), p)
    return F.interpolate(torch.from_numpy(errormap)[None], size=(28, 28)).squeeze(0)


class IQADataset(Dataset):
    """Grey-level 112x112 patches of distorted images, with the error map against the reference."""

    def __init__(self, im_dir, ref_dir, names, patch_size=112, stride=80):
        self.samples = []
        for im_name, ref_name, mos in names:
            image = Image.open(os.path.join(im_dir, im_name)).convert('L')
            ref = Image.open(os.path.join(ref_dir, ref_name)).convert('L')
            w, h = image.size
            for i in range(0, h - stride, stride):
                for j in range(0, w - stride, stride):
                    box = (j, i, j + patch_size, i + patch_size)
                    patch, patch_ref = to_tensor(image.crop(box)), to_tensor(ref.crop(box))
                    self.samples.append((image_preprocess(patch), errormap_process(patch, patch_ref), mos))

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, index):
        patch, errormap, mos = self.samples[index]
        return (patch, errormap), torch.tensor(mos, dtype=torch.float32)


class DIQA(nn.Module):
    def __init__(self):
        super(DIQA, self).__init__()
        chans = [(1, 48, 1), (48, 48, 2), (48, 64, 1), (64, 64, 2), (64, 64, 1), (64, 64, 1), (64, 128, 1), (128, 128, 1)]
        self.convs = nn.ModuleList([nn.Conv2d(a, b, kernel_size=3, stride=s, padding=1) for a, b, s in chans])
        self.conv9 = nn.Conv2d(in_channels=128, out_channels=1, kernel_size=1, stride=1, padding=0)

    def forward(self, x):
        for conv in self.convs:
            x = F.relu(conv(x))
        return self.conv9(x)  # predicted error map, (B, 1, 28, 28)


class errormapLoss(nn.Module):
    def forward(self, output, gt, r):
        return torch.mean(torch.pow(torch.abs(torch.mul(torch.sub(output, gt), r)), 2))


def read_names(root):
    with open(os.path.join(root, 'im_names.txt')) as f, open(os.path.join(root, 'refnames.txt')) as g, \
            open(os.path.join(root, 'mos.txt')) as m:
        return [(a.strip(), b.strip(), float(c)) for a, b, c in zip(f, g, m)]


if __name__ == '__main__':
    parser = ArgumentParser("Pytorch for DIQA")
    parser.add_argument("--batch_size", type=int, default=12)
    parser.add_argument("--epochs_step1", type=int, default=100)
    parser.add_argument("--lr", type=float, default=0.001)
    parser.add_argument("--weight_decay", type=float, default=0.0001)
    parser.add_argument("--data", type=str, default="./data/live")
    args = parser.parse_args()

    seed = random.randint(10000000, 99999999)
    torch.manual_seed(seed)
    np.random.seed(seed)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

    names = read_names(args.data)
    train_loader = DataLoader(IQADataset(args.data, os.path.join(args.data, 'refimgs'), names),
                              batch_size=args.batch_size, shuffle=True, pin_memory=True, num_workers=0)
    model = DIQA().to(device)
    criterion1 = errormapLoss()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)

    print('step1 training ... ')
    for epoch in range(args.epochs_step1):
        model.train()
        LOSS = 0
        for i, ((patches, errormap_gt), label) in enumerate(train_loader):
            patches = patches.to(device)
            errormap_gt = errormap_gt.to(device)

            # reliability map
            reli_map = []
            alpha = 1
            for n in range(patches.size(0)):
                map = 2 / (1 + np.exp(- alpha * np.abs(patches[n].cpu()))) - 1
                map = map.numpy() / np.mean(map.numpy())
                map = F.interpolate(torch.from_numpy(map).unsqueeze(0), size=(28, 28)).squeeze(0)
                reli_map.append(map.numpy())
            reli_map = torch.from_numpy(np.stack(reli_map)).to(device)

            optimizer.zero_grad()
            loss = criterion1(model(patches), errormap_gt, reli_map)
            loss.backward()
            optimizer.step()
            LOSS = LOSS + loss.item()

        print('epoch {}: train loss = {}'.format(epoch + 1, LOSS / (i + 1)))
    os.makedirs("./savemodel", exist_ok=True)
    torch.save(model.state_dict(), "./savemodel/DIQA_step1.pth")
