import torch


def intersection_and_union(output, target, num_classes, ignore_index=255):
    output = output.view(-1)
    target = target.view(-1)
    keep = target != ignore_index
    output, target = output[keep], target[keep]
    intersection = output[output == target]
    area_inter = torch.histc(intersection.float(), bins=num_classes, min=0, max=num_classes - 1)
    area_output = torch.histc(output.float(), bins=num_classes, min=0, max=num_classes - 1)
    area_target = torch.histc(target.float(), bins=num_classes, min=0, max=num_classes - 1)
    area_union = area_output + area_target - area_inter
    return area_inter.tolist(), area_union.tolist()
