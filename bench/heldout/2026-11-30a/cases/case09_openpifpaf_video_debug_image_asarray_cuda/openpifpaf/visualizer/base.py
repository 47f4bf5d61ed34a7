# expect: TL003
# source: https://github.com/openpifpaf/openpifpaf/issues/211 ("TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I'm getting this error when running `python3 -m openpifpaf.video` with v0.11.1. This error never came in v0.10.1. No error comes when running the openpifpaf.predict command. The error maybe has something to do with torch.unsqueeze(processed_image, 0) used in video.py."; the traceback goes from `processor.batch(model, torch.unsqueeze(processed_image, 0), device=args.device)` through `Generator._mappable_annotations` to `BaseVisualizer.processed_image`); fixed by https://github.com/openpifpaf/openpifpaf/pull/213 "fix CUDA support for video" (commit 8aa981a7: `processed_image_cpu, _, __ = transforms.EVAL_TRANSFORM(image_pil, [], None)` / `visualizer.BaseVisualizer.processed_image(processed_image_cpu)` / `processed_image = processed_image_cpu.contiguous().to(args.device, non_blocking=True)` -> `processed_image, _, __ = transforms.EVAL_TRANSFORM(image_pil, [], None)`); code: openpifpaf/openpifpaf 8aa981a7^ `openpifpaf/video.py`, `openpifpaf/decoder/generator/generator.py`, `openpifpaf/decoder/factory.py`, `openpifpaf/decoder/generator/cifcaf.py`, `openpifpaf/visualizer/base.py`, `openpifpaf/transforms/__init__.py`
# note: openpifpaf reduced to 7 files: `video.py` sets `args.device = torch.device('cuda')` unless `--disable-cuda` or no GPU, moves the model there, and sends each preprocessed frame with `processed_image_cpu.contiguous().to(args.device, non_blocking=True)`; `processor.batch(model, torch.unsqueeze(processed_image, 0), device=args.device)` (`decoder/generator/generator.py`, the `CifCaf` built by `decoder.factory_from_args`) keeps that cuda batch as `image_batch` and, with the default in-process `DummyPool`, zips it with the fields into `_mappable_annotations(fields, debug_image)`, which hands each cuda image to `BaseVisualizer.processed_image`; there `np.asarray(image)` converts it through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy". Traps: `video.py` also calls the same `processed_image` with `processed_image_cpu`, a host tensor from `EVAL_TRANSFORM` (`transforms.py`); `fields_batch` converts the heads with `x.cpu().numpy()` under no_grad; `BaseVisualizer.image` gets the NumPy frame from OpenCV; `CifCaf` works on NumPy fields; `image_canvas` gets NumPy images; nothing requires grad (no TL002).
from contextlib import contextmanager
import logging

import numpy as np

try:
    import matplotlib.pyplot as plt
    from mpl_toolkits.axes_grid1 import make_axes_locatable
except ImportError:
    plt = None
    make_axes_locatable = None

LOG = logging.getLogger(__name__)


class BaseVisualizer:
    all_indices = []
    common_ax = None
    _image = None
    _processed_image = None

    def __init__(self, head_name):
        self.head_name = head_name
        self._ax = None

        LOG.debug('%s: indices = %s', head_name, self.indices)

    @staticmethod
    def image(image):
        if image is None:
            BaseVisualizer._image = None
            return

        BaseVisualizer._image = np.asarray(image)

    @staticmethod
    def processed_image(image):
        if image is None:
            BaseVisualizer._processed_image = None
            return

        image = np.moveaxis(np.asarray(image), 0, -1)
        image = np.clip(image * 0.25 + 0.5, 0.0, 1.0)
        BaseVisualizer._processed_image = image

    @staticmethod
    def reset():
        BaseVisualizer._image = None
        BaseVisualizer._processed_image = None

    @property
    def indices(self):
        head_names = self.head_name
        if not isinstance(head_names, (tuple, list)):
            head_names = (head_names,)
        return [f for hn, f in self.all_indices if hn in head_names]

    @staticmethod
    def colorbar(ax, colored_element, size='3%', pad=0.05):
        divider = make_axes_locatable(ax)
        cax = divider.append_axes('right', size=size, pad=pad)
        plt.colorbar(colored_element, cax=cax)

    @contextmanager
    def image_canvas(self, image, *args, **kwargs):
        ax = self._ax or self.common_ax
        if ax is not None:
            ax.set_axis_off()
            ax.imshow(np.asarray(image))
            yield ax
            return

        fig, ax = plt.subplots(*args, **kwargs)
        ax.set_axis_off()
        ax.imshow(np.asarray(image))
        yield ax
        plt.close(fig)

    @staticmethod
    def scale_scalar(field, stride):
        field = np.repeat(field, stride, 0)
        field = np.repeat(field, stride, 1)

        # center (the result is technically still off by half a pixel)
        half_stride = stride // 2
        return field[half_stride:-half_stride+1, half_stride:-half_stride+1]
