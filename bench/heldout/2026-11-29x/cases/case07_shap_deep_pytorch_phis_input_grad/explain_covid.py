"""Explain a COVID-19 X-ray classifier with SHAP's DeepExplainer (script from shap PR #1573)."""
import os

import numpy as np
import torch
from PIL import Image
from torch.autograd import Variable

import shap
from covid_net import load_model

model = load_model('./model.pth')
model.eval()

MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)


def loader(img):
    """Resize(224, 224) + ToTensor + Normalize, without torchvision."""
    img = img.resize((224, 224))
    arr = (np.asarray(img, dtype=np.float32) / 255.0 - MEAN) / STD
    return torch.from_numpy(arr.transpose(2, 0, 1))


def image_loader(image_name):
    """load image, returns cuda tensor"""
    if os.path.exists(image_name):
        image = Image.open(image_name).convert('RGB')
    else:
        rng = np.random.RandomState(36)
        image = Image.fromarray(rng.randint(0, 255, (256, 256, 3)).astype(np.uint8))
    image = loader(image).float()
    image = Variable(image, requires_grad=True)
    image = image.unsqueeze(0)
    return image


image = image_loader('./COVID-19 (36).png')

e = shap.DeepExplainer(model, image)
shap_values = e.shap_values(image)
print([v.shape for v in shap_values])
