import torch

import comfy.model_management as mm

from .flashvsr.pipeline import FlashVSRPipeline

PRECISIONS = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}


class FlashVSRNode:
    @classmethod
    def INPUT_TYPES(cls):
        return {
            "required": {
                "frames": ("IMAGE",),
                "scale": ("INT", {"default": 4, "min": 2, "max": 4}),
                "precision": (["fp16", "bf16", "fp32"], {"default": "bf16"}),
                "tiled_vae": ("BOOLEAN", {"default": True}),
            }
        }

    RETURN_TYPES = ("IMAGE",)
    FUNCTION = "upscale"
    CATEGORY = "FlashVSR"

    def upscale(self, frames, scale, precision, tiled_vae):
        device = mm.get_torch_device()
        dtype = PRECISIONS[precision]
        pipe = FlashVSRPipeline.from_pretrained("FlashVSR", torch_dtype=dtype).to(device)
        video = frames.permute(3, 0, 1, 2).unsqueeze(0).to(device=device, dtype=dtype) * 2 - 1
        with torch.inference_mode():
            out = pipe(video, scale=scale, tiled=tiled_vae)
        out = ((out.squeeze(0).permute(1, 2, 3, 0) + 1) / 2).clamp(0, 1)
        print(f"FlashVSR: {frames.shape[0]} frames -> {tuple(out.shape[1:3])}")
        return (out.cpu(),)
