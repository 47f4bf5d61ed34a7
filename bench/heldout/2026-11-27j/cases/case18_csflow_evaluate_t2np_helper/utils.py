import os

import numpy as np
import torch
from torch.utils.data import DataLoader
from torchvision.datasets import ImageFolder

import config as c


def t2np(tensor):
    '''pytorch tensor -> numpy array'''
    return tensor.cpu().data.numpy() if tensor is not None else None


def get_loss(z, jac):
    z = torch.cat([z[i].reshape(z[i].shape[0], -1) for i in range(len(z))], dim=1)
    return torch.mean(0.5 * torch.sum(z ** 2, dim=(1,)) - jac) / z.shape[1]


def load_datasets(dataset_path, class_name):
    root = os.path.join(dataset_path, class_name)
    return ImageFolder(os.path.join(root, "train")), ImageFolder(os.path.join(root, "test"))


def make_dataloaders(trainset, testset):
    test_loader = DataLoader(testset, batch_size=c.batch_size, shuffle=False, num_workers=c.workers)
    return None, test_loader


def save_scores(path, scores):
    np.save(path, np.asarray(scores))
