import numpy as np
from PIL import Image, ImageFilter


def refine_foreground(image: Image.Image, mask: Image.Image, radius: int = 90) -> Image.Image:
    """Blur-fusion foreground estimation on NumPy arrays (approximation of the repo's helper)."""
    img = np.asarray(image, dtype=np.float32) / 255.0
    alpha = np.asarray(mask, dtype=np.float32)[..., None] / 255.0
    blurred_alpha = np.asarray(mask.filter(ImageFilter.BoxBlur(radius)), dtype=np.float32)[..., None] / 255.0
    blurred_fa = np.asarray(Image.fromarray((img * alpha * 255).astype(np.uint8)).filter(ImageFilter.BoxBlur(radius)),
                            dtype=np.float32) / 255.0
    blurred_f = blurred_fa / (blurred_alpha + 1e-5)
    fg = np.clip(blurred_f + alpha * (img - blurred_f), 0, 1)
    return Image.fromarray((fg * 255).astype(np.uint8))


def save_cutout(fg: Image.Image, mask: Image.Image, path: str) -> None:
    out = fg.copy()
    out.putalpha(mask)
    out.save(path)
