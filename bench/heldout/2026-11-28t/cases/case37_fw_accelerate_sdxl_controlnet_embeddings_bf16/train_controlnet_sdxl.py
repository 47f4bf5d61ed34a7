import argparse
import functools
import gc
import logging

import torch
from accelerate import Accelerator
from accelerate.logging import get_logger
from accelerate.utils import ProjectConfiguration, set_seed
from datasets import load_dataset
from datasets.fingerprint import Hasher
from transformers import AutoTokenizer, CLIPTextModel, CLIPTextModelWithProjection

from sdxl_embeddings import compute_embeddings

logger = get_logger(__name__)


def parse_args():
    parser = argparse.ArgumentParser(description="ControlNet SDXL training (embedding precompute stage)")
    parser.add_argument("--pretrained_model_name_or_path", default="stabilityai/stable-diffusion-xl-base-1.0")
    parser.add_argument("--dataset_name", default="fusing/fill50k")
    parser.add_argument("--output_dir", default="controlnet-sdxl")
    parser.add_argument("--resolution", type=int, default=1024)
    parser.add_argument("--proportion_empty_prompts", type=float, default=0.0)
    parser.add_argument("--mixed_precision", choices=["no", "fp16", "bf16"], default="bf16")
    parser.add_argument("--seed", type=int, default=None)
    return parser.parse_args()


def main(args):
    accelerator = Accelerator(mixed_precision=args.mixed_precision,
                              project_config=ProjectConfiguration(project_dir=args.output_dir))
    logging.basicConfig(format="%(asctime)s - %(levelname)s - %(name)s - %(message)s", level=logging.INFO)
    if args.seed is not None:
        set_seed(args.seed)

    tokenizer_one = AutoTokenizer.from_pretrained(args.pretrained_model_name_or_path, subfolder="tokenizer", use_fast=False)
    tokenizer_two = AutoTokenizer.from_pretrained(args.pretrained_model_name_or_path, subfolder="tokenizer_2", use_fast=False)
    text_encoder_one = CLIPTextModel.from_pretrained(args.pretrained_model_name_or_path, subfolder="text_encoder")
    text_encoder_two = CLIPTextModelWithProjection.from_pretrained(args.pretrained_model_name_or_path, subfolder="text_encoder_2")
    text_encoder_one.requires_grad_(False)
    text_encoder_two.requires_grad_(False)

    # For mixed precision training we cast the text_encoder and vae weights to half-precision
    # as these models are only used for inference, keeping weights in full precision is not required.
    weight_dtype = torch.float32
    if accelerator.mixed_precision == "fp16":
        weight_dtype = torch.float16
    elif accelerator.mixed_precision == "bf16":
        weight_dtype = torch.bfloat16
    text_encoder_one.to(accelerator.device, dtype=weight_dtype)
    text_encoder_two.to(accelerator.device, dtype=weight_dtype)

    train_dataset = load_dataset(args.dataset_name)["train"]
    text_encoders = [text_encoder_one, text_encoder_two]
    tokenizers = [tokenizer_one, tokenizer_two]
    compute_embeddings_fn = functools.partial(
        compute_embeddings,
        text_encoders=text_encoders,
        tokenizers=tokenizers,
        proportion_empty_prompts=args.proportion_empty_prompts,
        device=accelerator.device,
        resolution=args.resolution,
    )
    with accelerator.main_process_first():
        new_fingerprint = Hasher.hash(args)
        train_dataset = train_dataset.map(compute_embeddings_fn, batched=True, new_fingerprint=new_fingerprint)

    del text_encoders, tokenizers
    gc.collect()
    torch.cuda.empty_cache()
    logger.info(f"precomputed embeddings for {len(train_dataset)} examples")


if __name__ == "__main__":
    main(parse_args())
