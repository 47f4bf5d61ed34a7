# expect: TL001
# source: https://github.com/Bing-su/dddetailer/issues/19
import numpy as np
import torch

from detector import build_detector
from data import make_video_loader

model = build_detector("yolo-s").cuda().eval()
compiled = torch.compile(model, mode="reduce-overhead")

heatmaps = []
with torch.no_grad():
    for frames in make_video_loader("clip.mp4", batch_size=16):
        out = compiled(frames.cuda(non_blocking=True))
        heatmaps.append(out.sigmoid().numpy())

np.save("heatmaps.npy", np.concatenate(heatmaps))
