# expect: none
# source: https://github.com/iLearn-Lab/MM19-MMGCN/issues/8 ("Save embeddings after training": the PATH_weight_save flag was discarded; maintainer points to torch.save()/torch.load())
# note: reconstruction of an export script for the trained model: Model.py's MMGCN moves itself (parameters, features, graph) to cuda in __init__, but its export_embeddings() computes the representation under no_grad and returns `rep.detach().cpu()`, so the `.numpy()` calls and np.save here receive CPU float32 tensors without grad.
import numpy as np
import torch

from Model import MMGCN
from data import load_tiktok

features, edge_index, num_user, num_item = load_tiktok("Data/tiktok")
model = MMGCN(features, edge_index, num_user, num_item)
model.load_state_dict(torch.load("checkpoints/mmgcn_tiktok.pt", map_location=model.device))

rep = model.export_embeddings()
user_emb = rep[:num_user].numpy()
item_emb = rep[num_user:].numpy()
np.save("embeddings/user.npy", user_emb)
np.save("embeddings/item.npy", item_emb)
print("users", user_emb.shape, "items", item_emb.shape, "norm", float(np.linalg.norm(item_emb, axis=1).mean()))
