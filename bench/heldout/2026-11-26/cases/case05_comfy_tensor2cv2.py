# source: https://github.com/chflame163/ComfyUI_FaceSimilarity/issues/10
# expect: TL001
# why: the image batch is moved to the torch device (cuda when available) and tensor2cv2 calls image.numpy() on it
import cv2
import numpy as np
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


def tensor2cv2(image: torch.Tensor) -> np.ndarray:
    if image.dim() == 4:
        image = image.squeeze(0)
    npimage = image.numpy()
    cv2image = np.uint8(npimage * 255 / npimage.max())
    return cv2.cvtColor(cv2image, cv2.COLOR_RGB2BGR)


class FaceSimilarity:
    FUNCTION = "face_similarity"

    def __init__(self):
        self.analyzer = None

    def face_similarity(self, image, reference_image):
        image = image.to(device)
        reference_image = reference_image.to(device)
        img_a = tensor2cv2(image)
        img_b = tensor2cv2(reference_image)
        return (float(np.abs(img_a.astype(np.float32) - img_b.astype(np.float32)).mean()),)
