"""One optimisation step of the extractive QA model."""
import torch


def train_step(model, batch, optimizer, scheduler, device):
    batch = [t.to(device) for t in batch]
    output = model(input_ids=batch[0], token_type_ids=batch[1], attention_mask=batch[2],
                   start_positions=batch[3], end_positions=batch[4])
    start_index = torch.argmax(output.start_logits, dim=1)
    end_index = torch.argmax(output.end_logits, dim=1)
    acc = ((start_index == batch[3]) & (end_index == batch[4])).float().mean()

    output.loss.backward()
    optimizer.step()
    scheduler.step()
    optimizer.zero_grad()
    # hand back a value without the graph: the caller only logs it
    return output.loss.detach(), acc
