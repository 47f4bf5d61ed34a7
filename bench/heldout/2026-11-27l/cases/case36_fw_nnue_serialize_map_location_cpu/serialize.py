# expect: none
# source: https://github.com/official-stockfish/nnue-pytorch/pull/303 ("Fix serialization": serialize.py fails in `write_feature_transformer` at `ascii_hist('ft bias:', bias.numpy())` with "TypeError: can't convert cuda:0 device type tensor to numpy"; reviewer: "i think the proper fix is to set the map_location to torch.device("cpu") in the checkpoint loading")
# note: serialize.py with the reviewer's fix (Lightning 2.x): `load_from_checkpoint(..., map_location=torch.device("cpu"))` restores the GPU-trained checkpoint (train.py) on the host and the module stays there, so the `.data` copies quantized in NNUEWriter are CPU int16/int32/int8 tensors and every `.numpy()` works. Only the map_location argument differs from case35.
import argparse
import struct

import numpy
import torch
from torch import nn

import features
import model as M


def ascii_hist(name, x, bins=6):
    N, X = numpy.histogram(x, bins=bins)
    width, nmax = 50, N.max()
    print(name)
    for xi, n in zip(X, N):
        bar = "#" * int(n * 1.0 * width / nmax)
        print("{0}| {1}".format("{0: <8.4g}".format(xi).ljust(10), bar))


class NNUEWriter:
    """All values are stored in little endian."""

    def __init__(self, model):
        self.buf = bytearray()
        self.buf.extend(struct.pack("<I", 0x7AF32F20))
        self.write_feature_transformer(model)
        for layer in (model.l1, model.l2, model.output):
            self.write_fc_layer(layer, is_output=layer is model.output)

    def write_feature_transformer(self, model):
        layer = model.input
        bias = layer.bias.data
        bias = bias.mul(127).round().to(torch.int16)
        ascii_hist("ft bias:", bias.numpy())
        self.buf.extend(bias.flatten().numpy().tobytes())
        weight = layer.weight.data
        weight = weight.mul(127).round().to(torch.int16)
        ascii_hist("ft weight:", weight.numpy())
        self.buf.extend(weight.transpose(0, 1).flatten().numpy().tobytes())

    def write_fc_layer(self, layer: nn.Linear, is_output=False):
        kWeightScale = 16 if is_output else 64
        bias = layer.bias.data.mul(kWeightScale * 127).round().to(torch.int32)
        self.buf.extend(bias.flatten().numpy().tobytes())
        weight = layer.weight.data.mul(kWeightScale).round().clamp(-127, 127).to(torch.int8)
        self.buf.extend(weight.flatten().numpy().tobytes())


def main():
    parser = argparse.ArgumentParser(description="Converts files between ckpt and nnue format.")
    parser.add_argument("source", help="Source file (can be .ckpt)")
    parser.add_argument("target", help="Target file (.nnue)")
    features.add_argparse_args(parser)
    args = parser.parse_args()
    feature_set = features.get_feature_set_from_name(args.features)
    nnue = M.NNUE.load_from_checkpoint(args.source, feature_set=feature_set, map_location=torch.device("cpu"))
    nnue.eval()
    writer = NNUEWriter(nnue)
    with open(args.target, "wb") as f:
        f.write(writer.buf)


if __name__ == "__main__":
    main()
