# expect: none
# source: https://github.com/locuslab/open-unlearning/pull/156
# note: the PR's fix: the bf16 losses are cast with .float() before .cpu().numpy(); the forward ran under no_grad
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader
from tqdm import tqdm


def tokenwise_logprobs_loss(logits, labels, ignore_index=-100):
    shifted_labels = labels[..., 1:].contiguous()
    logits = logits[..., :-1, :].contiguous()
    loss_function = nn.CrossEntropyLoss(ignore_index=ignore_index, reduction="none")
    losses = loss_function(logits.transpose(-1, -2), shifted_labels).sum(dim=-1)
    num_token_gt = (shifted_labels != ignore_index).sum(-1)
    return losses, num_token_gt


def evaluate_probability(model, batch):
    """Evaluate model probabilities and average token-level loss for a given batch."""
    batch = {k: v.to(model.device) for k, v in batch.items()}
    with torch.no_grad():
        output = model(**batch)
    logits = output.logits
    labels = batch["labels"]
    losses, num_token_gt = tokenwise_logprobs_loss(logits, labels)
    avg_losses = losses / num_token_gt
    normalized_probs = torch.exp(-avg_losses)
    avg_losses = avg_losses.float().cpu().numpy().tolist()
    normalized_probs = normalized_probs.float().cpu().numpy().tolist()
    return [{"prob": prob, "avg_loss": avg_loss} for prob, avg_loss in zip(normalized_probs, avg_losses)]


def run_batchwise_evals(model, dataloader: DataLoader, batch_eval_fn, batch_eval_fn_args, eval_msg):
    evals = {}
    for batch in tqdm(dataloader, desc=eval_msg, total=len(dataloader)):
        index = batch.pop("index").numpy().tolist()
        batch_evals = batch_eval_fn(model, batch, **batch_eval_fn_args)
        evals.update(dict(zip(index, batch_evals)))
    return evals


def aggregate_to_1D(x):
    return np.mean(x, axis=tuple(range(1, x.ndim)))
