# expect: TL003
# source: https://github.com/pytorch/pytorch/issues/85606 ("Creating NumPy array with `dtype=object` of PyTorch tensors fails": `np.array(tensors, dtype=object)` with a cuda tensor raises "can't convert cuda:0 device type tensor to numpy", because `Tensor.__array__` converts each element)
# note: reconstruction of the usage the issue describes (tensors kept in an object array for fancy indexing): a detection cache keeps one variable-length box tensor per image, produced on the GPU under no_grad, and builds `np.array(boxes, dtype=object)`; NumPy calls `__array__` on the cuda tensors and raises. The image ids are Python ints and the selected boxes are concatenated with torch.
import argparse

import numpy as np
import torch


class BoxCache:
    def __init__(self, detector, device):
        self.detector = detector.to(device).eval()
        self.device = device
        self.ids, self.boxes = [], None

    @torch.no_grad()
    def build(self, loader):
        per_image = []
        for image_ids, images in loader:
            dets = self.detector(images.to(self.device))
            for image_id, det in zip(image_ids.tolist(), dets):
                keep = det[:, 4] > 0.3
                per_image.append(det[keep, :4])
                self.ids.append(image_id)
        self.boxes = np.array(per_image, dtype=object)
        return self

    def sample(self, n, rng):
        idx = rng.choice(len(self.ids), size=n, replace=False)
        chosen = self.boxes[idx]
        return [self.ids[i] for i in idx], torch.cat(list(chosen))


if __name__ == "__main__":
    from detector import build_detector, make_loader

    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    cache = BoxCache(build_detector(), torch.device(args.device)).build(make_loader())
    ids, boxes = cache.sample(8, np.random.default_rng(0))
    print(ids, boxes.shape)
