# expect: TL002
# source: https://github.com/desy-ml/cheetah/pull/288 ("Fix plotting for segments with tensors that require gradients": "The Cheetah plotting routines currently fail if `require_grad=True` is set for any of the involved tensors. The fix is to call `tensor.detach()` before calling matplotlib."; issue #287: "Matplotlib internally calls `tensor.numpy()` ... RuntimeError: Can't call numpy() on Tensor that requires grad")
# note: a reduced Cheetah `accelerator.py` (Drift, Quadrupole, Segment with `plot_beam_envelope`), reconstructed. `tune_quads.py` builds the lattice with `k1` as `nn.Parameter`s and calls the plot after the optimisation loop, in grad mode; the beam sizes tracked through the segment therefore require grad, and `ax.plot(s, sigma_x, ...)` hands them to matplotlib, which converts them. Everything is on the CPU (Cheetah's default), float32. `s` (element lengths) never requires grad; `float(element.length)` and `.item()` reads are fine; `transfer_map` is pure torch.
from typing import List

import matplotlib.pyplot as plt
import torch
from torch import nn


class Element(nn.Module):
    def __init__(self, length: torch.Tensor, name: str = None):
        super().__init__()
        self.length = torch.as_tensor(length, dtype=torch.float32)
        self.name = name

    def transfer_map(self, energy: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def track(self, beam):
        return beam.transformed(self.transfer_map(beam.energy))


class Drift(Element):
    def transfer_map(self, energy):
        tm = torch.eye(7, dtype=torch.float32)
        tm[0, 1] = self.length
        tm[2, 3] = self.length
        return tm


class Quadrupole(Element):
    def __init__(self, length, k1=0.0, name=None):
        super().__init__(length, name)
        self.k1 = k1 if isinstance(k1, torch.Tensor) else torch.tensor(k1, dtype=torch.float32)

    def transfer_map(self, energy):
        kx = torch.sqrt(torch.abs(self.k1).clamp(min=1e-9))
        c, s = torch.cos(kx * self.length), torch.sin(kx * self.length) / kx
        ch, sh = torch.cosh(kx * self.length), torch.sinh(kx * self.length) / kx
        tm = torch.eye(7, dtype=torch.float32)
        focusing = (self.k1 >= 0).float()
        tm[0, 0] = focusing * c + (1 - focusing) * ch
        tm[0, 1] = focusing * s + (1 - focusing) * sh
        tm[1, 0] = -self.k1 * tm[0, 1]
        tm[1, 1] = tm[0, 0]
        tm[2, 2] = focusing * ch + (1 - focusing) * c
        tm[2, 3] = focusing * sh + (1 - focusing) * s
        tm[3, 2] = self.k1 * tm[2, 3]
        tm[3, 3] = tm[2, 2]
        return tm


class Segment(Element):
    def __init__(self, elements: List[Element], name: str = None):
        length = torch.stack([e.length for e in elements]).sum()
        super().__init__(length, name)
        self.elements = nn.ModuleList(elements)

    def track(self, beam):
        for element in self.elements:
            beam = element.track(beam)
        return beam

    def split_lengths(self):
        return [float(e.length) for e in self.elements]

    def plot_beam_envelope(self, incoming, ax=None, title=None):
        ax = ax or plt.gca()
        s = torch.cumsum(torch.stack([torch.tensor(0.0)] + [e.length for e in self.elements]), dim=0)
        beam = incoming
        sigma_x = [beam.sigma_x]
        sigma_y = [beam.sigma_y]
        for element in self.elements:
            beam = element.track(beam)
            sigma_x.append(beam.sigma_x)
            sigma_y.append(beam.sigma_y)
        sigma_x = torch.stack(sigma_x) * 1e3
        sigma_y = torch.stack(sigma_y) * 1e3
        ax.plot(s, sigma_x, label=r"$\sigma_x$")
        ax.plot(s, sigma_y, label=r"$\sigma_y$")
        ax.set_xlabel("s (m)")
        ax.set_ylabel("Beam size (mm)")
        ax.set_title(title or self.name)
        ax.legend()
        print(f"segment length {self.length.item():.3f} m, {len(self.split_lengths())} elements")
        return ax
