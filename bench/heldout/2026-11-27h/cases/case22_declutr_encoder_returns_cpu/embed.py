# expect: none
# source: https://github.com/JohnGiorgi/DeCLUTR/pull/151 ("Accumulate tensors on CPU": `Encoder` was accumulating tensors on the GPU when cuda_device=0; it now accumulates them on the CPU)
# note: Encoder (re-exported by declutr/__init__.py, defined in declutr/encoder.py with relative imports of .pooling) moves the model to cuda when it can, but runs under no_grad and copies every pooled batch with .cpu() before torch.cat, so the tensor embed.py receives is a CPU float32 tensor without grad.
import numpy as np
from transformers import AutoModel, AutoTokenizer

from declutr import Encoder

tokenizer = AutoTokenizer.from_pretrained("johngiorgi/declutr-small")
model = AutoModel.from_pretrained("johngiorgi/declutr-small")
encoder = Encoder(model)

with open("sentences.txt") as fh:
    sentences = [line.strip() for line in fh if line.strip()]
batches = [tokenizer(sentences[i:i + 32], padding=True, truncation=True, return_tensors="pt")
           for i in range(0, len(sentences), 32)]

embeddings = encoder(batches)
emb = embeddings.numpy()
np.save("embeddings.npy", emb)
similarity = emb @ emb.T
print("most similar pair:", np.unravel_index(np.argmax(similarity - np.eye(len(emb)) * 2), similarity.shape))
