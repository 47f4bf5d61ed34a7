import argparse

import torch

from tracker.multitracker import JDETracker
from utils import datasets


def eval_seq(opt, dataloader, frame_rate=30):
    tracker = JDETracker(opt, frame_rate=frame_rate)
    results = []
    for frame_id, (path, img, img0) in enumerate(dataloader):
        blob = torch.from_numpy(img).cuda().unsqueeze(0)
        online_targets = tracker.update(blob, img0)
        results.append((frame_id + 1, [t.tlwh for t in online_targets]))
    return results


if __name__ == '__main__':
    parser = argparse.ArgumentParser(prog='track.py')
    parser.add_argument('--cfg', type=str, default='cfg/yolov3_1088x608.cfg')
    parser.add_argument('--weights', type=str, default='weights/latest.pt')
    parser.add_argument('--conf-thres', type=float, default=0.5)
    parser.add_argument('--nms-thres', type=float, default=0.4)
    parser.add_argument('--track-buffer', type=int, default=30)
    parser.add_argument('--img-size', type=int, nargs=2, default=[1088, 608])
    parser.add_argument('--input-video', type=str)
    opt = parser.parse_args()
    loader = datasets.LoadVideo(opt.input_video, opt.img_size)
    eval_seq(opt, loader, frame_rate=loader.frame_rate)
