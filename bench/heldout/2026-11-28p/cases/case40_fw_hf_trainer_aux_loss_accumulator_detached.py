# expect: none
# source: https://github.com/huggingface/transformers/pull/45558 ("feat(trainer): log individual losses from loss_dict": "New buffer `self._aux_losses_accumulator` on the `Trainer`, mirroring how `_total_loss_scalar` already works. In `training_step` ... scalar tensor entries from `outputs.loss_dict` ... are detached, gradient-accumulation-scaled, and accumulated")
# note: a user-side `transformers.Trainer` subclass doing what the PR describes, for a multi-objective model (detection-style heads returning `loss_dict`), but without the detach: `training_step` adds each auxiliary term of `outputs.loss_dict` (graph-attached, on `args.device`) into `self._aux_losses_accumulator`, which lives across steps until the next `log` call, so each step's graph is kept. The main loss is returned `.detach()`ed as the Trainer expects; `log` averages with `.item()` and resets the buffer; `self.state.global_step` and `self.args.gradient_accumulation_steps` are ints. Twin: `value.detach()`, as the PR does.
from collections import defaultdict

import torch
from transformers import Trainer, TrainingArguments


class AuxLossTrainer(Trainer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._aux_losses_accumulator = defaultdict(lambda: torch.tensor(0.0, device=self.args.device))
        self._aux_steps = 0

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        outputs = model(**inputs)
        loss = outputs.loss
        return (loss, outputs) if return_outputs else loss

    def training_step(self, model, inputs, num_items_in_batch=None):
        model.train()
        inputs = self._prepare_inputs(inputs)
        with self.compute_loss_context_manager():
            loss, outputs = self.compute_loss(model, inputs, return_outputs=True)
        if self.args.n_gpu > 1:
            loss = loss.mean()
        self.accelerator.backward(loss)
        for name, value in getattr(outputs, "loss_dict", {}).items():
            if torch.is_tensor(value) and value.numel() == 1:
                self._aux_losses_accumulator[name] += value.detach() / self.args.gradient_accumulation_steps
        self._aux_steps += 1
        return loss.detach() / self.args.gradient_accumulation_steps

    def log(self, logs, start_time=None):
        if self._aux_steps > 0:
            for name, total in self._aux_losses_accumulator.items():
                logs[f"loss_{name}"] = round(total.item() / self._aux_steps, 4)
            self._aux_losses_accumulator.clear()
            self._aux_steps = 0
        super().log(logs, start_time)


def main(model, train_dataset, eval_dataset, collate_fn):
    args = TrainingArguments(output_dir="detr-finetuned", per_device_train_batch_size=8, gradient_accumulation_steps=2, learning_rate=1e-4, num_train_epochs=50, logging_steps=50, bf16=False, remove_unused_columns=False)
    trainer = AuxLossTrainer(model=model, args=args, train_dataset=train_dataset, eval_dataset=eval_dataset, data_collator=collate_fn)
    trainer.train()
    print("final lr:", trainer.optimizer.param_groups[0]["lr"])
