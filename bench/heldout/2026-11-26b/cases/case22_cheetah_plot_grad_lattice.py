# expect: TL002
# source: https://github.com/desy-ml/cheetah/issues/287
import matplotlib.pyplot as plt
import torch

# quadrupole strengths and drift lengths are optimised, so they carry gradients
lengths = torch.tensor([0.2, 0.1, 0.3, 0.1, 0.2], requires_grad=True)
k1 = torch.tensor([0.0, 4.2, 0.0, -3.9, 0.0], requires_grad=True)


def plot_quadrupoles(ax, lengths, k1):
    s_end = torch.cumsum(lengths, dim=0)
    s_start = s_end - lengths
    for start, length, strength in zip(s_start, lengths, k1):
        if strength != 0:
            ax.bar(start, strength, width=length, align="edge", color="tab:red")
    ax.step(s_end, k1, where="pre", color="grey")
    ax.set_xlabel("s (m)")
    ax.set_ylabel("k1 (1/m^2)")


fig, ax = plt.subplots()
plot_quadrupoles(ax, lengths, k1)
fig.savefig("lattice.png")
