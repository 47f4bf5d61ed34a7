# expect: none
# source: https://github.com/pyg-team/pytorch_geometric/pull/6913 ("Fix distributed batching example": "fix loss computation (output comes only from one task) in distributed batching example" ... the reviewed diff of `examples/multi_gpu/distributed_batching.py`: "-            total_loss += float(loss) * logits.size(0)" ... "+            total_loss[0] += loss.item() * logits.size(0)" ... "+            total_loss[1] += len(data)" ... "+        dist.all_reduce(total_loss, op=dist.ReduceOp.SUM)")
# note: PyG's DDP graph-classification example on ogbg-molhiv, reconstructed with the all-reduced loss of the fix but without its `.item()`: each rank keeps a 2-element `total_loss` tensor on its GPU and adds `loss * logits.size(0)` into `total_loss[0]` by an in-place indexed add, which makes `total_loss` require grad and chains every step's autograd graph onto it for the whole epoch (the leak the PyTorch FAQ warns about for `total_loss += loss`); the chain is only dropped when the tensor is rebuilt next epoch. The sample count is added as a Python int, evaluation runs under `torch.no_grad()` and the OGB evaluator receives `.cpu()` tensors. Header `examples/multi_gpu/distributed_batching.py`. Twin: `total_loss[0] += loss.item() * logits.size(0)`, the line of the merged fix.
import os

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from ogb.graphproppred import Evaluator, PygGraphPropPredDataset
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data.distributed import DistributedSampler

from gin import GIN
from torch_geometric.loader import DataLoader


@torch.no_grad()
def test(model, loader, evaluator, rank):
    model.eval()
    y_pred, y_true = [], []
    for data in loader:
        data = data.to(rank)
        y_pred.append(model(data.x, data.edge_index, data.edge_attr, data.batch).sigmoid().cpu())
        y_true.append(data.y.cpu())
    return evaluator.eval({"y_pred": torch.cat(y_pred), "y_true": torch.cat(y_true)})["rocauc"]


def run(rank, world_size, dataset_name, root):
    os.environ["MASTER_ADDR"] = "localhost"
    os.environ["MASTER_PORT"] = "12355"
    dist.init_process_group("nccl", rank=rank, world_size=world_size)

    dataset = PygGraphPropPredDataset(dataset_name, root)
    split_idx = dataset.get_idx_split()
    evaluator = Evaluator(dataset_name)

    train_dataset = dataset[split_idx["train"]]
    train_sampler = DistributedSampler(train_dataset, num_replicas=world_size, rank=rank, shuffle=True)
    train_loader = DataLoader(train_dataset, batch_size=128, sampler=train_sampler)

    torch.manual_seed(12345)
    model = GIN(128, dataset.num_tasks, num_layers=3, dropout=0.5).to(rank)
    model = DistributedDataParallel(model, device_ids=[rank])
    optimizer = torch.optim.Adam(model.parameters(), lr=0.001)
    criterion = torch.nn.BCEWithLogitsLoss()

    if rank == 0:
        val_loader = DataLoader(dataset[split_idx["valid"]], batch_size=256)
        test_loader = DataLoader(dataset[split_idx["test"]], batch_size=256)

    for epoch in range(1, 51):
        model.train()
        train_sampler.set_epoch(epoch)
        total_loss = torch.zeros(2).to(rank)
        for data in train_loader:
            data = data.to(rank)
            optimizer.zero_grad()
            logits = model(data.x, data.edge_index, data.edge_attr, data.batch)
            is_labeled = data.y == data.y
            loss = criterion(logits[is_labeled], data.y[is_labeled].to(torch.float))
            loss.backward()
            optimizer.step()
            total_loss[0] += loss.item() * logits.size(0)
            total_loss[1] += len(data)

        dist.all_reduce(total_loss, op=dist.ReduceOp.SUM)
        loss = total_loss[0] / total_loss[1]

        if rank == 0:
            val_rocauc = test(model.module, val_loader, evaluator, rank)
            test_rocauc = test(model.module, test_loader, evaluator, rank)
            print(f"Epoch: {epoch:03d}, Loss: {loss:.4f}, Val: {val_rocauc:.4f}, Test: {test_rocauc:.4f}")

        dist.barrier()

    dist.destroy_process_group()


if __name__ == "__main__":
    dataset_name = "ogbg-molhiv"
    root = "../../data/OGB"
    PygGraphPropPredDataset(dataset_name, root)  # download and process once, before spawning

    world_size = torch.cuda.device_count()
    print("Let's use", world_size, "GPUs!")
    mp.spawn(run, args=(world_size, dataset_name, root), nprocs=world_size, join=True)
