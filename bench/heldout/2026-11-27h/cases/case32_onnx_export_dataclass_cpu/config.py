"""Settings of the ONNX export and parity check."""
from dataclasses import dataclass


@dataclass
class ExportConfig:
    onnx_path: str = "resnet18-v2-7.onnx"
    opset: int = 13
    batch_size: int = 1
    image_size: int = 224
    # export and the parity check run where onnxruntime's CPU provider runs
    device: str = "cpu"
    atol: float = 1e-5
    rtol: float = 1e-5
