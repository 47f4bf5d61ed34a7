# expect: none
# source: https://github.com/open-edge-platform/anomalib/pull/100 ("Fix tensor detach and gpu count issues in benchmarking script": "Even with model.eval(), the models returned predictions with `grad_required = True`")
# note: counterpart of case09: the same benchmarking helper, with grad mode switched off for the whole process by `torch.set_grad_enabled(False)` at the start of benchmark() (a plain call, not a with-block), so the anomaly maps carry no grad and `.cpu().numpy()` is valid. Apart from that line the code is the same as case09.
import argparse
import time

import numpy as np
import torch
from sklearn.metrics import roc_auc_score

from anomalib.models import get_model
from anomalib.data import get_datamodule
from anomalib.config import get_configurable_parameters


def benchmark(model_name, category, gpu):
    torch.set_grad_enabled(False)
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
