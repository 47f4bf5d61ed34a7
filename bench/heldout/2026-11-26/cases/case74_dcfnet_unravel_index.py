# source: https://github.com/foolwood/DCFNet_pytorch/issues/23
# expect: TL003
# why: peak is moved to CPU but idx (from torch.max on the cuda response) is not, and np.unravel_index converts it
import numpy as np
import torch


def track_frame(net, patch_crop, config):
    search = patch_crop - config.net_average_image
    with torch.no_grad():
        response = net(torch.Tensor(search).cuda())
    peak, idx = torch.max(response.view(config.num_scale, -1), 1)
    peak = peak.data.cpu().numpy() * config.scale_penalties
    best_scale = np.argmax(peak)
    r_max, c_max = np.unravel_index(idx[best_scale], config.net_input_size)
    if r_max > config.net_input_size[0] / 2:
        r_max = r_max - config.net_input_size[0]
    if c_max > config.net_input_size[1] / 2:
        c_max = c_max - config.net_input_size[1]
    return best_scale, r_max, c_max
