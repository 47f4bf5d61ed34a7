# expect: none
# source: https://github.com/locuslab/open-unlearning/pull/156 (cast bf16 model outputs to float32 before .cpu().numpy())
# note: the model in model.py runs in bfloat16 on the GPU, but RewardScorer.forward returns `.float()` scores; scoring runs under no_grad and the
#       scores are copied with .cpu(), so `.numpy()`/pandas see float32 CPU data.
import numpy as np
import pandas as pd
import torch
from transformers import AutoTokenizer

from model import RewardScorer

device = "cuda" if torch.cuda.is_available() else "cpu"


def score_responses(name, prompts, responses, batch_size=16):
    tokenizer = AutoTokenizer.from_pretrained(name)
    model = RewardScorer(name).to(device).eval()
    scores = []
    for i in range(0, len(prompts), batch_size):
        texts = [p + r for p, r in zip(prompts[i:i + batch_size], responses[i:i + batch_size])]
        enc = tokenizer(texts, padding=True, truncation=True, return_tensors="pt").to(device)
        with torch.no_grad():
            s = model(enc["input_ids"], enc["attention_mask"])
        scores.append(s.cpu().numpy())
    scores = np.concatenate(scores)
    return pd.DataFrame({"prompt": prompts, "response": responses, "score": scores})
