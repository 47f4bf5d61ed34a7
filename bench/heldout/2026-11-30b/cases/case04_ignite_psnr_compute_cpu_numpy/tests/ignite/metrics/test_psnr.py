# expect: none
# source: https://github.com/pytorch/ignite/issues/1851 ("Fix failing test if cuda device is available": "pytest tests/ignite/metrics/test_psnr.py::test_psnr > FAILED tests/ignite/metrics/test_psnr.py::test_psnr - TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."), fixed by https://github.com/pytorch/ignite/pull/1860 ("fix: call `.cpu()` before `.numpy()`, use cuda device 0"; review: "Thank you for this catch"; commit a5a4fd819 changes `np.allclose(psnr_compute.numpy(), np_psnr / np_y.shape[0])` to `psnr_compute.cpu().numpy()`); code: pytorch/ignite a5a4fd819^ `tests/ignite/metrics/test_psnr.py`, `ignite/metrics/psnr.py`, `ignite/metrics/metric.py`, `ignite/distributed/comp_models/base.py`, `ignite/utils.py`
# note: ignite reduced to 5 files: `test_psnr` picks `device = "cuda:0"` when CUDA is available and builds `PSNR(data_range=data_range, device=device)`; `Metric.__init__` (ignite/metrics/metric.py) keeps it as `self._device`, `PSNR.reset` allocates the accumulator `torch.tensor(0.0, dtype=torch.float64, device=self._device)` and `update` adds each batch's sum `.to(device=self._device)`, so `psnr.compute()` returns a 0-d float64 tensor on cuda:0 (the test even asserts `psnr_compute.device == torch.device(device)`), and `_test_psnr` then calls `psnr_compute.numpy()`: "can't convert cuda:0 device type tensor to numpy". Traps: `y_pred.cpu().numpy()` / `y.cpu().numpy()` and the data ranges taken with `.cpu().item()` are host values; `torch.gt(psnr_compute, 0.0)` stays in torch; `Metric.completed` returns `result.item()`, a float, which `_test_batchwise` compares with `np.allclose`; `idist.device()` of the serial model is only used by `_test_batchwise`'s metric, whose result goes through `completed()`. Twin: `psnr_compute.cpu().numpy()` (PR #1860).
import numpy as np
import pytest
import torch
from skimage.metrics import peak_signal_noise_ratio as ski_psnr

import ignite.distributed.utils as idist
from ignite.metrics.metric import NotComputableError
from ignite.metrics.psnr import PSNR
from ignite.utils import manual_seed


def test_zero_div():
    psnr = PSNR(1.0)
    with pytest.raises(NotComputableError, match="PSNR must have at least one example before it can be computed"):
        psnr.compute()


def test_invalid_psnr():
    y_pred = torch.rand(1, 3, 8, 8)
    y = torch.rand(1, 3, 8, 8)

    psnr = PSNR(1.0)
    with pytest.raises(TypeError, match="Expected y_pred and y to have the same data type."):
        psnr.update((y_pred, y.double()))

    with pytest.raises(ValueError, match="Expected y_pred and y to have the same shape."):
        psnr.update((y_pred, y.squeeze(dim=0)))


def _test_psnr(y_pred, y, data_range, device):
    psnr = PSNR(data_range=data_range, device=device)
    psnr.update((y_pred, y))
    psnr_compute = psnr.compute()

    np_y_pred = y_pred.cpu().numpy()
    np_y = y.cpu().numpy()
    np_psnr = 0
    for np_y_pred_, np_y_ in zip(np_y_pred, np_y):
        np_psnr += ski_psnr(np_y_, np_y_pred_, data_range=data_range)

    assert torch.gt(psnr_compute, 0.0)
    assert isinstance(psnr_compute, torch.Tensor)
    assert psnr_compute.dtype == torch.float64
    assert psnr_compute.device == torch.device(device)
    assert np.allclose(psnr_compute.cpu().numpy(), np_psnr / np_y.shape[0])


def test_psnr():
    device = "cuda:0" if torch.cuda.is_available() else "cpu"

    # test for float
    manual_seed(42)
    y_pred = torch.rand(8, 3, 28, 28, device=device)
    y = y_pred * 0.8
    data_range = (y.max() - y.min()).cpu().item()
    _test_psnr(y_pred, y, data_range, device)

    # test for YCbCr
    manual_seed(42)
    y_pred = torch.randint(16, 236, (4, 1, 12, 12), dtype=torch.uint8, device=device)
    y = torch.randint(16, 236, (4, 1, 12, 12), dtype=torch.uint8, device=device)
    data_range = (y.max() - y.min()).cpu().item()
    _test_psnr(y_pred, y, data_range, device)

    # test for uint8
    manual_seed(42)
    y_pred = torch.randint(0, 256, (4, 3, 16, 16), dtype=torch.uint8, device=device)
    y = (y_pred * 0.8).to(torch.uint8)
    data_range = (y.max() - y.min()).cpu().item()
    _test_psnr(y_pred, y, data_range, device)

    # test with NHW shape
    manual_seed(42)
    y_pred = torch.rand(8, 28, 28, device=device)
    y = y_pred * 0.8
    data_range = (y.max() - y.min()).cpu().item()
    _test_psnr(y_pred, y, data_range, device)


def _test_batchwise(y_pred, y, data_range, metric_device, n_iters, s):
    psnr = PSNR(data_range=data_range, device=metric_device)
    for i in range(n_iters):
        psnr.iteration_completed((y_pred[i * s : (i + 1) * s], y[i * s : (i + 1) * s]))
    result = psnr.completed()
    assert result > 0.0

    np_psnr = 0
    for np_y_pred_, np_y_ in zip(y_pred.cpu().numpy(), y.cpu().numpy()):
        np_psnr += ski_psnr(np_y_, np_y_pred_, data_range=data_range)
    assert np.allclose(result, np_psnr / y.shape[0], atol=1e-4)


def test_batchwise_on_default_device():
    device = idist.device()
    manual_seed(42)
    y_pred = torch.rand(24, 3, 16, 16, device=device)
    y = y_pred * 0.65
    _test_batchwise(y_pred, y, (y.max() - y.min()).cpu().item(), device, n_iters=3, s=8)
