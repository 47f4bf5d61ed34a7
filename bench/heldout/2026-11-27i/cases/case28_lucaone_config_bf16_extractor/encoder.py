import torch
from transformers import AutoModel, AutoTokenizer

import config


def load_encoder():
    tokenizer = AutoTokenizer.from_pretrained(config.MODEL_DIR)
    model = AutoModel.from_pretrained(config.MODEL_DIR)
    model = model.to(device=config.DEVICE, dtype=config.DTYPE)
    model.eval()
    return tokenizer, model


@torch.no_grad()
def embed(tokenizer, model, seqs):
    batch = tokenizer(seqs, padding=True, truncation=True, max_length=config.MAX_LEN, return_tensors="pt")
    batch = {k: v.to(config.DEVICE) for k, v in batch.items()}
    hidden = model(**batch).last_hidden_state
    mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
    return (hidden * mask).sum(1) / mask.sum(1)
