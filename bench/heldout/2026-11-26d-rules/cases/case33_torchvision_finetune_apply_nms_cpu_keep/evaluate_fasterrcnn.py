import matplotlib.patches as patches
import matplotlib.pyplot as plt
import torch
import torchvision
from torchvision.models.detection.faster_rcnn import FastRCNNPredictor

from detection_utils import apply_nms

device = torch.device('cuda') if torch.cuda.is_available() else torch.device('cpu')


def get_object_detection_model(num_classes):
    model = torchvision.models.detection.fasterrcnn_resnet50_fpn(weights="DEFAULT")
    in_features = model.roi_heads.box_predictor.cls_score.in_features
    model.roi_heads.box_predictor = FastRCNNPredictor(in_features, num_classes)
    return model


def plot_img_bbox(img, target):
    fig, a = plt.subplots(1, 1)
    fig.set_size_inches(10, 10)
    a.imshow(img.permute(1, 2, 0).numpy())
    for box in target['boxes'].tolist():
        x, y, x2, y2 = box
        a.add_patch(patches.Rectangle((x, y), x2 - x, y2 - y, linewidth=2, edgecolor='r', facecolor='none'))
    plt.show()


def show_predictions(dataset_test, weights, num_classes=2):
    model = get_object_detection_model(num_classes)
    model.load_state_dict(torch.load(weights, map_location=device))
    model.to(device)
    model.eval()
    img, target = dataset_test[0]
    with torch.no_grad():
        prediction = model([img.to(device)])[0]
    nms_prediction = apply_nms(prediction, iou_thresh=0.2)
    plot_img_bbox(img, nms_prediction)
