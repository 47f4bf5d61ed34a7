# source: https://github.com/weecology/DeepForest/issues/1214
# expect: none
# why: the change from the thread applied to every column: cast to float32 before .numpy()
import pandas as pd
import torch
from torchvision.models.detection import retinanet_resnet50_fpn


def format_boxes(prediction, scores=True):
    if len(prediction["boxes"]) == 0:
        return None
    df = pd.DataFrame(
        prediction["boxes"].cpu().detach().to(torch.float32).numpy(),
        columns=["xmin", "ymin", "xmax", "ymax"],
    )
    df["label"] = prediction["labels"].cpu().detach().numpy()
    if scores:
        df["score"] = prediction["scores"].cpu().detach().to(torch.float32).numpy()
    return df


def predict_image(image_tensor):
    model = retinanet_resnet50_fpn(weights="DEFAULT").eval().to("cuda", dtype=torch.bfloat16)
    with torch.no_grad():
        prediction = model([image_tensor.to("cuda", dtype=torch.bfloat16)])[0]
    return format_boxes(prediction)
