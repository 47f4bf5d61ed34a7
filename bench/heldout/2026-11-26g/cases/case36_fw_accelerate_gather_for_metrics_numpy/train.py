import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader
from transformers import AutoModelForSequenceClassification, get_linear_schedule_with_warmup

from evaluate_model import evaluate


def training_function(train_ds, eval_ds, collate_fn, num_epochs=3, lr=2e-5):
    accelerator = Accelerator(mixed_precision="no")
    model = AutoModelForSequenceClassification.from_pretrained("bert-base-cased", return_dict=True)
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    train_dataloader = DataLoader(train_ds, shuffle=True, batch_size=16, collate_fn=collate_fn)
    eval_dataloader = DataLoader(eval_ds, shuffle=False, batch_size=32, collate_fn=collate_fn)
    scheduler = get_linear_schedule_with_warmup(optimizer, 100, len(train_dataloader) * num_epochs)
    model, optimizer, train_dataloader, eval_dataloader, scheduler = accelerator.prepare(
        model, optimizer, train_dataloader, eval_dataloader, scheduler)

    for epoch in range(num_epochs):
        model.train()
        for batch in train_dataloader:
            outputs = model(**batch)
            accelerator.backward(outputs.loss)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
        metrics = evaluate(model, eval_dataloader, accelerator)
        accelerator.print(f"epoch {epoch}:", metrics)
