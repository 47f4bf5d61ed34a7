# expect: none
# source: https://github.com/pytorch/vision (torchvision/datasets/folder.py and mnist.py: __getitem__ returns a PIL Image when no transform is given)
# note: the raw dataset (dataset.py, transform=None) yields PIL images and CPU int64 labels; np.asarray/plt.imshow read the PIL images, and the label is a CPU tensor without grad. The model in train.py is on cuda but never sees these samples.
import matplotlib.pyplot as plt
import numpy as np

from dataset import FolderDataset


def show_samples(root, n=8):
    raw = FolderDataset(root, transform=None)
    fig, axes = plt.subplots(1, n, figsize=(2 * n, 2))
    for i in range(n):
        img, label = raw[i]
        arr = np.asarray(img)
        axes[i].imshow(arr)
        axes[i].set_title(str(label.numpy()))
        axes[i].axis("off")
    plt.show()
