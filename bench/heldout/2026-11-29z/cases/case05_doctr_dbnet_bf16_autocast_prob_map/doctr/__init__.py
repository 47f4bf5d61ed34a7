"""docTR, reduced to the DBNet text detector and its predictor.

    >>> from doctr import db_resnet_small, detection_predictor
    >>> predictor = detection_predictor(db_resnet_small())
    >>> boxes = predictor([page])  # page: H x W x 3 uint8 array
    >>> boxes[0]["words"]          # (K, 5) relative xmin, ymin, xmax, ymax, score
"""

from .dbnet import DBNet, db_resnet_small
from .predictor import DetectionPredictor, PreProcessor

__version__ = "0.7.1a0"


def detection_predictor(model: DBNet, batch_size: int = 2) -> DetectionPredictor:
    """Wraps a detection model with the pre-processing it was trained with.

    Args:
        model: a DBNet instance (its `cfg` gives the input shape and normalization)
        batch_size: number of pages per forward pass
    """
    input_shape = model.cfg["input_shape"][-2:]
    return DetectionPredictor(
        PreProcessor(input_shape, batch_size=batch_size, mean=model.cfg["mean"],
                     std=model.cfg["std"]),
        model,
    )


__all__ = ["DBNet", "db_resnet_small", "DetectionPredictor", "PreProcessor",
           "detection_predictor"]
