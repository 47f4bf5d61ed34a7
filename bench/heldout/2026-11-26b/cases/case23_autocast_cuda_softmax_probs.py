# expect: none
# source: https://pytorch.org/docs/stable/amp.html (softmax is a CUDA op that autocasts to float32; checked on an H200)
import numpy as np
import torch

from classifier import build_classifier

model = build_classifier(num_classes=1000).to("cuda").eval()


@torch.no_grad()
def predict_proba(images):
    with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
        logits = model(images.to("cuda", non_blocking=True))
        probs = torch.softmax(logits, dim=-1)
    return probs.cpu().numpy()


def top1(images):
    probs = predict_proba(images)
    return np.argmax(probs, axis=1), np.max(probs, axis=1)
