import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader
from transformers import AutoModelForSequenceClassification, get_linear_schedule_with_warmup

from data import load_tokenized_splits
from evaluation import evaluate

MODEL = "microsoft/deberta-v3-base"


def main():
    accelerator = Accelerator()
    model = AutoModelForSequenceClassification.from_pretrained(MODEL, num_labels=2, torch_dtype=torch.bfloat16)
    train_ds, eval_ds, collate = load_tokenized_splits(MODEL)
    train_dataloader = DataLoader(train_ds, batch_size=16, shuffle=True, collate_fn=collate)
    eval_dataloader = DataLoader(eval_ds, batch_size=64, collate_fn=collate)
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
    scheduler = get_linear_schedule_with_warmup(optimizer, 100, 3 * len(train_dataloader))
    model, optimizer, train_dataloader, eval_dataloader, scheduler = accelerator.prepare(
        model, optimizer, train_dataloader, eval_dataloader, scheduler)
    for epoch in range(3):
        for batch in train_dataloader:
            loss = model(**batch).loss
            accelerator.backward(loss)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
        auc = evaluate(accelerator, model, eval_dataloader)
        accelerator.print(f"epoch {epoch}: ROC-AUC {auc:.4f}")


if __name__ == "__main__":
    main()
