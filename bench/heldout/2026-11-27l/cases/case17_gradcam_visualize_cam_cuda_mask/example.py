import PIL.Image
import torch
import torch.nn.functional as F
from torchvision import models, transforms
from torchvision.utils import save_image

from gradcam import GradCAM
from utils import Normalize, visualize_cam

device = "cuda" if torch.cuda.is_available() else "cpu"

pil_img = PIL.Image.open("images/collies.JPG")
normalizer = Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])
torch_img = transforms.ToTensor()(pil_img).to(device)
torch_img = F.interpolate(torch_img.unsqueeze(0), size=(224, 224), mode="bilinear", align_corners=False)
normed_torch_img = normalizer(torch_img)

densenet = models.densenet161(weights="IMAGENET1K_V1").to(device).eval()
gradcam = GradCAM(dict(arch=densenet, layer=densenet.features.norm5))
mask, _ = gradcam(normed_torch_img)
heatmap, result = visualize_cam(mask, torch_img)
save_image(torch.stack([torch_img.squeeze().cpu(), heatmap, result], 0), "outputs/densenet_gradcam.png", nrow=3)
