# expect: TL001
# source: https://github.com/chflame163/ComfyUI_FaceSimilarity/issues/10
# note: tensor2cv2 as in the traceback (`npimage = image.numpy()`); reconstruction of the caller: the node in nodes.py moves the IMAGE batch to the torch device (cuda when available) before the face crop, then passes each image here. The images are loader outputs without grad, float32.
import cv2
import numpy as np


def tensor2cv2(image):
    npimage = image.numpy()
    cv2image = np.uint8(npimage * 255)
    return cv2.cvtColor(cv2image, cv2.COLOR_RGB2BGR)
