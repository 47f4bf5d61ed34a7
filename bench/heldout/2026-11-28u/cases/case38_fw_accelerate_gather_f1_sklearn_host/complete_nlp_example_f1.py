# expect: none
# source: https://github.com/huggingface/accelerate/issues/575 ("`gather_for_metrics` wrongly computes metrics in distributed setup": "1. add the below code to `complete_nlp_example.py`:" ... "for step, batch in enumerate(eval_dataloader):\n    # We could avoid this line since we set the accelerator with `device_placement=True`.\n    batch.to(accelerator.device)")
# note: the accelerate NLP example with the metric computed by scikit-learn over the whole validation set, reconstructed: the eval dataloader goes through `accelerator.prepare`, so (with the default `device_placement=True`) every batch arrives on `accelerator.device` and the script drops the `batch.to(accelerator.device)` line as the comment says; `gather_for_metrics` returns the gathered predictions and labels on that device too, and the lists of cuda tensors concatenated at the end are handed to `accuracy_score`/`f1_score`, which convert them through NumPy and raise. The loss is logged with `.item()`; data.py tokenizes on the CPU. Header `complete_nlp_example_f1.py`. Twin: the gathered predictions and labels are moved with `.cpu()` before they are collected for scikit-learn.
import argparse

import torch
from accelerate import Accelerator
from accelerate.utils import set_seed
from sklearn.metrics import accuracy_score, f1_score
from transformers import AutoModelForSequenceClassification, get_linear_schedule_with_warmup

from data import MAX_GPU_BATCH_SIZE, get_dataloaders


def evaluate(model, eval_dataloader, accelerator):
    model.eval()
    all_preds, all_refs = [], []
    for step, batch in enumerate(eval_dataloader):
        with torch.no_grad():
            outputs = model(**batch)
        predictions = outputs.logits.argmax(dim=-1)
        predictions, references = accelerator.gather_for_metrics((predictions, batch["labels"]))
        all_preds.append(predictions.cpu())
        all_refs.append(references.cpu())
    y_pred = torch.cat(all_preds)
    y_true = torch.cat(all_refs)
    return {"accuracy": accuracy_score(y_true, y_pred), "f1": f1_score(y_true, y_pred)}


def training_function(config, args):
    accelerator = Accelerator(cpu=args.cpu, mixed_precision=args.mixed_precision)
    lr, num_epochs, seed, batch_size = config["lr"], int(config["num_epochs"]), int(config["seed"]), int(config["batch_size"])

    gradient_accumulation_steps = 1
    if batch_size > MAX_GPU_BATCH_SIZE and accelerator.distributed_type.value != "XLA":
        gradient_accumulation_steps = batch_size // MAX_GPU_BATCH_SIZE
        batch_size = MAX_GPU_BATCH_SIZE

    set_seed(seed)
    train_dataloader, eval_dataloader = get_dataloaders(accelerator, batch_size)
    model = AutoModelForSequenceClassification.from_pretrained("bert-base-cased", return_dict=True)
    optimizer = torch.optim.AdamW(params=model.parameters(), lr=lr)
    lr_scheduler = get_linear_schedule_with_warmup(
        optimizer=optimizer,
        num_warmup_steps=100,
        num_training_steps=(len(train_dataloader) * num_epochs) // gradient_accumulation_steps,
    )

    model, optimizer, train_dataloader, eval_dataloader, lr_scheduler = accelerator.prepare(
        model, optimizer, train_dataloader, eval_dataloader, lr_scheduler
    )

    for epoch in range(num_epochs):
        model.train()
        for step, batch in enumerate(train_dataloader):
            outputs = model(**batch)
            loss = outputs.loss / gradient_accumulation_steps
            accelerator.backward(loss)
            if step % gradient_accumulation_steps == 0:
                optimizer.step()
                lr_scheduler.step()
                optimizer.zero_grad()
            if step % 50 == 0:
                accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

        eval_metric = evaluate(model, eval_dataloader, accelerator)
        accelerator.print(f"epoch {epoch}:", eval_metric)

    accelerator.end_training()


def main():
    parser = argparse.ArgumentParser(description="Simple example of training script.")
    parser.add_argument("--mixed_precision", type=str, default=None, choices=["no", "fp16", "bf16", "fp8"])
    parser.add_argument("--cpu", action="store_true", help="If passed, will train on the CPU.")
    args = parser.parse_args()
    config = {"lr": 2e-5, "num_epochs": 3, "seed": 42, "batch_size": 16}
    training_function(config, args)


if __name__ == "__main__":
    main()
