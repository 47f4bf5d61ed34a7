# expect: TL003
# source: https://github.com/dask/dask-examples/pull/153 ("Fixing Pytorch batch Prediction": "Fixed the error when stacking the batches. Moved the model to the CPU to run inference. This avoids error if fine-tuning was performed on the GPU")
# note: the dask batch-prediction example reconstructed: images are loaded and transformed in `dask.delayed` tasks, `predict` runs the fine-tuned ResNet from `finetune.py`, which moves the model to `device` (cuda when available) and whose batches are moved there too; `predict` returns the cuda predictions, and `np.concatenate(results)` after `dask.compute` converts them implicitly ("can't convert cuda:0 device type tensor to numpy"). Prediction runs under `torch.no_grad()` and the predictions are int64 class ids; the images are built on the CPU from PIL; the file names are strings.
import glob

import dask
import numpy as np
import torch
import torchvision.transforms as T
from PIL import Image

from finetune import device, load_finetuned

transform = T.Compose([T.Resize(256), T.CenterCrop(224), T.ToTensor(), T.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])])


@dask.delayed
def load(path):
    return Image.open(path).convert("RGB")


@dask.delayed
def transform_batch(images):
    return torch.stack([transform(img) for img in images])


@dask.delayed
def predict(model, batch):
    with torch.no_grad():
        out = model(batch.to(device))
        _, predicted = torch.max(out, 1)
    return predicted


def main(pattern="hymenoptera_data/val/*/*.jpg", batch_size=10):
    files = sorted(glob.glob(pattern))
    model = dask.delayed(load_finetuned())
    images = [load(f) for f in files]
    batches = [transform_batch(images[i:i + batch_size]) for i in range(0, len(images), batch_size)]
    predictions = [predict(model, b) for b in batches]
    results = dask.compute(*predictions)
    predictions = np.concatenate(results)
    names = np.array(["ants", "bees"])[predictions]
    for f, n in zip(files[:5], names[:5]):
        print(f, n)
    print("bees:", int((predictions == 1).sum()), "of", len(files))


if __name__ == "__main__":
    main()
