import torch
import torch.nn as nn

from yoeo.utils.parse_config import parse_model_config


class Darknet(nn.Module):
    """YOLO detection head plus a segmentation head on a shared Darknet backbone."""

    def __init__(self, config_path):
        super().__init__()
        self.module_defs = parse_model_config(config_path)
        self.hyperparams, self.module_list = create_modules(self.module_defs)

    def forward(self, x):
        yolo_outputs, segmentation_outputs = [], []
        for module_def, module in zip(self.module_defs, self.module_list):
            x = module(x)
            if module_def["type"] == "yolo":
                yolo_outputs.append(x)
            elif module_def["type"] == "seg":
                segmentation_outputs.append(x)
        return torch.cat(yolo_outputs, 1), torch.cat(segmentation_outputs, 1).argmax(dim=1)


def load_model(model_path, weights_path=None):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = Darknet(model_path).to(device)
    if weights_path:
        if weights_path.endswith(".pth"):
            model.load_state_dict(torch.load(weights_path, map_location=device))
        else:
            model.load_darknet_weights(weights_path)
    return model


def create_modules(module_defs):
    from yoeo.utils.layers import build_module_list
    return build_module_list(module_defs)
