# expect: TL101
# source: https://github.com/POSTECH-CVLab/PyTorch-StudioGAN (src/metrics/fid.py, calculate_moments)
# note: the real-image Inception embeddings are computed on "cuda" and, under DDP, gathered from every rank (GatherLayer), so acts can hold more rows than total_instance; acts.detach().cpu().numpy()[:total_instance] copies the whole gathered tensor to the host and then drops the padding rows (slice on the GPU first); the labels line is the same pattern but the case expects one code
import math

import numpy as np
import torch
from tqdm import tqdm

import utils.losses as losses


def calculate_moments(data_loader, eval_model, batch_size, quantize, world_size, DDP, disable_tqdm):
    eval_model.eval()
    total_instance = len(data_loader.dataset)
    data_iter = iter(data_loader)
    num_batches = math.ceil(float(total_instance) / float(batch_size))
    if DDP:
        num_batches = int(math.ceil(float(total_instance) / float(batch_size * world_size)))

    acts = []
    labels = []
    for i in tqdm(range(0, num_batches), disable=disable_tqdm):
        try:
            images, batch_labels = next(data_iter)
        except StopIteration:
            break

        images, batch_labels = images.to("cuda"), batch_labels.to("cuda")

        with torch.no_grad():
            embeddings, logits = eval_model.get_outputs(images, quantize=quantize)
            acts.append(embeddings)
            labels.append(batch_labels)

    acts = torch.cat(acts, dim=0)
    labels = torch.cat(labels, dim=0)
    if DDP:
        acts = torch.cat(losses.GatherLayer.apply(acts), dim=0)
        labels = torch.cat(losses.GatherLayer.apply(labels), dim=0)
    acts = acts.detach().cpu().numpy()[:total_instance].astype(np.float64)
    labels = labels.detach().cpu().numpy()[:total_instance]

    mu = np.mean(acts, axis=0)
    sigma = np.cov(acts, rowvar=False)
    return mu, sigma, labels
