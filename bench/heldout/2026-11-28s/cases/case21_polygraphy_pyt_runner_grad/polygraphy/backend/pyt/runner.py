# expect: TL002
# source: https://github.com/NVIDIA/TensorRT/pull/2906 ("polygraphy: Misc fixes for pytorch runner": "Also fixes `RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.`" - diff in `tools/Polygraphy/polygraphy/backend/pyt/runner.py`: `out_dict[name] = output.cpu().numpy()` -> `out_dict[name] = output.detach().cpu().numpy()`)
# note: Polygraphy's PyTorch runner reconstructed: `infer_impl` calls the wrapped module without `torch.no_grad()`, and the example script `compare_resnet.py` hands it a torchvision ResNet whose parameters require grad (moved to cuda), so each output is graph-attached and `output.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad". The feed dict is NumPy, moved in with `torch.from_numpy(...).to(self.device)`; `model.eval()` does not touch grad mode; timing uses `time.perf_counter()` floats; the comparison step works on NumPy arrays. Header `polygraphy/backend/pyt/runner.py`.
import time
from collections import OrderedDict

import torch


class BaseRunner:
    def __init__(self, name=None):
        self.name = name or type(self).__name__
        self.inference_time = None
        self.is_active = False

    def __enter__(self):
        self.activate()
        return self

    def __exit__(self, *exc):
        self.deactivate()

    def activate(self):
        self.activate_impl()
        self.is_active = True

    def deactivate(self):
        self.deactivate_impl()
        self.is_active = False

    def infer(self, feed_dict):
        outputs, self.inference_time = self.infer_impl(feed_dict)
        return outputs


class PytRunner(BaseRunner):
    """Runs inference using PyTorch."""

    def __init__(self, model, input_metadata, output_names, name=None, device=None):
        super().__init__(name=name)
        self._model = model
        self.input_metadata = input_metadata
        self.output_names = output_names
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))

    def activate_impl(self):
        self.model = self._model.to(self.device)
        self.model.eval()

    def get_input_metadata_impl(self):
        return self.input_metadata

    def infer_impl(self, feed_dict):
        inputs = [torch.from_numpy(buffer).to(self.device) for buffer in feed_dict.values()]
        start = time.perf_counter()
        outputs = self.model(*inputs)
        end = time.perf_counter()
        if isinstance(outputs, torch.Tensor):
            outputs = (outputs,)

        out_dict = OrderedDict()
        for name, output in zip(self.output_names, outputs):
            out_dict[name] = output.cpu().numpy()
        return out_dict, end - start

    def deactivate_impl(self):
        del self.model
