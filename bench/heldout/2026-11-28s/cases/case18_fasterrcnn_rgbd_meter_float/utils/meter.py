# expect: none
# source: https://github.com/gd2016229035/faster-rcnn-rgbd/issues/6 ("can't convert CUDA tensor to numpy": "there is a problem in line 248 of trainer.py: meter.add(loss_d[key]) TypeError: can't convert CUDA tensor to numpy." - fix: `loss_d = {k: v.item() for k, v in losses._asdict().items()}` instead of `at.scalar(v)`)
# note: the RGB-D Faster R-CNN trainer (a fork of simple-faster-rcnn) reconstructed: `trainer.py` computes the losses on cuda and `update_meters` passes `at.scalar(v)` to the meters; under PyTorch >= 0.4 `utils/array_tool.py`'s `data.data.view(1)[0]` is a 0-dim cuda tensor (without grad, through `.data`) instead of a Python number. The torchnet-style `AverageValueMeter.add` in `utils/meter.py` accumulates it and, from the second call on, takes `np.sqrt` of the cuda running variance, which NumPy converts through `__array__` and raises. The first call only sums (`std = np.inf`); the confusion meter receives `.cpu()` data; `get_meter_data` reports `float(...)` values. Header `utils/meter.py`. Twin: the meter turns the running sum of squares into a Python float (`float(self.m_s)`) before `np.sqrt`.
import math

import numpy as np


class AverageValueMeter(object):
    """Running mean and standard deviation (torchnet.meter.AverageValueMeter)."""

    def __init__(self):
        self.reset()
        self.val = 0

    def add(self, value, n=1):
        self.val = value
        self.sum += value
        self.var += value * value
        self.n += n

        if self.n == 0:
            self.mean, self.std = np.nan, np.nan
        elif self.n == 1:
            self.mean = 0.0 + self.sum
            self.std = np.inf
            self.mean_old = self.mean
            self.m_s = 0.0
        else:
            self.mean = self.mean_old + (value - n * self.mean_old) / float(self.n)
            self.m_s += (value - self.mean_old) * (value - self.mean)
            self.mean_old = self.mean
            self.std = np.sqrt(float(self.m_s) / (self.n - 1.0))

    def value(self):
        return self.mean, self.std

    def reset(self):
        self.n = 0
        self.sum = 0.0
        self.var = 0.0
        self.val = 0.0
        self.mean = np.nan
        self.mean_old = 0.0
        self.m_s = 0.0
        self.std = np.nan


class ConfusionMeter(object):
    def __init__(self, k):
        self.k = k
        self.conf = np.zeros((k, k), dtype=np.int64)

    def add(self, predicted, target):
        predicted = np.asarray(predicted).argmax(1)
        target = np.asarray(target)
        x = predicted + self.k * target
        bincount = np.bincount(x.astype(np.int64), minlength=self.k ** 2)
        self.conf += bincount.reshape(self.k, self.k)

    def value(self):
        return self.conf

    def reset(self):
        self.conf.fill(0)
