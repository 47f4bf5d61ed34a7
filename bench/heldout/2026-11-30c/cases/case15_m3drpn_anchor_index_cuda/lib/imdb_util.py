"""This file contains all image database (imdb) functionality, such as loading and reading the KITTI split."""
import math
import os
import pickle

import numpy as np
import torch
from easydict import EasyDict as edict
from PIL import Image
from torch.utils.data import DataLoader
import torch.utils.data as data


class Dataset(data.Dataset):
    """
    Loads the imdb of a dataset split (prepared by `scripts/setup_split.py` as a pickle of image objects with
    their 2D/3D ground truths), and serves scaled, normalized images together with their image objects.
    """

    def __init__(self, conf, root, cache_folder=None):
        with open(os.path.join(root, conf.dataset_train, 'imdb.pkl'), 'rb') as f:
            self.imdb = [edict(imobj) for imobj in pickle.load(f)]

        self.root = root
        self.image_means = np.array(conf.image_means, dtype=np.float32)
        self.image_stds = np.array(conf.image_stds, dtype=np.float32)
        for imobj in self.imdb:
            imobj.gts = [edict(gt) for gt in imobj.gts if gt['cls'] in conf.lbls]
            imobj.scale_factor = conf.test_scale / imobj.imH
            imobj.feat_size = [math.ceil(conf.test_scale / conf.feat_stride),
                               math.ceil(imobj.imW * imobj.scale_factor / conf.feat_stride)]

        self.loader = DataLoader(self, conf.batch_size, shuffle=True, collate_fn=self.collate, drop_last=True)

    def __getitem__(self, index):
        imobj = self.imdb[index]
        im = Image.open(os.path.join(self.root, imobj.path)).convert('RGB')
        im = im.resize((round(imobj.imW * imobj.scale_factor), round(imobj.imH * imobj.scale_factor)))
        im = (np.asarray(im, dtype=np.float32) / 255 - self.image_means) / self.image_stds
        return torch.from_numpy(im.transpose(2, 0, 1).copy()), imobj

    def __len__(self):
        return len(self.imdb)

    @staticmethod
    def collate(batch):
        images, imobjs = zip(*batch)
        widths = [im.shape[2] for im in images]
        # pad to the widest image of the batch
        images = [torch.nn.functional.pad(im, (0, max(widths) - im.shape[2])) for im in images]
        return torch.stack(images), list(imobjs)
