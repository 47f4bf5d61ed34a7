# expect: TL004
# source: https://github.com/LucaOne/LucaOne/pull/120 ("debug: fix the bug for getting embedding using bf16")
# note: reconstruction of the embedding script: the checkpoint is loaded and cast to torch.bfloat16 when the GPU supports it (the default on A100/H100), the forward runs under no_grad and the embedding is copied with `.cpu()`, but `.numpy()` of a bfloat16 tensor raises "Got unsupported ScalarType BFloat16". The token ids and the attention mask are int64.
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


def get_embedding(seq, seq_type="prot"):
    encoded = tokenizer(seq, seq_type=seq_type, return_tensors="pt")
    input_ids = encoded["input_ids"].to(device)
    attention_mask = encoded["attention_mask"].to(device)
    with torch.no_grad():
        out = model(input_ids=input_ids, attention_mask=attention_mask)
    emb = out.hidden_states[-1][0, 1:-1, :]
    return emb.cpu().numpy()


if __name__ == "__main__":
    vec = get_embedding("MKTAYIAKQRQISFVKSHFSRQ")
    np.save("embeddings/example.npy", vec)
    print(vec.shape)
