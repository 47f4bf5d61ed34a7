import argparse

import torch
import torch.nn.functional as F
from PIL import Image
from torchvision import models, transforms
from torchvision.utils import save_image

from gradcam import GradCAM
from utils.visualize import visualize_cam


def main():
    parser = argparse.ArgumentParser(description="Grad-CAM for a trained densenet169")
    parser.add_argument("--image", default="images/collies.JPG")
    parser.add_argument("--checkpoint", default="checkpoints/densenet169_best.pth")
    parser.add_argument("--out", default="outputs/gradcam.jpg")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = models.densenet169(num_classes=14)
    model.load_state_dict(torch.load(args.checkpoint, map_location="cpu"))
    model = model.to(device).eval()

    pil_img = Image.open(args.image).convert("RGB")
    torch_img = transforms.ToTensor()(pil_img).to(device)
    torch_img = F.interpolate(torch_img.unsqueeze(0), size=(224, 224), mode="bilinear", align_corners=False)
    normed_torch_img = transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])(torch_img)

    gradcam = GradCAM(model, model.features.norm5)
    mask, _ = gradcam(normed_torch_img)
    heatmap, result = visualize_cam(mask, torch_img)
    save_image(torch.stack([torch_img.squeeze().cpu(), heatmap, result]), args.out, nrow=3)


if __name__ == "__main__":
    main()
