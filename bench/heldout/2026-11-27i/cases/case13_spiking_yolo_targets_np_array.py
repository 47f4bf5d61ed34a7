# expect: TL003
# source: https://github.com/cwq159/PyTorch-Spiking-YOLOv3/issues/51 ("GPU训练下无法使用numpy": TypeError can't convert cuda:0 device type tensor to numpy; suggested fix in utils/utils.py line 819: `targets.append([i, cls, x.cpu(), y.cpu(), w.cpu(), h.cpu(), conf.cpu()])`)
# note: reconstruction of utils.output_to_target as the thread describes it: the NMS detections of a test batch are cuda tensors (the forward ran under no_grad), the box coordinates and confidences are 0-d cuda tensors taken from them, and `np.array(targets)` converts the nested list. `cls` is converted with int() first, which is valid.
import numpy as np
import torch


def output_to_target(output, width, height):
    # Convert model output to target format [batch_id, class_id, x, y, w, h, conf]
    if isinstance(output, torch.Tensor):
        output = output.cpu().numpy()
        return output
    targets = []
    for i, o in enumerate(output):
        if o is None:
            continue
        for pred in o:
            box = pred[:4]
            w = (box[2] - box[0]) / width
            h = (box[3] - box[1]) / height
            x = box[0] / width + w / 2
            y = box[1] / height + h / 2
            conf = pred[4]
            cls = int(pred[6])
            targets.append([i, cls, x, y, w, h, conf])
    return np.array(targets)


def plot_test_batch(model, imgs, paths, width, height, fname, plot_images, non_max_suppression):
    device = next(model.parameters()).device
    imgs = imgs.to(device)
    with torch.no_grad():
        inf_out, _ = model(imgs)
        output = non_max_suppression(inf_out, conf_thres=0.001, iou_thres=0.6)
    plot_images(imgs.cpu(), output_to_target(output, width, height), paths=paths, fname=fname)
