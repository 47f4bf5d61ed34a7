# expect: TL003
# source: https://github.com/tensorly/torch/issues/34
import numpy as np
import torch

from net import DCFNet

device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")
net = DCFNet(config="param.pth").to(device)
net.eval()


def track(net, patches, scale_factor, target_sz):
    with torch.no_grad():
        response = net(patches.to(device))
    peak, idx = torch.max(response.view(len(patches), -1), 1)
    best_scale = int(np.argmax(peak.cpu().numpy() * scale_factor))
    r_max, c_max = np.unravel_index(idx[best_scale], response.shape[-2:])
    return best_scale, r_max, c_max
