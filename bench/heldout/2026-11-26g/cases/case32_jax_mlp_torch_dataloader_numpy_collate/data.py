import numpy as np
from torch.utils import data
from torchvision.datasets import MNIST


def numpy_collate(batch):
    if isinstance(batch[0], np.ndarray):
        return np.stack(batch)
    elif isinstance(batch[0], (tuple, list)):
        transposed = zip(*batch)
        return [numpy_collate(samples) for samples in transposed]
    else:
        return np.array(batch)


class NumpyLoader(data.DataLoader):
    def __init__(self, dataset, batch_size=1, shuffle=False, num_workers=0, drop_last=False):
        super().__init__(dataset, batch_size=batch_size, shuffle=shuffle, num_workers=num_workers,
                         collate_fn=numpy_collate, drop_last=drop_last)


class FlattenAndCast:
    def __call__(self, pic):
        return np.ravel(np.array(pic, dtype=np.float32))


def mnist_loaders(root="/tmp/mnist", batch_size=128):
    train = MNIST(root, download=True, transform=FlattenAndCast())
    test = MNIST(root, download=True, train=False)
    test_images = np.array(test.data.numpy().reshape(len(test.data), -1), dtype=np.float32)
    test_labels = test.targets.numpy()
    return NumpyLoader(train, batch_size=batch_size, num_workers=0), test_images, test_labels
