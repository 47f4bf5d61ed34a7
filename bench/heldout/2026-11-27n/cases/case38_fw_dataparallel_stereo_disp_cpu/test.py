# expect: none
# source: https://github.com/meteorshowers/X-StereoLab/issues/28 ("typeerro": "cannot convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first")
# note: reconstruction (the issue quotes only the error) of a StereoNet-style test script: models.py builds the network, wraps it in `nn.DataParallel` and moves it to cuda; the test loop runs under `torch.no_grad()`, feeds cuda inputs, and converts the gathered disparity with `.numpy()`, which raises "can't convert cuda:0 device type tensor to numpy". The ground truth is a NumPy array from the loader, the end-point error is computed in NumPy on host arrays, and timing uses `time.time()`. Twin: the disparity is copied to the host (`pred.cpu().numpy()`); models.py is identical.
import argparse
import os
import time

import numpy as np
import torch

from models import build_model
from dataloader import KITTIStereoTest


def test(model, imgL, imgR):
    model.eval()
    with torch.no_grad():
        imgL, imgR = imgL.cuda(), imgR.cuda()
        disp = model(imgL, imgR)
    return disp.squeeze(1)


def main():
    parser = argparse.ArgumentParser(description="StereoNet test")
    parser.add_argument("--datapath", default="/data/KITTI2015/testing/")
    parser.add_argument("--loadmodel", default="./checkpoints/stereonet.tar")
    parser.add_argument("--maxdisp", type=int, default=192)
    parser.add_argument("--savepath", default="./results/")
    args = parser.parse_args()

    model = build_model(args.maxdisp, args.loadmodel)
    dataset = KITTIStereoTest(args.datapath)
    os.makedirs(args.savepath, exist_ok=True)
    epe_total, n = 0.0, 0
    for idx in range(len(dataset)):
        imgL, imgR, true_disp, name = dataset[idx]
        start = time.time()
        pred = test(model, imgL.unsqueeze(0), imgR.unsqueeze(0))
        pred_disp = pred.cpu().numpy()[0]
        elapsed = time.time() - start
        mask = true_disp > 0
        epe = np.abs(pred_disp[mask] - true_disp[mask]).mean() if mask.any() else 0.0
        epe_total += float(epe)
        n += 1
        np.save(os.path.join(args.savepath, name + ".npy"), pred_disp)
        print("{}: EPE {:.3f} time {:.3f}s".format(name, epe, elapsed))
    print("mean EPE {:.4f}".format(epe_total / max(n, 1)))


if __name__ == "__main__":
    main()
