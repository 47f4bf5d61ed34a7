# expect: none
# source: https://github.com/mseitzer/pytorch-fid (src/pytorch_fid/fid_score.py: get_activations, calculate_activation_statistics)
# note: the Inception activations are produced on the GPU but stored with .cpu().numpy() into a preallocated NumPy array; np.mean(act, axis=0) and np.cov act on that ndarray, not on a tensor
import numpy as np
import torch
from torch.nn.functional import adaptive_avg_pool2d
from tqdm import tqdm

from pytorch_fid.inception import InceptionV3

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def get_activations(dataloader, n_images, model, dims=2048):
    model.eval()
    pred_arr = np.empty((n_images, dims))
    start_idx = 0
    for batch in tqdm(dataloader):
        batch = batch.to(device)
        with torch.no_grad():
            pred = model(batch)[0]
        if pred.size(2) != 1 or pred.size(3) != 1:
            pred = adaptive_avg_pool2d(pred, output_size=(1, 1))
        pred = pred.squeeze(3).squeeze(2).cpu().numpy()
        pred_arr[start_idx:start_idx + pred.shape[0]] = pred
        start_idx = start_idx + pred.shape[0]
    return pred_arr


def calculate_activation_statistics(dataloader, n_images, dims=2048):
    block_idx = InceptionV3.BLOCK_INDEX_BY_DIM[dims]
    model = InceptionV3([block_idx]).to(device)
    act = get_activations(dataloader, n_images, model, dims)
    mu = np.mean(act, axis=0)
    sigma = np.cov(act, rowvar=False)
    return mu, sigma
