import torch

from modules import devices
from modules.control.marigold_util import ensemble_depths


class MarigoldDetector:
    def __init__(self, pipe):
        self.pipe = pipe.to(devices.device)

    @torch.no_grad()
    def __call__(self, image, ensemble_size=5, denoising_steps=10):
        rgb = torch.from_numpy(image).permute(2, 0, 1).unsqueeze(0).to(devices.device, devices.dtype) / 255.0
        preds = []
        for _ in range(ensemble_size):
            depth = self.pipe.single_infer(rgb, num_inference_steps=denoising_steps)
            preds.append(depth.to(devices.dtype))
        depth_preds = torch.cat(preds, dim=0)
        return ensemble_depths(depth_preds)
