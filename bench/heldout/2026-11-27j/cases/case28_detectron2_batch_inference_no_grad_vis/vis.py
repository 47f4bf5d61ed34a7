# expect: none
# source: https://github.com/facebookresearch/detectron2/issues/3102 (visualizing the outputs of `predictor.model(img_batch)` failed because scores and pred_boxes were still attached) - fixed twin of case27
# note: fixed twin of case27: batch_infer.py now runs the model inside `with torch.no_grad():` (what DefaultPredictor.__call__ does), so the instances handed over after `.to("cpu")` carry no grad and the `.numpy()` calls here are valid. This file is unchanged apart from its header lines; the deciding evidence is in batch_infer.py.
import cv2
import numpy as np

COCO_COLORS = np.random.RandomState(0).randint(0, 255, size=(80, 3))


def draw_predictions(image, instances, score_thresh=0.5):
    boxes = instances.pred_boxes.tensor.numpy()
    scores = instances.scores.numpy()
    classes = instances.pred_classes.numpy()
    canvas = image.copy()
    for (x0, y0, x1, y1), score, cls in zip(boxes, scores, classes):
        if score < score_thresh:
            continue
        color = tuple(int(c) for c in COCO_COLORS[cls])
        cv2.rectangle(canvas, (int(x0), int(y0)), (int(x1), int(y1)), color, 2)
        cv2.putText(canvas, f"{cls}:{score:.2f}", (int(x0), int(y0) - 4), cv2.FONT_HERSHEY_SIMPLEX, 0.5, color, 1)
    return canvas
