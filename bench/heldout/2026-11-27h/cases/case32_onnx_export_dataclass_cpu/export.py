# expect: none
# source: https://github.com/fumihwh/onnx-pytorch (tutorial.py: the generated model is evaluated under torch.no_grad() on the CPU and compared with onnxruntime via np.allclose)
# note: the model and the input are moved to cfg.device, and ExportConfig (config.py, a dataclass) fixes device = "cpu"; the reference output is computed under no_grad in float32, so `torch_out.numpy()` is valid.
import numpy as np
import onnxruntime
import torch

from config import ExportConfig
from model import Model


def export_and_check(cfg: ExportConfig) -> bool:
    model = Model().to(cfg.device).eval()
    inp = np.random.randn(cfg.batch_size, 3, cfg.image_size, cfg.image_size).astype(np.float32)
    x = torch.from_numpy(inp).to(cfg.device)
    torch.onnx.export(model, x, cfg.onnx_path, opset_version=cfg.opset,
                      input_names=["data"], output_names=["logits"])
    with torch.no_grad():
        torch_out = model(x)
    sess = onnxruntime.InferenceSession(cfg.onnx_path, providers=["CPUExecutionProvider"])
    ort_out = sess.run(None, {"data": inp})[0]
    return np.allclose(torch_out.numpy(), ort_out, atol=cfg.atol, rtol=cfg.rtol)


if __name__ == "__main__":
    cfg = ExportConfig()
    print("Comparison result:", export_and_check(cfg))
