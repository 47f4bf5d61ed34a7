import torch
import torch.nn.functional as F

from model import CTransformer
from viz import plot_attention


def go(train_batches, vocab_size=50000, epochs=2):
    model = CTransformer(emb=128, heads=8, depth=6, seq_length=512, num_tokens=vocab_size, num_classes=2)
    opt = torch.optim.Adam(model.parameters(), lr=1e-4)
    for epoch in range(epochs):
        model.train()
        for tokens, labels in train_batches:
            loss = F.nll_loss(model(tokens), labels)
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch}: loss {loss.item():.3f}")
    sample, _ = next(iter(train_batches))
    plot_attention(model, sample[:1, :64], layer=5, head=0)
