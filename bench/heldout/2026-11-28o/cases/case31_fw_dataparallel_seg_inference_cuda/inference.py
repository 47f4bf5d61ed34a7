# expect: TL001
# source: https://github.com/yassouali/pytorch-segmentation/issues/81 ("Inference using CPU": inference.py wraps the model in DataParallel; `multi_scale_predict` -> `scaled_prediction = upsample(model(scaled_img).cpu())`; yassouali: "I think this error here comes from using Data-Parallel")
# note: the repository's inference.py reconstructed from the thread's traceback and quoted lines (`multi_scale_predict`, the `torch.nn.DataParallel(model, device_ids=availble_gpus)` wrap and `model.to(device)` on `cuda:0` when GPUs are available, the `with torch.no_grad()` loop). DataParallel gathers its outputs on `device_ids[0]` (cuda:0), so in the single-scale branch `prediction.squeeze(0).numpy()` raises "can't convert cuda:0 device type tensor to numpy"; the multi-scale helper moves its outputs with `.cpu()`. Grad (no_grad) and dtype (float32) are fine.
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image
from scipy import ndimage
from torchvision import transforms

import models


def multi_scale_predict(model, image, scales, num_classes, device, flip=False):
    input_size = (image.size(2), image.size(3))
    upsample = nn.Upsample(size=input_size, mode="bilinear", align_corners=True)
    total_predictions = np.zeros((num_classes, image.size(2), image.size(3)))
    image = image.data.data.cpu().numpy()
    for scale in scales:
        scaled_img = ndimage.zoom(image, (1.0, 1.0, float(scale), float(scale)), order=1, prefilter=False)
        scaled_img = torch.from_numpy(scaled_img).to(device)
        scaled_prediction = upsample(model(scaled_img).cpu())
        if flip:
            fliped_img = scaled_img.flip(-1).to(device)
            fliped_predictions = upsample(model(fliped_img).cpu())
            scaled_prediction = 0.5 * (fliped_predictions.flip(-1) + scaled_prediction)
        total_predictions += scaled_prediction.data.cpu().numpy().squeeze(0)
    total_predictions /= len(scales)
    return total_predictions


def colorize(mask, palette):
    colorized = Image.fromarray(mask.astype(np.uint8)).convert("P")
    colorized.putpalette(palette)
    return colorized


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-m", "--mode", default="multiscale", choices=["multiscale", "normal"])
    parser.add_argument("-w", "--model", required=True)
    parser.add_argument("-i", "--images", required=True)
    parser.add_argument("-o", "--output", default="outputs")
    parser.add_argument("--num-classes", type=int, default=21)
    args = parser.parse_args()

    scales = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0]
    to_tensor = transforms.ToTensor()
    normalize = transforms.Normalize([0.45734706, 0.43338275, 0.40058118], [0.23965294, 0.23532275, 0.2398498])
    palette = [v for i in range(256) for v in (i, (i * 7) % 256, (i * 13) % 256)]

    model = models.PSPNet(args.num_classes)
    availble_gpus = list(range(torch.cuda.device_count()))
    device = torch.device("cuda:0" if len(availble_gpus) > 0 else "cpu")
    checkpoint = torch.load(args.model, map_location=device)
    if isinstance(checkpoint, dict) and "state_dict" in checkpoint:
        checkpoint = checkpoint["state_dict"]
    if "module" in list(checkpoint.keys())[0] and not isinstance(model, torch.nn.DataParallel):
        model = torch.nn.DataParallel(model, device_ids=availble_gpus)
    model.load_state_dict(checkpoint)
    model.to(device)
    model.eval()

    os.makedirs(args.output, exist_ok=True)
    image_files = sorted(os.path.join(args.images, f) for f in os.listdir(args.images) if f.endswith(".jpg"))
    with torch.no_grad():
        for img_file in image_files:
            image = Image.open(img_file).convert("RGB")
            input = normalize(to_tensor(image)).unsqueeze(0)
            if args.mode == "multiscale":
                prediction = multi_scale_predict(model, input, scales, args.num_classes, device)
            else:
                prediction = model(input.to(device))
                prediction = prediction.squeeze(0).numpy()
            prediction = F.softmax(torch.from_numpy(prediction), dim=0).argmax(0).numpy()
            name = os.path.splitext(os.path.basename(img_file))[0]
            colorize(prediction, palette).save(os.path.join(args.output, name + ".png"))


if __name__ == "__main__":
    main()
