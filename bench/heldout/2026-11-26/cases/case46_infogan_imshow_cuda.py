# source: https://github.com/thanard/causal-infogan/issues/3
# expect: TL003
# why: the evaluation noise images are generated on cuda and handed straight to plt.imshow
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import torch
import torchvision.utils as vutils


def plot_img(img, filename, title=None, vrange=(0, 1)):
    plt.figure()
    plt.imshow(img, vmin=vrange[0], vmax=vrange[1], cmap="gray", aspect="auto")
    if title:
        plt.title(title)
    plt.savefig(filename)
    plt.close()


class Trainer:
    def __init__(self, G, c_dim=7, z_dim=4, unif_range=(0, 1)):
        self.G = G.cuda()
        self.c_dim = c_dim
        self.z_dim = z_dim
        self.unif_range = unif_range
        self.eval_input = self._eval_noise()

    def _eval_noise(self, n=16):
        z = torch.rand(n, self.z_dim).cuda()
        c = torch.rand(n, self.c_dim).cuda()
        with torch.no_grad():
            x = self.G(torch.cat([z, c], 1))
        grid = vutils.make_grid(x, nrow=4, normalize=True)[0]
        plot_img(grid, "eval_noise.png", title="eval noise", vrange=self.unif_range)
        return z, c
