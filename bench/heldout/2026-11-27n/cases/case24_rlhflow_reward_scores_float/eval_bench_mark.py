# expect: none
# source: https://github.com/RLHFlow/RLHF-Reward-Modeling/pull/3 ("Update eval_bench_mark.py allow use bf16 or f32": "Some environment does support bfloat16 that good, so adding a new argument, works similarly to bf16 parameter in gemma_rm.py")
# note: reconstruction of the benchmark scorer around the PR's dtype switch: rm_loader.py loads the reward model with `torch_dtype=torch.bfloat16` for the default `--dtype bf16` and moves it to the GPU, so the scalar rewards are bfloat16; the scorer copies them with `.cpu().numpy()` and NumPy has no bfloat16 ("Got unsupported ScalarType BFloat16"). Scoring runs under `torch.no_grad()` and `.cpu()` handles the device; accuracy is computed from Python floats. Twin: the rewards are upcast before the copy (`rewards.float().cpu().numpy()`); rm_loader.py is identical.
import argparse
import json

import numpy as np
import torch
from tqdm import tqdm

from rm_loader import load_reward_model


def score_pairs(model, tokenizer, pairs, device, batch_size=8, max_length=2048):
    chosen_scores, rejected_scores = [], []
    for start in tqdm(range(0, len(pairs), batch_size)):
        batch = pairs[start:start + batch_size]
        for key, sink in (("chosen", chosen_scores), ("rejected", rejected_scores)):
            texts = [tokenizer.apply_chat_template(p[key], tokenize=False) for p in batch]
            enc = tokenizer(texts, return_tensors="pt", padding=True, truncation=True, max_length=max_length)
            enc = {k: v.to(device) for k, v in enc.items()}
            with torch.no_grad():
                rewards = model(**enc).logits[:, 0]
            sink.extend(rewards.float().cpu().numpy().tolist())
    return np.array(chosen_scores), np.array(rejected_scores)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reward_name_or_path", default="sfairXC/FsfairX-LLaMA3-RM-v0.1")
    parser.add_argument("--data", default="reward_bench.jsonl")
    parser.add_argument("--dtype", default="bf16", choices=["bf16", "f32"])
    parser.add_argument("--batch_size", type=int, default=8)
    parser.add_argument("--output", default="scores.json")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model, tokenizer = load_reward_model(args.reward_name_or_path, args.dtype, device)
    with open(args.data) as fh:
        pairs = [json.loads(line) for line in fh]
    chosen, rejected = score_pairs(model, tokenizer, pairs, device, args.batch_size)
    accuracy = float((chosen > rejected).mean())
    print("accuracy: {:.4f} over {} pairs".format(accuracy, len(pairs)))
    with open(args.output, "w") as fh:
        json.dump({"accuracy": accuracy, "chosen": chosen.tolist(), "rejected": rejected.tolist()}, fh)


if __name__ == "__main__":
    main()
