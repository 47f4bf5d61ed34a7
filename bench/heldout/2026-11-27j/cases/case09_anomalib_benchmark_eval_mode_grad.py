# expect: TL002
# source: https://github.com/open-edge-platform/anomalib/pull/100 ("Fix tensor detach and gpu count issues in benchmarking script": "Even with model.eval(), the models returned predictions with `grad_required = True`")
# note: reconstruction of the benchmarking helper before the fix: the model is put in eval mode and on the selected GPU, but eval() does not turn grad mode off, so the anomaly maps and scores returned by the forward pass are graph-attached; they are copied with `.cpu()` (device handled) and converted with `.numpy()`, which raises. The labels come from the dataloader and carry no grad.
import argparse
import time

import numpy as np
import torch
from sklearn.metrics import roc_auc_score

from anomalib.models import get_model
from anomalib.data import get_datamodule
from anomalib.config import get_configurable_parameters


def benchmark(model_name, category, gpu):
    config = get_configurable_parameters(model_name=model_name)
    config.dataset.category = category
    device = torch.device(f"cuda:{gpu}")
    model = get_model(config).to(device)
    model.load_state_dict(torch.load(f"results/{model_name}/{category}/weights/model.pt", map_location=device))
    model.eval()
    datamodule = get_datamodule(config)
    datamodule.setup()

    scores, labels, start = [], [], time.time()
    for batch in datamodule.test_dataloader():
        anomaly_maps = model(batch["image"].to(device))
        image_scores = anomaly_maps.flatten(1).max(dim=1).values
        scores.append(image_scores.cpu().numpy())
        labels.append(batch["label"].numpy())
    elapsed = time.time() - start
    auroc = roc_auc_score(np.concatenate(labels), np.concatenate(scores))
    return {"model": model_name, "category": category, "image_AUROC": auroc, "fps": len(datamodule.test_data) / elapsed}


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="padim")
    parser.add_argument("--category", default="bottle")
    parser.add_argument("--gpu", type=int, default=0)
    args = parser.parse_args()
    print(benchmark(args.model, args.category, args.gpu))
