import math

from PIL import Image

from upscaler import ModelUpscaler
from utils import crop_tensor, pil_to_tensor, tensor_to_pil


class USDUpscaler:
    def __init__(self, upscale_model, scale, tile_width=512, tile_height=512):
        self.upscaler = ModelUpscaler(upscale_model, scale)
        self.tile_width = tile_width
        self.tile_height = tile_height

    def process(self, image, sample_tile):
        upscaled = self.upscaler.upscale(image)
        batch = [tensor_to_pil(upscaled, i) for i in range(upscaled.shape[0])]
        results = []
        for pil in batch:
            rows = math.ceil(pil.height / self.tile_height)
            cols = math.ceil(pil.width / self.tile_width)
            canvas = Image.new("RGB", pil.size)
            for yi in range(rows):
                for xi in range(cols):
                    region = (xi * self.tile_width, yi * self.tile_height,
                              min((xi + 1) * self.tile_width, pil.width), min((yi + 1) * self.tile_height, pil.height))
                    tile = crop_tensor(pil_to_tensor(pil), region)
                    refined = sample_tile(tile)
                    canvas.paste(tensor_to_pil(refined), region[:2])
            results.append(pil_to_tensor(canvas))
        return results
