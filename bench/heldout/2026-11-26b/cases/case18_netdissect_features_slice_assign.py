# expect: TL003
# source: https://github.com/CSAILVision/NetDissect-Lite/pull/5
import numpy as np
import torch

import settings
from loader.model_loader import loadmodel
from loader.data_loader import make_probe_loader

model = loadmodel()
if settings.GPU:
    model.cuda()
model.eval()

loader = make_probe_loader(batch_size=settings.BATCH_SIZE)
num_images = len(loader.dataset)
features = np.zeros((num_images, settings.FEATURE_DIM), dtype=np.float32)

start = 0
with torch.no_grad():
    for images, _ in loader:
        if settings.GPU:
            images = images.cuda()
        pooled = model(images).mean(dim=(2, 3))
        end = start + images.size(0)
        features[start:end] = pooled
        start = end

np.save("features.npy", features)
