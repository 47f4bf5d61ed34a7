# source: https://github.com/locuslab/open-unlearning/pull/156
# expect: TL004
# why: per-sample losses of a bfloat16 model are bfloat16; avg_losses.cpu().numpy() has no float cast
import numpy as np
import torch
from torch import nn
from transformers import AutoModelForCausalLM


def evaluate_probability(model, batch):
    batch = {k: v.to(model.device) for k, v in batch.items()}
    with torch.no_grad():
        output = model(**batch)
    logits = output.logits[..., :-1, :].contiguous()
    labels = batch["labels"][..., 1:].contiguous()
    loss_function = nn.CrossEntropyLoss(ignore_index=-100, reduction="none")
    losses = loss_function(logits.transpose(-1, -2), labels).sum(dim=-1)
    num_token_gt = (labels != -100).sum(-1)
    avg_losses = losses / num_token_gt
    normalized_probs = torch.exp(-avg_losses)
    avg_losses = avg_losses.cpu().numpy().tolist()
    return [{"prob": p, "avg_loss": l} for p, l in zip(normalized_probs.cpu().tolist(), avg_losses)]


model = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.bfloat16, device_map="cuda"
)
