import os

import torch
from PIL import Image

from image_embedding import save_embedding_file


class Embedding:
    def __init__(self, vec, name, step=0):
        self.vec = vec
        self.name = name
        self.step = step
        self.checkpoint = None


def create_embedding(name, num_vectors, dim, init_vectors, device):
    vec = init_vectors[:num_vectors].clone().to(device)
    if vec.shape[0] < num_vectors:
        vec = torch.cat([vec, torch.zeros(num_vectors - vec.shape[0], dim, device=device)])
    return Embedding(vec, name)


def train_embedding(embedding, sd_model, dataset, log_directory, steps=10000, learn_rate=0.005,
                    save_embedding_every=500, preview_every=500):
    device = embedding.vec.device
    embedding.vec.requires_grad = True
    optimizer = torch.optim.AdamW([embedding.vec], lr=learn_rate)
    os.makedirs(os.path.join(log_directory, "embeddings"), exist_ok=True)
    for step, (latents, cond_text) in enumerate(dataset, start=embedding.step):
        if step >= steps:
            break
        cond = sd_model.get_learned_conditioning(cond_text, embedding.vec)
        loss = sd_model(latents.to(device), cond)[0]
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        embedding.step = step + 1
        if embedding.step % save_embedding_every == 0:
            filename = os.path.join(log_directory, "embeddings", "{}-{}.pt".format(embedding.name, embedding.step))
            preview = None
            if embedding.step % preview_every == 0:
                preview = Image.new("RGB", (512, 512))
            save_embedding_file(embedding, filename, preview)
        if step % 50 == 0:
            print("step {} loss {:.5f}".format(step, loss.item()))
    return embedding
