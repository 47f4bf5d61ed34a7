# expect: none
# source: https://github.com/guidance-ai/guidance/pull/1086 ("Force Transformers engine to return float logits")
# note: the PR's fix: main.py still loads the model in bfloat16 (on the GPU with device_map="auto"), but get_logits casts the last-position logits with .float() and copies them with .cpu() under no_grad before `.numpy()`.
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
        logits = model_out.logits[0, -1, : len(self.tokenizer)].float().cpu().numpy()
        return logits

    def next_token(self, token_ids):
        return int(np.argmax(self.get_logits(token_ids)))
