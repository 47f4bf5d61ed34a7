# expect: none
# source: https://github.com/finegrain-ai/refiners/pull/183 ("Fix tensor_to_image utils for bfloat16": `tensor_to_image` converts the decoded image with `.cpu().numpy()`, which fails for bfloat16 with "TypeError: Got unsupported ScalarType BFloat16")
# note: a refiners-style SD1.5 text-to-image script, reconstructed from the PR title: the UNet, CLIP encoder and autoencoder are loaded with `dtype=torch.bfloat16` on cuda, so the decoded image is a bf16 cuda tensor; `tensor_to_image` moves it to the CPU (device fine, no_grad fine) but converts without upcasting. The noise is made in float32 on the CPU and cast; the timesteps are integer tensors; `image_to_tensor` builds a float32 tensor from PIL. Twin: `.float()` before the conversion, as the PR does.
import numpy as np
import torch
from PIL import Image

from refiners.foundationals.latent_diffusion import SD1Autoencoder, SD1UNet, StableDiffusion_1
from refiners.foundationals.clip import CLIPTextEncoderL


def image_to_tensor(image: Image.Image, device=None, dtype=None) -> torch.Tensor:
    array = np.array(image).astype(np.float32) / 255.0
    return torch.tensor(array, device=device, dtype=dtype).permute(2, 0, 1).unsqueeze(0)


def tensor_to_image(tensor: torch.Tensor) -> Image.Image:
    assert tensor.ndim == 4 and tensor.shape[0] == 1, "Unsupported tensor shape"
    num_channels = tensor.shape[1]
    tensor = tensor.clamp(0, 1).squeeze(0)
    array = (tensor.float().cpu().numpy() * 255).astype(np.uint8)
    if num_channels == 1:
        return Image.fromarray(array[0], mode="L")
    return Image.fromarray(array.transpose(1, 2, 0), mode="RGB")


@torch.no_grad()
def main(prompt: str, steps: int = 30, seed: int = 2):
    device = torch.device("cuda")
    dtype = torch.bfloat16
    sd15 = StableDiffusion_1(
        unet=SD1UNet(in_channels=4),
        lda=SD1Autoencoder(),
        clip_text_encoder=CLIPTextEncoderL(),
        device=device,
        dtype=dtype,
    )
    sd15.unet.load_from_safetensors("unet.safetensors")
    sd15.lda.load_from_safetensors("lda.safetensors")
    sd15.clip_text_encoder.load_from_safetensors("clip_text_encoder.safetensors")
    sd15.set_inference_steps(steps)

    clip_text_embedding = sd15.compute_clip_text_embedding(text=prompt, negative_text="")
    generator = torch.Generator().manual_seed(seed)
    x = torch.randn(1, 4, 64, 64, generator=generator).to(device=device, dtype=dtype)
    for step in sd15.steps:
        x = sd15(x, step=step, clip_text_embedding=clip_text_embedding, condition_scale=7.5)
    print("timesteps:", sd15.solver.timesteps[:3].tolist())
    decoded = sd15.lda.decode(x)
    image = tensor_to_image((decoded + 1) / 2)
    image.save("output.png")
    check = image_to_tensor(image)
    print("mean pixel:", float(check.mean()))


if __name__ == "__main__":
    main("a cute cat, detailed high-quality professional image")
