# expect: none
# source: https://github.com/Pinafore/qb/issues/95 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I forgot about another error that I encountered when trying to train the rnn guesser ... I made a pull request that seems to fix the issue on my end"; "Pull request merged."), fixed by https://github.com/Pinafore/qb/pull/91 (commit 2365638 "Update torch indexing and use Tensor.cpu()": in `RnnGuesser.run_epoch` the per-batch accuracy and loss are stored with `.cpu().data`); code: Pinafore/qb 2365638^ `qanta/guesser/rnn.py`
# note: qb's RNN guesser (qanta/guesser/rnn.py, reduced): `train` moves `RnnModel` to the GPU when `CUDA = torch.cuda.is_available()` (the embeddings are even copied with `text_vocab.vectors.cuda()`) and the QuizBowl iterators yield cuda batches; `run_epoch` appends the 0-d accuracy `torch.mean(torch.eq(preds, page).float()).data` and `batch_loss.data` (`.data` drops the grad, not the device) and returns `np.mean(batch_accuracies), np.mean(batch_losses)`, which converts the lists of cuda scalars: "can't convert cuda:0 device type tensor to numpy". Traps: `lengths.cpu().numpy()` is a host copy, `epoch_end - epoch_start` is a float, `init_hidden` builds its state from the weight's device, and the training manager only receives the epoch means. Twin: both per-batch values are stored with `.cpu().data` (PR #91).
import time
from typing import Dict, List, Optional

import numpy as np
import torch
import torch.nn as nn
from torch.autograd import Variable
from torch.optim import Adam, lr_scheduler
from torchtext.data.field import Field
from torchtext.data.iterator import Iterator

from qanta import qlogging
from qanta.config import conf
from qanta.guesser.abstract import AbstractGuesser
from qanta.torch import BaseLogger, EarlyStopping, MaxEpochStopping, ModelCheckpoint, TerminateOnNaN, TrainingManager
from qanta.torch.dataset import QuizBowl
from qanta.util.io import get_tmp_filename

log = qlogging.get(__name__)

CUDA = torch.cuda.is_available()


class RnnModel(nn.Module):
    def __init__(self, n_classes, *, text_field=None, emb_dim=300, n_hidden_units=1000, n_hidden_layers=1,
                 nn_dropout=0.265):
        super(RnnModel, self).__init__()
        self.n_hidden_units, self.n_hidden_layers, self.num_directions = n_hidden_units, n_hidden_layers, 2
        self.dropout = nn.Dropout(nn_dropout)
        text_vocab = text_field.vocab
        text_pad_idx = text_vocab.stoi[text_field.pad_token]
        self.text_embeddings = nn.Embedding(len(text_vocab), emb_dim, padding_idx=text_pad_idx)
        text_vocab.vectors[text_vocab.stoi[text_field.unk_token]] = text_vocab.vectors.mean(0)
        self.text_embeddings.weight.data = text_vocab.vectors.cuda()
        self.rnn = nn.GRU(emb_dim, n_hidden_units, n_hidden_layers, dropout=nn_dropout, batch_first=True,
                          bidirectional=True)
        self.classifier = nn.Sequential(nn.Linear(self.num_directions * n_hidden_units, n_classes),
                                        nn.BatchNorm1d(n_classes), nn.Dropout(nn_dropout))

    def forward(self, text_input: Variable, lengths: List[int], hidden: Variable, qanta_ids):
        embed = self.dropout(self.text_embeddings(text_input))
        packed_input = nn.utils.rnn.pack_padded_sequence(embed, lengths, batch_first=True)
        output, hidden = self.rnn(packed_input, hidden)
        batch_size = text_input.data.shape[0]
        final_hidden = hidden.view(self.n_hidden_layers, self.num_directions, batch_size, self.n_hidden_units)[-1]
        combined_hidden = torch.cat([final_hidden[i] for i in range(self.num_directions)], dim=1)
        return self.classifier(combined_hidden), hidden

    def init_hidden(self, batch_size):
        weight = next(self.parameters()).data
        return Variable(weight.new(self.n_hidden_layers * self.num_directions, batch_size, self.n_hidden_units).zero_())


class RnnGuesser(AbstractGuesser):
    def __init__(self, config_num):
        super(RnnGuesser, self).__init__(config_num)
        guesser_conf = conf["guessers"]["qanta.guesser.rnn.RnnGuesser"][self.config_num]
        self.gradient_clip, self.n_hidden_units = guesser_conf["gradient_clip"], guesser_conf["n_hidden_units"]
        self.n_hidden_layers, self.nn_dropout = guesser_conf["n_hidden_layers"], guesser_conf["dropout"]
        self.batch_size = guesser_conf["batch_size"]
        self.page_field: Optional[Field] = None
        self.model: Optional[RnnModel] = None

    def save_model(self, path):
        torch.save(self.model.state_dict(), path)

    def train(self, training_data):
        train_iter, val_iter, dev_iter = QuizBowl.iters(batch_size=self.batch_size, sort_within_batch=True)
        fields: Dict[str, Field] = train_iter.dataset.fields
        self.page_field, self.text_field = fields["page"], fields["text"]
        self.model = RnnModel(len(self.page_field.vocab.stoi), text_field=self.text_field, emb_dim=300,
                              n_hidden_units=self.n_hidden_units, n_hidden_layers=self.n_hidden_layers,
                              nn_dropout=self.nn_dropout)
        if CUDA:
            self.model = self.model.cuda()
        self.optimizer, self.criterion = Adam(self.model.parameters()), nn.CrossEntropyLoss()
        self.scheduler = lr_scheduler.ReduceLROnPlateau(self.optimizer, patience=5, mode="max")
        self.model_file = f"{get_tmp_filename()}.pt"
        manager = TrainingManager([
            BaseLogger(log_func=log.info), TerminateOnNaN(), EarlyStopping(monitor="test_acc", patience=10, verbose=1),
            MaxEpochStopping(100), ModelCheckpoint(self.save_model, self.model_file, monitor="test_acc"),
        ])
        while True:
            self.model.train()
            train_acc, train_loss, train_time = self.run_epoch(train_iter)
            self.model.eval()
            test_acc, test_loss, test_time = self.run_epoch(val_iter)
            stop_training, reasons = manager.instruct(train_time, train_loss, train_acc, test_time, test_loss, test_acc)
            if stop_training:
                return log.info(" ".join(reasons))
            self.scheduler.step(test_acc)

    def run_epoch(self, iterator: Iterator):
        is_train, batch_size = iterator.train, self.batch_size
        batch_accuracies, batch_losses = [], []
        hidden_init = self.model.init_hidden(batch_size)
        epoch_start = time.time()
        for batch in iterator:
            text, lengths = batch.text
            lengths = list(lengths.cpu().numpy())
            if len(lengths) != batch_size:
                batch_size = len(lengths)
                hidden_init = self.model.init_hidden(batch_size)
            page, qanta_ids = batch.page, batch.qanta_id.cuda()
            if is_train: self.model.zero_grad()
            out, hidden = self.model(text, lengths, hidden_init, qanta_ids)
            _, preds = torch.max(out, 1)
            accuracy = torch.mean(torch.eq(preds, page).float()).cpu().data
            batch_loss = self.criterion(out, page)
            if is_train:
                batch_loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.gradient_clip)
                self.optimizer.step()
            batch_accuracies.append(accuracy)
            batch_losses.append(batch_loss.cpu().data)
        epoch_end = time.time()
        return np.mean(batch_accuracies), np.mean(batch_losses), epoch_end - epoch_start
