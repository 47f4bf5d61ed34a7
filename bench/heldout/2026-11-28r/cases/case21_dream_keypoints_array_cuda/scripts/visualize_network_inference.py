# expect: TL003
# source: https://github.com/NVlabs/DREAM/pull/49 ("fix: move inference outputs to CPU before numpy/PIL use": patch to scripts/visualize_network_inference.py: `belief_maps[idx_keypoints, :, :].detach().clone()` -> `belief_maps[idx_keypoints, :, :].detach().cpu().clone()` and `detected_kp_projs_netout = np.array(` / `detected_kp_projs_netout_batch[b], dtype=float` -> `detected_kp_projs_netout_batch[b].cpu(), dtype=float`)
# note: DREAM's network-inference visualization script reconstructed (robot keypoint detection from RGB images). `dream/network.py` puts the model on cuda when available and `inference()` moves each input batch there, so the detected keypoints (argmax peaks of the belief maps, computed with torch on the same device) are cuda tensors; `np.array(detected_kp_projs_netout_batch[b], dtype=float)` converts one implicitly and raises. The belief maps are already copied with `.detach().cpu().clone()` before PIL; the keypoint selection and the overlay drawing run on NumPy arrays; image sizes are ints.
import argparse
import os

import numpy as np
import torch
import yaml
from PIL import Image, ImageDraw
from torch.utils.data import DataLoader

from dream.datasets import ManipulatorNDDSDataset
from dream.network import ManipulatorNDDSNetwork


def belief_map_image(belief_map):
    bm = belief_map.numpy()
    bm = (255 * (bm - bm.min()) / max(bm.max() - bm.min(), 1e-6)).astype(np.uint8)
    return Image.fromarray(bm).convert("RGB")


def draw_keypoints(image, keypoints, color=(0, 255, 0), radius=4):
    draw = ImageDraw.Draw(image)
    for x, y in keypoints:
        draw.ellipse([x - radius, y - radius, x + radius, y + radius], outline=color)
    return image


def visualize_network_inference(args):
    with open(args.network_config) as f:
        network_config = yaml.safe_load(f)
    dream_network = ManipulatorNDDSNetwork(network_config, model_path=args.model, use_gpu=not args.cpu)
    keypoint_names = dream_network.keypoint_names
    idx_keypoints = [keypoint_names.index(k) for k in (args.keypoints or keypoint_names)]
    needs_belief_maps = args.belief_maps

    dataset = ManipulatorNDDSDataset(args.dataset, keypoint_names,
                                     network_input_resolution=dream_network.trained_net_input_resolution,
                                     network_output_resolution=dream_network.trained_net_output_resolution)
    loader = DataLoader(dataset, batch_size=args.batch_size, shuffle=False, num_workers=4)
    os.makedirs(args.output_dir, exist_ok=True)
    netout_w, netout_h = dream_network.trained_net_output_resolution

    sample_idx = 0
    for sample in loader:
        input_batch = sample["image_rgb_input"]
        net_out = dream_network.inference(input_batch)
        belief_maps_batch = net_out["belief_maps"]
        detected_kp_projs_netout_batch = net_out["detected_keypoints"]

        for b in range(input_batch.shape[0]):
            if needs_belief_maps:
                belief_maps = belief_maps_batch[b]
                selected_belief_maps_copy = belief_maps[idx_keypoints, :, :].detach().cpu().clone()
            else:
                selected_belief_maps_copy = []

            detected_kp_projs_netout = np.array(
                detected_kp_projs_netout_batch[b], dtype=float
            )
            selected_detected_kp_projs_netout = detected_kp_projs_netout[idx_keypoints, :]

            image_rgb = Image.open(sample["image_paths"]["rgb"][b]).convert("RGB")
            scale = np.array([image_rgb.width / netout_w, image_rgb.height / netout_h])
            keypoints_raw = selected_detected_kp_projs_netout * scale
            overlay = draw_keypoints(image_rgb, keypoints_raw.tolist())
            overlay.save(os.path.join(args.output_dir, "%05d_keypoints.png" % sample_idx))

            for kp_i, bm in zip(idx_keypoints, selected_belief_maps_copy):
                belief_map_image(bm).save(
                    os.path.join(args.output_dir, "%05d_belief_%s.png" % (sample_idx, keypoint_names[kp_i])))
            sample_idx += 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("-i", "--model", required=True)
    parser.add_argument("-c", "--network-config", required=True)
    parser.add_argument("-d", "--dataset", required=True)
    parser.add_argument("-o", "--output-dir", default="inference_vis")
    parser.add_argument("-k", "--keypoints", nargs="*")
    parser.add_argument("-b", "--batch-size", type=int, default=16)
    parser.add_argument("--belief-maps", action="store_true")
    parser.add_argument("--cpu", action="store_true")
    visualize_network_inference(parser.parse_args())
