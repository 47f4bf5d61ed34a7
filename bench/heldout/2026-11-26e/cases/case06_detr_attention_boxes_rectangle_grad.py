# expect: TL002
# source: https://github.com/NielsRogge/Transformers-Tutorials/pull/178
# note: DETR attention-visualisation cell from the PR's notebook: the model runs on CPU without torch.no_grad(), so the rescaled pred_boxes keep
#       their graph (.cpu() is a no-op for the grad); plt.Rectangle(...) with those coordinates converts them when the patch is drawn.
import matplotlib.pyplot as plt
import requests
import torch
from PIL import Image
from transformers import DetrFeatureExtractor, DetrForObjectDetection

url = "http://images.cocodataset.org/val2017/000000039769.jpg"
im = Image.open(requests.get(url, stream=True).raw)

feature_extractor = DetrFeatureExtractor.from_pretrained("facebook/detr-resnet-50")
model = DetrForObjectDetection.from_pretrained("facebook/detr-resnet-50")
encoding = feature_extractor(im, return_tensors="pt")

outputs = model(**encoding, output_attentions=True)


def box_cxcywh_to_xyxy(x):
    x_c, y_c, w, h = x.unbind(1)
    b = [(x_c - 0.5 * w), (y_c - 0.5 * h), (x_c + 0.5 * w), (y_c + 0.5 * h)]
    return torch.stack(b, dim=1)


def rescale_bboxes(out_bbox, size):
    img_w, img_h = size
    b = box_cxcywh_to_xyxy(out_bbox)
    b = b * torch.tensor([img_w, img_h, img_w, img_h], dtype=torch.float32)
    return b


probas = outputs.logits.softmax(-1)[0, :, :-1]
keep = probas.max(-1).values > 0.9
bboxes_scaled = rescale_bboxes(outputs.pred_boxes[0, keep].cpu(), im.size)
labels = probas[keep].argmax(-1).tolist()

fig, axs = plt.subplots(ncols=len(bboxes_scaled), nrows=1, figsize=(22, 7))
for ax_i, label, (xmin, ymin, xmax, ymax) in zip(axs.T, labels, bboxes_scaled):
    ax_i.imshow(im)
    ax_i.add_patch(plt.Rectangle((xmin, ymin), xmax - xmin, ymax - ymin, fill=False, color="blue", linewidth=3))
    ax_i.axis("off")
    ax_i.set_title(model.config.id2label[label])
fig.tight_layout()
plt.show()
