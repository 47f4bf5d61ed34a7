import argparse
import os
import time
from glob import glob

import torch

from models.VAE import uVAE
from utils.mask_io import saveMask
from utils.preprocess import loadDCM

parser = argparse.ArgumentParser()
parser.add_argument("--data", type=str, default=".", help="Path to input files")
parser.add_argument("--model", type=str, default="saved_models/lungVAE.pt", help="Path to trained model")
parser.add_argument("--hidden", type=int, default=16, help="Hidden units")
parser.add_argument("--latent", type=int, default=8, help="Latent dim")
parser.add_argument("--saveLoc", type=str, default="", help="Path to save predictions")
parser.add_argument("--no_post", action="store_true", default=False, help="Do not post process predictions")
parser.add_argument("--padding", type=int, default=32, help="Zero padding")
args = parser.parse_args()

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
net = uVAE(nhid=args.hidden, nlatent=args.latent, unet="unet" in args.model)
net.load_state_dict(torch.load(args.model, map_location=device))
net.to(device)

save_dir = (args.saveLoc or args.data) + "pred_" + time.strftime("%Y%m%d_%H_%M") + "/"
os.makedirs(save_dir, exist_ok=True)

files = sorted(set(glob(args.data + "*.png")) - set(glob(args.data + "*_mask*.png")))
for fIdx, f in enumerate(files):
    img, roi, h, w, hLoc, wLoc, imH, imW = loadDCM(f, p=args.padding)
    img = img.to(device)
    _, mask = net(img)
    mask = torch.sigmoid(mask * roi.to(device))
    out = save_dir + os.path.basename(f).replace(".png", "_mask.png")
    saveMask(out, mask.squeeze(), h, w, hLoc, wLoc, imH, imW, p=args.padding, no_post=args.no_post)
    print("Segmenting %d/%d" % (fIdx, len(files)))
