# expect: TL004
# source: https://github.com/allenai/reward-bench/pull/197 ("Tiny dtype fix": "When a model gives a bfloat16, .numpy() can be unhappy. This happens for e.g. Skywork.")
# note: reconstruction of a reward-model scoring script: the classifier is loaded with torch_dtype=torch.bfloat16 and moved to cuda, the forward runs under no_grad, and the reward logits (bfloat16) are copied with `.cpu()` and converted with `.numpy()`, which raises "Got unsupported ScalarType BFloat16". Device and grad are handled.
import argparse

import numpy as np
import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer

from rewardbench.utils import load_eval_dataset


def score_pairs(model, tokenizer, pairs, batch_size, device):
    chosen_scores, rejected_scores = [], []
    for start in range(0, len(pairs), batch_size):
        chunk = pairs[start:start + batch_size]
        for key, sink in (("chosen", chosen_scores), ("rejected", rejected_scores)):
            enc = tokenizer([p[key] for p in chunk], padding=True, truncation=True, return_tensors="pt").to(device)
            with torch.no_grad():
                rewards = model(**enc).logits[:, 0]
            sink.extend(rewards.cpu().numpy().tolist())
    return np.array(chosen_scores), np.array(rejected_scores)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="Skywork/Skywork-Reward-Llama-3.1-8B")
    parser.add_argument("--batch_size", type=int, default=8)
    args = parser.parse_args()

    device = "cuda" if torch.cuda.is_available() else "cpu"
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForSequenceClassification.from_pretrained(args.model, torch_dtype=torch.bfloat16).to(device)
    model.eval()
    pairs = load_eval_dataset()
    chosen, rejected = score_pairs(model, tokenizer, pairs, args.batch_size, device)
    accuracy = float(np.mean(chosen > rejected))
    print(f"{args.model}: accuracy {accuracy:.4f} on {len(pairs)} pairs")


if __name__ == "__main__":
    main()
