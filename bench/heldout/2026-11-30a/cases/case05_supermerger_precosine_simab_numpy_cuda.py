# expect: TL001
# source: https://github.com/hako-mikan/sd-webui-supermerger/issues/289 ("TypeError: can't convert cuda:0 device type tensor to numpy. (cosineAB + use cuda)": "cosineA / cosineBとuse cudaの併用で以下のエラーが出ました。", traceback `smerge` -> `sim, sims = precosine("A" in calcmode,theta_0,theta_1)` -> `sims = np.append(sims,simab.numpy())`; the reporter changed it to `simab.detach().cpu().numpy()` and, for cosineB, `combined_similarity.detach().cpu().numpy()`; the maintainer: "なるほど他の部分で短縮になるのですね。修正しておきました。"; fix commit 83006c7 "#289": `sims = np.append(sims,simab.numpy())` -> `sims = np.append(sims,simab.cpu().numpy())` and `sims = np.append(sims, combined_similarity.numpy())` -> `sims = np.append(sims, combined_similarity.cpu().numpy())`); code: hako-mikan/sd-webui-supermerger 83006c7^ `scripts/mergers/mergers.py` (`smerge`: `device = "cuda" if "use cuda" in save_sets else "cpu"`; `load_model_weights_m`, `forkforker`, `precosine`, `cosine`, the `smoothAdd` branch)
# note: supermerger's merge module reduced to one file: with "use cuda" ticked in the save settings, `smerge` sets `device = "cuda"` and loads both checkpoints through `load_model_weights_m(..., device)`, which returns `{k: v.to(device) ...}` from the cache or `read_state_dict(filename, map_location=device)`; for the cosineA/cosineB modes `precosine(theta_0, theta_1)` computes `simab = sim(theta_0_norm, theta_1_norm)` (and `combined_similarity`) from those cuda weights and calls `.numpy()` on them: "can't convert cuda:0 device type tensor to numpy". Traps: the weights come from state dicts (no grad, no TL002); `sims` is a NumPy array, so `np.percentile`, `np.delete`, `sims.min()` are NumPy; `np.random.rand` is NumPy; `cosine()` only does tensor arithmetic with the NumPy floats; the smoothAdd branch copies with `.to(torch.float32).cpu().numpy()` before SciPy and moves the result back with `.to(theta_0[key].device)`; the module cache is kept on the host (`v.to("cpu")`).
import numpy as np
import scipy.ndimage
import torch
import torch.nn as nn
from torch import lerp
from tqdm import tqdm

from modules import sd_models

modelcache = {}
orig_cache = 0
stopmerge = False


def forkforker(filename, device):
    try:
        return sd_models.read_state_dict(filename, map_location=device)
    except Exception:
        return sd_models.read_state_dict(filename)


def load_model_weights_m(model, abc, device):
    checkpoint_info = sd_models.get_closet_checkpoint_match(model)
    if checkpoint_info in modelcache:
        print(f"Loading weights [{checkpoint_info.model_name}] from cache")
        return {k: v.to(device) for k, v in modelcache[checkpoint_info].items()}
    print(f"Loading weights [{checkpoint_info.model_name}] from file")
    state_dict = forkforker(checkpoint_info.filename, device)
    if orig_cache >= abc:
        modelcache[checkpoint_info] = {k: v.to("cpu") for k, v in state_dict.items()}
    return state_dict


