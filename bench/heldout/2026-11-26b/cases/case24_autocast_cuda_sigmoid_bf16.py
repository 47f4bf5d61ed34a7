# expect: TL004
# source: https://github.com/facebookresearch/segment-anything/pull/787
import numpy as np
import torch

from classifier import build_classifier

model = build_classifier(num_labels=80).to("cuda").eval()


@torch.no_grad()
def predict_multilabel(images, threshold=0.5):
    with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
        logits = model(images.to("cuda", non_blocking=True))
        scores = torch.sigmoid(logits)
    scores = scores.cpu().numpy()
    return scores, np.nonzero(scores > threshold)
