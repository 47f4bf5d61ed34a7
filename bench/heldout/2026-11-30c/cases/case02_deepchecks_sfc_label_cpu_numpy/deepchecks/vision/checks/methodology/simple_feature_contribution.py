# expect: none
# source: https://github.com/deepchecks/deepchecks/issues/1196 ("[BUG] [CV] we need to use tensor.cpu().detach() when converting to numpy": "Checks fail if the user had the label/prediction on gpu"; traceback `SimpleFeatureContribution().run(training_data, val_data, model, device=device)` -> `base_checks.py ... self.update(context, batch, DatasetKind.TRAIN)` -> `simple_feature_contribution.py ... label = np.array(label)`), fixed by https://github.com/deepchecks/deepchecks/pull/1197 ("fix_tensor_gpu", "closes #1196"; commit 0e7ec7712 changes `label = np.array(label)` to `label = label.cpu().detach().numpy()` and `class_id = label[0]` to `class_id = int(label[0])`); code: deepchecks/deepchecks 0e7ec7712^ `deepchecks/vision/checks/methodology/simple_feature_contribution.py`, `deepchecks/vision/batch_wrapper.py`, `deepchecks/vision/context.py`, `deepchecks/vision/base_checks.py`, `deepchecks/vision/vision_data.py`, `deepchecks/vision/utils/image_functions.py`, `deepchecks/vision/datasets/detection/coco.py`
# note: deepchecks vision reduced to 7 files: the user script `examples/sfc_coco_gpu.py` passes `device = torch.device('cuda' ...)` to `SimpleFeatureContribution().run(...)`; `TrainTestCheck.run` (base_checks.py) builds a `Context` that keeps it as `self._device` (context.py) and wraps every loader batch in `Batch`, whose `__init__` (batch_wrapper.py) applies `it.to(self._context.device)` to every tensor of the batch; `batch.labels` then calls the user's `batch_to_labels`, which returns per-image label tensors indexed out of the moved batch, so in `update` each `label` row is a cuda tensor and `np.array(label)` raises "can't convert cuda:0 device type tensor to numpy". Traps: `batch.images` are NumPy arrays (`np.array` of PIL images in `batch_to_images`, no tensor); `VisionData.update_cache` takes `int(label[0])` (a host int, no NumPy); `crop_image` and the image properties work on NumPy crops; the labels are data, not outputs of the model (no grad). Twin: each label row is copied with `label.cpu().detach().numpy()` and the class id taken with `int(label[0])`, as PR #1197 does; `Batch` still moves the batch to the GPU and every other file is unchanged.
"""Module contains the simple feature distribution check."""
from collections import defaultdict
from typing import Callable, Dict, TypeVar

import numpy as np
import pandas as pd
from sklearn.model_selection import cross_val_score
from sklearn.tree import DecisionTreeClassifier

from deepchecks.vision.base_checks import CheckResult, TrainTestCheck
from deepchecks.vision.batch_wrapper import Batch
from deepchecks.vision.context import Context, DatasetKind
from deepchecks.vision.utils.image_functions import crop_image, default_image_properties
from deepchecks.vision.vision_data import TaskType

__all__ = ['SimpleFeatureContribution']

SFC = TypeVar('SFC', bound='SimpleFeatureContribution')


def _predictive_power(df: pd.DataFrame, feature: str, target: str, random_state: int) -> float:
    """Score how well a shallow tree predicts the target from a single property (0 = no better than baseline)."""
    if df[target].nunique() < 2 or len(df) < 10:
        return 0.0
    baseline = df[target].value_counts(normalize=True).max()
    model = DecisionTreeClassifier(max_depth=3, random_state=random_state)
    score = cross_val_score(model, df[[feature]].to_numpy(), df[target].to_numpy(), cv=3).mean()
    return float(max(0.0, (score - baseline) / (1 - baseline))) if baseline < 1 else 0.0


class SimpleFeatureContribution(TrainTestCheck):
    """
    Return the Predictive Power Score of image properties, in order to estimate their ability to predict the label.

    For object detection tasks, this check uses PPS to predict the class of each bounding box, by the image properties
    of that specific bounding box.
    """

    def __init__(self, image_properties: Dict[str, Callable] = None, n_top_properties: int = 3, **kwargs):
        super().__init__(**kwargs)
        self.image_properties = image_properties or default_image_properties
        self.n_top_properties = n_top_properties

        self._train_properties = defaultdict(list)
        self._test_properties = defaultdict(list)
        self._train_properties['target'] = []
        self._test_properties['target'] = []

    def update(self, context: Context, batch: Batch, dataset_kind: str):
        """Calculate image properties for train or test batches."""
        if dataset_kind == DatasetKind.TRAIN:
            dataset = context.train
            properties = self._train_properties
        else:
            dataset = context.test
            properties = self._test_properties

        imgs = []
        target = []

        if dataset.task_type == TaskType.OBJECT_DETECTION:
            for img, labels in zip(batch.images, batch.labels):
                for label in labels:
                    label = label.cpu().detach().numpy()
                    bbox = label[1:]
                    cropped_img = crop_image(img, *bbox)
                    if cropped_img.shape[0] == 0 or cropped_img.shape[1] == 0:
                        continue
                    class_id = int(label[0])
                    imgs += [cropped_img]
                    target += [class_id]
        else:
            for img, classes_ids in zip(batch.images, dataset.get_classes(batch.labels)):
                imgs += [img] * len(classes_ids)
                target += classes_ids

        properties['target'] += target

        for single_property in self.image_properties:
            properties[single_property['name']].extend(single_property['method'](imgs))

    def compute(self, context: Context) -> CheckResult:
        """Calculate the PPS between each property and the label."""
        df_train = pd.DataFrame(self._train_properties)
        df_test = pd.DataFrame(self._test_properties)

        ret_value = {'train': {}, 'test': {}, 'train-test difference': {}}
        for single_property in self.image_properties:
            name = single_property['name']
            train_pps = _predictive_power(df_train, name, 'target', context.random_state)
            test_pps = _predictive_power(df_test, name, 'target', context.random_state)
            ret_value['train'][name] = train_pps
            ret_value['test'][name] = test_pps
            ret_value['train-test difference'][name] = train_pps - test_pps

        top = sorted(ret_value['train-test difference'].items(), key=lambda kv: -abs(kv[1]))[:self.n_top_properties]
        display = [f'{name}: train-test PPS difference {diff:.2f}' for name, diff in top]
        return CheckResult(value=ret_value, display=display, header='Simple Feature Contribution')