def precosine(calcmode, theta_0, theta_1):
    sim = torch.nn.CosineSimilarity(dim=0)
    sims = np.array([], dtype=np.float64)
    for key in tqdm(theta_0.keys(), desc="Stage 0/2"):
        # skip VAE model parameters to get better results
        if "first_stage_model" in key or not ("model" in key and key in theta_1):
            continue
        if calcmode:  # favors modelA's structure with details from B
            theta_0_norm = nn.functional.normalize(theta_0[key].to(torch.float32), p=2, dim=0)
            theta_1_norm = nn.functional.normalize(theta_1[key].to(torch.float32), p=2, dim=0)
            simab = sim(theta_0_norm, theta_1_norm)
            sims = np.append(sims, simab.numpy())
        else:  # favors modelB's structure with details from A
            simab = sim(theta_0[key].to(torch.float32), theta_1[key].to(torch.float32))
            dot_product = torch.dot(theta_0[key].view(-1).to(torch.float32), theta_1[key].view(-1).to(torch.float32))
            magnitude_similarity = dot_product / (torch.norm(theta_0[key].to(torch.float32)) * torch.norm(theta_1[key].to(torch.float32)))
            combined_similarity = (simab + magnitude_similarity) / 2.0
            sims = np.append(sims, combined_similarity.numpy())
    sims = sims[~np.isnan(sims)]
    sims = np.delete(sims, np.where(sims < np.percentile(sims, 1, method="midpoint")))
    sims = np.delete(sims, np.where(sims > np.percentile(sims, 99, method="midpoint")))
    return sim, sims


def cosine(mode, key, sim, sims, current_alpha, theta_0, theta_1, uselerp):
    if "model" not in key or key not in theta_0:
        return
    if "A" in mode:
        t0 = nn.functional.normalize(theta_0[key].to(torch.float32), p=2, dim=0)
        t1 = nn.functional.normalize(theta_1[key].to(torch.float32), p=2, dim=0)
    else:
        t0, t1 = theta_0[key].to(torch.float32), theta_1[key].to(torch.float32)
    simab = sim(t0, t1)
    magnitude_similarity = torch.dot(t0.view(-1), t1.view(-1)) / (torch.norm(t0) * torch.norm(t1))
    combined_similarity = (simab + magnitude_similarity) / 2.0
    k = (combined_similarity - sims.min()) / (sims.max() - sims.min())
    k = (k - abs(current_alpha)).clip(min=0, max=1.0)
    if uselerp:
        theta_0[key] = lerp(theta_1[key].to(torch.float32), theta_0[key].to(torch.float32), k).to(theta_0[key].dtype)
    else:
        theta_0[key] = theta_1[key] * (1 - k) + theta_0[key] * k


def smerge(model_a, model_b, base_alpha, calcmode, save_sets, seed=-1):
    global stopmerge
    stopmerge = False
    uselerp = "use old calc method" not in save_sets
    device = "cuda" if "use cuda" in save_sets else "cpu"

    np.random.seed(int(seed) if seed >= 0 else 0)
    randomer = np.random.rand(2500)

    theta_1 = load_model_weights_m(model_b, 2, device).copy()
    theta_0 = load_model_weights_m(model_a, 1, device).copy()
    if "cosine" in calcmode:
        sim, sims = precosine("A" in calcmode, theta_0, theta_1)

    for num, key in enumerate(tqdm(theta_0.keys(), desc="Stage 1/2")):
        if stopmerge:
            return "STOPPED", None
        if not ("model" in key and key in theta_1) or not ("weight" in key or "bias" in key):
            continue
        current_alpha = base_alpha * (1 + 0.01 * (randomer[num % 2500] - 0.5))
        if "cosine" in calcmode:
            if "first_stage_model" in key:
                continue
            cosine(calcmode, key, sim, sims, current_alpha, theta_0, theta_1, uselerp)
        elif calcmode == "smoothAdd":
            filtered_diff = scipy.ndimage.median_filter(theta_1[key].to(torch.float32).cpu().numpy(), size=3)
            filtered_diff = scipy.ndimage.gaussian_filter(filtered_diff, sigma=1)
            theta_1[key] = torch.tensor(filtered_diff).to(theta_0[key].device)
            theta_0[key] = theta_0[key] + current_alpha * theta_1[key]
        else:
            theta_0[key] = (1 - current_alpha) * theta_0[key] + current_alpha * theta_1[key]
    return "", theta_0
