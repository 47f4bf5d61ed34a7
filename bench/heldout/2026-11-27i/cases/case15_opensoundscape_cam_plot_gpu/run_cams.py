import torch
from torchvision.models import resnet18

from cnn import CNN
from data import load_spectrograms

classes = ["robin", "wood_thrush", "ovenbird"]
arch = resnet18(num_classes=len(classes))
arch.load_state_dict(torch.load("models/birds_resnet18.pt", map_location="cpu"))
model = CNN(arch, classes)

samples = load_spectrograms("audio/sample_clips", n=4)  # CPU tensors (1, H, W)
for i, cam in enumerate(model.generate_cams(samples)):
    cam.plot("wood_thrush", save_path=f"cams/clip{i}.png")
