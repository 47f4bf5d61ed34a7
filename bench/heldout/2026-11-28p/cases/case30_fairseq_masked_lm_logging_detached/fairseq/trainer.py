# expect: none
# source: https://github.com/facebookresearch/fairseq/issues/2255 ("memory leakage caused by logging_output in criterion \"masked_lm\"": the criterion returns `'loss': loss` in `logging_output`; "The memory usage was increasing when the trainning proceeded ... could be fixed with ... `'loss': loss.data`"; the maintainer asks for `.detach()` instead)
# note: a reduced fairseq Trainer reconstructed around the issue. `criterions/masked_lm.py` puts the graph-attached summed loss into `logging_output`; `train_step` appends those dicts to `self._log_buffer`, which lives across updates until `log_interval` updates have passed, so every update's graph (model on cuda via `move_to_cuda`) is kept alive meanwhile. `sample_size` is an int tensor; the reduction uses `float(...)` and `.item()` on the sums; the learning rate comes from `optimizer.param_groups`. Twin: tensors in each logging output are detached before buffering (the maintainer's `.detach()`).
import math
import time

import torch

from fairseq import utils


class Trainer(object):
    def __init__(self, args, task, model, criterion):
        self.args = args
        self.task = task
        self.model = model.cuda()
        self.criterion = criterion.cuda()
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=args.lr, betas=(0.9, 0.98), eps=1e-6)
        self._num_updates = 0
        self._log_buffer = []
        self._start_time = time.time()

    def train_step(self, samples):
        self.model.train()
        self.criterion.train()
        self.optimizer.zero_grad()
        logging_outputs, sample_size = [], 0
        for i, sample in enumerate(samples):
            sample = utils.move_to_cuda(sample)
            loss, sample_size_i, logging_output = self.criterion(self.model, sample)
            loss.backward()
            logging_outputs.append({k: v.detach() if torch.is_tensor(v) else v for k, v in logging_output.items()})
            sample_size += sample_size_i
        for p in self.model.parameters():
            if p.grad is not None:
                p.grad.data.div_(float(sample_size))
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.args.clip_norm)
        self.optimizer.step()
        self._num_updates += 1
        self._log_buffer.extend(logging_outputs)
        if self._num_updates % self.args.log_interval == 0:
            stats = self._reduce_and_log_stats(self._log_buffer)
            self._log_buffer = []
            return stats
        return None

    def _reduce_and_log_stats(self, logs):
        loss_sum = sum(log.get("loss", 0) for log in logs)
        ntokens = sum(log.get("ntokens", 0) for log in logs)
        sample_size = sum(log.get("sample_size", 0) for log in logs)
        loss = float(loss_sum) / float(sample_size) / math.log(2)
        stats = {
            "loss": round(loss, 3),
            "ppl": round(2 ** loss, 2),
            "wps": round(ntokens / (time.time() - self._start_time), 1),
            "lr": self.optimizer.param_groups[0]["lr"],
            "num_updates": self._num_updates,
        }
        print(stats)
        return stats
