# expect: TL003
# source: https://github.com/StrangerZhang/SiamFC-PyTorch/issues/41 ("请问这个问题怎么解决": traceback ends in `torch/tensor.py` line 621, `__array__`, `return self.numpy()` -> "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; the reporter: "已经解决了 加上.cpu" (solved by adding .cpu))
# note: the SiamFC tracker's `update` step, reconstructed (the stored thread has only the last frames of the traceback): the AlexNet-style backbone runs on `cuda:{gpu_id}` under `torch.no_grad()`, and the per-scale response maps handed to OpenCV are first wrapped with `np.asarray`, which goes through `Tensor.__array__` on a cuda tensor. The exemplar crop and the cosine window are NumPy; the bounding box is kept as NumPy floats; instance crops enter via `torch.from_numpy(...).cuda()`.
import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision.transforms as transforms

from .alexnet import SiameseAlexNet
from .config import config
from .custom_transforms import ToTensor
from .utils import get_exemplar_image, get_pyramid_instance_image


class SiamFCTracker:
    def __init__(self, model_path, gpu_id):
        self.gpu_id = gpu_id
        with torch.cuda.device(gpu_id):
            self.model = SiameseAlexNet(gpu_id, train=False)
            self.model.load_state_dict(torch.load(model_path, map_location="cpu"))
            self.model = self.model.cuda()
            self.model.eval()
        self.transforms = transforms.Compose([ToTensor()])

    def _cosine_window(self, size):
        cos_window = np.hanning(int(size[0]))[:, np.newaxis].dot(np.hanning(int(size[1]))[np.newaxis, :])
        cos_window = cos_window.astype(np.float32)
        cos_window /= np.sum(cos_window)
        return cos_window

    def init(self, frame, bbox):
        """ initialize siamfc tracker
        Args:
            frame: an RGB image
            bbox: one-based bounding box [x, y, width, height]
        """
        self.bbox = (bbox[0] - 1, bbox[1] - 1, bbox[0] - 1 + bbox[2], bbox[1] - 1 + bbox[3])
        self.pos = np.array([bbox[0] - 1 + (bbox[2] - 1) / 2, bbox[1] - 1 + (bbox[3] - 1) / 2])
        self.target_sz = np.array([bbox[2], bbox[3]])

        self.img_mean = tuple(map(int, frame.mean(axis=(0, 1))))
        exemplar_img, scale_z, s_z = get_exemplar_image(frame, self.bbox, config.exemplar_size, config.context_amount, self.img_mean)

        exemplar_img = self.transforms(exemplar_img)[None, :, :, :]
        with torch.cuda.device(self.gpu_id):
            exemplar_img_var = exemplar_img.cuda()
            with torch.no_grad():
                self.model((exemplar_img_var, None))

        self.penalty = np.ones((config.num_scale)) * config.scale_penalty
        self.penalty[config.num_scale // 2] = 1

        self.interp_response_sz = config.response_up_stride * config.response_sz
        self.cosine_window = self._cosine_window((self.interp_response_sz, self.interp_response_sz))

        self.scales = config.scale_step ** np.arange(np.ceil(config.num_scale / 2) - config.num_scale, np.floor(config.num_scale / 2) + 1)

        self.s_x = s_z + (config.instance_size - config.exemplar_size) / scale_z
        self.min_s_x = 0.2 * self.s_x
        self.max_s_x = 5 * self.s_x

    def update(self, frame):
        """track object based on the previous frame
        Args:
            frame: an RGB image
        Returns:
            bbox: tuple of 1-based bounding box(xmin, ymin, xmax, ymax)
        """
        size_x_scales = self.s_x * self.scales
        pyramid = get_pyramid_instance_image(frame, self.pos, config.instance_size, size_x_scales, self.img_mean)
        instance_imgs = torch.cat([self.transforms(x)[None, :, :, :] for x in pyramid], dim=0)
        with torch.cuda.device(self.gpu_id):
            instance_imgs_var = instance_imgs.cuda()
            with torch.no_grad():
                response_maps = self.model((None, instance_imgs_var))
            response_maps = response_maps.squeeze(1)

        # upsample the response maps with OpenCV
        response_maps_up = [
            cv2.resize(np.asarray(x), (self.interp_response_sz, self.interp_response_sz), interpolation=cv2.INTER_CUBIC)
            for x in response_maps
        ]

        # get max score
        max_score = np.array([x.max() for x in response_maps_up]) * self.penalty

        # penalty scale change
        scale_idx = max_score.argmax()
        response_map = response_maps_up[scale_idx]
        response_map -= response_map.min()
        response_map /= response_map.sum()
        response_map = (1 - config.window_influence) * response_map + config.window_influence * self.cosine_window
        max_r, max_c = np.unravel_index(response_map.argmax(), response_map.shape)

        # displacement in interpolation response
        disp_response_interp = np.array([max_c, max_r]) - (self.interp_response_sz - 1) / 2.0
        # displacement in input
        disp_response_input = disp_response_interp * config.total_stride / config.response_up_stride
        # displacement in frame
        scale = self.scales[scale_idx]
        disp_response_frame = disp_response_input * (self.s_x * scale) / config.instance_size
        # position in frame coordinates
        self.pos += disp_response_frame
        # scale damping and saturation
        self.s_x *= (1 - config.scale_lr) + config.scale_lr * scale
        self.s_x = max(self.min_s_x, min(self.max_s_x, self.s_x))
        self.target_sz = ((1 - config.scale_lr) + config.scale_lr * scale) * self.target_sz
        bbox = (
            self.pos[0] - self.target_sz[0] / 2 + 1,  # xmin   convert to 1-based
            self.pos[1] - self.target_sz[1] / 2 + 1,  # ymin
            self.pos[0] + self.target_sz[0] / 2 + 1,  # xmax
            self.pos[1] + self.target_sz[1] / 2 + 1,
        )  # ymax
        return bbox
