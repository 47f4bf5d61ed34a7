# expect: none
# source: https://github.com/AlignmentResearch/tuned-lens/pull/127
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "EleutherAI/pythia-410m"
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.bfloat16).to(device)
tokenizer = AutoTokenizer.from_pretrained(MODEL)


@torch.no_grad()
def next_token_logprobs(text):
    inputs = tokenizer(text, return_tensors="pt").to(device)
    logits = model(**inputs).logits[0].float()
    return logits.log_softmax(dim=-1).cpu().numpy()


def top_tokens(text, k=5):
    logprobs = next_token_logprobs(text)
    last = logprobs[-1]
    ids = np.argsort(last)[::-1][:k]
    return [(tokenizer.decode([i]), float(last[i])) for i in ids]
