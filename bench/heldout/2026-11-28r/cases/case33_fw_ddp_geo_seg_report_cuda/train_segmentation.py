"""Land-cover segmentation of aerial imagery, one process per GPU (torchrun --nproc_per_node=N)."""
import argparse
import os

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler

from models.model_choice import net
from utils.metrics import create_metrics_dict, iou, report_classification
from utils.segmentation_dataset import SegmentationDataset


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data_path", required=True)
    parser.add_argument("--model_name", default="unet")
    parser.add_argument("--num_classes", type=int, default=5)
    parser.add_argument("--batch_size", type=int, default=16)
    parser.add_argument("--num_epochs", type=int, default=100)
    parser.add_argument("--learning_rate", type=float, default=1e-4)
    parser.add_argument("--ignore_index", type=int, default=-1)
    return parser.parse_args()


def train(loader, model, criterion, optimizer, device, num_classes):
    model.train()
    metrics = create_metrics_dict(num_classes)
    for batch in loader:
        inputs = batch["sat_img"].to(device, non_blocking=True)
        labels = batch["map_img"].to(device, non_blocking=True)
        optimizer.zero_grad()
        outputs = model(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()
        metrics["loss"].update(loss.item(), inputs.size(0))
    return metrics


def evaluation(loader, model, criterion, device, num_classes, ignore_index):
    model.eval()
    metrics = create_metrics_dict(num_classes)
    with torch.no_grad():
        for batch in loader:
            inputs = batch["sat_img"].to(device, non_blocking=True)
            labels = batch["map_img"].to(device, non_blocking=True)
            outputs = model(inputs)
            loss = criterion(outputs, labels)
            metrics["loss"].update(loss.item(), inputs.size(0))
            segmentation = outputs.argmax(dim=1)
            metrics = report_classification(segmentation.flatten(), labels.flatten(), inputs.size(0), metrics,
                                            num_classes, ignore_index=ignore_index)
            metrics = iou(segmentation, labels, inputs.size(0), num_classes, metrics, ignore_index=ignore_index)
    return metrics


def main():
    args = parse_args()
    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    device = torch.device(f"cuda:{local_rank}")

    model = net(args.model_name, args.num_classes).to(device)
    model = DDP(model, device_ids=[local_rank], output_device=local_rank)
    criterion = nn.CrossEntropyLoss(ignore_index=args.ignore_index).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.learning_rate)

    train_ds = SegmentationDataset(os.path.join(args.data_path, "trn_samples.hdf5"), args.num_classes)
    val_ds = SegmentationDataset(os.path.join(args.data_path, "val_samples.hdf5"), args.num_classes)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, sampler=DistributedSampler(train_ds),
                              num_workers=4, pin_memory=True)
    val_loader = DataLoader(val_ds, batch_size=args.batch_size, sampler=DistributedSampler(val_ds, shuffle=False),
                            num_workers=4, pin_memory=True)

    best_loss = float("inf")
    for epoch in range(args.num_epochs):
        train_loader.sampler.set_epoch(epoch)
        trn = train(train_loader, model, criterion, optimizer, device, args.num_classes)
        val = evaluation(val_loader, model, criterion, device, args.num_classes, args.ignore_index)
        val_loss = torch.tensor(val["loss"].average(), device=device)
        dist.all_reduce(val_loss, op=dist.ReduceOp.SUM)
        val_loss = val_loss.item() / dist.get_world_size()
        if dist.get_rank() == 0:
            print(f"epoch {epoch}: trn_loss {trn['loss'].average():.4f} val_loss {val_loss:.4f} "
                  f"val_fscore {val['fscore'].average():.4f} val_iou {val['iou'].average():.4f}")
            if val_loss < best_loss:
                best_loss = val_loss
                torch.save(model.module.state_dict(), "checkpoint.pth.tar")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
