# expect: TL001
# source: https://github.com/rycolab/differentiable-subset-pruning/issues/1 ("TypeError: can't convert cuda:0 device type tensor to numpy" when running joint DSP in the distributed launcher)
# note: reconstruction of the pruning run in plain DDP: each process puts the model on f"cuda:{local_rank}" and wraps it in DistributedDataParallel; rank 0 reads the head-gate logits through model.module, detaches them (grad handled) and builds the mask with zeros_like on the same cuda device, then calls `.numpy()` on it without a copy to the host.
import os

import numpy as np
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class GatedAttentionHeads(nn.Module):
    def __init__(self, n_layers=6, n_heads=8, d_model=512):
        super().__init__()
        self.encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(d_model, n_heads, batch_first=True), n_layers)
        self.head_logits = nn.Parameter(torch.zeros(n_layers * n_heads))

    def forward(self, x):
        gates = torch.sigmoid(self.head_logits)
        return self.encoder(x) * gates.mean()


def main(n_keep=24):
    local_rank = int(os.environ["LOCAL_RANK"])
    dist.init_process_group("nccl")
    device = torch.device(f"cuda:{local_rank}")
    torch.cuda.set_device(device)
    model = DDP(GatedAttentionHeads().to(device), device_ids=[local_rank])
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    for step in range(1000):
        x = torch.randn(16, 32, 512, device=device)
        loss = model(x).pow(2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

    if dist.get_rank() == 0:
        head_logits = model.module.head_logits.detach()
        keep = torch.topk(head_logits, k=n_keep).indices
        mask = torch.zeros_like(head_logits)
        mask[keep] = 1.0
        np.save("head_mask.npy", mask.numpy())
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
