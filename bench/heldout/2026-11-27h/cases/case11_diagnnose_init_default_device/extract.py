"""Extract layer-1 hidden states of a small LSTM language model for diagnostic probing."""
import torch
from torch import nn

from diagnnose.activations import ActivationBuffer

vocab, hidden = 5000, 650
embedding = nn.Embedding(vocab, hidden)
lstm = nn.LSTM(hidden, hidden, num_layers=2, batch_first=True)
lstm.load_state_dict(torch.load("models/lstm_lm.pt", map_location="cpu"))

sentences = torch.load("corpora/agreement_ids.pt", map_location="cpu")
buffer = ActivationBuffer(num_items=len(sentences), hidden_size=hidden)
with torch.no_grad():
    for ids in sentences.split(32):
        out, _ = lstm(embedding(ids.to(embedding.weight.device)))
        buffer.add(out[:, -1])
buffer.save("activations/layer1_final_token.npy")
