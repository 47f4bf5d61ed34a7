# expect: TL001
# source: https://github.com/wengong-jin/hgraph2graph/pull/35
import argparse

import numpy as np
import torch

from models import GraphEncoder
from vocab import load_vocab, tokenize

parser = argparse.ArgumentParser()
parser.add_argument("--smiles", required=True)
parser.add_argument("--model", required=True)
parser.add_argument("--output", default="latent.npy")
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"
vocab = load_vocab("vocab.txt")
encoder = GraphEncoder(len(vocab), 250, 32, device=device)
encoder.load_state_dict(torch.load(args.model, map_location=device))
encoder.eval()

latents = []
with torch.no_grad():
    for line in open(args.smiles):
        tokens = torch.tensor([tokenize(line.strip(), vocab)])
        z = encoder(tokens)
        latents.append(z.numpy())
np.save(args.output, np.concatenate(latents))
