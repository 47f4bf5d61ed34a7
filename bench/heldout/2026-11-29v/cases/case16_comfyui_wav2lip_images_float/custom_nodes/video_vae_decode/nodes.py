import torch
import torch.nn as nn


class VideoVAE(nn.Module):
    """Reduced causal video VAE decoder: latents (B, 16, T, h, w) -> frames (B*T', H, W, 3) in [0, 1]."""

    def __init__(self, latent_channels=16, scale=8):
        super().__init__()
        self.scale = scale
        self.conv_in = nn.Conv3d(latent_channels, 64, 3, padding=1)
        self.up = nn.Upsample(scale_factor=(1, scale, scale), mode="nearest")
        self.conv_out = nn.Conv3d(64, 3, 3, padding=1)

    def decode(self, z):
        x = self.conv_out(self.up(torch.nn.functional.silu(self.conv_in(z))))
        return (x.clamp(-1, 1) + 1) / 2


class VideoVAELoader:
    FUNCTION = "load"
    RETURN_TYPES = ("VIDEO_VAE",)

    def load(self, precision="bf16"):
        dtype = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}[precision]
        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        vae = VideoVAE().to(device=device, dtype=dtype).eval()
        return (vae,)


class VideoVAEDecode:
    FUNCTION = "decode"
    RETURN_TYPES = ("IMAGE",)

    def decode(self, vae, samples):
        param = next(vae.parameters())
        latents = samples["samples"].to(device=param.device, dtype=param.dtype)
        with torch.no_grad():
            video = vae.decode(latents)  # (B, 3, T, H, W)
        images = video[0].permute(1, 2, 3, 0).cpu()  # (T, H, W, 3), ComfyUI IMAGE layout
        return (images,)
