import torch
from sentence_transformers import SentenceTransformer

MODEL_NAME = "BAAI/bge-base-en-v1.5"


def load_embedder(device=None):
    device = device or ("cuda" if torch.cuda.is_available() else "cpu")
    model = SentenceTransformer(MODEL_NAME, device=device)
    # half-precision weights: twice the batch size on the same GPU
    return model.half()
