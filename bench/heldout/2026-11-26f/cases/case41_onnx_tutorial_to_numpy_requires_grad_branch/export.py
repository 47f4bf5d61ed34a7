import numpy as np
import onnxruntime
import torch
import torch.nn as nn

from utils import to_numpy


class SuperResolutionNet(nn.Module):
    def __init__(self, upscale_factor=3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 64, 5, padding=2)
        self.conv2 = nn.Conv2d(64, upscale_factor ** 2, 3, padding=1)
        self.pixel_shuffle = nn.PixelShuffle(upscale_factor)

    def forward(self, x):
        return self.pixel_shuffle(self.conv2(torch.relu(self.conv1(x))))


def export_and_check(path="super_resolution.onnx"):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch_model = SuperResolutionNet().to(device).eval()
    x = torch.randn(1, 1, 224, 224, device=device)
    torch_out = torch_model(x)
    torch.onnx.export(torch_model, x, path, input_names=["input"], output_names=["output"])
    session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
    ort_outs = session.run(None, {session.get_inputs()[0].name: to_numpy(x)})
    np.testing.assert_allclose(to_numpy(torch_out), ort_outs[0], rtol=1e-03, atol=1e-05)
    return float(np.abs(ort_outs[0]).max())
