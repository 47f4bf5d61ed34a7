# expect: TL004
# source: https://github.com/locuslab/open-unlearning/pull/156
# note: src/evals/metrics/utils.py evaluate_probability as described in the PR: the model is loaded with torch_dtype=torch.bfloat16, so the
#       per-token cross-entropy and avg_losses are bf16; avg_losses.cpu().numpy() raises "Got unsupported ScalarType BFloat16" (no grad, on CPU).
import torch
from torch import nn
from transformers import AutoModelForCausalLM

IGNORE_INDEX = -100


def load_model(name):
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.bfloat16)
    model.to("cuda" if torch.cuda.is_available() else "cpu")
    model.eval()
    return model


def evaluate_probability(model, batch):
    batch = {k: v.to(model.device) for k, v in batch.items()}
    with torch.no_grad():
        output = model(**batch)
    logits = output.logits
    labels = batch["labels"]
    shifted_labels = labels[..., 1:].contiguous()
    logits = logits[..., :-1, :].contiguous()
    loss_function = nn.CrossEntropyLoss(ignore_index=IGNORE_INDEX, reduction="none")
    losses = loss_function(logits.transpose(-1, -2), shifted_labels).sum(dim=-1)
    num_token_gt = (batch["labels"] != IGNORE_INDEX).sum(-1)
    avg_losses = losses / num_token_gt
    normalized_probs = torch.exp(-avg_losses)

    avg_losses = avg_losses.cpu().numpy().tolist()
    normalized_probs = normalized_probs.cpu().numpy().tolist()
    return [{"prob": prob, "avg_loss": avg_loss} for prob, avg_loss in zip(normalized_probs, avg_losses)]
