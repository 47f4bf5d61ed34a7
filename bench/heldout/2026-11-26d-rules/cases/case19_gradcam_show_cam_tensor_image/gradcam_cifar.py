import cv2
import torch
from torch.utils.data import DataLoader
from torchvision import transforms
from torchvision.datasets import CIFAR10

from pytorch_grad_cam import GradCAM

from image_utils import show_cam_on_image


def gradcam(model):
    target_layers = [model.layer4[-1]]
    cam = GradCAM(model=model, target_layers=target_layers)
    transform_test = transforms.Compose([
        transforms.ToTensor(),
        transforms.Normalize((0.4914, 0.4822, 0.4465), (0.2023, 0.1994, 0.2010)),
    ])
    test_set = CIFAR10(root="./data", train=False, download=True, transform=transform_test)
    eva_loader = DataLoader(test_set, batch_size=256, shuffle=False, num_workers=8, pin_memory=True)
    for i, (images, labels) in enumerate(eva_loader):
        img = images.cuda()
        grayscale_cam = cam(input_tensor=img, targets=None)
        grayscale_cam = grayscale_cam[0, :]
        visualization = show_cam_on_image(images[0, :, :, :], grayscale_cam, use_rgb=True)
        cv2.imwrite(f"cam_{i}.png", visualization)
        break
