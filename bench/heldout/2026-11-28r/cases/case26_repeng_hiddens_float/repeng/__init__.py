from .control import ControlModel
from .extract import ControlVector, DatasetEntry

__all__ = ["ControlModel", "ControlVector", "DatasetEntry"]
