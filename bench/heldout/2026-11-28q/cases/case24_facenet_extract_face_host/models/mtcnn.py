import torch
from torch import nn

from .utils.detect_face import extract_face


class MTCNN(nn.Module):
    def __init__(self, detector, image_size=160, margin=0, post_process=True, device=None):
        super().__init__()
        self.detector = detector
        self.image_size = image_size
        self.margin = margin
        self.post_process = post_process
        self.device = torch.device("cpu")
        if device is not None:
            self.device = device
            self.to(device)

    def forward(self, imgs):
        batch_boxes = self.detector(imgs)
        return self.extract(imgs, batch_boxes)

    def extract(self, imgs, batch_boxes):
        faces = []
        for im, boxes in zip(imgs, batch_boxes):
            if boxes is None or len(boxes) == 0:
                faces.append(None)
                continue
            face = extract_face(im, [float(b) for b in boxes[0]], self.image_size, self.margin)
            if self.post_process:
                face = (face - 127.5) / 128.0
            faces.append(face)
        return faces
