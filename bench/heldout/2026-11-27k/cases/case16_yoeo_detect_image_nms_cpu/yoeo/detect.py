# expect: none
# source: https://github.com/bit-bots/YOEO/pull/25 ("fix: detect_image_cuda_tensors_to_cpu_missing": "in detect_image from detect.py, cuda tensors were not moved back to the cpu"; review: "This only needs to be done for the segmentations imo, as the output from the nms is already on the cpu.")
# note: fixed twin of case15 as the reviewer asked for it: only the segmentation map gets `.cpu()`; `detections.numpy()` stays as it was and is valid because non_max_suppression in utils/utils.py returns `.detach().cpu()` copies (rescale_boxes keeps them on the host), although the model runs on cuda (models.py). Everything is computed under no_grad. Only the `.cpu()` on the segmentations differs from case15; the deciding evidence for the detections is in utils/utils.py.
import numpy as np
import torch
import torchvision.transforms as transforms

from yoeo.models import load_model
from yoeo.utils.transforms import DEFAULT_TRANSFORMS, Resize
from yoeo.utils.utils import non_max_suppression, rescale_boxes, rescale_segmentation


def detect_image(model, image, img_size=416, conf_thres=0.5, nms_thres=0.5):
    """Inferences one image; returns detections [x1, y1, x2, y2, conf, class] and a class-id segmentation map."""
    model.eval()
    input_img = transforms.Compose([DEFAULT_TRANSFORMS, Resize(img_size)])((
        image, np.empty((1, 5)), np.empty((img_size, img_size), dtype=np.uint8)))[0].unsqueeze(0)

    if torch.cuda.is_available():
        input_img = input_img.to("cuda")

    with torch.no_grad():
        detections, segmentations = model(input_img)
        detections = non_max_suppression(detections, conf_thres, nms_thres)
        detections = rescale_boxes(detections[0], img_size, image.shape[0:2])
        segmentations = rescale_segmentation(segmentations, image.shape[0:2])
    return detections.numpy(), segmentations.cpu().numpy()


if __name__ == "__main__":
    import cv2

    model = load_model("config/yoeo.cfg", "weights/yoeo.pth")
    frame = cv2.cvtColor(cv2.imread("data/samples/field.png"), cv2.COLOR_BGR2RGB)
    boxes, seg = detect_image(model, frame)
    print(f"{len(boxes)} boxes, classes in segmentation: {np.unique(seg).tolist()}")
