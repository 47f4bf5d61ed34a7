# expect: TL001
# source: https://github.com/LogicTronix/Vitis-AI-Reference-Tutorials/issues/7 ("GPU Inference": gpu_inference.py line 84 `output.append(out[0].numpy())` raises "can't convert cuda:0 device type tensor to numpy"; files gpu_inference.py, gpu_utils.py, params.py)
# note: reconstruction of the three-file script: params.py fixes DEVICE = cuda:0, gpu_utils.load_model() moves the model there and preprocess() moves each image there, so `out[0]` is a cuda tensor when gpu_inference.py calls `.numpy()`. The forward runs under no_grad; np.stack gets a list of ndarrays.
import glob
import os

import numpy as np
import torch

import params
from gpu_utils import load_model, preprocess

model = load_model()
image_paths = sorted(glob.glob(os.path.join(params.IMAGE_DIR, "*.jpg")))

output = []
with torch.no_grad():
    for path in image_paths:
        out = model(preprocess(path))
        output.append(out[0].numpy())

np.save("float_outputs.npy", np.stack(output))
print(f"saved {len(output)} outputs for comparison with the quantized model")
