"""Text-encoder side of the remote CLIP worker: load a checkpoint and encode prompts."""
import logging

import torch
from safetensors.torch import load_file

from text_encoders import build_text_encoder, build_tokenizer

log = logging.getLogger("remote_clip")


class LoadedClip:
    def __init__(self, encoder: torch.nn.Module, tokenizer, device: torch.device, dtype: torch.dtype):
        self.encoder = encoder
        self.tokenizer = tokenizer
        self.device = device
        self.dtype = dtype

    def encode(self, text: str):
        tokens = self.tokenizer(text, return_tensors="pt", padding="max_length", truncation=True)
        input_ids = tokens["input_ids"].to(self.device)
        attention_mask = tokens["attention_mask"].to(self.device)
        out = self.encoder(input_ids=input_ids, attention_mask=attention_mask, output_hidden_states=True)
        cond = out.last_hidden_state.to(torch.float32)
        pooled = out.pooler_output.to(torch.float32) if getattr(out, "pooler_output", None) is not None else None
        return cond, pooled, {"attention_mask": attention_mask}


def load_clip(paths, clip_type: str, device: str = "cuda", dtype: torch.dtype = torch.float16) -> LoadedClip:
    dev = torch.device(device if torch.cuda.is_available() else "cpu")
    encoder = build_text_encoder(clip_type)
    state = {}
    for p in paths:
        state.update(load_file(p))
    missing, unexpected = encoder.load_state_dict(state, strict=False)
    if missing:
        log.warning("missing keys: %d", len(missing))
    encoder = encoder.to(device=dev, dtype=dtype).eval()
    log.info("loaded %s text encoder on %s", clip_type, dev)
    return LoadedClip(encoder, build_tokenizer(clip_type), dev, dtype)
