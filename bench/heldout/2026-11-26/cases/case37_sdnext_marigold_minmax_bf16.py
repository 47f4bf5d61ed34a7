# source: https://github.com/vladmandic/sdnext/issues/4396
# expect: TL004
# why: depth predictions of the bf16 Marigold pipeline are bfloat16; .cpu().numpy() inside np.min has no cast
import numpy as np
import torch
from diffusers import MarigoldDepthPipeline


def ensemble_depth(input_images: torch.Tensor, regularizer_strength=0.02):
    device = input_images.device
    n_img = input_images.shape[0]
    _min = np.min(input_images.reshape((n_img, -1)).cpu().numpy(), axis=1)
    _max = np.max(input_images.reshape((n_img, -1)).float().cpu().numpy(), axis=1)
    s_init = 1.0 / (_max - _min).reshape((-1, 1, 1))
    t_init = (-1 * s_init.flatten() * _min.flatten()).reshape((-1, 1, 1))
    return torch.from_numpy(s_init).to(device), torch.from_numpy(t_init).to(device), regularizer_strength


pipe = MarigoldDepthPipeline.from_pretrained("prs-eth/marigold-depth-v1-0", torch_dtype=torch.bfloat16).to("cuda")


def run(image):
    with torch.no_grad():
        depth = pipe(image, ensemble_size=4, output_type="pt").prediction  # bf16, shape (4, 1, H, W)
    return ensemble_depth(depth)
