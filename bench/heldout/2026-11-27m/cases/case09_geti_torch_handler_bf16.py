# expect: TL004
# source: https://github.com/open-edge-platform/geti-instant-learn/pull/774 ("fix: handle bfloat16 tensors in TorchModelHandler": "Models returning bfloat16 tensors caused a TypeError during NumPy conversion because NumPy lacks native support for this data type. This PR explicitly casts bfloat16 tensors to float32 before converting them to NumPy arrays in TorchModelHandler.")
# note: reconstruction of a TorchModelHandler in that style (the PR describes the fix, not the whole class): the handler loads a segmentation model, moves it to cuda and, for precision "bf16", casts it with `.to(torch.bfloat16)`; in the prediction loop (inference_mode) every output tensor is copied with `.cpu().numpy()`, so the bfloat16 masks/scores raise "Got unsupported ScalarType BFloat16". Device and grad are handled; the boolean `valid` flags converted with `.tolist()` are fine.
from dataclasses import dataclass
from typing import Dict, List

import numpy as np
import torch


@dataclass
class HandlerConfig:
    checkpoint: str
    device: str = "cuda"
    precision: str = "bf16"
    batch_size: int = 8


_DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


class TorchModelHandler:
    def __init__(self, model_factory, config: HandlerConfig):
        self.config = config
        self.device = torch.device(config.device if torch.cuda.is_available() else "cpu")
        self.dtype = _DTYPES[config.precision]
        model = model_factory()
        state = torch.load(config.checkpoint, map_location="cpu")
        model.load_state_dict(state["model"] if "model" in state else state)
        self.model = model.to(self.device).to(self.dtype).eval()

    def _to_numpy(self, outputs: Dict[str, torch.Tensor]) -> Dict[str, np.ndarray]:
        result = {}
        for name, value in outputs.items():
            if not isinstance(value, torch.Tensor):
                result[name] = value
                continue
            result[name] = value.cpu().numpy()
        return result

    def predict(self, images: List[np.ndarray]) -> List[Dict[str, np.ndarray]]:
        predictions = []
        with torch.inference_mode():
            for start in range(0, len(images), self.config.batch_size):
                chunk = images[start:start + self.config.batch_size]
                batch = torch.from_numpy(np.stack(chunk)).permute(0, 3, 1, 2)
                batch = batch.to(self.device, dtype=self.dtype) / 255.0
                raw = self.model(batch)
                outputs = {"masks": raw["masks"].sigmoid(), "scores": raw["scores"]}
                valid = (outputs["scores"] > 0.5).any(dim=1).tolist()
                converted = self._to_numpy(outputs)
                for i, keep in enumerate(valid):
                    predictions.append({
                        "masks": converted["masks"][i],
                        "scores": converted["scores"][i],
                        "valid": keep,
                    })
        return predictions
