import torch
from torch.utils.data import DataLoader

from metrics import precision_at_1_and_map


@torch.no_grad()
def get_all_embeddings(dataset, trunk, embedder, batch_size=256):
    trunk.eval()
    embedder.eval()
    loader = DataLoader(dataset, batch_size=batch_size, shuffle=False)
    embeddings, labels = [], []
    for x, y in loader:
        embeddings.append(embedder(trunk(x)))
        labels.append(y)
    return torch.cat(embeddings), torch.cat(labels)


def test(train_set, test_set, trunk, embedder):
    train_emb, train_labels = get_all_embeddings(train_set, trunk, embedder)
    test_emb, test_labels = get_all_embeddings(test_set, trunk, embedder)
    return precision_at_1_and_map(test_emb, train_emb, test_labels, train_labels, same_source=False)
