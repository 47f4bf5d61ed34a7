import einops
import numpy as np


def det_rearrange_forward(img: np.ndarray, dbnet_batch_forward, tgt_size: int = 1280,
                          max_batch_size: int = 4, device="cuda", verbose=False):
    """
    Very long (webtoon) or very wide pages are cut into square patches of `tgt_size`
    that are run as batches through `dbnet_batch_forward(batch, device)`, which must
    return NumPy arrays `(lines, mask)` of shape (n, c, h, w); the patch outputs are
    stitched back together. Returns (None, None) when the page needs no rearranging.
    """
    h, w = img.shape[:2]
    transpose = False
    if h < w:
        transpose = True
        h, w = img.shape[1], img.shape[0]
    asp_ratio = h / w
    down_scale_ratio = h / tgt_size
    require_rearrange = down_scale_ratio > 2.5 and asp_ratio > 3
    if not require_rearrange:
        return None, None

    if transpose:
        img = einops.rearrange(img, "h w c -> w h c")
    pw_num = max(int(np.floor(2 * tgt_size / w)), 2)
    patch_h = pw_num * w
    ph_num = int(np.ceil(h / patch_h))
    ph_step = int((h - patch_h) / (ph_num - 1)) if ph_num > 1 else 0

    patches = []
    for ii in range(ph_num):
        t = ii * ph_step
        patch = img[t:t + patch_h]
        if patch.shape[0] < patch_h:
            patch = np.pad(patch, ((0, patch_h - patch.shape[0]), (0, 0), (0, 0)))
        patches.append(einops.rearrange(patch, "(pw h) w c -> h (pw w) c", pw=pw_num))
    patches = np.stack(patches)

    lines_parts, mask_parts = [], []
    for start in range(0, len(patches), max_batch_size):
        batch = patches[start:start + max_batch_size]
        lines, mask = dbnet_batch_forward(batch, device)
        lines_parts.append(lines)
        mask_parts.append(mask)
    lines = np.concatenate(lines_parts, 0)
    mask = np.concatenate(mask_parts, 0)

    def unrearrange(x):
        x = einops.rearrange(x, "n c h (pw w) -> n c (pw h) w", pw=pw_num)
        full = np.zeros((x.shape[1], h, w), dtype=x.dtype)
        for ii in range(ph_num):
            t = ii * ph_step
            bottom = min(t + patch_h, h)
            full[:, t:bottom] = np.maximum(full[:, t:bottom], x[ii, :, :bottom - t])
        full = full[None]
        return einops.rearrange(full, "n c h w -> n c w h") if transpose else full

    if verbose:
        print(f"rearranged {ph_num} patches of {patch_h}x{w} in batches of {max_batch_size}")
    return unrearrange(lines), unrearrange(mask)
