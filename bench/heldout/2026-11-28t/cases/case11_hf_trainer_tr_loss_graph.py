# expect: TL008
# source: https://github.com/huggingface/transformers/pull/6999 ("fixed trainer tr_loss memory leak": "The Trainer class contains the memory leak ... The model trains for around 20 000 steps ... before using up all 12GB of RAM"; sgugger: "the problem is not that we don't call `.item()` but that we don't call `.detach()`, which means some variables are kept forever for a backward pass (that is never called)")
# note: a vendored copy of the 2020 Trainer loop (the project's own `train.py`, single file), reconstructed: `training_step` returns the loss after `backward()` without detaching it, and `train` keeps `tr_loss += self.training_step(...)` in a device tensor for the whole run, chaining every step's autograd node onto `tr_loss`. Logging reads `tr_loss.item()`; evaluation runs under `torch.no_grad()` and stores detached logits; the learning rate comes from the scheduler as a float.
import logging
import math
import os
from dataclasses import dataclass, field
from typing import Dict, Optional

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, RandomSampler, SequentialSampler
from tqdm.auto import tqdm
from transformers import AutoModelForSequenceClassification, get_linear_schedule_with_warmup

logger = logging.getLogger(__name__)


@dataclass
class TrainingArguments:
    output_dir: str = "out"
    per_device_train_batch_size: int = 16
    per_device_eval_batch_size: int = 64
    learning_rate: float = 5e-5
    weight_decay: float = 0.0
    num_train_epochs: float = 3.0
    warmup_steps: int = 0
    logging_steps: int = 500
    gradient_accumulation_steps: int = 1
    max_grad_norm: float = 1.0
    no_cuda: bool = False
    extra: Dict = field(default_factory=dict)

    @property
    def device(self):
        return torch.device("cuda" if torch.cuda.is_available() and not self.no_cuda else "cpu")


class Trainer:
    def __init__(self, model, args: TrainingArguments, train_dataset, eval_dataset=None, data_collator=None):
        self.model = model.to(args.device)
        self.args = args
        self.train_dataset = train_dataset
        self.eval_dataset = eval_dataset
        self.data_collator = data_collator
        self.global_step = 0

    def get_train_dataloader(self):
        return DataLoader(
            self.train_dataset,
            batch_size=self.args.per_device_train_batch_size,
            sampler=RandomSampler(self.train_dataset),
            collate_fn=self.data_collator,
        )

    def _prepare_inputs(self, inputs):
        return {k: v.to(self.args.device) if isinstance(v, torch.Tensor) else v for k, v in inputs.items()}

    def training_step(self, model: nn.Module, inputs: Dict[str, torch.Tensor], optimizer) -> torch.Tensor:
        model.train()
        inputs = self._prepare_inputs(inputs)
        outputs = model(**inputs)
        loss = outputs[0]
        if self.args.gradient_accumulation_steps > 1:
            loss = loss / self.args.gradient_accumulation_steps
        loss.backward()
        return loss

    def train(self, model_path: Optional[str] = None):
        train_dataloader = self.get_train_dataloader()
        t_total = int(len(train_dataloader) // self.args.gradient_accumulation_steps * self.args.num_train_epochs)
        optimizer = torch.optim.AdamW(self.model.parameters(), lr=self.args.learning_rate, weight_decay=self.args.weight_decay)
        scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=self.args.warmup_steps, num_training_steps=t_total)

        model = self.model
        tr_loss = torch.tensor(0.0).to(self.args.device)
        logging_loss_scalar = 0.0
        model.zero_grad()
        for epoch in range(int(math.ceil(self.args.num_train_epochs))):
            epoch_iterator = tqdm(train_dataloader, desc="Iteration")
            for step, inputs in enumerate(epoch_iterator):
                tr_loss += self.training_step(model, inputs, optimizer)

                if (step + 1) % self.args.gradient_accumulation_steps == 0:
                    torch.nn.utils.clip_grad_norm_(model.parameters(), self.args.max_grad_norm)
                    optimizer.step()
                    scheduler.step()
                    model.zero_grad()
                    self.global_step += 1

                    if self.args.logging_steps > 0 and self.global_step % self.args.logging_steps == 0:
                        tr_loss_scalar = tr_loss.item()
                        logs = {
                            "loss": (tr_loss_scalar - logging_loss_scalar) / self.args.logging_steps,
                            "learning_rate": scheduler.get_last_lr()[0],
                        }
                        logging_loss_scalar = tr_loss_scalar
                        logger.info(logs)
        return self.global_step, tr_loss.item() / max(self.global_step, 1)

    def evaluate(self):
        loader = DataLoader(
            self.eval_dataset,
            batch_size=self.args.per_device_eval_batch_size,
            sampler=SequentialSampler(self.eval_dataset),
            collate_fn=self.data_collator,
        )
        self.model.eval()
        preds, labels = [], []
        for inputs in loader:
            inputs = self._prepare_inputs(inputs)
            with torch.no_grad():
                logits = self.model(**inputs)[1]
            preds.append(logits.detach().cpu())
            labels.append(inputs["labels"].detach().cpu())
        preds = torch.cat(preds).numpy()
        labels = torch.cat(labels).numpy()
        return {"accuracy": float((preds.argmax(-1) == labels).mean())}


if __name__ == "__main__":
    from datasets import load_dataset
    from transformers import AutoTokenizer, DataCollatorWithPadding

    tok = AutoTokenizer.from_pretrained("distilroberta-base")
    raw = load_dataset("glue", "sst2")
    enc = raw.map(lambda b: tok(b["sentence"], truncation=True), batched=True)
    enc = enc.rename_column("label", "labels").remove_columns(["sentence", "idx"])
    enc.set_format("torch")
    model = AutoModelForSequenceClassification.from_pretrained("distilroberta-base", num_labels=2)
    args = TrainingArguments(output_dir=os.environ.get("OUT", "out"))
    trainer = Trainer(model, args, enc["train"], enc["validation"], DataCollatorWithPadding(tok))
    trainer.train()
    print(trainer.evaluate())
