# expect: none
# source: https://github.com/raghavian/lungVAE/issues/3 ("Error from Cuda To CPU": `saveMask(f,mask.squeeze(),...)` should pass `mask.squeeze().cpu()` "as in Line 75 : is using numpy so the image should be in memory. `img = img.data.numpy()`"; "This happens when you run the predict with GPU.")
# note: fixed twin of case13 with the change the issue proposes, made at the call site: predict.py passes `mask.squeeze().cpu()`, so this helper receives a host tensor; it is still graph-attached (the forward runs outside no_grad and `.cpu()` is differentiable), which `.data` takes care of, so `.data.numpy()` is valid. This file is unchanged apart from its header lines; the deciding evidence is in predict.py.
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
