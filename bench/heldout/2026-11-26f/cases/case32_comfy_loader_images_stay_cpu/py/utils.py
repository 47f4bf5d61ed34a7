# expect: none
# source: https://github.com/chflame163/ComfyUI_FaceSimilarity/issues/10
# note: tensor2cv2 unchanged from the thread (`image.numpy()`), but in this project every caller passes images from loader.load_image, which builds them with torch.from_numpy (CPU, float32, no grad); only the face-embedding model in nodes.py is on cuda, and its output is read with .cpu().
import cv2
import numpy as np


def tensor2cv2(image):
    npimage = image.numpy()
    cv2image = np.uint8(npimage * 255)
    return cv2.cvtColor(cv2image, cv2.COLOR_RGB2BGR)
