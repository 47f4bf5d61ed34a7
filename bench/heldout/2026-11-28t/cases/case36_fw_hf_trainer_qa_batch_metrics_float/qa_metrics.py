# expect: none
# source: https://github.com/huggingface/transformers/pull/34483 ("enable QA bf16 pipeline": "Numpy can only process fp32 data type but the input tensor could be bf16/fp16 based on the model's dtype"; reproducer `pipeline("question-answering", ..., torch_dtype=torch.bfloat16)`; Rocketknight1: "good fix ... a straightforward pipeline dtype fix")
# note: extractive-QA fine-tuning with the HF Trainer, reconstructed around the thread's failure (bf16 start/end logits converted to NumPy during QA post-processing): `run_qa.py` sets `TrainingArguments(bf16=True, bf16_full_eval=True, batch_eval_metrics=True)`, so evaluation runs the model cast to bf16 and hands each batch's gathered logits to `compute_metrics` as device tensors; `qa_metrics.py` copies them with `.cpu().numpy()`, which handles the device but not the dtype. The gold positions are int64 and convert fine; evaluation runs under the Trainer's no-grad. Header `qa_metrics.py`. Twin: `.float()` before the host copy of the start and end logits.
"""Streaming SQuAD-style span metrics for Trainer(batch_eval_metrics=True)."""
from typing import Dict, List

import numpy as np
from transformers import EvalPrediction


class StreamingSpanMetric:
    def __init__(self, max_answer_length: int = 30, n_best: int = 20):
        self.max_answer_length = max_answer_length
        self.n_best = n_best
        self._reset()

    def _reset(self):
        self.start_logits: List[np.ndarray] = []
        self.end_logits: List[np.ndarray] = []
        self.start_positions: List[np.ndarray] = []
        self.end_positions: List[np.ndarray] = []

    def _best_span(self, start: np.ndarray, end: np.ndarray):
        start_idx = np.argsort(start)[-1: -self.n_best - 1: -1]
        end_idx = np.argsort(end)[-1: -self.n_best - 1: -1]
        best, best_score = (0, 0), -np.inf
        for s in start_idx:
            for e in end_idx:
                if e < s or e - s + 1 > self.max_answer_length:
                    continue
                score = start[s] + end[e]
                if score > best_score:
                    best, best_score = (int(s), int(e)), score
        return best

    def __call__(self, eval_pred: EvalPrediction, compute_result: bool = False) -> Dict[str, float]:
        start_logits, end_logits = eval_pred.predictions
        start_pos, end_pos = eval_pred.label_ids
        self.start_logits.append(start_logits.float().cpu().numpy())
        self.end_logits.append(end_logits.float().cpu().numpy())
        self.start_positions.append(start_pos.cpu().numpy())
        self.end_positions.append(end_pos.cpu().numpy())
        if not compute_result:
            return {}

        starts = np.concatenate(self.start_logits)
        ends = np.concatenate(self.end_logits)
        gold_s = np.concatenate(self.start_positions)
        gold_e = np.concatenate(self.end_positions)
        spans = [self._best_span(s, e) for s, e in zip(starts, ends)]
        exact = np.mean([(ps == gs and pe == ge) for (ps, pe), gs, ge in zip(spans, gold_s, gold_e)])
        overlap = []
        for (ps, pe), gs, ge in zip(spans, gold_s, gold_e):
            inter = max(0, min(pe, ge) - max(ps, gs) + 1)
            union = max(pe, ge) - min(ps, gs) + 1
            overlap.append(inter / union)
        self._reset()
        return {"exact_span": float(exact), "span_iou": float(np.mean(overlap))}
