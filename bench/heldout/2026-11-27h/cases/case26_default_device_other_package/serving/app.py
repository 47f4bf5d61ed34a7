"""Request handler of the scoring service (GPU)."""
import torch

from serving_model import load_ranker

ranker = load_ranker("ranker.pt")


@torch.inference_mode()
def score(features):
    x = torch.tensor(features, dtype=torch.float32)
    return ranker(x).sigmoid().tolist()


def handle(request):
    return {"scores": score(request["features"])}
