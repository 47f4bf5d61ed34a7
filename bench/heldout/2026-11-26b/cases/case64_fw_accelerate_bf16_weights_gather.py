# expect: TL004
# source: https://github.com/MinishLab/model2vec/pull/53
import numpy as np
import torch
from accelerate import Accelerator
from transformers import AutoModelForSequenceClassification

from data import get_eval_dataloader

accelerator = Accelerator()
model = AutoModelForSequenceClassification.from_pretrained(
    "BAAI/bge-reranker-v2-m3", torch_dtype=torch.bfloat16
)
eval_dl = get_eval_dataloader(batch_size=64)
model, eval_dl = accelerator.prepare(model, eval_dl)

model.eval()
scores = []
for batch in eval_dl:
    with torch.no_grad():
        logits = model(**batch).logits.squeeze(-1)
    logits = accelerator.gather_for_metrics(logits)
    scores.append(logits.cpu().numpy())

scores = np.concatenate(scores)
np.save("rerank_scores.npy", scores)
