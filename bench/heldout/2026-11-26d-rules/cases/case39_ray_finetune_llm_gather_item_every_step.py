# expect: TL102
# source: https://github.com/ray-project/ray (doc/source/templates/04_finetuning_llms_with_deepspeed/finetune_hf_llm.py, training_function, after https://github.com/ray-project/ray/pull/40940 changed loss_sum += loss to loss.item())
# note: the training loop on accelerator.device reads the loss on the host in every step: loss_sum += loss.item(), the main process prints loss.item(), and every rank runs torch.mean(accelerator.gather(loss[None])).item() for train.report; none of it is inside a step % N == 0 block
import time

import torch
import tqdm
from accelerate import Accelerator
from ray import train


def train_epochs(model, optimizer, lr_scheduler, train_ds, collate_partial, batch_size,
                 train_ds_len, num_epochs, accelerator: Accelerator, config):
    for epoch in range(num_epochs):
        fwd_time_sum, bwd_time_sum, optim_step_time_sum = 0, 0, 0
        s_epoch = time.time()
        model.train()
        loss_sum = torch.tensor(0.0).to(accelerator.device)

        train_dataloader = train_ds.iter_torch_batches(
            batch_size=batch_size,
            collate_fn=collate_partial,
        )

        for step, batch in tqdm.tqdm(
            enumerate(train_dataloader), total=train_ds_len // batch_size + 1
        ):
            with accelerator.accumulate(model):
                s_fwd = time.time()
                outputs = model(**batch)
                loss = outputs.loss
                loss_sum += loss.item()
                e_fwd = time.time()
                fwd_time = e_fwd - s_fwd
                fwd_time_sum += fwd_time
                s_bwd = time.time()
                accelerator.backward(loss)
                e_bwd = time.time()
                bwd_time = e_bwd - s_bwd
                bwd_time_sum += bwd_time

                s_opt_step = time.time()
                optimizer.step()
                lr_scheduler.step()
                optimizer.zero_grad()
                e_opt_step = time.time()
                optim_step_time_sum += e_opt_step - s_opt_step

            if accelerator.is_main_process:
                accelerator.print(
                    f"[epoch {epoch} step {step}] "
                    f"loss: {loss.item()} step-time: {e_opt_step - s_fwd}"
                )

            aggregated_loss = torch.mean(accelerator.gather(loss[None])).item()

            if config["as_test"]:
                break

            if step != (train_ds_len // batch_size - 1):
                train.report(
                    {
                        "epoch": epoch,
                        "iteration": step,
                        "train_loss_batch": aggregated_loss,
                        "fwd_time": fwd_time,
                        "bwd_time": bwd_time,
                        "learning_rate": lr_scheduler.get_lr()[0],
                    }
                )

        e_epoch = time.time()
        accelerator.print("Train time per epoch: ", e_epoch - s_epoch)
        accelerator.print("avg train loss: ", loss_sum.item() / (step + 1))
