import clip
import numpy as np
import torch
from torch.utils.data import DataLoader

device = "cuda" if torch.cuda.is_available() else "cpu"


def load_model(name="ViT-B/32"):
    model, preprocess = clip.load(name, device)
    return model, preprocess


def get_features(model, dataset, batch_size=100):
    all_features, all_labels = [], []
    with torch.no_grad():
        for images, labels in DataLoader(dataset, batch_size=batch_size):
            features = model.encode_image(images.to(device))
            all_features.append(features)
            all_labels.append(labels)
    return torch.cat(all_features).cpu().numpy(), torch.cat(all_labels).cpu().numpy()
