"""Minimal CNN wrapper in the style of opensoundscape.ml.cnn."""
import torch
import torch.nn.functional as F

from cam import CAM


class CNN:
    def __init__(self, architecture, classes):
        self.classes = classes
        self.network = architecture
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.network.to(self.device)

    def generate_cams(self, samples, target_layer="layer4"):
        self.network.eval()
        feats = {}
        handle = getattr(self.network, target_layer).register_forward_hook(
            lambda m, i, o: feats.__setitem__("a", o))
        cams = []
        with torch.no_grad():
            for spec in samples:
                self.network(spec.unsqueeze(0).to(self.device))
                weights = self.network.fc.weight  # (n_classes, channels)
                maps = torch.einsum("kc,chw->khw", weights, feats["a"][0])
                maps = F.interpolate(maps.unsqueeze(0), size=spec.shape[-2:], mode="bilinear")[0]
                cams.append(CAM(base_image=spec, activation_maps={c: maps[i].detach().cpu() for i, c in enumerate(self.classes)}))
        handle.remove()
        return cams
