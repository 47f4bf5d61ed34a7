# expect: TL002
# source: https://github.com/ZhengPeng7/BiRefNet/issues/84 ("torch.compile for inference": traceback through `torch/_dynamo/eval_frame.py` from `preds = birefnet(input_images)[-1].sigmoid().cpu()`)
# note: BiRefNet background-removal inference with `torch.compile`, reconstructed: `inference.py` compiles the segmentation model on cuda and calls it without `no_grad` (the grad mode is this case's choice); the mask is copied with `.cpu()` (device handled) but is still graph-attached, so `pred.numpy()` raises "Can't call numpy() on Tensor that requires grad". The conversion failure is this case's; the thread itself reports the compile crash at the same call. The input image enters through torchvision transforms; `utils.py` refines the foreground on NumPy/PIL. Header `inference.py`.
import argparse
import glob
import os

import numpy as np
import torch
from PIL import Image
from torchvision import transforms
from transformers import AutoModelForImageSegmentation

from utils import refine_foreground, save_cutout

parser = argparse.ArgumentParser(description="BiRefNet batch background removal")
parser.add_argument("--input", default="images")
parser.add_argument("--output", default="cutouts")
parser.add_argument("--size", type=int, default=1024)
parser.add_argument("--compile", action="store_true", default=True)
parser.add_argument("--no-compile", dest="compile", action="store_false")
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.set_float32_matmul_precision(["high", "highest"][0])

birefnet = AutoModelForImageSegmentation.from_pretrained("ZhengPeng7/BiRefNet", trust_remote_code=True)
birefnet.to(device)
birefnet.eval()
if args.compile:
    birefnet = torch.compile(birefnet, mode="reduce-overhead")

transform_image = transforms.Compose([
    transforms.Resize((args.size, args.size)),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])

os.makedirs(args.output, exist_ok=True)
for path in sorted(glob.glob(os.path.join(args.input, "*"))):
    image = Image.open(path).convert("RGB")
    input_images = transform_image(image).unsqueeze(0).to(device)

    # Prediction (the compiled module is called in grad mode, see the thread)
    preds = birefnet(input_images)[-1].sigmoid().cpu()
    pred = preds[0].squeeze()
    mask = Image.fromarray((pred.numpy() * 255).astype(np.uint8)).resize(image.size)

    fg = refine_foreground(image, mask)
    save_cutout(fg, mask, os.path.join(args.output, os.path.splitext(os.path.basename(path))[0] + ".png"))
    print("saved", path)
