# expect: none
# source: https://github.com/sefibk/KernelGAN/pull/68 ("Fix cpu-cuda bug and remove some numpy usages"; the stored thread holds only the title)
# note: KernelGAN's `util.py` reconstructed; the bug line is this case's own, modelled on the title. `kernelGAN.py` builds the generator with `.cuda()` and computes `self.curr_k` by convolving a cuda delta through it, and `finish()` passes that kernel to `post_process_k`; `k.detach().numpy()` drops the graph but keeps the cuda device and raises. The file's own `move2cpu` helper already does `.detach().cpu().float().numpy()` and is used for images; `zeroize_negligible_val` and `kernel_shift` work on NumPy arrays; `sf` and `n` are ints. Twin: `post_process_k` uses the file's own `move2cpu` helper.
import numpy as np
import scipy.io as sio
from scipy.ndimage import measurements, interpolation


def move2cpu(d):
    """Move data from gpu to cpu"""
    return d.detach().cpu().float().numpy()


def tensor2im(im_t):
    """Copy the tensor to the cpu & convert to range [0,255]"""
    im_np = np.clip(np.round((np.transpose(move2cpu(im_t).squeeze(0), (1, 2, 0)) + 1) / 2.0 * 255.0), 0, 255)
    return im_np.astype(np.uint8)


def zeroize_negligible_val(k, n):
    """Zeroize values that are negligible w.r.t to values in k"""
    k_sorted = np.sort(k.flatten())
    k_n_min = 0.75 * k_sorted[-n - 1]
    filtered_k = np.clip(k - k_n_min, a_min=0, a_max=100)
    return filtered_k / filtered_k.sum()


def kernel_shift(kernel, sf):
    current_center_of_mass = measurements.center_of_mass(kernel)
    wanted_center_of_mass = np.array(kernel.shape) // 2 + 0.5 * (np.array((sf, sf)) - (np.array(kernel.shape) % 2))
    shift_vec = wanted_center_of_mass - current_center_of_mass
    return interpolation.shift(kernel, shift_vec)


def post_process_k(k, n):
    """Move the kernel to the CPU, eliminate negligible values, and centralize k"""
    k = move2cpu(k)
    # Zeroize negligible values
    significant_k = zeroize_negligible_val(k, n)
    # Force centralization on the kernel
    centralized_k = kernel_shift(significant_k, sf=2)
    # return shave_a2b(centralized_k, k)
    return centralized_k


def save_final_kernel(k_2, conf):
    """saves the final kernel and the analytic kernel to the results folder"""
    sio.savemat("%s/%s_kernel_x2.mat" % (conf.output_dir_path, conf.img_name), {"Kernel": k_2})
