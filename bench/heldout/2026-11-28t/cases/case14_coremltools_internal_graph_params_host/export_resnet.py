import argparse

import coremltools as ct
import torch
import torchvision


def main():
    parser = argparse.ArgumentParser(description="Export a torchvision classifier to Core ML")
    parser.add_argument("--arch", default="resnet18")
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--out", default="resnet18.mlmodel")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = getattr(torchvision.models, args.arch)(pretrained=True)
    model = model.to(device).eval()

    example = torch.rand(1, 3, args.size, args.size).to(device)
    with torch.no_grad():
        traced = torch.jit.trace(model, example)
        reference = traced(example)
    print("traced output:", tuple(reference.shape), "max", reference.max().item())

    mlmodel = ct.convert(traced, inputs=[ct.TensorType(name="input", shape=tuple(example.shape))])
    mlmodel.save(args.out)
    print("saved", args.out)


if __name__ == "__main__":
    main()
