# expect: none
# source: https://github.com/huggingface/accelerate/issues/566 ("gather() method runs two times then stops with no error": a seq2seq script whose validation loop computes the outputs under `torch.no_grad()`, gathers them with `accelerator.gather(output)` and sums `valid_epoch_sum_loss += valid_loss * src_input_ids.shape[0]`)
# note: fixed twin of case39 (accelerate v0.x/v1.x): the training loop adds `loss.detach() * batch_size`, so the running sum is a tensor on accelerator.device without a graph; the validation loop is the thread's: the forward runs under no_grad, and the gather and the sum after the with-block work on tensors without grad. Both averages are read once per epoch with `.item()`. Only the `.detach()` differs from case39.
import argparse

import torch
from accelerate import Accelerator
from transformers import AutoModelForSeq2SeqLM, get_linear_schedule_with_warmup

from dataset import build_dataloaders, shift_target_inputs_to_labels


def main(args):
    accelerator = Accelerator()
    model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    train_dataloader, valid_dataloader, valid_dataset = build_dataloaders(args)
    scheduler = get_linear_schedule_with_warmup(optimizer, 500, args.epochs * len(train_dataloader))
    model, optimizer, train_dataloader, valid_dataloader, scheduler = accelerator.prepare(
        model, optimizer, train_dataloader, valid_dataloader, scheduler)

    for epoch in range(args.epochs):
        model.train()
        train_epoch_sum_loss = 0
        for src_input_ids, src_attn_mask, tgt_input_ids, tgt_attn_mask in train_dataloader:
            labels = shift_target_inputs_to_labels(tgt_input_ids, valid_dataset.tokenizer.pad_token_id)
            output = model(input_ids=src_input_ids, attention_mask=src_attn_mask,
                           decoder_input_ids=tgt_input_ids, decoder_attention_mask=tgt_attn_mask, labels=labels)
            loss = output.loss
            accelerator.backward(loss)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            train_epoch_sum_loss += loss.detach() * src_input_ids.shape[0]

        model.eval()
        valid_epoch_sum_loss = 0
        for src_input_ids, src_attn_mask, tgt_input_ids, tgt_attn_mask in valid_dataloader:
            labels = shift_target_inputs_to_labels(tgt_input_ids, valid_dataset.tokenizer.pad_token_id)
            with torch.no_grad():
                output = model(input_ids=src_input_ids, attention_mask=src_attn_mask,
                               decoder_input_ids=tgt_input_ids, decoder_attention_mask=tgt_attn_mask, labels=labels)
            valid_loss = accelerator.gather(output.loss.repeat(src_input_ids.shape[0])).mean()
            valid_epoch_sum_loss += valid_loss * src_input_ids.shape[0]

        n_train, n_valid = len(train_dataloader.dataset), len(valid_dataloader.dataset)
        accelerator.print(f"epoch {epoch}: train {train_epoch_sum_loss.item() / n_train:.4f} "
                          f"valid {valid_epoch_sum_loss.item() / n_valid:.4f} lr {scheduler.get_last_lr()[0]:.2e}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="facebook/bart-base")
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--lr", type=float, default=5e-5)
    main(parser.parse_args())
