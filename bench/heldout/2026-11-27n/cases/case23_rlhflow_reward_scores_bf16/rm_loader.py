import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer

DTYPES = {"bf16": torch.bfloat16, "f32": torch.float32}


def load_reward_model(name_or_path, dtype, device):
    tokenizer = AutoTokenizer.from_pretrained(name_or_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "left"
    model = AutoModelForSequenceClassification.from_pretrained(
        name_or_path, torch_dtype=DTYPES[dtype], num_labels=1
    )
    model.config.pad_token_id = tokenizer.pad_token_id
    model.to(device)
    model.eval()
    return model, tokenizer
