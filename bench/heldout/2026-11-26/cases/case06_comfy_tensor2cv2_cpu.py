# source: https://github.com/chflame163/ComfyUI_FaceSimilarity/issues/10
# expect: none
# why: the fix from the thread: tensor2cv2 calls image.cpu().numpy(); IMAGE inputs carry no grad
import cv2
import numpy as np
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


def tensor2cv2(image: torch.Tensor) -> np.ndarray:
    if image.dim() == 4:
        image = image.squeeze(0)
    npimage = image.cpu().numpy()
    cv2image = np.uint8(npimage * 255 / npimage.max())
    return cv2.cvtColor(cv2image, cv2.COLOR_RGB2BGR)


class FaceSimilarity:
    FUNCTION = "face_similarity"

    def face_similarity(self, image, reference_image):
        image = image.to(device)
        reference_image = reference_image.to(device)
        img_a = tensor2cv2(image)
        img_b = tensor2cv2(reference_image)
        return (float(np.abs(img_a.astype(np.float32) - img_b.astype(np.float32)).mean()),)
