import matplotlib.pyplot as plt
import numpy as np

from .utils import tensor_to_array


def _prepare(x):
    arr = tensor_to_array(x)
    if arr.ndim == 4:
        arr = np.concatenate(list(arr), axis=-1)
    arr = np.transpose(arr, (1, 2, 0))
    return np.clip((arr + 1) / 2, 0, 1)


def show(x):
    plt.imshow(_prepare(x))
    plt.show()


def save(x, path):
    plt.imsave(path, _prepare(x))
