import torch
import torch.nn as nn
import torchvision


class ResnetSimple(nn.Module):
    """ResNet-101 encoder with a light upsampling decoder producing one belief map per keypoint."""

    def __init__(self, n_keypoints=7, pretrained=True):
        super().__init__()
        resnet = torchvision.models.resnet101(weights="DEFAULT" if pretrained else None)
        self.encoder = nn.Sequential(*list(resnet.children())[:-2])
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(2048, 256, 4, stride=2, padding=1), nn.BatchNorm2d(256), nn.ReLU(inplace=True),
            nn.ConvTranspose2d(256, 256, 4, stride=2, padding=1), nn.BatchNorm2d(256), nn.ReLU(inplace=True),
            nn.ConvTranspose2d(256, 256, 4, stride=2, padding=1), nn.BatchNorm2d(256), nn.ReLU(inplace=True),
            nn.Conv2d(256, n_keypoints, 1),
        )

    def forward(self, x):
        return [self.decoder(self.encoder(x))]


class ManipulatorNDDSNetwork:
    """DREAM network wrapper: preprocessing config, model loading and keypoint inference."""

    def __init__(self, network_config, model_path=None, use_gpu=True):
        self.network_config = network_config
        self.keypoint_names = network_config["manipulator"]["keypoints"]
        self.n_keypoints = len(self.keypoint_names)
        self.trained_net_input_resolution = tuple(network_config["architecture"]["input_resolution"])
        self.trained_net_output_resolution = tuple(network_config["architecture"]["output_resolution"])
        self.device = torch.device("cuda" if use_gpu and torch.cuda.is_available() else "cpu")
        self.model = ResnetSimple(self.n_keypoints, pretrained=model_path is None)
        if model_path is not None:
            self.model.load_state_dict(torch.load(model_path, map_location="cpu"))
        self.model = self.model.to(self.device)
        self.model.eval()

    def peaks_from_belief_maps(self, belief_maps_batch):
        """(B, K, H, W) belief maps -> (B, K, 2) float (x, y) of the strongest peak, in netout pixels."""
        b, k, h, w = belief_maps_batch.shape
        flat_idx = belief_maps_batch.reshape(b, k, -1).argmax(dim=-1)
        ys = torch.div(flat_idx, w, rounding_mode="floor").float()
        xs = (flat_idx % w).float()
        return torch.stack([xs, ys], dim=-1)

    def inference(self, network_input_batch):
        network_input_batch = network_input_batch.to(self.device)
        with torch.no_grad():
            belief_maps_batch = self.model(network_input_batch)[-1]
        detected_kp_projs_batch = self.peaks_from_belief_maps(belief_maps_batch)
        return {
            "belief_maps": belief_maps_batch,
            "detected_keypoints": detected_kp_projs_batch,
        }
