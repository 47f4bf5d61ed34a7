# expect: none
# source: https://github.com/hszhao/semseg (tool/train.py, validate; https://github.com/hszhao/semseg/issues/60 adds the torch.no_grad() used here)
# note: non_blocking=True is only used for host-to-device copies of the batch (safe without a sync); the statistics come back with blocking .cpu().numpy() copies of GPU tensors, and loss.item() is read in an evaluation loop
import numpy as np
import torch


def intersectionAndUnionGPU(output, target, K, ignore_index=255):
    output = output.view(-1)
    target = target.view(-1)
    output[target == ignore_index] = ignore_index
    intersection = output[output == target]
    area_intersection = torch.histc(intersection, bins=K, min=0, max=K - 1)
    area_output = torch.histc(output, bins=K, min=0, max=K - 1)
    area_target = torch.histc(target, bins=K, min=0, max=K - 1)
    area_union = area_output + area_target - area_intersection
    return area_intersection, area_union, area_target


def validate(val_loader, model, criterion, classes, ignore_label=255):
    model.eval()
    intersection_sum = np.zeros(classes)
    union_sum = np.zeros(classes)
    loss_sum, n = 0.0, 0
    for i, (input, target) in enumerate(val_loader):
        input = input.cuda(non_blocking=True)
        target = target.cuda(non_blocking=True)
        with torch.no_grad():
            output = model(input)
        loss = criterion(output, target)
        output = output.max(1)[1]
        intersection, union, target = intersectionAndUnionGPU(output, target, classes, ignore_label)
        intersection, union = intersection.cpu().numpy(), union.cpu().numpy()
        intersection_sum += intersection
        union_sum += union
        loss_sum += loss.item() * input.size(0)
        n += input.size(0)
    iou_class = intersection_sum / (union_sum + 1e-10)
    return loss_sum / n, np.mean(iou_class)
