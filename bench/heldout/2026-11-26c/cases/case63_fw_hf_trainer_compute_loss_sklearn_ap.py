# expect: TL003
# source: https://github.com/robustness-gym/robustness-gym/pull/39 (sklearn metrics on GPU tensors); custom Trainer.compute_loss as in the transformers Trainer docs (subclass and override compute_loss)
# note: compute_loss runs inside the training step with grad enabled and the model on the GPU; average_precision_score converts the graph-attached cuda probabilities
import argparse

import numpy as np
import torch
import torch.nn.functional as F
from datasets import load_dataset
from sklearn.metrics import average_precision_score
from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments

LABELS = ["toxic", "severe_toxic", "obscene", "threat", "insult", "identity_hate"]


class MultiLabelTrainer(Trainer):
    def __init__(self, *args, pos_weight=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.pos_weight = pos_weight
        self._ap_window = []

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        labels = inputs.pop("labels")
        outputs = model(**inputs)
        logits = outputs.logits
        loss = F.binary_cross_entropy_with_logits(logits, labels.float(), pos_weight=self.pos_weight)
        if model.training:
            probs = torch.sigmoid(logits)
            batch_ap = average_precision_score(labels.cpu().numpy(), probs, average="micro")
            self._ap_window.append(batch_ap)
            if self.state.global_step % self.args.logging_steps == 0 and self._ap_window:
                self.log({"train_micro_ap": float(np.mean(self._ap_window))})
                self._ap_window = []
        return (loss, outputs) if return_outputs else loss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="roberta-base")
    parser.add_argument("--output_dir", default="out/toxic")
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    ds = load_dataset("csv", data_files={"train": "train.csv", "validation": "valid.csv"})
    ds = ds.map(lambda b: {**tokenizer(b["comment_text"], truncation=True, max_length=256),
                           "labels": [[b[l][i] for l in LABELS] for i in range(len(b["comment_text"]))]}, batched=True)
    model = AutoModelForSequenceClassification.from_pretrained(args.model, num_labels=len(LABELS),
                                                               problem_type="multi_label_classification")
    training_args = TrainingArguments(output_dir=args.output_dir, per_device_train_batch_size=32,
                                      num_train_epochs=3, logging_steps=50, eval_strategy="epoch")
    trainer = MultiLabelTrainer(model=model, args=training_args, train_dataset=ds["train"],
                                eval_dataset=ds["validation"], processing_class=tokenizer,
                                pos_weight=torch.full((len(LABELS),), 3.0, device="cuda"))
    trainer.train()


if __name__ == "__main__":
    main()
