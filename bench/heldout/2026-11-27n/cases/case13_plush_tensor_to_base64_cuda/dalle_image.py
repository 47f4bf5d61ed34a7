# expect: TL001
# source: https://github.com/glibsonoran/Plush-for-ComfyUI/issues/180 ("can't convert cuda:0 device type tensor to numpy": "I'm using a batch image loader which feeds one image to Image input of your APE" ... style_prompt.py line 1237 `image = DalleImage.tensor_to_base64(image)` -> line 1480 in `tensor_to_base64`)
# note: the image helper as the traceback names it (`DalleImage.tensor_to_base64`), reconstructed: it converts the node's IMAGE tensor with `.numpy()`. ComfyUI images normally arrive on the CPU, but here style_prompt.py's node first runs its resize/sharpen step on `get_torch_device()` (cuda when available, see comfy_device.py) and passes the result on, so the helper receives a cuda tensor and raises "can't convert cuda:0 device type tensor to numpy". Grad (no_grad in the node) and dtype (float32) are fine; the base64 payload is plain bytes.
import base64
import io

import numpy as np
from PIL import Image


class DalleImage:
    """Helpers that move images between ComfyUI tensors and the OpenAI image API."""

    @staticmethod
    def tensor_to_base64(tensor, fmt="PNG"):
        if tensor.ndim == 4:
            tensor = tensor.squeeze(0)
        array = np.clip(tensor.numpy() * 255.0, 0, 255).astype(np.uint8)
        image = Image.fromarray(array)
        buffer = io.BytesIO()
        image.save(buffer, format=fmt)
        return base64.b64encode(buffer.getvalue()).decode("utf-8")

    @staticmethod
    def base64_to_image(b64_string):
        data = base64.b64decode(b64_string)
        return Image.open(io.BytesIO(data)).convert("RGB")

    @staticmethod
    def data_url(b64_string, fmt="png"):
        return "data:image/{};base64,{}".format(fmt, b64_string)
