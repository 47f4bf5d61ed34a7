import numpy as np
import torch
import torchvision

from polygraphy.backend.pyt.runner import PytRunner


def main():
    model = torchvision.models.resnet18(weights=torchvision.models.ResNet18_Weights.DEFAULT)
    runner = PytRunner(model, input_metadata={"x": (np.float32, (4, 3, 224, 224))},
                       output_names=["logits"], device="cuda")
    feed_dict = {"x": np.random.rand(4, 3, 224, 224).astype(np.float32)}
    reference = np.load("reference_logits.npy")
    with runner:
        outputs = runner.infer(feed_dict)
        print(f"inference took {runner.inference_time * 1000:.2f} ms")
    diff = np.abs(outputs["logits"] - reference)
    print("max abs diff", float(diff.max()), "mean abs diff", float(diff.mean()))
    top1 = outputs["logits"].argmax(axis=1)
    print("top-1", top1.tolist())


if __name__ == "__main__":
    main()
