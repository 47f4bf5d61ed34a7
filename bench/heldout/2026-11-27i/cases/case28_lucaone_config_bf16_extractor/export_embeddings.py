# expect: TL004
# source: https://github.com/LucaOne/LucaOne/pull/122 ("debug: fix the bug for getting embedding using bf16"; embeddings saved as NumPy, see also https://github.com/LucaOne/LucaOne/pull/79 "add embedding save type: numpy or tensor")
# note: reconstruction split over three files: config.py sets DTYPE = torch.bfloat16, encoder.py casts the model to it and returns mean-pooled hidden states computed under no_grad (bfloat16, on cuda:0); this script copies them with `.cpu()` and calls `.numpy()`, which raises "Got unsupported ScalarType BFloat16". The sequence ids are strings.
import csv

import numpy as np

from encoder import embed, load_encoder


def export(fasta_csv, out_path, batch_size=8):
    tokenizer, model = load_encoder()
    with open(fasta_csv) as fh:
        rows = list(csv.DictReader(fh))
    ids, chunks = [], []
    for start in range(0, len(rows), batch_size):
        part = rows[start:start + batch_size]
        emb = embed(tokenizer, model, [r["seq"] for r in part])
        chunks.append(emb.cpu().numpy())
        ids.extend(r["seq_id"] for r in part)
    np.savez(out_path, ids=np.array(ids), emb=np.concatenate(chunks))


if __name__ == "__main__":
    export("data/proteins.csv", "embeddings/proteins.npz")
