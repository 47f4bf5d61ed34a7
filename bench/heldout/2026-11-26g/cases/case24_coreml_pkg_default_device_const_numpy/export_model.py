import torch
import torchvision

import tracekit


def main():
    model = torchvision.models.mobilenet_v3_small(weights=None).eval()
    example = torch.rand(1, 3, 224, 224)
    traced = torch.jit.trace(model, example)
    consts = tracekit.convert_constants(traced.inlined_graph)
    print(f"{len(consts)} scalar constants folded")


if __name__ == "__main__":
    main()
