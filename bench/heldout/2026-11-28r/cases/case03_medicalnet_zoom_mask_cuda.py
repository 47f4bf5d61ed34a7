# expect: TL003
# source: https://github.com/Tencent/MedicalNet/issues/39 ("你好，我在测试的时候出现了一个问题，请问您知道这是为什么吗": `python test.py --gpu_id 0 --resume_path trails/models/resnet_50_epoch_199_batch_0.pth.tar --img_list data/val.txt` fails in `test` at `mask = ndimage.interpolation.zoom(mask, scale, order=1)` -> scipy `input = numpy.asarray(input)` -> torch `__array__` -> "TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first." - reply: "Shold be replaced by `mask = ndimage.interpolation...`" with the mask on the CPU)
# note: the MedicalNet segmentation test script reconstructed (3D ResNet on MRBrainS18 volumes). Unless `--no_cuda` is given the network is moved to the GPU and every volume is moved with `volume.cuda()`, so `probs` (softmax of the output, computed under `torch.no_grad()`) and `mask = probs[0]` live on the GPU; SciPy's `ndimage.interpolation.zoom` converts its input with `numpy.asarray`, which raises for the cuda tensor. No grad is involved; the shapes unpacked from `probs.shape` are ints, the NIfTI data and labels are NumPy arrays, and the Dice computation runs on NumPy masks.
import argparse
import os

import nibabel as nib
import numpy as np
import torch
import torch.nn.functional as F
from scipy import ndimage
from torch.utils.data import DataLoader

from datasets.brains18 import BrainS18Dataset
from model import generate_model
from utils.file_process import load_lines


def parse_opts():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data_root", default="./data", type=str)
    parser.add_argument("--img_list", default="./data/val.txt", type=str)
    parser.add_argument("--n_seg_classes", default=2, type=int)
    parser.add_argument("--resume_path", default="", type=str)
    parser.add_argument("--input_D", default=56, type=int)
    parser.add_argument("--input_H", default=448, type=int)
    parser.add_argument("--input_W", default=448, type=int)
    parser.add_argument("--model", default="resnet", type=str)
    parser.add_argument("--model_depth", default=50, type=int)
    parser.add_argument("--resnet_shortcut", default="B", type=str)
    parser.add_argument("--no_cuda", action="store_true")
    parser.add_argument("--gpu_id", nargs="+", type=int)
    return parser.parse_args()


def seg_eval(pred, label, clss):
    """Dice between the predicted and the ground-truth label volume, per class."""
    dices = np.zeros(len(clss))
    for idx, cls in enumerate(clss):
        pred_cls = (pred == cls).astype(np.uint8)
        label_cls = (label == cls).astype(np.uint8)
        inter = int((pred_cls & label_cls).sum())
        conv = int(pred_cls.sum()) + int(label_cls.sum())
        dices[idx] = 2.0 * inter / conv if conv > 0 else -1
    return dices


def test(data_loader, model, img_names, sets):
    masks = []
    model.eval()
    for batch_id, batch_data in enumerate(data_loader):
        volume = batch_data
        if not sets.no_cuda:
            volume = volume.cuda()
        with torch.no_grad():
            probs = model(volume)
            probs = F.softmax(probs, dim=1)

        # resize the mask back to the size of the original scan
        [batchsize, _, mask_d, mask_h, mask_w] = probs.shape
        data = nib.load(os.path.join(sets.data_root, img_names[batch_id]))
        data = data.get_fdata()
        [depth, height, width] = data.shape
        mask = probs[0]
        scale = [1, depth * 1.0 / mask_d, height * 1.0 / mask_h, width * 1.0 / mask_w]
        mask = ndimage.interpolation.zoom(mask, scale, order=1)
        mask = np.argmax(mask, axis=0)
        masks.append(mask)
    return masks


if __name__ == "__main__":
    sets = parse_opts()
    sets.target_type = "normal"
    sets.phase = "test"

    checkpoint = torch.load(sets.resume_path, map_location="cpu")
    net, _ = generate_model(sets)
    net.load_state_dict(checkpoint["state_dict"])
    if not sets.no_cuda:
        net = net.cuda()

    testing_data = BrainS18Dataset(sets.data_root, sets.img_list, sets)
    data_loader = DataLoader(testing_data, batch_size=1, shuffle=False, num_workers=1, pin_memory=False)

    img_names = [info.split(" ")[0] for info in load_lines(sets.img_list)]
    masks = test(data_loader, net, img_names, sets)

    label_names = [info.split(" ")[1] for info in load_lines(sets.img_list)]
    dices = np.zeros([len(label_names), sets.n_seg_classes])
    for idx in range(len(label_names)):
        label = nib.load(os.path.join(sets.data_root, label_names[idx])).get_fdata()
        dices[idx, :] = seg_eval(masks[idx], label, range(sets.n_seg_classes))

    for idx in range(1, sets.n_seg_classes):
        print("mean dice for class-{} is {}".format(idx, np.mean(dices[:, idx])))
