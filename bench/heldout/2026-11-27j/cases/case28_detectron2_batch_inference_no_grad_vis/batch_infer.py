import argparse
import glob

import cv2
import torch
from detectron2 import model_zoo
from detectron2.checkpoint import DetectionCheckpointer
from detectron2.config import get_cfg
from detectron2.modeling import build_model

from vis import draw_predictions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", default="input/*.jpg")
    parser.add_argument("--batch-size", type=int, default=2)
    args = parser.parse_args()

    cfg = get_cfg()
    cfg.merge_from_file(model_zoo.get_config_file("COCO-InstanceSegmentation/mask_rcnn_R_50_FPN_3x.yaml"))
    cfg.MODEL.ROI_HEADS.SCORE_THRESH_TEST = 0.5
    cfg.MODEL.DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
    model = build_model(cfg)
    DetectionCheckpointer(model).load(model_zoo.get_checkpoint_url("COCO-InstanceSegmentation/mask_rcnn_R_50_FPN_3x.yaml"))
    model.eval()

    paths = sorted(glob.glob(args.images))
    for start in range(0, len(paths), args.batch_size):
        images = [cv2.imread(p) for p in paths[start:start + args.batch_size]]
        img_batch = [{"image": torch.as_tensor(img.transpose(2, 0, 1).astype("float32"))} for img in images]
        with torch.no_grad():
            outputs = model(img_batch)
        for path, image, output in zip(paths[start:], images, outputs):
            drawn = draw_predictions(image, output["instances"].to("cpu"))
            cv2.imwrite(path.replace("input/", "output/"), drawn)


if __name__ == "__main__":
    main()
