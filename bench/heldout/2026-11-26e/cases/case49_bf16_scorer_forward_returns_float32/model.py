import torch
import torch.nn as nn
from transformers import AutoModel


class RewardScorer(nn.Module):
    """bf16 backbone; the forward casts its scores back to float32 (as open-unlearning's fix does before NumPy)."""

    def __init__(self, name):
        super().__init__()
        self.backbone = AutoModel.from_pretrained(name, torch_dtype=torch.bfloat16)
        self.head = nn.Linear(self.backbone.config.hidden_size, 1, dtype=torch.bfloat16)

    def forward(self, input_ids, attention_mask):
        hidden = self.backbone(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        last = attention_mask.sum(dim=1) - 1
        pooled = hidden[torch.arange(hidden.size(0), device=hidden.device), last]
        return self.head(pooled).squeeze(-1).float()
