# expect: TL004
# source: https://github.com/datalab-to/surya/issues/290
# note: surya/ocr_error/__init__.py as quoted in the issue, with the model loaded in bfloat16 as the reporter ran it: pred.logits is bf16 and
#       `.detach().cpu().numpy()` raises before the float32 cast (the fix casts first). inference_mode, so no grad.
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
            batch = texts[i:i + self.batch_size]
            encoded = self.tokenizer(batch, padding=True, truncation=True, return_tensors="pt")
            batch_input_ids = encoded["input_ids"].to(device)
            batch_attention_mask = encoded["attention_mask"].to(device)
            with torch.inference_mode():
                pred = self.model(batch_input_ids, attention_mask=batch_attention_mask)
                logits = pred.logits.detach().cpu().numpy().astype(np.float32)
                predictions.extend(np.argmax(logits, axis=1).tolist())
        return ["good" if p == 0 else "bad" for p in predictions]
