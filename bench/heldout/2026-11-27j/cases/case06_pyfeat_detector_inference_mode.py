# expect: none
# source: https://github.com/cosanlab/py-feat/issues/194 ("Can't call numpy() on Tensor that requires grad" from detector.detect_image in the tutorial; maintainer: "the inference path now runs under torch.inference_mode(). Fixed on the v0.7-dev branch")
# note: reconstruction of a face detector wrapper with that fix: detect_image is decorated with @torch.inference_mode(), so the model outputs carry no grad even though the model's parameters do and no `with torch.no_grad()` block appears; every `.numpy()` follows `.cpu()`. The detector runs on cuda when available.
import pandas as pd
import torch
from PIL import Image
from torchvision.transforms.functional import to_tensor

from feat.face_detectors import RetinaFace
from feat.au_detectors import XGBClassifierHead


class Detector:
    def __init__(self, device="auto"):
        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = torch.device(device)
        self.face_model = RetinaFace(pretrained=True).to(self.device).eval()
        self.au_model = XGBClassifierHead(n_aus=20).to(self.device).eval()

    @torch.inference_mode()
    def detect_image(self, path, threshold=0.5):
        img = to_tensor(Image.open(path).convert("RGB")).unsqueeze(0).to(self.device)
        boxes, scores = self.face_model(img)
        keep = scores[0] > threshold
        boxes, scores = boxes[0][keep], scores[0][keep]
        crops = self.face_model.crop(img, boxes)
        aus = torch.sigmoid(self.au_model(crops))
        frame = pd.DataFrame(boxes.cpu().numpy(), columns=["FaceRectX", "FaceRectY", "FaceRectWidth", "FaceRectHeight"])
        frame["FaceScore"] = scores.cpu().numpy()
        au_frame = pd.DataFrame(aus.cpu().numpy(), columns=[f"AU{i:02d}" for i in range(1, 21)])
        return pd.concat([frame, au_frame], axis=1)


if __name__ == "__main__":
    detector = Detector()
    print(detector.detect_image("single_face.jpg").head())
