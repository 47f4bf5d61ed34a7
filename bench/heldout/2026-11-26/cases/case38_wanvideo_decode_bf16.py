# source: https://github.com/kijai/ComfyUI-WanVideoWrapper/issues/991
# expect: TL004
# why: the VAE runs in bfloat16 so the decoded video is bf16; permute().cpu().numpy() has no cast
import numpy as np
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


class WanVideoDecode:
    RETURN_TYPES = ("IMAGE",)
    FUNCTION = "decode"

    def decode(self, vae, samples, tile_x=272, tile_y=272):
        vae = vae.to(device=device, dtype=torch.bfloat16)
        latents = samples["samples"].to(device=device, dtype=torch.bfloat16)
        with torch.no_grad():
            videos = vae.decode(latents, tiled=True, tile_size=(tile_x // 8, tile_y // 8))
        videos = (videos + 1.0) / 2.0
        videos = videos[0].permute(1, 2, 3, 0).cpu().numpy()
        return (torch.from_numpy(np.clip(videos, 0.0, 1.0)).float(),)
