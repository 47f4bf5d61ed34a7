# expect: none
# source: https://github.com/Bing-su/dddetailer/issues/19
import numpy as np
import torch

from detector import build_detector
from data import make_video_loader

model = build_detector("yolo-s").cuda().eval()
compiled = torch.compile(model, mode="reduce-overhead")


@torch.inference_mode()
def run_video(path):
    heatmaps = []
    for frames in make_video_loader(path, batch_size=16):
        out = compiled(frames.cuda(non_blocking=True))
        heatmaps.append(out.sigmoid().cpu().numpy())
    return np.concatenate(heatmaps)


np.save("heatmaps.npy", run_video("clip.mp4"))
