# expect: none
# source: https://github.com/zylo117/Yet-Another-EfficientDet-Pytorch/pull/487 ("Changing CustomDataParallel to DistributedDataParallel": saving through `model.module` when the model is wrapped in torch.nn.parallel.DistributedDataParallel)
# note: reconstruction of a DDP run launched with torchrun: each process puts its replica on f"cuda:{local_rank}" and wraps it in DistributedDataParallel; after training, rank 0 reaches the underlying model through `model.module` and exports the class-embedding weights and a no_grad forward of the probe batch, each with `.detach().cpu()` (weights) or under no_grad plus `.cpu()` (features) before `.numpy()`. The losses are logged with `.item()`.
import os

import numpy as np
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

from det_model import EfficientDetBackbone
from det_data import build_loader, probe_batch

dist.init_process_group("nccl")
local_rank = int(os.environ["LOCAL_RANK"])
device = torch.device(f"cuda:{local_rank}")
torch.cuda.set_device(device)

model = DDP(EfficientDetBackbone(num_classes=90).to(device), device_ids=[local_rank])
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
for step, (imgs, annots) in enumerate(build_loader(rank=local_rank)):
    loss = model(imgs.to(device), annots.to(device))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 100 == 0 and local_rank == 0:
        print(f"step {step} loss {loss.item():.4f}")

if local_rank == 0:
    net = model.module
    class_emb = net.classifier.header.weight.detach().cpu().numpy()
    net.eval()
    with torch.no_grad():
        feats = net.extract_features(probe_batch().to(device)).cpu()
    np.savez("export/efficientdet_d0.npz", class_emb=class_emb, probe_feats=feats.numpy())
dist.destroy_process_group()
