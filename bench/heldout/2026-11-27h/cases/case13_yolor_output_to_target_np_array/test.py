"""Evaluate a YOLOR checkpoint and draw the predictions of the first batches."""
import torch

from models.models import Darknet
from utils.datasets import create_dataloader
from utils.general import non_max_suppression
from utils.plots import output_to_target
from utils.visual import plot_images


def test(model, dataloader, device, conf_thres=0.001, iou_thres=0.65, plots=True):
    model.eval()
    for batch_i, (img, targets, paths, shapes) in enumerate(dataloader):
        img = img.to(device).float() / 255.0
        nb, _, height, width = img.shape
        with torch.no_grad():
            inf_out, train_out = model(img)
            output = non_max_suppression(inf_out, conf_thres=conf_thres, iou_thres=iou_thres)
            if plots and batch_i < 3:
                plot_images(img, output_to_target(output, width, height), paths, f"test_batch{batch_i}_pred.jpg")


if __name__ == "__main__":
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    model = Darknet("cfg/yolor_p6.cfg").to(device)
    model.load_state_dict(torch.load("yolor_p6.pt", map_location=device)["model"])
    test(model, create_dataloader("data/coco/val2017.txt", 1280, 8)[0], device)
