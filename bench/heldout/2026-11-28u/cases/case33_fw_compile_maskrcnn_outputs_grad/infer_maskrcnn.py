# expect: TL002
# source: https://github.com/pytorch/vision/issues/7440 ("`torch.compile` + `torch.no_grad` not working for Mask R-CNN": "I have been trying to get `torch.compile` to work with a Mask R-CNN model, but have not been able to do so in combination with gradient disabling. An error also occurs if I use `torch.inference_mode` instead of `torch.no_grad`." ... "# This works\n# _ = model(x)\n\n# This does not\nwith torch.no_grad():\n    _ = model(x)")
# note: batch inference with a compiled torchvision Mask R-CNN, reconstructed around the thread's workaround: since the compiled model failed under `torch.no_grad()`/`inference_mode()`, the script calls it with grad mode on ("This works"); in eval mode the detections are still computed from the weights, so `boxes`, `scores` and `masks` require grad, and `.cpu().numpy()` on them raises the requires-grad error. `labels` are int64 (no grad), the images are read with PIL and turned into tensors by the weights' transforms, and the overlay in utils/visualize.py works on NumPy. Header `infer_maskrcnn.py`.
import argparse
import os
from pathlib import Path

import numpy as np
import torch
import torchvision
from PIL import Image
from torchvision.models.detection import MaskRCNN_ResNet50_FPN_Weights

from utils.visualize import overlay_instances


def load_batch(paths, transform, device):
    pil = [Image.open(p).convert("RGB") for p in paths]
    return pil, [transform(im).to(device) for im in pil]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("images", nargs="+")
    parser.add_argument("--out", default="vis")
    parser.add_argument("--score-thr", type=float, default=0.5)
    parser.add_argument("--batch-size", type=int, default=4)
    args = parser.parse_args()

    device = torch.device("cuda:0")
    weights = MaskRCNN_ResNet50_FPN_Weights.DEFAULT
    class_names = weights.meta["categories"]
    transform = weights.transforms()

    model = torchvision.models.detection.maskrcnn_resnet50_fpn(weights=weights)
    model = model.to(device)
    model = torch.compile(model)
    model.eval()

    os.makedirs(args.out, exist_ok=True)
    for i in range(0, len(args.images), args.batch_size):
        paths = args.images[i:i + args.batch_size]
        pil, images = load_batch(paths, transform, device)

        # no torch.no_grad() here: the compiled Mask R-CNN crashes under it (pytorch/vision#7440)
        outputs = model(images)

        for path, im, out in zip(paths, pil, outputs):
            scores = out["scores"].cpu().numpy()
            keep = scores >= args.score_thr
            boxes = out["boxes"].cpu().numpy()[keep]
            masks = out["masks"][:, 0].cpu().numpy()[keep] > 0.5
            labels = out["labels"].cpu().tolist()
            labels = [l for l, k in zip(labels, keep) if k]

            vis = overlay_instances(np.asarray(im), boxes, masks, labels, scores[keep], class_names)
            vis.save(Path(args.out) / (Path(path).stem + "_maskrcnn.png"))
            print("{}: {} instances".format(path, int(keep.sum())))


if __name__ == "__main__":
    main()
