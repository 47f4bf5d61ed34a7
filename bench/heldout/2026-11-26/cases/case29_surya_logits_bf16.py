# source: https://github.com/datalab-to/surya/issues/290
# expect: TL004
# why: the OCR-error model runs in bfloat16 and pred.logits.detach().cpu().numpy() precedes the astype cast
import numpy as np
import torch
from transformers import DistilBertForSequenceClassification

settings_dtype = torch.bfloat16
device = "cuda" if torch.cuda.is_available() else "cpu"


class OCRErrorPredictor:
    def __init__(self, checkpoint="vikp/ocr_error_detection"):
        self.model = DistilBertForSequenceClassification.from_pretrained(checkpoint, torch_dtype=settings_dtype)
        self.model = self.model.to(device).eval()

    def batch_ocr_error_detection(self, batch_input_ids, batch_attention_mask):
        with torch.inference_mode():
            pred = self.model(batch_input_ids.to(device), attention_mask=batch_attention_mask.to(device))
            logits = pred.logits.detach().cpu().numpy().astype(np.float32)
        return [self.model.config.id2label[p] for p in np.argmax(logits, axis=1).tolist()]
