from collections import namedtuple

import numpy as np
import torch
import torch.nn.functional as F

import comfy.model_management as model_management

SEG = namedtuple("SEG", ["cropped_image", "cropped_mask", "confidence", "crop_region", "bbox", "label",
                         "control_net_wrapper"], defaults=[None])


def upscale_frames_with_model(upscale_model, image_frames, scale_by=1.0, tile_batch=4):
    """Run an ESRGAN-style upscaler over B x H x W x C frames on the torch device."""
    device = model_management.get_torch_device()
    upscale_model.to(device)
    out_frames = []
    with torch.no_grad():
        for start in range(0, image_frames.shape[0], tile_batch):
            chunk = image_frames[start:start + tile_batch].movedim(-1, -3).to(device)
            s = upscale_model(chunk)
            if scale_by != 1.0:
                s = F.interpolate(s, scale_factor=scale_by / getattr(upscale_model, "scale", 4), mode="bicubic")
            out_frames.append(torch.clamp(s.movedim(-3, -1), min=0.0, max=1.0))
    return torch.cat(out_frames, dim=0)


def enhance_detail_for_animatediff(image_frames, model, clip, vae, guide_size, guide_size_for_bbox, max_size,
                                   bbox, seed, steps, cfg, sampler_name, scheduler, positive, negative,
                                   denoise, noise_mask, refiner_ratio=None, control_net_wrapper=None):
    """Re-sample the cropped frames (N x h x w x C, NumPy) at a larger size and return them as a tensor."""
    if isinstance(image_frames, np.ndarray):
        image_frames = torch.from_numpy(image_frames)
    h, w = image_frames.shape[1:3]
    bbox_w = bbox[2] - bbox[0]
    bbox_h = bbox[3] - bbox[1]
    upscale = guide_size / min(bbox_w, bbox_h) if guide_size_for_bbox else guide_size / min(w, h)
    new_w = min(int(w * upscale), max_size) // 8 * 8
    new_h = min(int(h * upscale), max_size) // 8 * 8

    upscaled = F.interpolate(image_frames.movedim(-1, 1), size=(new_h, new_w), mode="bilinear")
    latent = vae.encode(upscaled.movedim(1, -1))
    samples = model.sample(latent, seed=seed, steps=steps, cfg=cfg, sampler_name=sampler_name,
                           scheduler=scheduler, positive=positive, negative=negative, denoise=denoise,
                           noise_mask=noise_mask)
    refined = vae.decode(samples)
    refined = F.interpolate(refined.movedim(-1, 1), size=(h, w), mode="bilinear").movedim(1, -1)
    cnet_images = control_net_wrapper.doit_for_frames(refined) if control_net_wrapper is not None else None
    return refined, cnet_images
