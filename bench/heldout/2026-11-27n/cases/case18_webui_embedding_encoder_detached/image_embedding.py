# expect: none
# source: https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/4535 ("[Bug]: Can't call numpy() on Tensor that requires grad": "When training an embedding, the moment something wants to get saved this error occurs and the embedding is broken." ... "Wait for this error after the default setting of 500 steps.")
# note: webui's modules/textual_inversion/image_embedding.py, condensed: when an embedding is saved during training it is serialised with `EmbeddingEncoder`, which converts every tensor with `obj.cpu().numpy().tolist()`. textual_inversion.py trains `embedding.vec` as a leaf with `requires_grad = True` and saves it every `save_embedding_every` steps, and the save runs inside the training loop with grad mode on, so `.cpu()` yields a graph-attached copy (on cuda; the leaf itself on cpu) and `.numpy()` raises "Can't call numpy() on Tensor that requires grad". `.cpu()` handles the device; the decoder side builds tensors from lists. Twin: the encoder detaches first (`obj.cpu().detach().numpy().tolist()`, webui's fixed line); textual_inversion.py is identical.
import base64
import json
import zlib

import numpy as np
import torch
from PIL import Image, PngImagePlugin


class EmbeddingEncoder(json.JSONEncoder):
    def default(self, obj):
        if isinstance(obj, torch.Tensor):
            return {"TORCHTENSOR": obj.cpu().detach().numpy().tolist()}
        return json.JSONEncoder.default(self, obj)


class EmbeddingDecoder(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        json.JSONDecoder.__init__(self, *args, object_hook=self.object_hook, **kwargs)

    def object_hook(self, d):
        if "TORCHTENSOR" in d:
            return torch.from_numpy(np.array(d["TORCHTENSOR"]))
        return d


def embedding_to_b64(data):
    d = json.dumps(data, cls=EmbeddingEncoder)
    return base64.b64encode(d.encode())


def embedding_from_b64(data):
    d = base64.b64decode(data)
    return json.loads(d, cls=EmbeddingDecoder)


def insert_embedding_into_image(image, data, name):
    info = PngImagePlugin.PngInfo()
    info.add_text("sd-ti-embedding", embedding_to_b64(data).decode())
    info.add_text("sd-ti-name", name)
    compressed = zlib.compress(json.dumps(data, cls=EmbeddingEncoder).encode())
    info.add_text("sd-ti-zlib", base64.b64encode(compressed).decode())
    return image, info


def save_embedding_file(embedding, filename, preview=None):
    data = {
        "string_to_token": {"*": 265},
        "string_to_param": {"*": embedding.vec},
        "name": embedding.name,
        "step": embedding.step,
        "sd_checkpoint": embedding.checkpoint,
    }
    torch.save(data, filename)
    if preview is not None:
        image, info = insert_embedding_into_image(preview, data, embedding.name)
        image.save(filename.rsplit(".", 1)[0] + ".png", pnginfo=info)
