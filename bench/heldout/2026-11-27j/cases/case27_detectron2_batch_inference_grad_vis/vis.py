# expect: TL002
# source: https://github.com/facebookresearch/detectron2/issues/3102 ("numpy() fails when visualizing an output element of a input batch during inference": `outputs = predictor.model(img_batch)` and then visualizing `outputs[0]["instances"]` fails "since scores and pred_boxes are still attached")
# note: reconstruction of the batch-inference script and a drawing helper: batch_infer.py calls the eval-mode model directly on a list of inputs, outside torch.no_grad() (DefaultPredictor.__call__ would have disabled grad), and hands `instances.to("cpu")` to this helper; `.to("cpu")` handles the device, but the boxes and scores are still graph-attached, so `.numpy()` raises. The class indices are integers without grad; the image is a NumPy array.
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
