# source: https://github.com/foolwood/DCFNet_pytorch/issues/23
# expect: none
# why: both peak and idx are brought to host with .cpu().numpy() before NumPy uses them
import numpy as np
import torch


def track_frame(net, patch_crop, config):
    search = patch_crop - config.net_average_image
    with torch.no_grad():
        response = net(torch.Tensor(search).cuda())
    peak, idx = torch.max(response.view(config.num_scale, -1), 1)
    peak = peak.data.cpu().numpy() * config.scale_penalties
    idx = idx.cpu().numpy()
    best_scale = np.argmax(peak)
    r_max, c_max = np.unravel_index(idx[best_scale], config.net_input_size)
    return best_scale, r_max, c_max
