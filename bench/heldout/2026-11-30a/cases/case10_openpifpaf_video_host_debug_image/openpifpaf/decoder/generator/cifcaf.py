from collections import defaultdict
import logging
import time

import numpy as np

from .generator import Generator

LOG = logging.getLogger(__name__)


class Annotation:
    def __init__(self, keypoints, skeleton, *, category_id=1):
        self.keypoints = keypoints
        self.skeleton = skeleton
        self.category_id = category_id
        self.data = np.zeros((len(keypoints), 3), dtype=np.float32)

    def add(self, joint_i, xyv):
        self.data[joint_i] = xyv
        return self

    def score(self):
        v = self.data[:, 2]
        return 0.1 * np.max(v) + 0.9 * np.mean(np.square(v))

    def json_data(self):
        return {
            'keypoints': np.around(self.data, 2).reshape(-1).tolist(),
            'score': max(0.001, round(float(self.score()), 3)),
            'category_id': self.category_id,
        }


class CifCaf(Generator):
    """Generate poses from the composite intensity (cif) and association (caf) fields."""
    keypoint_threshold = 0.0
    seed_threshold = 0.5
    instance_threshold = 0.1

    def __init__(self, *, keypoints, skeleton, stride=8, worker_pool=None):
        super().__init__(worker_pool)
        self.keypoints = keypoints
        self.skeleton = skeleton
        self.skeleton_m1 = np.asarray(skeleton) - 1
        self.stride = stride
        self.timers = defaultdict(float)

    def _seeds(self, cif):
        """Highest-confidence cif cell of every keypoint type, in image coordinates."""
        seeds = []
        for joint_i, field in enumerate(cif):
            confidence, x_regr, y_regr = field[0], field[1], field[2]
            flat_i = np.argmax(confidence)
            row, col = np.unravel_index(flat_i, confidence.shape)
            v = confidence[row, col]
            if v < self.keypoint_threshold:
                continue
            x = (col + x_regr[row, col]) * self.stride
            y = (row + y_regr[row, col]) * self.stride
            seeds.append((v, joint_i, x, y))
        return sorted(seeds, reverse=True)

    def __call__(self, fields, initial_annotations=None):
        start = time.perf_counter()
        cif, _caf = fields[0], fields[1]

        ann = Annotation(self.keypoints, self.skeleton)
        for v, joint_i, x, y in self._seeds(cif):
            ann.add(joint_i, (x, y, v))

        annotations = list(initial_annotations or [])
        if ann.data[:, 2].max() >= self.seed_threshold and ann.score() >= self.instance_threshold:
            annotations.append(ann)
        self.timers['decode'] += time.perf_counter() - start
        LOG.debug('annotations %d, %.3fs', len(annotations), time.perf_counter() - start)
        return annotations
