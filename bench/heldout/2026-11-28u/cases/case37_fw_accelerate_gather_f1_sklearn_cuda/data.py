"""GLUE/MRPC dataloaders for the accelerate examples (tokenized on the CPU, padded per batch)."""
import torch
from datasets import load_dataset
from torch.utils.data import DataLoader
from transformers import AutoTokenizer

MAX_GPU_BATCH_SIZE = 16
EVAL_BATCH_SIZE = 32


def get_dataloaders(accelerator, batch_size: int = 16, model_name: str = "bert-base-cased"):
    tokenizer = AutoTokenizer.from_pretrained(model_name)
    datasets = load_dataset("glue", "mrpc")

    def tokenize_function(examples):
        return tokenizer(examples["sentence1"], examples["sentence2"], truncation=True, max_length=None)

    with accelerator.main_process_first():
        tokenized = datasets.map(tokenize_function, batched=True, remove_columns=["idx", "sentence1", "sentence2"])
    tokenized = tokenized.rename_column("label", "labels")

    def collate_fn(examples):
        max_length = 128 if accelerator.distributed_type.value == "XLA" else None
        pad_to_multiple_of = 8 if accelerator.mixed_precision in ("fp16", "bf16") else None
        return tokenizer.pad(examples, padding="longest", max_length=max_length,
                             pad_to_multiple_of=pad_to_multiple_of, return_tensors="pt")

    train_dataloader = DataLoader(tokenized["train"], shuffle=True, collate_fn=collate_fn,
                                  batch_size=batch_size, drop_last=True)
    eval_dataloader = DataLoader(tokenized["validation"], shuffle=False, collate_fn=collate_fn,
                                 batch_size=EVAL_BATCH_SIZE, drop_last=False)
    return train_dataloader, eval_dataloader
