# expect: none
# source: https://github.com/scipy/scipy/pull/20284 (test failures when torch.set_default_device("cuda") puts new tensors on the GPU before NumPy sees them)
# note: the package __init__ sets the default device to cuda, but this module creates its tensors with an explicit device="cpu" and only adds CPU bincounts of CPU labels to them, so the histogram is a CPU float32 tensor without grad and `.numpy()` is correct.
import numpy as np
import torch


def class_histogram(label_batches, num_classes):
    counts = torch.zeros(num_classes, device="cpu")
    for labels in label_batches:
        labels = torch.as_tensor(np.asarray(labels), device="cpu")
        counts += torch.bincount(labels, minlength=num_classes)
    return (counts / counts.sum()).numpy()
