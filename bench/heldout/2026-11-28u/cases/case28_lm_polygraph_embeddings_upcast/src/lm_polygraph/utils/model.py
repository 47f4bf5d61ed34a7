from dataclasses import dataclass
from typing import Dict, List, Optional

import torch
from transformers import AutoConfig, AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer


@dataclass
class GenerationParameters:
    temperature: float = 1.0
    top_k: int = 50
    top_p: float = 1.0
    do_sample: bool = False
    num_beams: int = 1
    allow_newlines: bool = True


class WhiteboxModel:
    """Wraps a HuggingFace model and its tokenizer for the white-box uncertainty methods."""

    def __init__(self, model, tokenizer, model_path: Optional[str] = None, model_type: str = "CausalLM",
                 generation_parameters: GenerationParameters = GenerationParameters()):
        self.model = model
        self.tokenizer = tokenizer
        self.model_path = model_path
        self.model_type = model_type
        self.generation_parameters = generation_parameters

    def generate(self, **args):
        args.setdefault("do_sample", self.generation_parameters.do_sample)
        args.setdefault("num_beams", self.generation_parameters.num_beams)
        args.setdefault("pad_token_id", self.tokenizer.pad_token_id)
        return self.model.generate(**args)

    def tokenize(self, texts: List[str]) -> Dict[str, torch.Tensor]:
        return self.tokenizer(texts, padding=True, return_tensors="pt")

    def device(self):
        return self.model.device

    @staticmethod
    def from_pretrained(model_path: str, generation_params: Optional[Dict] = None, **kwargs):
        config = AutoConfig.from_pretrained(model_path, trust_remote_code=True)
        if any("CausalLM" in a for a in (config.architectures or [])):
            model_type = "CausalLM"
            model = AutoModelForCausalLM.from_pretrained(model_path, trust_remote_code=True, **kwargs)
        else:
            model_type = "Seq2SeqLM"
            model = AutoModelForSeq2SeqLM.from_pretrained(model_path, **kwargs)
        model.eval()

        tokenizer = AutoTokenizer.from_pretrained(model_path, padding_side="left", add_bos_token=True)
        if tokenizer.pad_token is None:
            tokenizer.pad_token = tokenizer.eos_token

        params = GenerationParameters(**(generation_params or {}))
        return WhiteboxModel(model, tokenizer, model_path, model_type, params)
