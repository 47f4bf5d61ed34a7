# expect: TL001
# source: https://github.com/D-Robotics-AI-Lab/MODEST/pull/3 ("fix type convert error for cuda": "fix two errors when inference using cuda: 1. RuntimeError: Input type (torch.FloatTensor) and weight type (torch.cuda.FloatTensor) should be the same ... 2. TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.")
# note: a MODEST-style inference script (transparent-object depth and segmentation) reconstructed after the PR's two errors; the script and the `torch.compile` wrapping are this case's own. The first error is already fixed here (the input is moved to `device`); the second remains: the compiled model runs on cuda, so its depth and mask outputs are cuda tensors and both `.numpy()` calls raise. Grad is off (`torch.no_grad()`), the outputs are float32/int64, the resize factors are Python floats, and the colour map and PNG writing work on NumPy arrays.
import argparse

import cv2
import numpy as np
import torch
import torchvision.transforms as T
from PIL import Image

from modest.model import MODEST

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

transform = T.Compose([
    T.Resize((480, 640)),
    T.ToTensor(),
    T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
])


def load_model(ckpt):
    model = MODEST(num_classes=3, max_depth=10.0)
    state = torch.load(ckpt, map_location="cpu")
    model.load_state_dict(state["model"] if "model" in state else state)
    model = model.to(device).eval()
    return torch.compile(model, mode="reduce-overhead")


@torch.no_grad()
def infer(model, image_path, out_prefix):
    image = Image.open(image_path).convert("RGB")
    w, h = image.size
    img = transform(image).unsqueeze(0).to(device)
    outputs = model(img)
    depth = outputs["depth"][0, 0].numpy()
    mask = outputs["seg"].argmax(dim=1)[0].numpy().astype(np.uint8)
    depth = cv2.resize(depth, (w, h), interpolation=cv2.INTER_LINEAR)
    mask = cv2.resize(mask, (w, h), interpolation=cv2.INTER_NEAREST)
    depth_vis = cv2.applyColorMap((np.clip(depth / 10.0, 0, 1) * 255).astype(np.uint8), cv2.COLORMAP_JET)
    cv2.imwrite(f"{out_prefix}_depth.png", depth_vis)
    cv2.imwrite(f"{out_prefix}_mask.png", mask * 127)
    np.save(f"{out_prefix}_depth.npy", depth.astype(np.float32))
    return float(depth.mean()), int((mask > 0).sum())


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt", required=True)
    parser.add_argument("--images", nargs="+", required=True)
    parser.add_argument("--out", default="results/pred")
    args = parser.parse_args()
    model = load_model(args.ckpt)
    for i, path in enumerate(args.images):
        mean_depth, n_pixels = infer(model, path, f"{args.out}_{i:04d}")
        print(f"{path}: mean depth {mean_depth:.3f} m, transparent pixels {n_pixels}")
