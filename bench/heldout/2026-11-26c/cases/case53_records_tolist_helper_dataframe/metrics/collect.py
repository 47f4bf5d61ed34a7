from typing import Dict, List

import torch


def batch_records(ids: List[str], logits: torch.Tensor, labels: torch.Tensor, loss_per_sample: torch.Tensor) -> List[Dict]:
    """Turn one batch of (possibly cuda, graph-attached) outputs into plain Python records."""
    probs = logits.softmax(-1)
    conf, pred = probs.max(-1)
    return [
        {"id": i, "confidence": c, "pred": p, "label": l, "loss": s}
        for i, c, p, l, s in zip(ids, conf.tolist(), pred.tolist(), labels.tolist(), loss_per_sample.tolist())
    ]
