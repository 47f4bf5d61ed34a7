# expect: none
# source: https://github.com/maziyarpanahi/openmed/pull/57 ("cast bfloat16 tensors to float32 before numpy conversion in MLX pipeline": `_to_numpy()` failed with "Got unsupported ScalarType BFloat16")
# note: the converter after the fix: the token classifier is held in bfloat16, and `_to_numpy` casts any bf16 tensor to float32 before `.detach().cpu().numpy()`, so the one `.numpy()` never sees bf16 (state_dict tensors carry no grad and are on the CPU). Other dtypes (int64 buffers) pass unchanged.
import numpy as np
import torch
from torch import nn


class TokenClassifier(nn.Module):
    def __init__(self, vocab_size=30522, hidden=768, num_labels=9):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(hidden, 12, batch_first=True), 2)
        self.norm = nn.LayerNorm(hidden)
        self.head = nn.Linear(hidden, num_labels)

    def forward(self, input_ids):
        return self.head(self.norm(self.encoder(self.embed(input_ids))))


def _to_numpy(t: torch.Tensor) -> np.ndarray:
    if t.dtype == torch.bfloat16:
        t = t.to(torch.float32)
    return t.detach().cpu().numpy()


def convert_weights(model: nn.Module) -> dict:
    return {name: _to_numpy(tensor) for name, tensor in model.state_dict().items()}


if __name__ == "__main__":
    model = TokenClassifier()
    model.load_state_dict(torch.load("privacy-filter.pt", map_location="cpu"))
    model = model.to(dtype=torch.bfloat16).eval()
    weights = convert_weights(model)
    np.savez("mlx_weights.npz", **weights)
    print(f"converted {len(weights)} tensors")
