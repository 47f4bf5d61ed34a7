# expect: TL001
# source: https://github.com/openai/guided-diffusion (scripts/image_sample.py gathers with dist.all_gather and copies each tensor with .cpu().numpy()); this DDP evaluation drops the copy
# note: under NCCL every gathered tensor lives on the rank's cuda device; the embeddings are computed under no_grad, so np.concatenate fails only on the device
import argparse
import os

import numpy as np
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler

from models import build_encoder
from datasets import RetrievalDataset


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", default="embeddings.npy")
    args = parser.parse_args()

    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    device = torch.device("cuda", local_rank)

    encoder = build_encoder().to(device)
    encoder.load_state_dict(torch.load(args.checkpoint, map_location=device))
    model = DDP(encoder, device_ids=[local_rank])
    model.eval()

    dataset = RetrievalDataset(args.data)
    loader = DataLoader(dataset, batch_size=256, sampler=DistributedSampler(dataset, shuffle=False))

    all_embeddings = []
    with torch.no_grad():
        for images in loader:
            emb = model(images.to(device, non_blocking=True))
            emb = torch.nn.functional.normalize(emb, dim=-1).contiguous()
            gathered = [torch.zeros_like(emb) for _ in range(dist.get_world_size())]
            dist.all_gather(gathered, emb)
            all_embeddings.extend(gathered)

    if dist.get_rank() == 0:
        arr = np.concatenate(all_embeddings, axis=0)[: len(dataset)]
        np.save(args.out, arr)
        print(f"saved {arr.shape} to {args.out}")
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
