# expect: none
# source: https://github.com/Unity-Technologies/Robotics-Object-Pose-Estimation/pull/55 ("fixed gpu error": "#52 modification still cause following error. -> `Error processing request: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.` So we need to convert output type to cpu from gpu." - the failing line: `output_translation, output_orientation = output_translation.detach().numpy(), output_orientation.detach().numpy()` - "The model return gpu device type")
# note: the ROS pose-estimation service script of the Unity object-pose-estimation tutorial reconstructed, with the network compiled by `torch.compile` (the compile wrapping is this set's framework element). The checkpoint is loaded with `map_location` to `DEVICE` ("cuda" when available), the model is moved there before `torch.compile`, and the preprocessed image tensors are created on `DEVICE`, so the compiled model returns cuda tensors; `.detach()` handles grad but not the device and the two `.numpy()` calls raise. The image preprocessing runs on PIL/NumPy before `torch.from_numpy(...).to(device)`; inference runs under `torch.no_grad()`; the service response is filled from Python floats. Twin: `.detach().cpu().numpy()` for both outputs, the PR's conversion to the CPU.
import glob
import os

import numpy as np
import torch
import torch.nn as nn
import torchvision
from PIL import Image

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = None


class PoseEstimationNetwork(nn.Module):
    """VGG16 backbone with a translation head and a (unit quaternion) orientation head."""

    def __init__(self, is_symetric=False):
        super(PoseEstimationNetwork, self).__init__()
        self.is_symetric = is_symetric
        self.model_backbone = torchvision.models.vgg16(weights=None)
        self.model_backbone.classifier = nn.Identity()
        self.translation_block = nn.Sequential(
            nn.Linear(25088, 256), nn.ReLU(inplace=True),
            nn.Linear(256, 64), nn.ReLU(inplace=True),
            nn.Linear(64, 3),
        )
        self.orientation_block = nn.Sequential(
            nn.Linear(25088, 256), nn.ReLU(inplace=True),
            nn.Linear(256, 64), nn.ReLU(inplace=True),
            nn.Linear(64, 4),
        )

    def forward(self, x):
        features = self.model_backbone(x)
        output_translation = self.translation_block(features)
        output_orientation = self.orientation_block(features)
        output_orientation = output_orientation / output_orientation.norm(dim=1, keepdim=True)
        return output_translation, output_orientation


def pre_process_image(path_image, device):
    image_origin = Image.open(path_image).convert("RGB")
    image = np.asarray(image_origin.resize((224, 224)), dtype=np.float32) / 255.0
    image = (image - np.array([0.485, 0.456, 0.406], dtype=np.float32)) / np.array([0.229, 0.224, 0.225], dtype=np.float32)
    image = torch.from_numpy(image.transpose(2, 0, 1).copy()).to(device)
    return [image]


def load_model(model_file_name):
    checkpoint = torch.load(model_file_name, map_location=DEVICE)
    network = PoseEstimationNetwork(is_symetric=False)
    network.load_state_dict(checkpoint["model"])
    network = network.to(DEVICE).eval()
    return torch.compile(network)


def run_model_main(image_file_png, model_file_name):
    global model
    if model is None:
        model = load_model(model_file_name)
    image = pre_process_image(image_file_png, device=DEVICE)
    with torch.no_grad():
        output_translation, output_orientation = model(torch.stack(image).reshape(-1, 3, 224, 224))
    output_translation, output_orientation = output_translation.detach().cpu().numpy(), output_orientation.detach().cpu().numpy()
    return output_orientation, output_translation


def pose_estimation(latest_image_dir, model_file_name="UR3_single_cube_model.tar"):
    image_path = sorted(glob.glob(os.path.join(latest_image_dir, "*.png")), key=os.path.getmtime)[-1]
    est_rotation, est_position = run_model_main(image_path, model_file_name)
    # Unity and ROS use different coordinate frames: swap the axes on the way back
    position = [float(est_position[0][0]), float(est_position[0][2]), float(-est_position[0][1])]
    orientation = [float(-est_rotation[0][0]), float(-est_rotation[0][2]), float(est_rotation[0][1]), float(est_rotation[0][3])]
    return {"position": position, "orientation": orientation}


if __name__ == "__main__":
    print(pose_estimation("Images"))
