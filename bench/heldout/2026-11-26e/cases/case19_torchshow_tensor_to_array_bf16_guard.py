# expect: none
# source: https://github.com/xwying/torchshow/issues/23 (torchshow/utils.py tensor_to_array: x.detach().clone().cpu().numpy())
# note: the helper after the bf16 fix asked for in the thread: detached, copied to the host, and cast to float32 when the dtype is bfloat16
#       before .numpy(); the caller hands it bf16 cuda images from a pipeline loaded with torch_dtype=torch.bfloat16.
import matplotlib.pyplot as plt
import numpy as np
import torch
from diffusers import StableDiffusionPipeline


def tensor_to_array(x):
    if isinstance(x, torch.Tensor):
        x = x.detach().clone().cpu()
        if x.dtype == torch.bfloat16:
            x = x.float()
        return x.numpy()
    elif isinstance(x, np.ndarray):
        return x.copy()
    elif isinstance(x, list):
        return [tensor_to_array(e) for e in x]
    raise TypeError("Found unsupported type")


def save(images, path):
    arrays = tensor_to_array(images)
    grid = np.concatenate([np.transpose(a, (1, 2, 0)) for a in arrays], axis=1)
    plt.imsave(path, np.clip(grid, 0.0, 1.0))


if __name__ == "__main__":
    pipe = StableDiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-2-1", torch_dtype=torch.bfloat16).to("cuda")
    images = pipe("a photo of an astronaut riding a horse", num_images_per_prompt=2, output_type="pt").images
    save(images, "samples.png")
