import argparse
import os

import torch

from pixielib.pixie import PIXIE
from pixielib.datasets.body_datasets import TestData
from pixielib.utils import util
from pixielib.utils.config import cfg as pixie_cfg


def main(args):
    device = args.device
    testdata = TestData(args.inputpath, iscrop=args.iscrop, body_detector="rcnn")
    pixie = PIXIE(config=pixie_cfg, device=device)          # networks moved to `device` inside

    for i, batch in enumerate(testdata):
        name = batch["name"]
        data = {k: v[None].to(device) for k, v in batch.items() if torch.is_tensor(v)}
        param_dict = pixie.encode({"body": data})
        codedict = param_dict["body"]
        opdict = pixie.decode(codedict, param_type="body")
        visdict = {"inputs": data["image"], "shape_images": opdict["shape_images"]}
        util.visualize_grid(visdict, os.path.join(args.savefolder, f"{name}_vis.jpg"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="PIXIE")
    parser.add_argument("-i", "--inputpath", default="TestSamples/body")
    parser.add_argument("-s", "--savefolder", default="TestSamples/body/results")
    parser.add_argument("--device", default="cuda:0")
    parser.add_argument("--iscrop", default=True)
    main(parser.parse_args())
