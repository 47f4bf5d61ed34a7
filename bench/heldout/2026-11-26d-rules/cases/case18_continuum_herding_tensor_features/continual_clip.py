import numpy as np
import torch

from continuum.rehearsal import RehearsalMemory

from herding import herd_closest_to_barycenter

device = "cuda" if torch.cuda.is_available() else "cpu"


@torch.no_grad()
def extract_features(clip_model, loader):
    feats = []
    for images, _, _ in loader:
        f = clip_model.encode_image(images.to(device)).float()
        feats.append(f / f.norm(dim=-1, keepdim=True))
    return torch.cat(feats).cpu()


def update_memory(memory: RehearsalMemory, clip_model, task_set, loader, nb_per_class=20):
    x, y, t = task_set.get_raw_samples(np.arange(len(task_set)))
    z = extract_features(clip_model, loader)
    mem_x, mem_y, mem_t = herd_closest_to_barycenter(x, y, t, z, nb_per_class=nb_per_class)
    memory.add(mem_x, mem_y, mem_t, None)
    return memory
