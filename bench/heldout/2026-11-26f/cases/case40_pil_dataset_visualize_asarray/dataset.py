import os

import torch
from PIL import Image
from torch.utils.data import Dataset


class FolderDataset(Dataset):
    def __init__(self, root, transform=None):
        self.paths = sorted(os.path.join(root, f) for f in os.listdir(root))
        self.transform = transform

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, i):
        img = Image.open(self.paths[i]).convert("RGB")
        if self.transform is not None:
            img = self.transform(img)
        label = torch.tensor(int(os.path.basename(self.paths[i]).split("_")[0]))
        return img, label
