# expect: TL004
# source: https://github.com/NVlabs/X-MOBILITY/pull/25 ("Fix unsupported ScalarType BFloat16 issue")
# note: reconstruction of the PR's setting (the thread gives only its title): the navigation policy runs on the GPU under torch.autocast(dtype=torch.bfloat16) and no_grad; the action head's output is bf16, so `.cpu().numpy()` raises "Got unsupported ScalarType BFloat16". Device and grad are handled. Checked on CPU torch: an nn.Linear output under autocast(dtype=torch.bfloat16) is bfloat16 and its .cpu().numpy() raises.
import numpy as np
import torch


class XMobilityInference:
    def __init__(self, model, device="cuda", use_bf16=True):
        self.device = torch.device(device)
        self.model = model.to(self.device).eval()
        self.use_bf16 = use_bf16
        self.history = None

    def _prepare(self, image, speed, route):
        image = torch.from_numpy(image).permute(2, 0, 1).float().div(255.0)
        return {
            "image": image.unsqueeze(0).to(self.device),
            "speed": torch.tensor([[speed]], dtype=torch.float32, device=self.device),
            "route": torch.from_numpy(route).float().unsqueeze(0).to(self.device),
        }

    def step(self, image, speed, route):
        batch = self._prepare(image, speed, route)
        with torch.no_grad(), torch.autocast(device_type="cuda", dtype=torch.bfloat16, enabled=self.use_bf16):
            out, self.history = self.model(batch, self.history)
            action = out["action"]
        action = action.squeeze(0).cpu().numpy()
        linear, angular = float(np.clip(action[0], -1.0, 1.0)), float(np.clip(action[1], -1.5, 1.5))
        return linear, angular
