import torch

from .utils import tensor2cv2

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class FaceSimilarity:
    @classmethod
    def INPUT_TYPES(cls):
        return {"required": {"image": ("IMAGE",), "reference": ("IMAGE",)}}

    RETURN_TYPES = ("FLOAT",)
    FUNCTION = "face_similarity"

    def __init__(self, analyzer=None):
        self.analyzer = analyzer

    def face_similarity(self, image, reference):
        image = image.to(device)
        reference = reference.to(device)
        image = torch.clamp(image, 0.0, 1.0)
        img = tensor2cv2(image[0])
        ref = tensor2cv2(reference[0])
        score = self.analyzer.compare(img, ref)
        return (float(score),)
