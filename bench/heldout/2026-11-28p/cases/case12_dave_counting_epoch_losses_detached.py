# expect: none
# source: https://github.com/jerpelhan/DAVE/issues/11 ("Training memory leak": the reported loop of train_det.py computes `main_losses = criterion(outR, density_map, bboxes, num_objects)`, `aux_losses = [aux_criterion(aux, ...) for aux in aux_R]`, `det_loss = det_criterion(location, tblr, targets)`, `loss = sum(...) * 0 + sum(...) * 0 + det_loss`, `loss.backward()`)
# note: DAVE's detection-stage training loop reconstructed from the code quoted in the issue; the epoch bookkeeping is the case's own reading of where such a loop leaks: `train_loss += loss` sums the graph-attached total over all batches of the epoch (model on cuda), so every iteration's graph stays alive. `num_objects` is computed under `torch.no_grad()`; the val loop runs under no_grad; the best-model check compares Python floats; the learning rate comes from `optimizer.param_groups`. Twin: `train_loss += loss.detach()`.
import argparse
import os

import torch
from torch import nn
from torch.utils.data import DataLoader

from models.dave import build_model
from utils.arg_parser import get_argparser
from utils.box_ops import BoxList
from utils.data import FSC147WithDensityMapDOWNSIZE
from utils.losses import ObjectNormalizedL2Loss, DetectionLoss


def train(args):
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    model = build_model(args).to(device)
    criterion = ObjectNormalizedL2Loss()
    aux_criterion = ObjectNormalizedL2Loss()
    det_criterion = DetectionLoss(args)
    backbone_params = [p for n, p in model.named_parameters() if "backbone" in n and p.requires_grad]
    other_params = [p for n, p in model.named_parameters() if "backbone" not in n and p.requires_grad]
    optimizer = torch.optim.AdamW([{"params": other_params}, {"params": backbone_params, "lr": args.backbone_lr}], lr=args.lr, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, args.lr_drop, gamma=0.25)
    train_loader = DataLoader(FSC147WithDensityMapDOWNSIZE(args.data_path, args.image_size, split="train"), batch_size=args.batch_size, shuffle=True, drop_last=True, num_workers=args.num_workers)
    val_loader = DataLoader(FSC147WithDensityMapDOWNSIZE(args.data_path, args.image_size, split="val"), batch_size=args.batch_size, num_workers=args.num_workers)
    best = 10000000000000
    for epoch in range(args.epochs):
        model.train()
        train_loss = torch.tensor(0.0, device=device)
        for index, (img, bboxes, density_map, _, _, _, _) in enumerate(train_loader):
            img = img.to(device)
            bboxes = bboxes.to(device)
            density_map = density_map.to(device)
            targets = BoxList(bboxes, (args.image_size, args.image_size), mode="xyxy").to(device).resize((args.fcos_pred_size, args.fcos_pred_size))
            targets.fields["labels"] = [1 for __ in range(args.batch_size * 2)]
            optimizer.zero_grad()
            outR, aux_R, tblr, location = model(img, bboxes)
            if args.normalized_l2:
                with torch.no_grad():
                    num_objects = density_map.sum()
            else:
                num_objects = None
            main_losses = criterion(outR, density_map, bboxes, num_objects)
            aux_losses = [aux_criterion(aux, density_map, bboxes, num_objects) for aux in aux_R]
            det_loss = det_criterion(location, tblr, targets)
            del targets
            loss = sum([ml for ml in main_losses.values()]) * 0 + sum([al for alls in aux_losses for al in alls.values()]) * 0 + det_loss
            loss.backward()
            if args.max_grad_norm > 0:
                nn.utils.clip_grad_norm_(model.parameters(), args.max_grad_norm)
            optimizer.step()
            train_loss += loss.detach()
        model.eval()
        val_ae = 0.0
        with torch.no_grad():
            for img, bboxes, density_map, _, _, _, _ in val_loader:
                out, _, _, _ = model(img.to(device), bboxes.to(device))
                val_ae += torch.abs(density_map.to(device).flatten(1).sum(dim=1) - out.flatten(1).sum(dim=1)).sum().item()
        scheduler.step()
        val_mae = val_ae / len(val_loader.dataset)
        lr = optimizer.param_groups[0]["lr"]
        print(f"Epoch {epoch}: train loss {train_loss.item() / len(train_loader):.4f} val MAE {val_mae:.2f} lr {lr:.2e}")
        if val_mae < best:
            best = val_mae
            torch.save({"model": model.state_dict()}, os.path.join(args.model_path, f"{args.model_name}.pth"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser("DAVE", parents=[get_argparser()])
    train(parser.parse_args())
