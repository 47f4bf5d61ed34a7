"""MNIST loading: the IDX files are parsed with NumPy and cached on disk."""

import gzip
import os
import urllib.request
from typing import Tuple

import numpy as np
import torch


class MNIST:
    train_images_file = "train-images-idx3-ubyte.gz"
    train_labels_file = "train-labels-idx1-ubyte.gz"
    train_images_cache = "train_images.npy"
    train_labels_cache = "train_labels.npy"
    url = "http://yann.lecun.com/exdb/mnist/"

    def __init__(self, path: str = os.path.join("data", "MNIST"), download: bool = False,
                 shuffle: bool = True) -> None:
        self.path = path
        self.download = download
        self.shuffle = shuffle
        os.makedirs(path, exist_ok=True)

    def _download(self, filename: str) -> None:
        urllib.request.urlretrieve(self.url + filename, os.path.join(self.path, filename))

    def process_images(self, filename: str) -> np.ndarray:
        with gzip.open(os.path.join(self.path, filename), "rb") as f:
            raw = f.read()
        n_images = int.from_bytes(raw[4:8], "big")
        return np.frombuffer(raw, dtype=np.uint8, offset=16).reshape(n_images, 28, 28)

    def process_labels(self, filename: str) -> np.ndarray:
        with gzip.open(os.path.join(self.path, filename), "rb") as f:
            raw = f.read()
        return np.frombuffer(raw, dtype=np.uint8, offset=8)

    def _load(self, cache: str, source: str, process) -> np.ndarray:
        cache_path = os.path.join(self.path, cache)
        if os.path.isfile(cache_path):
            print(f"Loading {cache} from serialized object file.\n")
            return np.load(cache_path)
        if not os.path.isfile(os.path.join(self.path, source)):
            if not self.download:
                raise FileNotFoundError("Dataset not found on disk; specify 'download=True' to allow downloads.")
            print(f"Downloading {source}.\n")
            self._download(source)
        array = process(source)
        np.save(cache_path, array)
        return array

    def get_train(self) -> Tuple[torch.Tensor, torch.Tensor]:
        """Gets the MNIST training images and labels."""
        images = self._load(self.train_images_cache, self.train_images_file, self.process_images)
        labels = self._load(self.train_labels_cache, self.train_labels_file, self.process_labels)
        if self.shuffle:
            perm = np.random.permutation(np.arange(labels.shape[0]))
            images, labels = images[perm], labels[perm]
        return torch.Tensor(images), torch.Tensor(labels)
