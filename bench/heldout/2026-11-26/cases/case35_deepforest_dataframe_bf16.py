# source: https://github.com/weecology/DeepForest/issues/1214
# expect: TL004
# why: the retinanet is run in bfloat16, so prediction["boxes"] is bf16 and .cpu().detach().numpy() into pandas fails
import pandas as pd
import torch
from torchvision.models.detection import retinanet_resnet50_fpn


def format_boxes(prediction, scores=True):
    if len(prediction["boxes"]) == 0:
        return None
    df = pd.DataFrame(
        prediction["boxes"].cpu().detach().numpy(),
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
