# expect: TL004
# source: https://github.com/vogent/vogent-turn/issues/4 ("fix(inference): add .float() before .numpy() to support bfloat16 when using torch.complie": TurnDetector.predict() raises "TypeError: Got unsupported ScalarType BFloat16" at `probs = torch.softmax(logits, dim=1)[0].cpu().numpy()`; proposed: `.float().cpu().numpy()`)
# note: vogent_turn/inference.py's TurnDetector, condensed (feature extraction, chat template and warmup shapes reduced): on a cuda device of compute capability >= 8 the classifier is cast to bfloat16 and compiled with `torch.compile(mode="max-autotune")`; the compiled module returns bfloat16 logits, and softmax of bfloat16 stays bfloat16, so `.cpu().numpy()` raises (no_grad handles grad, `.cpu()` the device). The float32 path (older GPUs use float16, CPU float32) converts.
import logging
import os

import numpy as np
import torch
from transformers import AutoFeatureExtractor, AutoTokenizer

from smollm_whisper import WhisperSmolLMClassifier, WhisperSmolLMClassifierConfig

logger = logging.getLogger(__name__)


class TurnDetector:
    def __init__(self, model_name="vogent/Vogent-Turn-80M", revision=None, device=None, compile_model=True, warmup=True):
        revision = revision or os.getenv("TURN_DETECTOR_REVISION")
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        if self.device == "cuda":
            self._dtype = torch.bfloat16 if torch.cuda.get_device_capability()[0] >= 8 else torch.float16
        else:
            self._dtype = torch.float32

        self.feature_extractor = AutoFeatureExtractor.from_pretrained("openai/whisper-tiny")
        self.feature_extractor.padding_side = "left"
        self.tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM-135M-Instruct")
        config = WhisperSmolLMClassifierConfig.from_pretrained(model_name, revision=revision)
        self.model = WhisperSmolLMClassifier.from_pretrained(model_name, config=config, revision=revision)
        if self.device == "cuda":
            self.model = self.model.to(self._dtype).cuda()
        self.model.eval()

        if compile_model:
            backend = "inductor" if self.device == "cuda" else "aot_eager"
            self.model = torch.compile(self.model, mode="max-autotune", backend=backend)
            if warmup:
                self._warmup_model()

    def _warmup_model(self):
        with torch.no_grad():
            for seq_size in (64, 128, 256):
                tok_inputs = torch.zeros((1, seq_size), dtype=torch.int64, device=self.device)
                feats = torch.zeros((1, 80, 800), dtype=self._dtype, device=self.device)
                attn_mask = torch.ones((1, seq_size + feats.size(2) // 2), dtype=torch.int64, device=self.device)
                torch._dynamo.mark_dynamic(tok_inputs, 1)
                torch._dynamo.mark_dynamic(attn_mask, 1)
                _ = self.model(input_ids=tok_inputs, attention_mask=attn_mask, audio_features=feats).logits

    def predict(self, audio: np.ndarray, prev_line: str = "", curr_line: str = "", return_probs: bool = False):
        if audio.dtype != np.float32:
            audio = audio.astype(np.float32)
        audio = audio[-8 * 16000:]

        text = ""
        if prev_line or curr_line:
            text = self.tokenizer.apply_chat_template(
                [{"role": "user", "content": prev_line}, {"role": "assistant", "content": curr_line}],
                tokenize=False).rstrip().rstrip("<|im_end|>")
        text_inputs = self.tokenizer(text, return_tensors="pt", padding=True)
        feats = self.feature_extractor(audio, return_tensors="pt", sampling_rate=16000, max_length=16000 * 8).input_features
        feats = feats.to(self._dtype)

        input_ids = text_inputs.input_ids
        attention_mask = torch.cat([
            torch.ones(input_ids.shape[0], feats.size(2) // 2, dtype=text_inputs.attention_mask.dtype),
            text_inputs.attention_mask,
        ], dim=1)
        if self.device == "cuda":
            input_ids, attention_mask, feats = input_ids.cuda(), attention_mask.cuda(), feats.cuda()

        with torch.no_grad():
            logits = self.model(input_ids=input_ids, attention_mask=attention_mask, audio_features=feats).logits

        probs = torch.softmax(logits, dim=1)[0].cpu().numpy()
        prob_continue, prob_endpoint = float(probs[0]), float(probs[1])
        if return_probs:
            return {"is_endpoint": prob_endpoint > 0.5, "prob_endpoint": prob_endpoint, "prob_continue": prob_continue}
        return prob_endpoint > 0.5
