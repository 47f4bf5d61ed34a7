# expect: TL004
# source: https://github.com/guidance-ai/guidance/pull/1086
# note: get_logits as in the PR's traceback (`model_out.logits[0, -1, :n].cpu().numpy()` -> "Got unsupported ScalarType BFloat16"); the engine loads the checkpoint with the torch_dtype the user passes (main.py: torch.bfloat16) and runs the forward under no_grad; `.cpu()` handles the device, the dtype is left bf16.
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class TransformersEngine:
    def __init__(self, model_name, torch_dtype=None, device_map="auto"):
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model_obj = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch_dtype, device_map=device_map)
        self.device = self.model_obj.device

    def get_logits(self, token_ids):
        input_ids = torch.tensor([token_ids], device=self.device)
        with torch.no_grad():
            model_out = self.model_obj(input_ids=input_ids)
        logits = model_out.logits[0, -1, : len(self.tokenizer)].cpu().numpy()
        return logits

    def next_token(self, token_ids):
        return int(np.argmax(self.get_logits(token_ids)))
