import logging

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset


class TinyBertForSequenceClassification(nn.Module):
    """Stand-in for BertForSequenceClassification with the same call signature."""

    def __init__(self, vocab_size=30522, hidden=128, num_labels=2):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, hidden)
        self.encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(hidden, 4, 256, batch_first=True), 2)
        self.classifier = nn.Linear(hidden, num_labels)

    def forward(self, input_ids, attention_mask=None, token_type_ids=None, labels=None):
        h = self.encoder(self.embeddings(input_ids), src_key_padding_mask=(attention_mask == 0) if attention_mask is not None else None)
        logits = self.classifier(h[:, 0])
        if labels is None:
            return (logits,)
        loss = nn.functional.cross_entropy(logits, labels)
        return (loss, logits)


class BertDataBunch:
    def __init__(self, n_train=256, n_val=64, max_seq_length=64, batch_size_per_gpu=16, num_labels=2):
        def make(n):
            ids = torch.randint(1, 30522, (n, max_seq_length))
            mask = torch.ones_like(ids)
            segs = torch.zeros_like(ids)
            labels = torch.randint(0, num_labels, (n,))
            return TensorDataset(ids, mask, segs, labels)

        self.train_dl = DataLoader(make(n_train), batch_size=batch_size_per_gpu, shuffle=True)
        self.val_dl = DataLoader(make(n_val), batch_size=batch_size_per_gpu * 2)
        self.labels = list(range(num_labels))


class BertLearner:
    @staticmethod
    def from_pretrained_model(dataBunch, pretrained_path, metrics, device, logger, output_dir=None, multi_gpu=False, multi_label=False):
        model = TinyBertForSequenceClassification(num_labels=len(dataBunch.labels))
        return BertLearner(dataBunch, model, pretrained_path, output_dir, metrics, device, logger, multi_gpu, multi_label)

    def __init__(self, data, model, pretrained_model_path, output_dir, metrics, device, logger, multi_gpu=False, multi_label=False):
        self.data = data
        self.model = model
        self.pretrained_model_path = pretrained_model_path
        self.output_dir = output_dir
        self.metrics = metrics
        self.device = device
        self.logger = logger
        self.multi_gpu = multi_gpu
        self.multi_label = multi_label
        self.model.to(self.device)
        if self.multi_gpu:
            self.model = nn.DataParallel(self.model)

    def fit(self, epochs, lr, validate=True, schedule_type="warmup_cosine", optimizer_type="lamb"):
        optimizer = torch.optim.AdamW(self.model.parameters(), lr=lr)
        for epoch in range(epochs):
            self.model.train()
            tr_loss = 0.0
            for step, batch in enumerate(self.data.train_dl):
                batch = tuple(t.to(self.device) for t in batch)
                inputs = {"input_ids": batch[0], "attention_mask": batch[1], "token_type_ids": batch[2], "labels": batch[3]}
                loss = self.model(**inputs)[0]
                loss.backward()
                tr_loss += loss.item()
                optimizer.step()
                optimizer.zero_grad()
            self.logger.info("epoch %d: train loss %.4f", epoch, tr_loss / (step + 1))
            if validate:
                results = self.validate()
                for key, value in results.items():
                    self.logger.info("eval_{} after epoch {}: {}: ".format(key, (epoch + 1), value))

    def validate(self):
        self.logger.info("Running evaluation")
        all_logits = None
        all_labels = None
        eval_loss, nb_eval_steps = 0, 0
        validation_scores = {metric["name"]: 0.0 for metric in self.metrics}
        self.model.eval()
        for step, batch in enumerate(self.data.val_dl):
            batch = tuple(t.to(self.device) for t in batch)
            with torch.no_grad():
                inputs = {"input_ids": batch[0], "attention_mask": batch[1], "token_type_ids": batch[2], "labels": batch[3]}
                outputs = self.model(**inputs)
                tmp_eval_loss, logits = outputs[:2]
                eval_loss += tmp_eval_loss.mean().item()
            nb_eval_steps += 1
            if all_logits is None:
                all_logits = logits
            else:
                all_logits = torch.cat((all_logits, logits), 0)
            if all_labels is None:
                all_labels = inputs["labels"]
            else:
                all_labels = torch.cat((all_labels, inputs["labels"]), 0)

        eval_loss = eval_loss / nb_eval_steps
        for metric in self.metrics:
            validation_scores[metric["name"]] = metric["function"](all_logits, all_labels)
        results = {"loss": eval_loss}
        results.update(validation_scores)
        return results


logging.basicConfig(level=logging.INFO)
