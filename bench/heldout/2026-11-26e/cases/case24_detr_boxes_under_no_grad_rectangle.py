# expect: none
# source: https://github.com/NielsRogge/Transformers-Tutorials/pull/178
# note: the same DETR visualisation as the PR's notebook, but inference is wrapped in a @torch.no_grad() helper on CPU: pred_boxes carry no
#       graph, so plt.Rectangle converts plain CPU float32 scalars; probabilities are printed with .item().
import matplotlib.pyplot as plt
import requests
import torch
from PIL import Image
from transformers import DetrFeatureExtractor, DetrForObjectDetection

feature_extractor = DetrFeatureExtractor.from_pretrained("facebook/detr-resnet-50")
model = DetrForObjectDetection.from_pretrained("facebook/detr-resnet-50")
model.eval()


def box_cxcywh_to_xyxy(x):
    x_c, y_c, w, h = x.unbind(1)
    return torch.stack([(x_c - 0.5 * w), (y_c - 0.5 * h), (x_c + 0.5 * w), (y_c + 0.5 * h)], dim=1)


def rescale_bboxes(out_bbox, size):
    img_w, img_h = size
    return box_cxcywh_to_xyxy(out_bbox) * torch.tensor([img_w, img_h, img_w, img_h], dtype=torch.float32)


@torch.no_grad()
def detect(im, threshold=0.9):
    encoding = feature_extractor(im, return_tensors="pt")
    outputs = model(**encoding)
    probas = outputs.logits.softmax(-1)[0, :, :-1]
    keep = probas.max(-1).values > threshold
    return probas[keep], rescale_bboxes(outputs.pred_boxes[0, keep], im.size)


def plot_results(im, probas, boxes):
    plt.figure(figsize=(16, 10))
    plt.imshow(im)
    ax = plt.gca()
    for p, (xmin, ymin, xmax, ymax) in zip(probas, boxes):
        ax.add_patch(plt.Rectangle((xmin, ymin), xmax - xmin, ymax - ymin, fill=False, color="red", linewidth=3))
        cl = p.argmax().item()
        ax.text(xmin.item(), ymin.item(), f"{model.config.id2label[cl]}: {p[cl].item():0.2f}", fontsize=15,
                bbox=dict(facecolor="yellow", alpha=0.5))
    plt.axis("off")
    plt.show()


if __name__ == "__main__":
    url = "http://images.cocodataset.org/val2017/000000039769.jpg"
    im = Image.open(requests.get(url, stream=True).raw)
    probas, boxes = detect(im)
    plot_results(im, probas, boxes)
