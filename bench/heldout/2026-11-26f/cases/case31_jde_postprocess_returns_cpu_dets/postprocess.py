import torch


def non_max_suppression(prediction, conf_thres=0.5):
    output = []
    for image_pred in prediction:
        v = image_pred[image_pred[:, 4] > conf_thres]
        output.append(v.detach().cpu())
    return output
