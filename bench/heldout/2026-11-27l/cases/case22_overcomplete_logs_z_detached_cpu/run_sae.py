import torch
from torch.utils.data import DataLoader

from overcomplete.sae import train_sae
from overcomplete.sae.models import TopKSAE
from overcomplete.sae.losses import mse_l1

activations = torch.load("activations/vit_b16_layer9.pt")
sae = TopKSAE(activations.shape[-1], nb_concepts=16_384, top_k=32, device="cuda")
optimizer = torch.optim.Adam(sae.parameters(), lr=5e-4)
loader = DataLoader(activations, batch_size=1024, shuffle=True)
logs = train_sae(sae, loader, mse_l1, optimizer, nb_epochs=50, monitoring=2, device="cuda")
torch.save({"z_samples": torch.cat(logs["z"])}, "runs/topk_sae_logs.pt")
