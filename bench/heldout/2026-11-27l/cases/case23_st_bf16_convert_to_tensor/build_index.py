import argparse

import torch

from semsearch.embedder import load_embedder
from semsearch.index import CorpusIndex

parser = argparse.ArgumentParser()
parser.add_argument("corpus")
parser.add_argument("--out", default="index")
args = parser.parse_args()

with open(args.corpus) as fh:
    texts = [line.strip() for line in fh if line.strip()]
model = load_embedder()
index = CorpusIndex(model).build(texts)
index.save(args.out)
print(f"{len(index.texts)} passages indexed on {torch.cuda.get_device_name() if torch.cuda.is_available() else 'cpu'}")
