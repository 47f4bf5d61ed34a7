# expect: none
# source: https://github.com/AlignmentResearch/tuned-lens/issues/126 ("Allow prediction trajectories to be made from BFloat 16 Models": "if you try to create a prediction trajectory from a model and lens loaded in `bfloat16` error", `traj_log_probs.append(logits.log_softmax(dim=-1).squeeze().detach().cpu().numpy())` -> "TypeError: Got unsupported ScalarType BFloat16")
# note: the prediction-trajectory builder with the plotting script that loads model and lens in bf16 on cuda, reconstructed: `scripts/plot_trajectory.py` passes a bf16 causal LM and a lens cast to bf16; `prediction_trajectory.py` runs them under `torch.no_grad()` and converts each layer's log-probabilities with `.detach().cpu().numpy()`, which handles device and grad but not the dtype (the model's own final log-probs are converted the same way). Token ids go through `.tolist()`; the targets are int64 and convert fine. Header `tuned_lens/plotting/prediction_trajectory.py`. Twin: `.float()` before the host copy at both conversions.
"""Plot a lens table for some given input."""
from dataclasses import dataclass
from typing import Optional, Sequence

import numpy as np
import torch
from numpy.typing import NDArray

from ..nn.lenses import Lens


@dataclass
class PredictionTrajectory:
    """Contains the trajectory predictions for a sequence of tokens."""

    log_probs: NDArray[np.float32]
    input_ids: NDArray[np.int64]
    targets: Optional[NDArray[np.int64]] = None
    tokenizer: Optional[object] = None

    @property
    def num_layers(self) -> int:
        return self.log_probs.shape[0] - 1

    @property
    def num_tokens(self) -> int:
        return self.log_probs.shape[-2]

    @classmethod
    def from_lens_and_model(
        cls,
        lens: Lens,
        model,
        input_ids: Sequence[int],
        tokenizer=None,
        targets: Optional[Sequence[int]] = None,
        start_pos: int = 0,
        end_pos: Optional[int] = None,
        mask_input: bool = False,
    ) -> "PredictionTrajectory":
        with torch.no_grad():
            input_ids_th = torch.tensor(input_ids, dtype=torch.int64, device=model.device)
            outputs = model(input_ids_th.unsqueeze(0), output_hidden_states=True)

        # Slice arrays the specified range
        model_log_probs = outputs.logits.log_softmax(dim=-1).squeeze().detach().float().cpu().numpy()
        model_log_probs = model_log_probs[..., start_pos:end_pos, :]

        hidden_states = outputs.hidden_states[:-1]
        assert hidden_states is not None

        traj_log_probs = []
        for i, h in enumerate(hidden_states):
            with torch.no_grad():
                logits = lens.forward(h, i)
            if mask_input:
                logits[..., input_ids_th] = -torch.finfo(h.dtype).max
            traj_log_probs.append(logits.log_softmax(dim=-1).squeeze().detach().float().cpu().numpy())

        # Add model predictions
        traj_log_probs.append(model_log_probs)

        targets_arr = None
        if targets is not None:
            targets_arr = np.array(targets, dtype=np.int64)[start_pos:end_pos]

        return cls(
            tokenizer=tokenizer,
            log_probs=np.array(traj_log_probs)[..., start_pos:end_pos, :],
            input_ids=np.array(input_ids_th.tolist())[start_pos:end_pos],
            targets=targets_arr,
        )

    def entropy(self) -> NDArray[np.float32]:
        return -np.sum(np.exp(self.log_probs) * self.log_probs, axis=-1)

    def largest_prob_labels(self, topk: int = 5):
        idx = np.argsort(-self.log_probs, axis=-1)[..., :topk]
        if self.tokenizer is None:
            return idx
        return np.vectorize(self.tokenizer.decode)(idx)
