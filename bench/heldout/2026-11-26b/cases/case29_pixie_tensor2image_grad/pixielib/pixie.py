import torch
import torch.nn as nn

from .models.encoders import ResnetEncoder, MLP
from .models.SMPLX import SMPLX
from .utils.renderer import render_shape


class PIXIE(object):
    def __init__(self, config=None, device="cuda:0"):
        self.cfg = config
        self.device = device
        self.param_list_dict = {"body": ["shape", "tex", "exp", "body_pose", "cam"]}
        self.Encoder = {"body": ResnetEncoder().to(self.device)}
        self.Regressor = {"body": MLP(channels=[2048, 1024, 256]).to(self.device)}
        self.smplx = SMPLX(self.cfg.model).to(self.device)
        checkpoint = torch.load(self.cfg.pretrained_modelpath, map_location=self.device)
        self.Encoder["body"].load_state_dict(checkpoint["Encoder_body"])
        self.Regressor["body"].load_state_dict(checkpoint["Regressor_body"])

    def encode(self, data):
        feature = self.Encoder["body"](data["body"]["image"])
        return {"body": {"params": self.Regressor["body"](feature)}}

    def decode(self, codedict, param_type="body"):
        verts, landmarks = self.smplx(codedict["params"])
        shape_images = render_shape(verts, self.smplx.faces_tensor, image_size=224)
        return {"vertices": verts, "landmarks": landmarks, "shape_images": shape_images}
