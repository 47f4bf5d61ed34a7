# expect: TL001
# source: https://github.com/fastai/course-v3/issues/509
# note: losses live on the GPU (computed from the generator on the default cuda device); fnames is a NumPy array indexed with the cuda argsort result
import numpy as np
import torch
import torch.nn.functional as F
import matplotlib.pyplot as plt
from fastai.vision import *
from fastai.vision.gan import *

path = Path('data/cyclegan/horse2zebra')
device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
tfms = get_transforms()


def get_batch(filenames, tfms, **kwargs):
    samples = [open_image(fn) for fn in filenames]
    for s in samples:
        s = s.apply_tfms(tfms, **kwargs)
    batch = torch.stack([s.data for s in samples], 0).to(device)
    return 2. * (batch - 0.5)


def predict_losses(fnames, crit, gen, bs=64):
    losses = []
    with torch.no_grad():
        for i in range(0, len(fnames), bs):
            xb = get_batch(fnames[i:i + bs], tfms[1], size=128)
            fakes = gen(xb)
            losses.append(crit(fakes).view(-1))
    return torch.cat(losses)


def show_best(fnames, losses, gen, n=8):
    sort_idx = losses.argsort()
    _, axs = plt.subplots(n // 2, 4, figsize=(12, 2 * n))
    xb = get_batch(fnames[sort_idx][:n], tfms[1], size=128)
    with torch.no_grad():
        fakes = gen(xb)
    xb, fakes = (1 + xb.cpu()) / 2, (1 + fakes.cpu()) / 2
    for i in range(n):
        axs.flatten()[2 * i].imshow(xb[i].permute(1, 2, 0))
        axs.flatten()[2 * i].axis('off')
        axs.flatten()[2 * i + 1].imshow(fakes[i].permute(1, 2, 0))
        axs.flatten()[2 * i + 1].set_title(losses[sort_idx][i].item())
        axs.flatten()[2 * i + 1].axis('off')


if __name__ == '__main__':
    learn = load_learner(path, 'cyclegan.pkl')
    gen = learn.model.G_B.to(device).eval()
    crit = learn.model.D_B.to(device).eval()
    fnames = np.array(get_image_files(path / 'testA'))
    losses = predict_losses(fnames, crit, gen)
    show_best(fnames, losses, gen)
    plt.savefig('best.png')
