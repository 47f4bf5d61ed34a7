# expect: TL001
# source: https://github.com/facebookresearch/maskrcnn-benchmark/pull/383 (all_gather of results across GPUs; the received buffers are cuda tensors copied with .cpu() before NumPy)
# note: reconstruction: main.py wraps the model in DDP on the local rank's GPU; evaluation runs under no_grad, all_gather fills cuda buffers, and `g.numpy()` has no .cpu(). The labels are gathered the same way but copied with .cpu().
import numpy as np
import torch
import torch.distributed as dist


def evaluate(model, loader, local_rank):
    model.eval()
    preds, labels = [], []
    with torch.no_grad():
        for x, y in loader:
            out = model(x.to(local_rank))
            preds.append(out.argmax(dim=1))
            labels.append(y.to(local_rank))
    preds = torch.cat(preds)
    labels = torch.cat(labels)
    world = dist.get_world_size()
    gathered = [torch.zeros_like(preds) for _ in range(world)]
    gathered_labels = [torch.zeros_like(labels) for _ in range(world)]
    dist.all_gather(gathered, preds)
    dist.all_gather(gathered_labels, labels)
    if dist.get_rank() == 0:
        all_preds = np.concatenate([g.numpy() for g in gathered])
        all_labels = np.concatenate([g.cpu().numpy() for g in gathered_labels])
        return float((all_preds == all_labels).mean())
    return None
