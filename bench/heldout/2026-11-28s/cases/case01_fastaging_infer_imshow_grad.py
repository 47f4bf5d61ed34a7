# expect: TL002
# source: https://github.com/HasnainRaz/Fast-AgingGAN/issues/8 ("Issues to run code in colab": running `infer.py` line by line, the traceback ends at `ax[1, i].imshow(aged_face)` after `aged_face = (aged_face.squeeze().permute(1, 2, 0) + 1.0) / 2.0`; the repository's later `infer.py` runs `main()` under `@torch.no_grad()`)
# note: the face-aging inference script as the thread ran it: the generator is loaded with `map_location='cpu'` and stays on the CPU, `model.eval()` changes dropout/normalization but not grad mode, so `aged_face` is a graph-attached CPU tensor and matplotlib's `imshow` (which converts with `np.asarray`) raises "Can't call numpy() on Tensor that requires grad". The input image shown in the first row carries no grad and converts fine; the figure is saved with `savefig`.
import os
import random
from argparse import ArgumentParser

import matplotlib.pyplot as plt
import torch
import torch.nn as nn
from PIL import Image
from torchvision import transforms


class ResidualBlock(nn.Module):
    def __init__(self, in_features):
        super(ResidualBlock, self).__init__()
        self.block = nn.Sequential(
            nn.ReflectionPad2d(1),
            nn.Conv2d(in_features, in_features, 3),
            nn.InstanceNorm2d(in_features),
            nn.ReLU(inplace=True),
            nn.ReflectionPad2d(1),
            nn.Conv2d(in_features, in_features, 3),
            nn.InstanceNorm2d(in_features),
        )

    def forward(self, x):
        return x + self.block(x)


class Generator(nn.Module):
    def __init__(self, ngf=32, n_residual_blocks=9):
        super(Generator, self).__init__()
        model = [nn.ReflectionPad2d(3), nn.Conv2d(3, ngf, 7), nn.InstanceNorm2d(ngf), nn.ReLU(inplace=True)]
        in_features = ngf
        out_features = in_features * 2
        for _ in range(2):
            model += [nn.Conv2d(in_features, out_features, 3, stride=2, padding=1),
                      nn.InstanceNorm2d(out_features), nn.ReLU(inplace=True)]
            in_features = out_features
            out_features = in_features * 2
        for _ in range(n_residual_blocks):
            model += [ResidualBlock(in_features)]
        out_features = in_features // 2
        for _ in range(2):
            model += [nn.ConvTranspose2d(in_features, out_features, 3, stride=2, padding=1, output_padding=1),
                      nn.InstanceNorm2d(out_features), nn.ReLU(inplace=True)]
            in_features = out_features
            out_features = in_features // 2
        model += [nn.ReflectionPad2d(3), nn.Conv2d(ngf, 3, 7), nn.Tanh()]
        self.model = nn.Sequential(*model)

    def forward(self, x):
        return self.model(x)


parser = ArgumentParser()
parser.add_argument(
    '--image_dir', default='/Downloads/CACD_VS/', help='The image directory')


def main():
    args = parser.parse_args()
    image_paths = [os.path.join(args.image_dir, x) for x in os.listdir(args.image_dir) if
                   x.endswith('.png') or x.endswith('.jpg')]
    model = Generator(ngf=32, n_residual_blocks=9)
    ckpt = torch.load('pretrained_model/state_dict.pth', map_location='cpu')
    model.load_state_dict(ckpt)
    model.eval()
    trans = transforms.Compose([
        transforms.Resize((512, 512)),
        transforms.ToTensor(),
        transforms.Normalize(mean=(0.5, 0.5, 0.5), std=(0.5, 0.5, 0.5))
    ])
    nr_images = len(image_paths)
    fig, ax = plt.subplots(2, nr_images, figsize=(20, 10))
    random.shuffle(image_paths)
    for i in range(nr_images):
        img = Image.open(image_paths[i]).convert('RGB')
        img = trans(img).unsqueeze(0)
        aged_face = model(img)
        aged_face = (aged_face.squeeze().permute(1, 2, 0) + 1.0) / 2.0
        ax[0, i].imshow((img.squeeze().permute(1, 2, 0) + 1.0) / 2.0)
        ax[1, i].imshow(aged_face)
        ax[0, i].set_title(os.path.basename(image_paths[i]))
        ax[0, i].axis('off')
        ax[1, i].axis('off')
    plt.savefig("mygraph.png")


if __name__ == '__main__':
    main()
