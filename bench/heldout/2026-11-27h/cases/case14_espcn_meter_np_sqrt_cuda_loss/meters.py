# expect: TL003
# source: https://github.com/leftthomas/ESPCN/issues/23 (train.py `meter_loss.add(state['loss'].data)` ends in torchnet's averagevaluemeter.py `self.std = np.sqrt(self.m_s / (self.n - 1.0))` with "can't convert CUDA tensor to numpy")
# note: torchnet's AverageValueMeter, vendored into the project: train.py feeds it `loss.data`, a 0-d cuda tensor (no grad) on GPU machines, so from the second call on m_s is a cuda tensor and np.sqrt converts it. sum/mean stay tensors; only np.sqrt goes through NumPy.
import numpy as np


class AverageValueMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.n = 0
        self.sum = 0.0
        self.var = 0.0
        self.val = 0.0
        self.mean = np.nan
        self.mean_old = 0.0
        self.m_s = 0.0
        self.std = np.nan

    def add(self, value, n=1):
        self.val = value
        self.sum += value
        self.var += value * value
        self.n += n
        if self.n == 1:
            self.mean = 0.0 + self.sum
            self.std = np.inf
            self.mean_old = self.mean
            self.m_s = 0.0
        else:
            self.mean = self.mean_old + (value - n * self.mean_old) / float(self.n)
            self.m_s += (value - self.mean_old) * (value - self.mean)
            self.mean_old = self.mean
            self.std = np.sqrt(self.m_s / (self.n - 1.0))

    def value(self):
        return self.mean, self.std
