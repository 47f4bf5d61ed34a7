import argparse
from types import SimpleNamespace

import torch
from sae_lens import SAE
from transformer_lens import HookedTransformer

from sae_dashboard.feature_data_generator import FeatureDataGenerator

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="gemma-2b")
parser.add_argument("--release", default="gemma-2b-res-jb")
parser.add_argument("--sae-id", default="blocks.6.hook_resid_post")
parser.add_argument("--features", type=int, nargs="+", default=list(range(32)))
parser.add_argument("--n-prompts", type=int, default=512)
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"
model = HookedTransformer.from_pretrained_no_processing(args.model, dtype=torch.bfloat16, device=device)
sae, cfg_dict, _ = SAE.from_pretrained(release=args.release, sae_id=args.sae_id, device=device)
sae = sae.to(dtype=torch.bfloat16)

tokens = torch.load("data/pile_tokens_128.pt")[: args.n_prompts]
cfg = SimpleNamespace(hook_point=args.sae_id, layer=6, minibatch_size_tokens=64, n_top_examples=20, device=device)

generator = FeatureDataGenerator(cfg, tokens, model, sae)
data = generator.get_feature_data(args.features)
for feat, d in data.items():
    print(feat, round(d.frac_nonzero, 5), None if d.quantiles is None else d.quantiles[-1])
