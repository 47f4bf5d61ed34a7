"""Command-line options shared by the server and the API scripts."""

import argparse
import enum


class LatentPreviewMethod(enum.Enum):
    NoPreviews = "none"
    Auto = "auto"
    Latent2RGB = "latent2rgb"


parser = argparse.ArgumentParser(add_help=False)
parser.add_argument("--listen", type=str, default="127.0.0.1")
parser.add_argument("--port", type=int, default=8188)
parser.add_argument("--output-directory", type=str, default="output")
parser.add_argument("--temp-directory", type=str, default="temp")

device_group = parser.add_mutually_exclusive_group()
device_group.add_argument(
    "--gpu-only",
    action="store_true",
    help="Store and run everything (text encoders/CLIP models, etc... on the GPU).",
)
device_group.add_argument(
    "--highvram",
    action="store_true",
    help="By default models will be unloaded to CPU memory after being used. "
    "This option keeps them in GPU memory.",
)
device_group.add_argument(
    "--cpu", action="store_true", help="To use the CPU for everything (slow)."
)

parser.add_argument(
    "--preview-method",
    type=LatentPreviewMethod,
    default=LatentPreviewMethod.NoPreviews,
    help="Default preview method for sampler nodes.",
)
parser.add_argument(
    "--force-fp32", action="store_true", help="Force fp32 everywhere."
)
parser.add_argument(
    "--disable-metadata",
    action="store_true",
    help="Disable saving prompt metadata in files.",
)

# Scripts that import comfy pass their own arguments too: keep the unknown ones.
args, _unknown = parser.parse_known_args()

if args.cpu:
    args.force_fp32 = True
