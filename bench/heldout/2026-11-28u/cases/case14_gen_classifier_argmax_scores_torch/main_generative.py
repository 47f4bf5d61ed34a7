#!/usr/bin/env python3
import argparse

import numpy as np
import torch
from torch import optim
from torch.utils.data import DataLoader, Subset
from torchvision import datasets, transforms

from eval import evaluate
from models.gen_classifier import GenClassifier


def handle_inputs():
    parser = argparse.ArgumentParser("./main_generative.py", description="Train & test generative classifier.")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-gpus", dest="cuda", action="store_false", help="don't use GPUs")
    parser.add_argument("--iters", type=int, default=1000, help="iterations per class")
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--lr", type=float, default=0.001)
    parser.add_argument("--eval-s", dest="eval_s", type=int, default=1000, help="importance samples")
    parser.add_argument("--eval-n", dest="eval_n", type=int, default=1024)
    parser.add_argument("--d-dir", dest="d_dir", default="./store/datasets")
    return parser.parse_args()


def per_class_datasets(dataset, classes):
    targets = np.asarray(dataset.targets)
    return [Subset(dataset, np.where(targets == c)[0]) for c in range(classes)]


def train_gen_classifiers(model, train_datasets, iters, batch_size, device):
    for class_id, dataset in enumerate(train_datasets):
        vae = model.vaes[class_id]
        optimizer = optim.Adam(vae.parameters(), lr=1e-3, betas=(0.9, 0.999))
        loader = iter(DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True))
        for it in range(iters):
            try:
                x, _ = next(loader)
            except StopIteration:
                loader = iter(DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True))
                x, _ = next(loader)
            x = x.to(device)
            x_recon, mu, logvar, _ = vae(x)
            loss = vae.loss_function(x, x_recon, mu, logvar)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if it % 200 == 0:
                print(" <VAE class {}> iter {:5d} | loss {:.3f}".format(class_id, it, loss.item()))


def run(args, verbose=False):
    # Use cuda?
    cuda = torch.cuda.is_available() and args.cuda
    device = torch.device("cuda" if cuda else "cpu")
    if verbose:
        print("CUDA is {}used".format("" if cuda else "NOT(!!) "))

    np.random.seed(args.seed)
    torch.manual_seed(args.seed)

    tf = transforms.ToTensor()
    train_set = datasets.MNIST(args.d_dir, train=True, download=True, transform=tf)
    test_set = datasets.MNIST(args.d_dir, train=False, download=True, transform=tf)
    classes = 10
    train_datasets = per_class_datasets(train_set, classes)
    test_datasets = per_class_datasets(test_set, classes)

    model = GenClassifier(image_size=28, image_channels=1, classes=classes).to(device)

    train_gen_classifiers(model, train_datasets, iters=args.iters, batch_size=args.batch, device=device)

    precs = []
    for i in range(classes):
        prec = evaluate.validate(model, test_datasets[i], verbose=False, S=args.eval_s,
                                 test_size=None if args.eval_n == 0 else args.eval_n)
        if verbose:
            print(" - Class {}: {:.4f}".format(i + 1, prec))
        precs.append(prec)
    print("=> Average precision over all {} classes: {:.4f}".format(classes, sum(precs) / classes))


if __name__ == "__main__":
    run(handle_inputs(), verbose=True)
