# source: https://github.com/Hzzone/pytorch-openpose/pull/16
# expect: TL001
# why: data is moved to cuda when available and self.model(data).numpy() is called (under no_grad, so only the device matters)
import numpy as np
import torch

from src.model import handpose_model


class Hand:
    def __init__(self, model_path):
        self.model = handpose_model()
        if torch.cuda.is_available():
            self.model = self.model.cuda()
        self.model.load_state_dict(torch.load(model_path))
        self.model.eval()

    def __call__(self, oriImg, scale_search=(0.5, 1.0, 1.5, 2.0)):
        heatmap_avg = np.zeros((oriImg.shape[0], oriImg.shape[1], 22))
        for scale in scale_search:
            im = np.ascontiguousarray(np.transpose(np.float32(oriImg[:, :, :, np.newaxis]), (3, 2, 0, 1)) / 256 - 0.5)
            data = torch.from_numpy(im).float()
            if torch.cuda.is_available():
                data = data.cuda()
            with torch.no_grad():
                output = self.model(data).numpy()
            heatmap = np.transpose(np.squeeze(output), (1, 2, 0))
            heatmap_avg += heatmap[: oriImg.shape[0], : oriImg.shape[1]] / len(scale_search)
        return heatmap_avg
