# expect: none
# source: https://github.com/open-edge-platform/anomalib/issues/1830 ("[Bug]: anomalib/data/utils/boxes.py::masks_to_boxes raise an error if device is not both CPU and CUDA": "When inferring with STFPM on XPU, error is raised at L37 with error 'TypeError: can't convert xpu:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.'. It can be fixed by executing `connected_components_gpu` function not `connected_components_cpu`. Could you change code to execute `connected_components_cpu` if masks is on CPU and execute `connected_components_gpu` in other case?", anomalib 0.5.1, PyTorch 2.1, "max gpu 1100"); fixed by https://github.com/open-edge-platform/anomalib/pull/1839 ("🐞Fix the error if the device in masks_to_boxes is not both CPU and CUDA", commit bcf5b9f "Check that the masks are CPU instead of CUDA": `if masks.is_cuda:` gpu / else cpu -> `if masks.is_cpu:` cpu / else gpu); code: at bcf5b9f^ `src/anomalib/data/utils/boxes.py` (`masks_to_boxes`), `src/anomalib/utils/cv/connected_components.py` (`mask = msk.squeeze().numpy().astype(np.uint8)`), `src/anomalib/callbacks/post_processor.py` (`masks_to_boxes(outputs["pred_masks"], outputs["anomaly_maps"])` in `_compute_scores_and_labels`), `src/anomalib/models/image/stfpm/lightning_model.py`, `src/anomalib/engine/engine.py`
# note: anomalib 1.0 reduced to 7 files, a PyTorch Lightning project: `Engine` (`anomalib/engine.py`) builds `Trainer(accelerator="auto", devices=1)`, so Lightning moves `Stfpm` (with its `pixel_threshold` buffer) and every predict batch to the accelerator it finds: CUDA, an Apple-silicon MPS GPU or an Intel XPU; `predict_step` returns the batch with `anomaly_maps` on that device, `_PostProcessorCallback.on_predict_batch_end` (`anomalib/callbacks/post_processor.py`) thresholds them into `pred_masks` and calls `masks_to_boxes` (`anomalib/data/utils/boxes.py`), whose guard `if masks.is_cuda:` sends every non-CUDA accelerator tensor (mps:0, xpu:0) to `connected_components_cpu`, where `msk.squeeze().numpy()` raises "can't convert mps:0 device type tensor to numpy" (xpu:0 in the report). On a CUDA GPU the kornia branch is taken; the failure is on MPS and XPU GPUs. Traps: `FolderDataset.__getitem__` (`anomalib/data/folder.py`) calls `masks_to_boxes(item["mask"])` on host masks in the loader workers, the legitimate caller of the CPU branch; `cv2.connectedComponents`/`np.unique`/`np.where` act on NumPy arrays; `component_areas` uses `.tolist()`; `engine.py` converts `pred_scores` with `.cpu().numpy()`; prediction runs under inference mode (no TL002). Twin: `masks_to_boxes` dispatches on `if masks.is_cpu:` (PR #1839), so `connected_components_cpu` only receives host masks and accelerator masks of every kind (cuda, mps, xpu) go to the kornia labelling of `connected_components_gpu`.
"""Connected component labeling."""

# Copyright (C) 2022 Intel Corporation
# SPDX-License-Identifier: Apache-2.0

import cv2
import numpy as np
import torch
from kornia.contrib import connected_components
from torch import Tensor


def connected_components_gpu(image: Tensor, num_iterations: int = 1000) -> Tensor:
    """Perform connected component labeling on GPU and remap the labels from 0 to N.

    Args:
        image (Tensor): Binary input image from which we want to extract connected components (Bx1xHxW)
        num_iterations (int): Number of iterations used in the connected component computation.

    Returns:
        Tensor: Components labeled from 0 to N.
    """
    components = connected_components(image, num_iterations=num_iterations)

    # remap component values from 0 to N
    labels = components.unique()
    for new_label, old_label in enumerate(labels):
        components[components == old_label] = new_label

    return components.int()


def connected_components_cpu(image: Tensor) -> Tensor:
    """Perform connected component labeling on CPU.

    OpenCV labels one mask at a time; the labels are offset so that every component of the
    batch gets a unique value when the outputs are concatenated.

    Args:
        image (Tensor): Binary input data from which we want to extract connected components (Bx1xHxW)

    Returns:
        Tensor: Components labeled from 0 to N.
    """
    components = torch.zeros_like(image)
    label_idx = 1
    for i, msk in enumerate(image):
        mask = msk.squeeze().numpy().astype(np.uint8)
        _, comps = cv2.connectedComponents(mask)
        # remap component values to make sure every component has a unique value when outputs are concatenated
        for label in np.unique(comps)[1:]:
            components[i, 0, ...][np.where(comps == label)] = label_idx
            label_idx += 1
    return components.int()


def component_areas(components: Tensor) -> dict[int, int]:
    """Return the pixel count of every labelled component (label 0, the background, excluded)."""
    labels, counts = torch.unique(components, return_counts=True)
    return {int(label): int(count) for label, count in zip(labels.tolist(), counts.tolist()) if label != 0}
