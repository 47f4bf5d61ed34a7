"""Transform input data (the evaluation part of openpifpaf.transforms)."""
import copy
import logging

import numpy as np
import torchvision

LOG = logging.getLogger(__name__)


class Preprocess:
    def __call__(self, image, anns, meta):
        raise NotImplementedError


class Compose(Preprocess):
    def __init__(self, preprocess_list):
        self.preprocess_list = preprocess_list

    def __call__(self, image, anns, meta):
        for p in self.preprocess_list:
            image, anns, meta = p(image, anns, meta)
        return image, anns, meta


class NormalizeAnnotations(Preprocess):
    def __call__(self, image, anns, meta):
        anns = copy.deepcopy(anns)
        for ann in anns:
            if 'keypoints' in ann:
                ann['keypoints'] = np.asarray(ann['keypoints'], dtype=np.float32).reshape(-1, 3)
        if meta is None:
            w, h = image.size
            meta = {'offset': np.array((0.0, 0.0)), 'scale': np.array((1.0, 1.0)),
                    'valid_area': np.array((0.0, 0.0, w, h)), 'hflip': False}
        return image, anns, meta


class ImageTransform(Preprocess):
    def __init__(self, image_transform):
        self.image_transform = image_transform

    def __call__(self, image, anns, meta):
        image = self.image_transform(image)
        return image, anns, meta


EVAL_TRANSFORM = Compose([
    NormalizeAnnotations(),
    ImageTransform(torchvision.transforms.ToTensor()),
    ImageTransform(
        torchvision.transforms.Normalize(mean=[0.485, 0.456, 0.406],
                                         std=[0.229, 0.224, 0.225]),
    ),
])
