import torch
from torch.utils.data import DataLoader
from torch.utils.data.dataloader import default_collate

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def to_device_collate(batch):
    images, labels = default_collate(batch)
    # only the network input goes to the GPU; labels stay on the host for the metrics
    return images.to(device), labels


def make_loader(dataset, batch_size=128, shuffle=False):
    return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, collate_fn=to_device_collate)
