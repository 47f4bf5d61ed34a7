# expect: TL004
# source: https://github.com/huggingface/sentence-transformers/pull/2783 ("Cast predict scores to float before converting to numpy": "Torch might throw a type error (see https://github.com/pytorch/pytorch/issues/109873) when a model uses a different precision (e.g., bf16). Casting the scores to float first fixes this. I encountered this error when evaluating the recent Jina reranker (https://huggingface.co/jinaai/jina-reranker-v2-base-multilingual).")
# note: `CrossEncoder.predict` reconstructed in the shape of sentence-transformers 3.0, with the reranker loaded through `automodel_args={"torch_dtype": torch.bfloat16}` as in the thread. The logits, and the sigmoid scores computed from them, are bfloat16; the conversion already does `.cpu().detach()` (device and grad handled), so `.numpy()` of each bf16 score raises "Got unsupported ScalarType BFloat16". The tokenizer features are moved to the target device, `len(logits[0])` is a Python int, the ranking works on the returned NumPy array, and `convert_to_tensor` keeps the tensors.
from typing import Dict, List, Optional, Tuple

import numpy as np
import torch
from torch import nn
from transformers import AutoConfig, AutoModelForSequenceClassification, AutoTokenizer


class CrossEncoder:
    def __init__(
        self,
        model_name: str,
        max_length: Optional[int] = None,
        device: Optional[str] = None,
        automodel_args: Optional[Dict] = None,
        trust_remote_code: bool = False,
    ):
        automodel_args = automodel_args or {}
        self.config = AutoConfig.from_pretrained(model_name, trust_remote_code=trust_remote_code)
        self.model = AutoModelForSequenceClassification.from_pretrained(
            model_name, config=self.config, trust_remote_code=trust_remote_code, **automodel_args
        )
        self.tokenizer = AutoTokenizer.from_pretrained(model_name, trust_remote_code=trust_remote_code)
        self.max_length = max_length
        if device is None:
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self._target_device = torch.device(device)
        self.default_activation_function = nn.Sigmoid() if self.config.num_labels == 1 else nn.Identity()

    def smart_batching_collate_text_only(self, batch: List[Tuple[str, str]]):
        texts = [[] for _ in range(len(batch[0]))]
        for example in batch:
            for idx, text in enumerate(example):
                texts[idx].append(text.strip())
        tokenized = self.tokenizer(
            *texts, padding=True, truncation="longest_first", return_tensors="pt", max_length=self.max_length
        )
        for name in tokenized:
            tokenized[name] = tokenized[name].to(self._target_device)
        return tokenized

    def predict(
        self,
        sentences: List[Tuple[str, str]],
        batch_size: int = 32,
        activation_fct=None,
        apply_softmax: bool = False,
        convert_to_numpy: bool = True,
        convert_to_tensor: bool = False,
    ):
        if activation_fct is None:
            activation_fct = self.default_activation_function
        pred_scores = []
        self.model.eval()
        self.model.to(self._target_device)
        with torch.no_grad():
            for start in range(0, len(sentences), batch_size):
                features = self.smart_batching_collate_text_only(sentences[start:start + batch_size])
                model_predictions = self.model(**features, return_dict=True)
                logits = activation_fct(model_predictions.logits)
                if apply_softmax and len(logits[0]) > 1:
                    logits = torch.nn.functional.softmax(logits, dim=1)
                pred_scores.extend(logits)
        if self.config.num_labels == 1:
            pred_scores = [score[0] for score in pred_scores]
        if convert_to_tensor:
            pred_scores = torch.stack(pred_scores)
        elif convert_to_numpy:
            pred_scores = np.asarray([score.cpu().detach().numpy() for score in pred_scores])
        return pred_scores


def rerank(query: str, documents: List[str], top_k: int = 3):
    model = CrossEncoder(
        "jinaai/jina-reranker-v2-base-multilingual",
        automodel_args={"torch_dtype": torch.bfloat16},
        trust_remote_code=True,
    )
    scores = model.predict([(query, doc) for doc in documents], batch_size=16)
    order = np.argsort(scores)[::-1][:top_k]
    return [(documents[i], float(scores[i])) for i in order]
