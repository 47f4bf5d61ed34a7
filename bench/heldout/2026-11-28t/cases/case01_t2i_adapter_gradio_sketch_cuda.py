# expect: TL001
# source: https://github.com/TencentARC/T2I-Adapter/issues/9 ("can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": traceback ends in `gradio_sketch.py` line 110, `process`, at `x_samples_ddim = x_samples_ddim.permute(0, 2, 3, 1).numpy()[0]`; maintainer: "Thanks. We have fixed this bug.")
# note: the sketch-guided Stable Diffusion demo as the thread ran it on a GPU server, reconstructed: the LDM and the sketch adapter are moved to `device` (cuda when available), the PLMS sampler runs on it and `decode_first_stage` returns a cuda tensor that `.numpy()` rejects. Everything runs under `torch.no_grad()`; the edge map shown next to the result is built with `.cpu().numpy()` and converts fine; gradio hands the sketch in as a NumPy array.
import argparse
import os

import cv2
import gradio as gr
import numpy as np
import torch
from basicsr.utils import img2tensor, tensor2img
from omegaconf import OmegaConf
from pytorch_lightning import seed_everything

from ldm.models.diffusion.plms import PLMSSampler
from ldm.modules.encoders.adapter import Adapter
from ldm.util import instantiate_from_config

torch.set_grad_enabled(False)

parser = argparse.ArgumentParser()
parser.add_argument("--config", type=str, default="configs/stable-diffusion/test_sketch.yaml")
parser.add_argument("--ckpt", type=str, default="models/sd-v1-4.ckpt")
parser.add_argument("--ckpt_adapter", type=str, default="models/t2iadapter_sketch_sd14v1.pth")
parser.add_argument("--steps", type=int, default=50)
parser.add_argument("--port", type=int, default=7860)
opt = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"


def load_model_from_config(config, ckpt, verbose=False):
    print(f"Loading model from {ckpt}")
    pl_sd = torch.load(ckpt, map_location="cpu")
    sd = pl_sd["state_dict"] if "state_dict" in pl_sd else pl_sd
    model = instantiate_from_config(config.model)
    missing, unexpected = model.load_state_dict(sd, strict=False)
    if verbose and (missing or unexpected):
        print("missing:", len(missing), "unexpected:", len(unexpected))
    model.eval()
    return model


config = OmegaConf.load(opt.config)
model = load_model_from_config(config, opt.ckpt).to(device)
model_ad = Adapter(channels=[320, 640, 1280, 1280][:4], nums_rb=2, ksize=1, sk=True, use_conv=False).to(device)
model_ad.load_state_dict(torch.load(opt.ckpt_adapter, map_location="cpu"))
sampler = PLMSSampler(model)
net_G = None  # the edge detector is loaded lazily for "Image" inputs


@torch.no_grad()
def process(input_img, type_in, color_back, prompt, neg_prompt, fix_sample, scale, con_strength, base_model):
    if fix_sample == "True":
        seed_everything(42)
    con_strength = int((1 - con_strength) * opt.steps)
    if type_in == "Sketch":
        if color_back == "White":
            input_img = 255 - input_img
        im = input_img[:, :, 0].astype(np.float32) / 255.0
        im = torch.from_numpy(im).unsqueeze(0).unsqueeze(0).to(device)
        im = (im > 0.5).float()
        im_edge = tensor2img(im)  # basicsr copies to the host itself
    else:
        im = cv2.resize(input_img, (512, 512))
        im = img2tensor(im).unsqueeze(0) / 255.0
        edge = net_G(im.to(device))[-1]
        edge = (edge > 0.5).float()
        im_edge = (edge[0, 0].cpu().numpy() * 255).astype(np.uint8)
        im = edge

    c = model.get_learned_conditioning([prompt])
    nc = model.get_learned_conditioning([neg_prompt])
    features_adapter = model_ad(im)
    shape = [4, 64, 64]

    samples_ddim, _ = sampler.sample(
        S=opt.steps,
        conditioning=c,
        batch_size=1,
        shape=shape,
        verbose=False,
        unconditional_guidance_scale=scale,
        unconditional_conditioning=nc,
        eta=0.0,
        x_T=None,
        features_adapter1=features_adapter,
        mode="sketch",
        con_strength=con_strength,
    )

    x_samples_ddim = model.decode_first_stage(samples_ddim)
    x_samples_ddim = torch.clamp((x_samples_ddim + 1.0) / 2.0, min=0.0, max=1.0)
    x_samples_ddim = x_samples_ddim.permute(0, 2, 3, 1).numpy()[0]
    x_samples_ddim = 255.0 * x_samples_ddim
    x_samples_ddim = x_samples_ddim.astype(np.uint8)

    return [im_edge, x_samples_ddim]


block = gr.Blocks().queue()
with block:
    with gr.Row():
        gr.Markdown("## T2I-Adapter (Sketch)")
    with gr.Row():
        with gr.Column():
            input_img = gr.Image(source="upload", type="numpy")
            prompt = gr.Textbox(label="Prompt")
            neg_prompt = gr.Textbox(label="Negative Prompt", value="ugly, tiling, poorly drawn hands")
            type_in = gr.inputs.Radio(["Sketch", "Image"], type="value", default="Image", label="Input Types")
            color_back = gr.inputs.Radio(["White", "Black"], type="value", default="Black", label="Color of the sketch background")
            fix_sample = gr.inputs.Radio(["True", "False"], type="value", default="False", label="Fix Sampling")
            scale = gr.Slider(label="Guidance Scale", minimum=0.1, maximum=30.0, value=7.5, step=0.1)
            con_strength = gr.Slider(label="Controling Strength", minimum=0.0, maximum=1.0, value=0.4, step=0.1)
            base_model = gr.inputs.Radio(["sd-v1-4.ckpt", "anything-v4.0-pruned.ckpt"], type="value", default="sd-v1-4.ckpt")
            run_button = gr.Button(label="Run")
        with gr.Column():
            result_gallery = gr.Gallery(label="Output", show_label=False, elem_id="gallery").style(grid=2, height="auto")
    ips = [input_img, type_in, color_back, prompt, neg_prompt, fix_sample, scale, con_strength, base_model]
    run_button.click(fn=process, inputs=ips, outputs=[result_gallery])

if __name__ == "__main__":
    block.launch(server_name="0.0.0.0", server_port=opt.port)
