import torch
import torch.nn.functional as F

from comfy_device import get_torch_device
from dalle_image import DalleImage


class AdvancedPromptEnhancer:
    RETURN_TYPES = ("STRING",)
    FUNCTION = "gogo"
    CATEGORY = "Plush"

    def __init__(self, client=None, max_side=1024):
        self.client = client
        self.max_side = max_side
        self.device = get_torch_device()

    def _prepare_image(self, image):
        # IMAGE is (B, H, W, C) float in [0, 1]; resize on the GPU when one is available
        image = image.to(self.device)
        b, h, w, c = image.shape
        scale = min(1.0, self.max_side / max(h, w))
        if scale < 1.0:
            chw = image.permute(0, 3, 1, 2)
            chw = F.interpolate(chw, scale_factor=scale, mode="bilinear", align_corners=False)
            image = chw.permute(0, 2, 3, 1)
        return image.clamp(0.0, 1.0)

    def gogo(self, LLM, Instruction, Examples, prompt, image=None, temperature=0.7):
        messages = [{"role": "system", "content": Instruction}]
        content = [{"type": "text", "text": prompt}]
        if image is not None:
            with torch.no_grad():
                image = self._prepare_image(image)
            b64 = DalleImage.tensor_to_base64(image)
            content.append({"type": "image_url", "image_url": {"url": DalleImage.data_url(b64)}})
        messages.append({"role": "user", "content": content})
        reply = self.client.chat.completions.create(model=LLM, messages=messages, temperature=temperature)
        return (reply.choices[0].message.content,)
