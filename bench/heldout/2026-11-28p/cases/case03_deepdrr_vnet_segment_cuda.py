# expect: TL003
# source: https://github.com/arcadelab/deepdrr/issues/18 ("can't convert cuda:0 device type tensor to numpy": segmentation.py line 60 `output_tensor = np.array(self.model.forward(Variable(curren_block_tensor,requires_grad = False)).data)` -> "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.")
# note: DeepDRR's VNet segmentation wrapper reconstructed around the quoted line. `__init__` loads the VNet and moves it with `.cuda()`; each block of the CT volume is moved to the GPU, so `np.array(...)` of the output's `.data` (no graph, still on cuda:0) fails inside `Tensor.__array__`. The padding and block bookkeeping are NumPy; the volume block is built from NumPy with `torch.from_numpy`, and the per-class argmax is taken on the host array.
import numpy as np
import torch
from torch.autograd import Variable

from vnet import VNet


class Segmentation(object):
    def __init__(self, parameter_file, classes=3, block_size=(128, 128, 128), halo=(8, 8, 8)):
        self.block_size = np.array(block_size)
        self.halo = np.array(halo)
        self.classes = classes
        self.model = VNet(classes=classes, batch_norm=True)
        state = torch.load(parameter_file, map_location="cpu")
        self.model.load_state_dict(state["state_dict"])
        self.model = self.model.cuda()
        self.model.eval()
        print("loaded segmentation network")

    def _pad(self, volume):
        padded = np.pad(volume, [(h, h + (b - s % b) % b) for h, b, s in zip(self.halo, self.block_size, volume.shape)], mode="edge")
        return padded

    def segment(self, hu_values):
        volume = np.clip((hu_values + 1000.0) / 2000.0, 0.0, 1.0).astype(np.float32)
        padded = self._pad(volume)
        print(padded.shape)
        result = np.zeros((self.classes,) + volume.shape, dtype=np.float32)
        steps = [int(np.ceil(s / b)) for s, b in zip(volume.shape, self.block_size)]
        for i in range(steps[0]):
            for j in range(steps[1]):
                for k in range(steps[2]):
                    lo = np.array([i, j, k]) * self.block_size
                    hi = lo + self.block_size + 2 * self.halo
                    block = padded[lo[0]:hi[0], lo[1]:hi[1], lo[2]:hi[2]]
                    curren_block_tensor = torch.from_numpy(block[None, None]).cuda()
                    output_tensor = np.array(self.model.forward(Variable(curren_block_tensor, requires_grad=False)).data)
                    core = output_tensor[0, :, self.halo[0]:-self.halo[0], self.halo[1]:-self.halo[1], self.halo[2]:-self.halo[2]]
                    end = np.minimum(lo + self.block_size, volume.shape)
                    size = end - lo
                    result[:, lo[0]:end[0], lo[1]:end[1], lo[2]:end[2]] = core[:, :size[0], :size[1], :size[2]]
        materials = np.argmax(result, axis=0)
        counts = torch.bincount(torch.from_numpy(materials).flatten(), minlength=self.classes).tolist()
        print("voxels per material:", counts)
        return materials
