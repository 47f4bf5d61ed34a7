import argparse

import matplotlib.pyplot as plt
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from tuned_lens import PredictionTrajectory, TunedLens

parser = argparse.ArgumentParser(description="Plot a tuned-lens prediction trajectory")
parser.add_argument("--model", default="EleutherAI/pythia-1.4b-deduped")
parser.add_argument("--text", default="it was the best of times, it was the worst of times")
parser.add_argument("--dtype", default="bfloat16", choices=["float32", "bfloat16"])
args = parser.parse_args()

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
dtype = getattr(torch, args.dtype)

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=dtype).to(device)
model.eval()
lens = TunedLens.from_model_and_pretrained(model).to(device=device, dtype=dtype)

input_ids = tokenizer.encode(args.text)
targets = input_ids[1:] + [tokenizer.eos_token_id]

traj = PredictionTrajectory.from_lens_and_model(
    lens=lens, model=model, input_ids=input_ids, tokenizer=tokenizer, targets=targets
)
ent = traj.entropy()
plt.imshow(ent, aspect="auto", cmap="viridis")
plt.colorbar(label="entropy (nats)")
plt.savefig("trajectory_entropy.png")
