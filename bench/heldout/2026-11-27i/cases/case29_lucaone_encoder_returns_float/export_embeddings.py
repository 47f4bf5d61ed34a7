# expect: none
# source: https://github.com/LucaOne/LucaOneApp/pull/92 ("debug: fix the bug for getting embedding using bf16") - fixed twin of case28
# note: reconstruction with the fix placed in encoder.py: config.py still sets DTYPE = torch.bfloat16 and the model runs in bf16 on cuda:0, but embed() returns `pooled.float()` (float32), so `.cpu().numpy()` here is valid. This script is unchanged from case28; the deciding evidence is in encoder.py.
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
