# expect: TL003
# source: https://github.com/CUNY-CL/yoyodyne/issues/188 ("SER on GPU": "I am getting errors when I try to compute SER on GPU. It looks like the prediction tensors need to be moved to CPU too before they're run through `numpy.char.mod` on lines 256, and 264 in addition to what's already done on line 245"; "Closed in #189."), fixed by https://github.com/CUNY-CL/yoyodyne/pull/189 (merge a71a46e; its commit af70810 "Keeps tensor of Longs for computing SER" drops the `numpy.char.mod` calls of `SEREvaluator._finalize_tensor`); code: CUNY-CL/yoyodyne af70810^ `yoyodyne/evaluators.py`, `yoyodyne/models/base.py`, `yoyodyne/models/lstm.py`, `yoyodyne/data/batches.py`, `yoyodyne/train.py`
# note: yoyodyne reduced to 5 files, a PyTorch Lightning 1.x project: `train.py` builds the trainer with `pl.Trainer.from_argparse_args` (the README's `--accelerator gpu`), the collator's `PaddedBatch` is an `nn.Module` whose buffers Lightning moves to the GPU, and `BaseEncoderDecoder.validation_step` passes the greedy logits and `batch.target.padded` to every evaluator; with `--eval_metric ser` and a batch of more than one row, `SEREvaluator._finalize_tensor` hands each cuda row (`prediction`) or its cuda prefix (`symbols`) to `numpy.char.mod("%d", ...)`, which converts its argument with `np.asarray`: "can't convert cuda:0 device type tensor to numpy". Traps: the batch-size-1 path already copies with `tensor.cpu().numpy()`; `AccuracyEvaluator` only calls `.tolist()`; `EvalItem.metric` is `numpy.mean` of Python floats; `eos[0].item()` is a host int; the indices come from `torch.max` in validation (no grad).
"""Evaluators."""

from __future__ import annotations

import dataclasses
from typing import List

import numpy
import torch
from torch.nn import functional


class Error(Exception): pass


@dataclasses.dataclass
class EvalItem:
    per_sample_metrics: List[float]

    @property
    def metric(self) -> float:
        return numpy.mean(self.per_sample_metrics)

    def __add__(self, other_eval: EvalItem) -> EvalItem:
        return EvalItem(self.per_sample_metrics + other_eval.per_sample_metrics)


class Evaluator:
    def evaluate(self, predictions, golds, end_idx: int, pad_idx: int) -> EvalItem:
        if predictions.size(0) != golds.size(0):
            raise Error("Preds and golds batch sizes do not match")
        _, predictions = torch.max(predictions, dim=2)
        predictions = self.finalize_predictions(predictions, end_idx, pad_idx)
        golds = self.finalize_golds(golds, end_idx, pad_idx)
        return self.get_eval_item(predictions, golds, pad_idx)

    def finalize_predictions(self, predictions, end_idx, pad_idx):
        return predictions

    def finalize_golds(self, golds, end_idx, pad_idx):
        return golds


class AccuracyEvaluator(Evaluator):
    name = "accuracy"

    def get_eval_item(self, predictions, golds, pad_idx) -> EvalItem:
        if predictions.size(1) > golds.size(1):
            predictions = predictions[:, : golds.size(1)]
        elif predictions.size(1) < golds.size(1):
            num_pads = (0, golds.size(1) - predictions.size(1))
            predictions = functional.pad(predictions, num_pads, "constant", pad_idx)
        # Gets the count of exactly matching tensors in the batch.
        accs = (predictions.to(golds.device) == golds).all(dim=1).tolist()
        return EvalItem(accs)


class SEREvaluator(Evaluator):
    name = "ser"

    @staticmethod
    def _edit_distance(x: List[str], y: List[str]) -> int:
        idim = len(x) + 1
        jdim = len(y) + 1
        table = numpy.zeros((idim, jdim), dtype=numpy.uint16)
        table[:, 0] = range(idim)
        table[0, :] = range(jdim)
        for i in range(1, idim):
            for j in range(1, jdim):
                if x[i - 1] == y[j - 1]:
                    table[i][j] = table[i - 1][j - 1]
                else:
                    table[i][j] = min(
                        table[i - 1][j], table[i][j - 1], table[i - 1][j - 1]
                    ) + 1
        return int(table[-1][-1])

    def get_eval_item(self, predictions, golds, pad_idx) -> EvalItem:
        sers = [self._edit_distance(p, g) / len(g) for p, g in zip(predictions, golds)]
        return EvalItem(sers)

    def _finalize_tensor(self, tensor: torch.Tensor, end_idx: int, pad_idx: int):
        # Not necessary if batch size is 1.
        if tensor.size(0) == 1:
            # Returns a list of one numpy char vector.
            return list(numpy.char.mod("%d", tensor.cpu().numpy()))
        out = []
        for prediction in tensor:
            # Gets first instance of EOS.
            eos = (prediction == end_idx).nonzero(as_tuple=False)
            if len(eos) > 0 and eos[0].item() < len(prediction):
                eos = eos[0]
            else:
                # Leaves tensor[i] alone.
                out.append(numpy.char.mod("%d", prediction))
                continue
            # Hack in case the first prediction is EOS.
            eos[eos == 0] = 1
            symbols, *_ = torch.split(prediction, eos)
            # Accumulates a list of numpy char vectors.
            out.append(numpy.char.mod("%d", symbols))
        return out

    def finalize_predictions(self, predictions, end_idx, pad_idx):
        return self._finalize_tensor(predictions, end_idx, pad_idx)

    def finalize_golds(self, golds, end_idx, pad_idx):
        return self._finalize_tensor(golds, end_idx, pad_idx)


_eval_factory = {"accuracy": AccuracyEvaluator, "ser": SEREvaluator}


def get_evaluator(eval_metric: str) -> type:
    if eval_metric not in _eval_factory:
        raise Error(f"No evaluation metric {eval_metric}")
    return _eval_factory[eval_metric]
