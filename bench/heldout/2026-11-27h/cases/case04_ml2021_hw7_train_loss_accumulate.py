# expect: TL008
# source: https://github.com/pai4451/ML2021/issues/2 (HW7: `train_loss += output.loss` "store the complete computation graph leading to out of memory"; fix `output.loss.detach()` or `.item()`)
# note: the HW7 BERT question-answering training loop: `output.loss` is the graph-attached loss of a model trained in grad mode (it is backpropagated on the next line), and it is summed into train_loss over logging_step iterations, so every step's graph stays alive. train_acc sums argmax comparisons (no grad); the log line reads .item().
import torch
from torch.optim import AdamW
from tqdm.auto import tqdm
from transformers import BertForQuestionAnswering, get_linear_schedule_with_warmup

from hw7_data import train_loader

device = "cuda" if torch.cuda.is_available() else "cpu"
model = BertForQuestionAnswering.from_pretrained("bert-base-chinese").to(device)
optimizer = AdamW(model.parameters(), lr=1e-4)
num_epoch, logging_step = 1, 100
scheduler = get_linear_schedule_with_warmup(optimizer, 0, num_epoch * len(train_loader))

model.train()
for epoch in range(num_epoch):
    step = 1
    train_loss = train_acc = 0
    for data in tqdm(train_loader):
        data = [i.to(device) for i in data]
        output = model(input_ids=data[0], token_type_ids=data[1], attention_mask=data[2],
                       start_positions=data[3], end_positions=data[4])
        start_index = torch.argmax(output.start_logits, dim=1)
        end_index = torch.argmax(output.end_logits, dim=1)
        train_acc += ((start_index == data[3]) & (end_index == data[4])).float().mean()
        train_loss += output.loss

        output.loss.backward()
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
        step += 1

        if step % logging_step == 0:
            print(f"Epoch {epoch + 1} | Step {step} | loss = {train_loss.item() / logging_step:.3f}, "
                  f"acc = {train_acc.item() / logging_step:.3f}")
            train_loss = train_acc = 0
