import logging

import torch
from omegaconf import DictConfig
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

DTYPES = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}


def get_model(model_cfg: DictConfig):
    model_args = model_cfg.model_args
    path = model_args.pretrained_model_name_or_path
    torch_dtype = DTYPES[model_args.get("torch_dtype", "bfloat16")]
    model = AutoModelForCausalLM.from_pretrained(
        path,
        torch_dtype=torch_dtype,
        attn_implementation=model_args.get("attn_implementation", "sdpa"),
        device_map="cuda",
    )
    tokenizer = AutoTokenizer.from_pretrained(model_cfg.tokenizer_args.pretrained_model_name_or_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    logger.info("loaded %s in %s", path, torch_dtype)
    return model, tokenizer
