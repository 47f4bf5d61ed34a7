# expect: none
# source: https://github.com/huggingface/datasets/issues/6566 ("I train controlnet_sdxl in bf16 datatype, got unsupported ERROR in datasets": traceback from `train_controlnet_sdxl.py` line 1013, `train_dataset = train_dataset.map(compute_embeddings_fn, batched=True, new_fingerprint=new_fingerprint)` down to `datasets/arrow_writer.py` `write_batch` -> `pa.array(typed_sequence)` -> `_handle_arrow_array_protocol`)
# note: the diffusers SDXL ControlNet training script under HF accelerate, reconstructed: `train_controlnet_sdxl.py` creates `Accelerator(mixed_precision="bf16")`, casts both text encoders to `weight_dtype` (bf16) on `accelerator.device` and maps `compute_embeddings` over the dataset; `sdxl_embeddings.py` encodes the prompts under `torch.no_grad()` and hands the bf16 embeddings and time ids to the Arrow writer through NumPy (`.cpu().numpy()` in `_to_arrow`; in the real script the same conversion happens inside `datasets`), which fails on bfloat16. Token ids are int64; the original sizes are Python ints. Header `sdxl_embeddings.py`. Twin: `_to_arrow` casts to float32 before the host copy.
import random

import numpy as np
import torch


def _to_arrow(t: torch.Tensor) -> np.ndarray:
    # datasets stores NumPy arrays in its Arrow cache
    return t.float().cpu().numpy()


def encode_prompt(prompt_batch, text_encoders, tokenizers, proportion_empty_prompts, is_train=True):
    prompt_embeds_list = []
    captions = []
    for caption in prompt_batch:
        if random.random() < proportion_empty_prompts:
            captions.append("")
        elif isinstance(caption, str):
            captions.append(caption)
        elif isinstance(caption, (list, np.ndarray)):
            # take a random caption if there are multiple
            captions.append(random.choice(caption) if is_train else caption[0])

    with torch.no_grad():
        for tokenizer, text_encoder in zip(tokenizers, text_encoders):
            text_inputs = tokenizer(captions, padding="max_length", max_length=tokenizer.model_max_length,
                                    truncation=True, return_tensors="pt")
            text_input_ids = text_inputs.input_ids
            prompt_embeds = text_encoder(text_input_ids.to(text_encoder.device), output_hidden_states=True)

            # We are only ALWAYS interested in the pooled output of the final text encoder
            pooled_prompt_embeds = prompt_embeds[0]
            prompt_embeds = prompt_embeds.hidden_states[-2]
            bs_embed, seq_len, _ = prompt_embeds.shape
            prompt_embeds = prompt_embeds.view(bs_embed, seq_len, -1)
            prompt_embeds_list.append(prompt_embeds)

    prompt_embeds = torch.concat(prompt_embeds_list, dim=-1)
    pooled_prompt_embeds = pooled_prompt_embeds.view(bs_embed, -1)
    return prompt_embeds, pooled_prompt_embeds


def compute_embeddings(batch, proportion_empty_prompts, text_encoders, tokenizers, device, resolution,
                       caption_column="text", is_train=True):
    original_size = (resolution, resolution)
    target_size = (resolution, resolution)
    crops_coords_top_left = (0, 0)
    prompt_batch = batch[caption_column]

    prompt_embeds, pooled_prompt_embeds = encode_prompt(prompt_batch, text_encoders, tokenizers,
                                                        proportion_empty_prompts, is_train)
    add_text_embeds = pooled_prompt_embeds

    # Adapted from pipeline.StableDiffusionXLPipeline._get_add_time_ids
    add_time_ids = list(original_size + crops_coords_top_left + target_size)
    add_time_ids = torch.tensor([add_time_ids])

    prompt_embeds = prompt_embeds.to(device)
    add_text_embeds = add_text_embeds.to(device)
    add_time_ids = add_time_ids.repeat(len(prompt_batch), 1)
    add_time_ids = add_time_ids.to(device, dtype=prompt_embeds.dtype)

    return {
        "prompt_embeds": _to_arrow(prompt_embeds),
        "text_embeds": _to_arrow(add_text_embeds),
        "time_ids": _to_arrow(add_time_ids),
    }
