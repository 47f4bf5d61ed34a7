# expect: TL006
# source: https://github.com/PTB-MR/mrpro/issues/984 ("Unexpected behavior in Dataclass.cpu()": the CPU copy is made with non_blocking=True and coil images show chunks of zeros; maintainer: work around with an explicit sync, fix with non_blocking=False)
# note: reconstruction of the reporter's script: the coil images come back from the GPU reconstruction in recon.py and are copied to the host with a non-blocking copy that is read (per-coil abs().amax().numpy(), plotted) with no synchronize in between
import matplotlib.pyplot as plt
import numpy as np

from recon import reconstruct_coils


def show_coils(h5_path: str, out: str = "coils.png"):
    images = reconstruct_coils(h5_path)
    images_cpu = images.to("cpu", non_blocking=True)
    n_coils = images_cpu.shape[0]
    fig, axes = plt.subplots(1, n_coils, figsize=(2 * n_coils, 2))
    for c in range(n_coils):
        # maximum-intensity projection over z of each coil image
        mag = images_cpu[c].abs().amax(dim=0).numpy()
        axes[c].imshow(mag / np.max(mag), cmap="gray")
        axes[c].axis("off")
    fig.savefig(out)


if __name__ == "__main__":
    show_coils("meas_MID00001.h5")
