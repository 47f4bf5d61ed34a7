# expect: none
# source: https://github.com/datalab-to/surya/issues/290
# note: the fix proposed in the issue: with the model in bfloat16 on the GPU, logits are cast with .to(torch.float32) before
#       .detach().cpu().numpy(); inference_mode, so no grad either.
from typing import List

import numpy as np
import torch
from transformers import AutoTokenizer

from surya.ocr_error.model.encoder import DistilBertForSequenceClassification

device = "cuda" if torch.cuda.is_available() else "cpu"


class OCRErrorPredictor:
    def __init__(self, checkpoint="vikp/ocr_error_detection", dtype=torch.bfloat16):
        self.model = DistilBertForSequenceClassification.from_pretrained(checkpoint, torch_dtype=dtype).to(device).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.batch_size = 32

    def __call__(self, texts: List[str]):
        predictions = []
        for i in range(0, len(texts), self.batch_size):
            encoded = self.tokenizer(texts[i:i + self.batch_size], padding=True, truncation=True, return_tensors="pt")
            with torch.inference_mode():
                pred = self.model(encoded["input_ids"].to(device), attention_mask=encoded["attention_mask"].to(device))
                logits = pred.logits.to(torch.float32).detach().cpu().numpy()
                predictions.extend(np.argmax(logits, axis=1).tolist())
        return ["good" if p == 0 else "bad" for p in predictions]
