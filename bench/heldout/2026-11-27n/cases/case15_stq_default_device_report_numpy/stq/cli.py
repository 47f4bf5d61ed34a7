import argparse

import torch
from PIL import Image
from torchvision import transforms

from stq.features import VGGFeatures
from stq.report import style_report, write_report


def load_image(path, size):
    tf = transforms.Compose([transforms.Resize(size), transforms.CenterCrop(size), transforms.ToTensor()])
    return tf(Image.open(path).convert("RGB")).unsqueeze(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("style")
    parser.add_argument("output")
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--report", default="report.json")
    args = parser.parse_args()

    device = torch.get_default_device()
    vgg = VGGFeatures(layers=("relu1_1", "relu2_1", "relu3_1", "relu4_1")).to(device).eval()
    style = load_image(args.style, args.size).to(device)
    output = load_image(args.output, args.size).to(device)
    with torch.no_grad():
        style_feats = vgg(style)
        output_feats = vgg(output)
    report = style_report(style_feats, output_feats, output)
    mean = write_report(report, args.report)
    print("mean layer distance: {:.5f}".format(mean))


if __name__ == "__main__":
    main()
