# expect: TL001
# source: https://github.com/raghavian/lungVAE/issues/3 ("Error from Cuda To CPU": `saveMask(f,mask.squeeze(),...)` should pass `mask.squeeze().cpu()` "as in Line 75 : is using numpy so the image should be in memory. `img = img.data.numpy()`"; "This happens when you run the predict with GPU.")
# note: reconstruction of lungVAE's mask writer, moved into a helper module: predict.py runs the uVAE on cuda when available and passes the sigmoid mask (graph-attached, on the GPU) here; `.data` drops the grad but keeps the device, so `.data.numpy()` raises on the GPU. The resizing, thresholding and post-processing then work on NumPy arrays.
import numpy as np
from skimage import img_as_ubyte
from skimage.io import imsave
from skimage.transform import resize

from utils.postProcess import postProcess


def crop_to_input(img, h, w, hLoc, wLoc, p):
    if w == p:
        return img[np.abs(h):(h + hLoc), p:-p]
    return img[p:-p, np.abs(w):(w + wLoc)]


def saveMask(f, img, h, w, hLoc, wLoc, imH, imW, p=32, no_post=False):
    img = img.data.numpy()
    imgIp = img.copy()

    img = resize(crop_to_input(img, h, w, hLoc, wLoc, p), (imH, imW), preserve_range=True)
    imsave(f, img_as_ubyte(img > 0.5))

    if not no_post:
        imgPost = postProcess(imgIp)
        imgPost = resize(crop_to_input(imgPost, h, w, hLoc, wLoc, p), (imH, imW))
        imsave(f.replace(".png", "_post.png"), img_as_ubyte(imgPost > 0.5))
