# expect: none
# source: https://github.com/LucaOne/LucaOneApp/pull/93 ("debug: fix the bug for getting embedding using bf16") - fixed twin of case05
# note: reconstruction: the same bf16 model on cuda; the fix casts the bfloat16 embedding to float32 before it leaves the device, so `.cpu().numpy()` is valid. The mean-pooled vector is computed from the float32 copy, and the token count is read with `.item()`.
import numpy as np
import torch

from lucaone_model import LucaGPLM, load_tokenizer

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
use_bf16 = torch.cuda.is_available() and torch.cuda.is_bf16_supported()

model = LucaGPLM.from_pretrained("models/lucaone")
if use_bf16:
    model = model.to(torch.bfloat16)
model = model.to(device)
model.eval()
tokenizer = load_tokenizer("models/lucaone")


def get_embedding(seq, seq_type="gene"):
    encoded = tokenizer(seq, seq_type=seq_type, return_tensors="pt")
    input_ids = encoded["input_ids"].to(device)
    attention_mask = encoded["attention_mask"].to(device)
    with torch.no_grad():
        out = model(input_ids=input_ids, attention_mask=attention_mask)
    emb = out.hidden_states[-1][0, 1:-1, :]
    emb = emb.to(torch.float32)
    n_tokens = attention_mask.sum().item()
    return emb.cpu().numpy(), emb.mean(dim=0).cpu().numpy(), n_tokens


if __name__ == "__main__":
    matrix, pooled, n = get_embedding("ATGGCGTACGTTAGC")
    np.save("embeddings/example_matrix.npy", matrix)
    np.save("embeddings/example_pooled.npy", pooled)
    print(matrix.shape, pooled.shape, n)
