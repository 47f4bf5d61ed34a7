# expect: none
# source: https://github.com/pai4451/ML2021/issues/2 (HW7 out of memory from `train_loss += output.loss`; fix `train_loss += output.loss.detach()` or `.item()`)
# note: the fixed loop split into a step function: steps.train_step backpropagates inside and returns `output.loss.detach()` and an argmax-based accuracy (no grad), so `train_loss += loss` here sums cuda tensors without autograd history; the log line reads .item(). Twin of case04.
import torch
from torch.optim import AdamW
from transformers import BertForQuestionAnswering, get_linear_schedule_with_warmup

from hw7_data import train_loader
from steps import train_step

device = "cuda" if torch.cuda.is_available() else "cpu"
model = BertForQuestionAnswering.from_pretrained("bert-base-chinese").to(device)
optimizer = AdamW(model.parameters(), lr=1e-4)
num_epoch, logging_step = 1, 100
scheduler = get_linear_schedule_with_warmup(optimizer, 0, num_epoch * len(train_loader))

model.train()
for epoch in range(num_epoch):
    train_loss = train_acc = 0
    for step, batch in enumerate(train_loader, start=1):
        loss, acc = train_step(model, batch, optimizer, scheduler, device)
        train_loss += loss
        train_acc += acc
        if step % logging_step == 0:
            print(f"Epoch {epoch + 1} | Step {step} | loss = {train_loss.item() / logging_step:.3f}, "
                  f"acc = {train_acc.item() / logging_step:.3f}")
            train_loss = train_acc = 0
