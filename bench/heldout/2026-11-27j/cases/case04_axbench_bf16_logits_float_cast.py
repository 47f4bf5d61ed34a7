# expect: none
# source: https://github.com/stanfordnlp/axbench/pull/53 ("[Bug Fix] Logit bfloat16 support")
# note: reconstruction of a concept-detection evaluation with the fix applied: the language model runs in bfloat16 on cuda under no_grad; the per-token logits are cast with `.float()` before `.cpu().numpy()`, and the latent activations (also bf16) are read with `.tolist()`, which works for bfloat16. Nothing converted requires grad or is bfloat16 when NumPy sees it.
import numpy as np
import pandas as pd
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ConceptScorer:
    def __init__(self, model_name, layer, device="cuda"):
        self.device = device
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.bfloat16).to(device)
        self.model.eval()
        self.layer = layer

    @torch.no_grad()
    def score(self, prompts, concept_token_ids):
        rows = []
        for prompt in prompts:
            enc = self.tokenizer(prompt, return_tensors="pt").to(self.device)
            out = self.model(**enc, output_hidden_states=True)
            last_logits = out.logits[0, -1].float().cpu().numpy()
            acts = out.hidden_states[self.layer][0].norm(dim=-1).tolist()
            probs = np.exp(last_logits - last_logits.max())
            probs /= probs.sum()
            rows.append({
                "prompt": prompt,
                "concept_prob": float(probs[concept_token_ids].sum()),
                "max_act": max(acts),
            })
        return pd.DataFrame(rows)


if __name__ == "__main__":
    scorer = ConceptScorer("google/gemma-2-2b", layer=10)
    df = scorer.score(["The Golden Gate Bridge is", "My favourite food is"], concept_token_ids=[235248, 3576])
    df.to_csv("concept_scores.csv", index=False)
    print(df.describe())
