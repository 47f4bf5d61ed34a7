import argparse

import torch

from models.detr import build
from engine import train_one_epoch
from datasets import build_dataset


def get_args_parser():
    parser = argparse.ArgumentParser('Set transformer detector', add_help=False)
    parser.add_argument('--lr', default=1e-4, type=float)
    parser.add_argument('--epochs', default=300, type=int)
    parser.add_argument('--num_queries', default=100, type=int)
    parser.add_argument('--aux_loss', default=True, type=bool)
    parser.add_argument('--set_cost_class', default=1, type=float)
    parser.add_argument('--set_cost_bbox', default=5, type=float)
    parser.add_argument('--set_cost_giou', default=2, type=float)
    parser.add_argument('--bbox_loss_coef', default=5, type=float)
    parser.add_argument('--giou_loss_coef', default=2, type=float)
    parser.add_argument('--eos_coef', default=0.1, type=float)
    parser.add_argument('--device', default='cuda', help='device to use for training / testing')
    return parser


def main(args):
    device = torch.device(args.device)
    model, criterion = build(args)
    model.to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    data_loader_train = build_dataset(image_set='train', args=args)
    for epoch in range(args.epochs):
        train_one_epoch(model, criterion, data_loader_train, optimizer, device, epoch)


if __name__ == '__main__':
    parser = argparse.ArgumentParser('DETR training script', parents=[get_args_parser()])
    main(parser.parse_args())
