import json

import fire
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from .rome import ROMEHyperParams, apply_rome_to_model
from .utils.generate import generate_fast


def test_model(model, tokenizer, queries, template):
    for query in queries:
        print(query, generate_fast(model, tokenizer, [template.format(query)], max_length=64)[0])


def main(data: str, model: str, config: str, template: str = "default", checkpointing: bool = False):
    with open(data, "r", encoding="utf-8") as f:
        requests = json.load(f)
    queries = [query for request in requests for query in request["queries"]]
    tokenizer = AutoTokenizer.from_pretrained(model, use_fast=False, padding_side="left", trust_remote_code=True)
    model_old = AutoModelForCausalLM.from_pretrained(model, torch_dtype=torch.float16, trust_remote_code=True).cuda()
    hparams = ROMEHyperParams.from_name(config)
    print("Generating pre-update text")
    test_model(model_old, tokenizer, queries, template)
    print("Applying rome to model")
    model_new, _ = apply_rome_to_model(model_old, tokenizer, requests, hparams, batch_first=True, return_diff_weights=False)
    print("Generating post-update text")
    test_model(model_new, tokenizer, queries, template)
    if checkpointing:
        model_new.save_pretrained(model + "_edited", max_shard_size="10GB")


if __name__ == "__main__":
    fire.Fire(main)
