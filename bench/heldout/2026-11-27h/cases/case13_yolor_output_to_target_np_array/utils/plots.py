# expect: TL003
# source: https://github.com/WongKinYiu/yolor/issues/112 (utils/plots.py line 108, `return np.array(targets)` in output_to_target, called from test.py, raises "can't convert cuda:0 device type tensor to numpy")
# note: test.py passes the NMS output, a list of per-image cuda tensors (utils/general.py keeps the input's device), so the isinstance(output, torch.Tensor) branch is skipped; each row appended to `targets` holds 0-d cuda tensors (x, y, w, h, conf) and np.array converts that list. Everything ran under no_grad in test.py.
import numpy as np
import torch


def output_to_target(output, width, height):
    # Convert model output to target format [batch_id, class_id, x, y, w, h, conf]
    if isinstance(output, torch.Tensor):
        output = output.cpu().numpy()

    targets = []
    for i, o in enumerate(output):
        if o is not None:
            for pred in o:
                box = pred[:4]
                w = (box[2] - box[0]) / width
                h = (box[3] - box[1]) / height
                x = box[0] / width + w / 2
                y = box[1] / height + h / 2
                conf = pred[4]
                cls = int(pred[5])
                targets.append([i, cls, x, y, w, h, conf])

    return np.array(targets)
