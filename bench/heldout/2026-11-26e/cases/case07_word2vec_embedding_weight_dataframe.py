# expect: TL002
# source: pattern of word2vec/skip-gram scripts that export embeddings with pandas (found with find_string "pd.DataFrame(model.embeddings.weight"); no single thread
# note: reconstruction: the usual step is pd.DataFrame(model.embeddings.weight.data.cpu()) (word2vec scripts found with find_string); here the
#       Parameter itself (requires_grad, grad mode on, CPU) goes to pd.DataFrame, whose np.asarray raises for grad. Losses are logged with .item().
import pandas as pd
import torch
import torch.nn as nn
import torch.nn.functional as F


class SkipGram(nn.Module):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, dim)
        self.out = nn.Linear(dim, vocab_size)

    def forward(self, targets):
        return self.out(self.embeddings(targets))


def train(pairs, vocab, dim=64, epochs=5, out_csv="embeddings.csv"):
    model = SkipGram(len(vocab), dim)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    for epoch in range(epochs):
        epoch_loss = 0.0
        for targets, contexts in pairs:
            optimizer.zero_grad()
            logits = model(targets)
            loss = F.cross_entropy(logits, contexts)
            loss.backward()
            optimizer.step()
            epoch_loss += loss.item()
        print(f"epoch {epoch + 1}: loss {epoch_loss / len(pairs):.4f}")

    df = pd.DataFrame(model.embeddings.weight, index=vocab)
    df.to_csv(out_csv)
    return df
