import argparse
import os

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from thingsvision.model_class import Model, center_features


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_name", default="alexnet")
    parser.add_argument("--module_name", default="classifier.4")
    parser.add_argument("--batch_size", type=int, default=32)
    parser.add_argument("--out_path", default="features")
    return parser.parse_args()


def things_images(n_images=128):
    # stand-in for the THINGS image folder: already transformed 224x224 images and their concept ids
    images = torch.rand(n_images, 3, 224, 224)
    concepts = torch.randint(0, 1854, (n_images,))
    return TensorDataset(images, concepts)


if __name__ == "__main__":
    args = parse_args()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = Model(args.model_name, pretrained=True, device=device)
    dl = DataLoader(things_images(), batch_size=args.batch_size, shuffle=False)
    features, targets = model.extract_features(data_loader=dl, module_name=args.module_name, flatten_acts=True)
    features = center_features(features)
    os.makedirs(args.out_path, exist_ok=True)
    np.save(os.path.join(args.out_path, "features.npy"), features)
    np.save(os.path.join(args.out_path, "targets.npy"), targets)
    print(features.shape, targets.shape)
