import torch
from transformers import AutoModelForCausalLM


def load_model(name="Qwen/Qwen2-0.5B"):
    # the checkpoint is published in bfloat16; keep it that way to halve host memory
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.bfloat16)
    return model.eval()
