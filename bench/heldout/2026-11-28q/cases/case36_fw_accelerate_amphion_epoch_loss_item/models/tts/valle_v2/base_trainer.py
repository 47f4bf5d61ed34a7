# expect: none
# source: https://github.com/open-mmlab/Amphion/issues/263 ("[Help]: The training memory usage of valle_v2 on libritts dataset train-360 and train-100 increases.": "Why does the CPU memory usage increase after each training epoch?" - maintainer: "to fix it you could set line 437 in https://github.com/open-mmlab/Amphion/blob/main/models/tts/valle_v2/base_trainer.py from "epoch_sum_loss += loss" to "epoch_sum_loss += loss.item()".")
# note: the accelerate-based `BaseTrainer._train_epoch` of Amphion's valle_v2 reconstructed around the quoted line. `valle_ar_trainer.py` implements `_train_step`, which runs the prepared model, calls `self.accelerator.backward(loss)` and returns the loss tensor with its graph; `epoch_sum_loss += loss` turns the float accumulator into a tensor that chains every step's graph for the whole epoch. The EMA loss and the logged values go through `loss.item()`, `self.step` and `len(self.train_dataloader)` are ints, and validation runs under `torch.no_grad()` with `.item()`. Twin: `epoch_sum_loss += loss.item()`, the maintainer's fix.
import torch
from accelerate import Accelerator
from tqdm import tqdm


class BaseTrainer:
    def __init__(self, args, cfg):
        self.args = args
        self.cfg = cfg
        self.accelerator = Accelerator(
            gradient_accumulation_steps=cfg.train.gradient_accumulation_step,
            log_with=cfg.train.tracker,
        )
        self.step = 0
        self.epoch = 0
        self.model = self._build_model()
        self.optimizer = torch.optim.AdamW(self.model.parameters(), **cfg.train.adamw)
        self.train_dataloader, self.valid_dataloader = self._build_dataloader()
        self.model, self.optimizer, self.train_dataloader, self.valid_dataloader = self.accelerator.prepare(
            self.model, self.optimizer, self.train_dataloader, self.valid_dataloader
        )

    def _build_model(self):
        raise NotImplementedError

    def _build_dataloader(self):
        raise NotImplementedError

    def _train_step(self, batch):
        raise NotImplementedError

    def _train_epoch(self):
        self.model.train()
        epoch_sum_loss: float = 0.0
        ema_loss = None
        for batch in tqdm(self.train_dataloader, disable=not self.accelerator.is_main_process):
            with self.accelerator.accumulate(self.model):
                loss = self._train_step(batch)
            self.current_loss = loss.item()
            ema_loss = 0.98 * ema_loss + 0.02 * self.current_loss if ema_loss is not None else self.current_loss
            if self.accelerator.is_main_process and self.step % self.cfg.train.log_every == 0:
                self.accelerator.log({"Step/Train Loss": self.current_loss, "Step/EMA Loss": ema_loss,
                                      "Step/Learning Rate": self.optimizer.param_groups[0]["lr"]}, step=self.step)
            self.step += 1
            epoch_sum_loss += loss.item()
        self.accelerator.wait_for_everyone()
        return epoch_sum_loss / len(self.train_dataloader)

    @torch.no_grad()
    def _valid_epoch(self):
        self.model.eval()
        total = 0.0
        for batch in self.valid_dataloader:
            out = self.model(**batch)
            total += out.loss.item()
        return total / max(len(self.valid_dataloader), 1)

    def train_loop(self):
        while self.epoch < self.cfg.train.max_epoch:
            train_loss = self._train_epoch()
            valid_loss = self._valid_epoch()
            self.accelerator.print(f"epoch {self.epoch}: train {float(train_loss):.4f} valid {valid_loss:.4f}")
            self.accelerator.log({"Epoch/Train Loss": float(train_loss), "Epoch/Valid Loss": valid_loss},
                                 step=self.epoch)
            self.epoch += 1
        self.accelerator.end_training()
