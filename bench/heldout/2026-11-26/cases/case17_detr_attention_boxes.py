# source: https://github.com/NielsRogge/Transformers-Tutorials/pull/178
# expect: TL002
# why: box coordinates come from DETR outputs computed with grad on; matplotlib converts them when the Rectangle patch is drawn
import matplotlib.pyplot as plt
import torch
from transformers import DetrForObjectDetection, DetrImageProcessor


def box_cxcywh_to_xyxy(x):
    x_c, y_c, w, h = x.unbind(1)
    return torch.stack([(x_c - 0.5 * w), (y_c - 0.5 * h), (x_c + 0.5 * w), (y_c + 0.5 * h)], dim=1)


def rescale_bboxes(out_bbox, size):
    img_w, img_h = size
    b = box_cxcywh_to_xyxy(out_bbox)
    return b * torch.tensor([img_w, img_h, img_w, img_h], dtype=torch.float32)


processor = DetrImageProcessor.from_pretrained("facebook/detr-resnet-50")
model = DetrForObjectDetection.from_pretrained("facebook/detr-resnet-50")


def plot_attention(im, outputs, dec_attn_weights, keep):
    bboxes_scaled = rescale_bboxes(outputs.pred_boxes[0, keep], im.size)
    fig, axs = plt.subplots(ncols=len(bboxes_scaled), nrows=2, figsize=(22, 7))
    for idx, ax_i, (xmin, ymin, xmax, ymax) in zip(keep.nonzero(), axs.T, bboxes_scaled):
        ax = ax_i[0]
        ax.imshow(dec_attn_weights[0, idx].view(25, 34).detach())
        ax.axis("off")
        ax = ax_i[1]
        ax.imshow(im)
        ax.add_patch(plt.Rectangle((xmin, ymin), xmax - xmin, ymax - ymin, fill=False, color="blue", linewidth=3))
        ax.axis("off")
    fig.tight_layout()


def run(im):
    inputs = processor(images=im, return_tensors="pt")
    outputs = model(**inputs, output_attentions=True)
    probas = outputs.logits.softmax(-1)[0, :, :-1]
    keep = probas.max(-1).values > 0.9
    plot_attention(im, outputs, outputs.cross_attentions[-1], keep)
