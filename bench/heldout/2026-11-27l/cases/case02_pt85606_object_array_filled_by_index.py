# expect: none
# source: https://github.com/pytorch/pytorch/issues/85606 ("Creating NumPy array with `dtype=object` of PyTorch tensors fails": `np.array(tensors, dtype=object)` with a cuda tensor raises, because `Tensor.__array__` converts each element)
# note: counterpart of case01 with the usual workaround: the object array is allocated with `np.empty(n, dtype=object)` and filled element by element, and assigning one object to one slot of an object array stores the reference without calling `__array__`, so the cuda box tensors stay tensors (checked with meta tensors: `a[i] = t` keeps a torch.Tensor, while `np.array(ts, dtype=object)` and `a[:] = ts` raise). Fancy indexing returns an object array of the same tensors, concatenated with torch. Only the array construction differs from case01.
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
        self.boxes = np.empty(len(per_image), dtype=object)
        for i, det in enumerate(per_image):
            self.boxes[i] = det
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
