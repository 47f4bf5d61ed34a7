# expect: TL004
# source: https://github.com/unslothai/unsloth/issues/930 ("newest commit (untrained tokens llame 3.1 base) creates bfloat16 issue with Mistral Nemo training": in fix_untrained_tokens, `lm_head_bad = lm_head_bad.cpu().numpy().round(3)` raises "TypeError: Got unsupported ScalarType BFloat16")
# note: reconstruction of the untrained-token check of that commit, vendored into a fine-tuning project: train.py loads the base model with torch_dtype=torch.bfloat16 on cuda, so the lm_head weight rows picked out here are bfloat16; the function runs under inference mode (no grad) and `.cpu()` handles the device, but `.numpy()` raises. The index lists and token strings are read with `.tolist()`, which is valid.
from collections import Counter

import torch


@torch.inference_mode()
def fix_untrained_tokens(model, tokenizer, train_dataset, eps=1e-16):
    """Llama-3 style base models have untrained rows; reset them to the mean of the trained ones."""
    embedding_matrix = model.get_input_embeddings().weight
    lm_head_matrix = model.get_output_embeddings().weight

    indicator_untrained1 = torch.amax(embedding_matrix, axis=1) <= eps
    indicator_untrained2 = torch.amax(lm_head_matrix, axis=1) <= eps
    where_untrained = torch.where(indicator_untrained1 & indicator_untrained2)[0]
    if where_untrained.numel() == 0:
        return

    # Some models (Mistral Nemo) have near-constant lm_head rows instead of zeros: report them
    lm_head_where = torch.where(indicator_untrained1)[0]
    lm_head_bad = lm_head_matrix[lm_head_where]
    lm_head_bad = lm_head_bad.cpu().numpy().round(3)
    counter = Counter(tuple(row) for row in lm_head_bad)
    print(f"Unsloth: {len(counter)} distinct untrained lm_head rows")

    bad_tokens = tokenizer.convert_ids_to_tokens(where_untrained.tolist())
    used = {tok for example in train_dataset["text"] for tok in tokenizer.tokenize(example)}
    if used.intersection(bad_tokens):
        raise ValueError(f"Untrained tokens {sorted(used.intersection(bad_tokens))} appear in the dataset")

    n_trained = embedding_matrix.shape[0] - where_untrained.numel()
    mean_embedding = (embedding_matrix.sum(0) - embedding_matrix[where_untrained].sum(0)) / n_trained
    mean_lm_head = (lm_head_matrix.sum(0) - lm_head_matrix[where_untrained].sum(0)) / n_trained
    embedding_matrix[where_untrained] = mean_embedding.to(embedding_matrix.dtype)
    lm_head_matrix[where_untrained] = mean_lm_head.to(lm_head_matrix.dtype)
