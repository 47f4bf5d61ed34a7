import argparse

import torch
from torchvision import transforms

import utils
from transformer_net import TransformerNet


def stylize(args):
    device = torch.device("cuda" if args.cuda else "cpu")

    content_image = utils.load_image(args.content_image, scale=args.content_scale)
    content_transform = transforms.Compose([
        transforms.ToTensor(),
        transforms.Lambda(lambda x: x.mul(255)),
    ])
    content_image = content_transform(content_image).unsqueeze(0).to(device)

    with torch.no_grad():
        style_model = TransformerNet()
        style_model.load_state_dict(torch.load(args.model))
        style_model.to(device)
        output = style_model(content_image)
        content_image = utils.match_size(content_image, output)

    utils.save_image(args.output_image, output[0])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--content-image", required=True)
    parser.add_argument("--content-scale", type=float, default=None)
    parser.add_argument("--model", required=True)
    parser.add_argument("--output-image", required=True)
    parser.add_argument("--cuda", type=int, default=1)
    stylize(parser.parse_args())
