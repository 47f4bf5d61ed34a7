import torch
from torchvision.io import read_video

from models.mtcnn import MTCNN
from detector import FaceDetector

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")


def align_video(path, out_path):
    frames, _, _ = read_video(path, pts_unit="sec", output_format="THWC")
    frames = frames.to(device)
    mtcnn = MTCNN(FaceDetector().to(device), image_size=160, margin=14, device=device)
    faces = mtcnn(frames)
    kept = [f for f in faces if f is not None]
    print(f"{len(kept)}/{len(faces)} frames with a face")
    torch.save(torch.stack(kept).cpu(), out_path)
