from collections import deque

import numpy as np


class SmoothedValue:
    """Track a series of values and provide access to smoothed values over a window or the global series average."""

    def __init__(self, window_size):
        self.deque = deque(maxlen=window_size)
        self.series = []
        self.total = 0.0
        self.count = 0

    def AddValue(self, value):
        self.deque.append(value)
        self.series.append(value)
        self.count += 1
        self.total += value

    def GetMedianValue(self):
        return np.median(np.array([float(v) for v in self.deque]))

    def GetAverageValue(self):
        return float(self.total) / max(self.count, 1)
