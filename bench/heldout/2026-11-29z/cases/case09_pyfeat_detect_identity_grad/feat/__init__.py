"""py-feat (reduced): face detection, landmarks and identity embeddings.

    >>> from feat import Detector
    >>> detector = Detector(device="cpu")
    >>> fex = detector.detect_image("single_face.jpg")
    >>> fex[FEAT_FACEBOX_COLUMNS]

One row per detected face: the face box and its score, 68 landmarks
(`x_0..x_67`, `y_0..y_67`) and a 512-d identity embedding.
"""

from feat.detector import Detector

FEAT_FACEBOX_COLUMNS = ["FaceRectX", "FaceRectY", "FaceRectWidth", "FaceRectHeight", "FaceScore"]
FEAT_LANDMARK_COLUMNS = [f"x_{i}" for i in range(68)] + [f"y_{i}" for i in range(68)]
FEAT_IDENTITY_COLUMNS = [f"Identity_{i + 1}" for i in range(512)]

__version__ = "0.6.1"


def identity_columns(fex):
    """The embedding columns present in a detection DataFrame."""
    return [c for c in fex.columns if c in FEAT_IDENTITY_COLUMNS]


def facebox_columns(fex):
    """The face-box columns present in a detection DataFrame."""
    return [c for c in fex.columns if c in FEAT_FACEBOX_COLUMNS]


__all__ = ["Detector", "FEAT_FACEBOX_COLUMNS", "FEAT_LANDMARK_COLUMNS",
           "FEAT_IDENTITY_COLUMNS", "identity_columns", "facebox_columns"]
