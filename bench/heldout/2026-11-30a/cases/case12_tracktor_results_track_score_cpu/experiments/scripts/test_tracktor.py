import copy
import os
import time
from os import path as osp

import motmetrics as mm
import numpy as np
import sacred
import torch
import yaml
from sacred import Experiment
from torch.utils.data import DataLoader
from torchreid.utils import FeatureExtractor
from tqdm import tqdm

from tracktor.config import get_output_dir
from tracktor.datasets.factory import Datasets
from tracktor.frcnn_fpn import FRCNN_FPN
from tracktor.tracker import Tracker
from tracktor.utils import evaluate_mot_accums, get_mot_accum, interpolate_tracks

mm.lap.default_solver = 'lap'

ex = Experiment()
ex.add_config('experiments/cfgs/tracktor.yaml')


@ex.automain
def main(module_name, name, seed, obj_detect_models, reid_models,
         tracker, dataset, frame_range, interpolate, _config, _log, _run):
    sacred.commands.print_config(_run)

    # set all seeds
    torch.manual_seed(seed)
    torch.cuda.manual_seed(seed)
    np.random.seed(seed)
    torch.backends.cudnn.deterministic = True

    output_dir = osp.join(get_output_dir(module_name), name)
    os.makedirs(output_dir, exist_ok=True)
    with open(osp.join(output_dir, 'sacred_config.yaml'), 'w') as outfile:
        yaml.dump(copy.deepcopy(_config), outfile, default_flow_style=False)

    dataset = Datasets(dataset)

    _log.info("Initializing object detector.")
    obj_detect = FRCNN_FPN(num_classes=2)
    obj_detect.load_state_dict(torch.load(obj_detect_models, map_location=lambda storage, loc: storage))
    obj_detect.eval()
    if torch.cuda.is_available():
        obj_detect.cuda()

    _log.info("Initializing reID network.")
    reid_network = FeatureExtractor(
        model_name='resnet50_fc512',
        model_path=reid_models,
        verbose=False,
        device='cuda' if torch.cuda.is_available() else 'cpu')

    tracker = Tracker(obj_detect, reid_network, tracker)

    time_total = 0
    num_frames = 0
    mot_accums = []
    for seq in dataset:
        tracker.reset()
        _log.info(f"Tracking: {seq}")

        start_frame = int(frame_range['start'] * len(seq))
        end_frame = int(frame_range['end'] * len(seq))
        seq_loader = DataLoader(torch.utils.data.Subset(seq, range(start_frame, end_frame)))
        num_frames += len(seq_loader)

        start = time.time()
        for frame_data in tqdm(seq_loader):
            with torch.no_grad():
                tracker.step(frame_data)
        results = tracker.get_results()
        time_total += time.time() - start

        _log.info(f"Tracks found: {len(results)}")
        if interpolate:
            results = interpolate_tracks(results)
        seq.write_results(results, output_dir)

        if not seq.no_gt:
            mot_accums.append(get_mot_accum(results, seq_loader))

    if time_total:
        _log.info(f"Tracking runtime: {time_total:.2f} s for {num_frames} frames ({num_frames / time_total:.2f} Hz)")
    if mot_accums:
        evaluate_mot_accums(mot_accums, [str(s) for s in dataset if not s.no_gt], generate_overall=True)
