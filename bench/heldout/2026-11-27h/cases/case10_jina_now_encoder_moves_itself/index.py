# expect: TL001
# source: https://github.com/jina-ai/now/issues/71 ("fix: does not work on GPU": TypeError: can't convert cuda:0 device type tensor to numpy)
# note: reconstruction: the encoder class in models/encoder.py moves itself to cuda when a GPU exists and encode() moves each batch there (under no_grad), so the embeddings index.py receives are cuda tensors without grad; `emb.numpy()` fails on a GPU machine. np.concatenate gets ndarrays.
import numpy as np

from models.encoder import ClipEncoder
from backbones import vit_b32
from docs_loader import image_loader

encoder = ClipEncoder(vit_b32(pretrained=True))


def index_documents(loader):
    vectors, doc_ids = [], []
    for images, ids in loader:
        emb = encoder.encode(images)
        vectors.append(emb.numpy())
        doc_ids.extend(ids)
    return np.concatenate(vectors), doc_ids


if __name__ == "__main__":
    matrix, ids = index_documents(image_loader("data/images", batch_size=64))
    np.save("index_vectors.npy", matrix)
    print(f"indexed {len(ids)} documents, dim {matrix.shape[1]}")
