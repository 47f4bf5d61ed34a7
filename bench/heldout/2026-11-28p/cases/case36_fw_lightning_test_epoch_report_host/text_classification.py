# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/12799 ("trainer.test cann't support _print_result the dict value of sklearn.metrics.classification_report": the reporter's `TextClassificationTransformer.common_step` returns `labels = batch["labels"]  # .detach().cpu().numpy()` and logits, and `test_epoch_end` builds a `classification_report`)
# note: the reporter's LightningModule reconstructed (Lightning 1.x `test_epoch_end(outputs)`). `run_test.py` runs `Trainer(gpus=1).test(...)`, so batches and outputs are on cuda; `test_epoch_end` concatenates the step outputs and passes the cuda label and prediction tensors to `sklearn.metrics.classification_report`, which converts them implicitly ("can't convert cuda:0 device type tensor to numpy"). The thread is about printing the report dict; the device failure follows from the commented-out `.detach().cpu().numpy()` it quotes. Labels and argmax predictions are int64 and the test loop runs without grad; the mean loss is logged as a tensor; `self.log` of `float` values is fine. Twin: `.cpu().numpy()` of labels and predictions before sklearn.
from typing import Any

import torch
from sklearn.metrics import classification_report

from aibrick.core.nlp import HFTransformer


class TextClassificationTransformer(HFTransformer):
    def __init__(self, *args, downstream_model_type: str = "transformers.AutoModelForSequenceClassification", **kwargs) -> None:
        super().__init__(downstream_model_type, *args, **kwargs)
        self.metrics = {}

    def training_step(self, batch: Any, batch_idx: int) -> torch.Tensor:
        outputs = self.model(**batch)
        loss = outputs[0]
        self.log("train_loss", loss)
        return loss

    def common_step(self, prefix: str, batch: Any) -> dict:
        outputs = self.model(**batch)
        loss = outputs.loss
        logits = outputs.logits
        labels = batch["labels"] if batch.get("labels") is not None else None
        preds = torch.argmax(logits, dim=1)
        return {f"{prefix}_loss": loss, "preds": preds, "labels": labels}

    def validation_step(self, batch, batch_idx, dataloader_idx=0):
        return self.common_step("val", batch)

    def test_step(self, batch, batch_idx, dataloader_idx=0):
        return self.common_step("test", batch)

    def validation_epoch_end(self, outputs):
        val_loss = torch.stack([x["val_loss"] for x in outputs]).mean()
        acc = torch.cat([(x["preds"] == x["labels"]).float() for x in outputs]).mean()
        self.log("val_loss", val_loss, prog_bar=True)
        self.log("val_acc", acc.item())

    def test_epoch_end(self, outputs):
        preds = torch.cat([x["preds"] for x in outputs])
        labels = torch.cat([x["labels"] for x in outputs])
        report = classification_report(labels.cpu().numpy(), preds.cpu().numpy(), output_dict=True, zero_division=0)
        self.metrics = report
        self.log("test_loss", torch.stack([x["test_loss"] for x in outputs]).mean())
        self.log("test_macro_f1", float(report["macro avg"]["f1-score"]))
        self.log("test_accuracy", float(report["accuracy"]))
