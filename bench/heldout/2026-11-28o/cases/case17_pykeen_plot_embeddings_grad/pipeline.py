import torch

from model import TransE
from plotting import plot_entity_embeddings


def train_kge(triples, num_entities, num_relations, epochs=100, batch_size=256, lr=1e-2):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = TransE(num_entities, num_relations, embedding_dim=64).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    triples = triples.to(device)
    for epoch in range(epochs):
        perm = torch.randperm(triples.shape[0], device=device)
        epoch_loss = 0.0
        for start in range(0, triples.shape[0], batch_size):
            pos = triples[perm[start:start + batch_size]]
            neg = pos.clone()
            neg[:, 2] = torch.randint(0, num_entities, (pos.shape[0],), device=device)
            loss = torch.relu(1.0 + model.score_hrt(pos) - model.score_hrt(neg)).mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            epoch_loss += loss.item()
        print("epoch", epoch, epoch_loss)
    return model


def run(triples, num_entities, num_relations, entity_labels):
    model = train_kge(triples, num_entities, num_relations)
    plot_entity_embeddings(model, entity_labels, "entities.png")
