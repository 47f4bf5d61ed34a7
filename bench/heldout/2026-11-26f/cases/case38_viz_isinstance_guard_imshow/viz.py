# expect: none
# source: https://github.com/XiaMooo/Yolo-Detect-Layer-Visualization/issues/1 (the maintainer's fix: `array.detach().cpu().numpy()` inside the isinstance(array, torch.Tensor) branch)
# note: show_image converts tensors only inside the isinstance branch, after detach() and cpu(); main.py calls it with cuda tensors that require grad and with PIL images, which np.asarray reads directly.
import matplotlib.pyplot as plt
import numpy as np
import torch


def show_image(img, title=None, ax=None):
    if isinstance(img, torch.Tensor):
        img = img.detach().cpu()
        if img.ndim == 3:
            img = img.permute(1, 2, 0)
        img = img.numpy()
    else:
        img = np.asarray(img)
    ax = ax or plt.gca()
    ax.imshow(img)
    if title:
        ax.set_title(title)
    return ax
