import argparse

import torch
from PIL import Image

from bake import MeshRunner
from tsr.system import TSR


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("image")
    parser.add_argument("--device", default="cuda:0", help="Device to use. Default: 'cuda:0'")
    parser.add_argument("--mc-resolution", default=256, type=int)
    parser.add_argument("--output", default="mesh.obj")
    args = parser.parse_args()

    device = args.device
    if not torch.cuda.is_available():
        device = "cpu"

    model = TSR.from_pretrained("stabilityai/TripoSR", config_name="config.yaml", weight_name="model.ckpt")
    runner = MeshRunner(model, device, resolution=args.mc_resolution)
    with torch.no_grad():
        scene_codes = runner.model([Image.open(args.image)], device=device)
    mesh = runner.run_mesh(scene_codes[0])
    mesh.export(args.output)


if __name__ == "__main__":
    main()
