# expect: TL003
# source: https://github.com/likyoo/Siam-NestedUNet/issues/8 ("Assessment of metric prediction issues": "In the eval.py file, an error is reported, how should I fix it"; maintainer: "I think you can debug it and check the contents of the labels and cd_preds" with sklearn's `tn, fp, fn, tp = confusion_matrix([0, 1, 0, 1], [1, 1, 1, 0]).ravel()`)
# note: Siam-NestedUNet's eval.py, condensed; the repository passes `labels.data.cpu().numpy().flatten()` and `cd_preds.data.cpu().numpy().flatten()` to sklearn, this variant passes the tensors themselves. helpers.py picks `cuda:<gpu>` when a GPU is present and moves model and batches there, so `confusion_matrix(labels.flatten(), cd_preds.flatten(), ...)` makes sklearn call `np.asarray` on cuda tensors ("can't convert cuda:0 device type tensor to numpy"). The loop runs under `torch.no_grad()`, predictions are int64, and the totals are Python ints.
import argparse

import torch
from sklearn.metrics import confusion_matrix
from tqdm import tqdm

from helpers import get_device, get_test_loader, load_model, batch_to_device


def evaluate(opt):
    dev = get_device(opt)
    test_loader = get_test_loader(opt)
    model = load_model(opt, dev)
    model.eval()

    c_matrix = {"tn": 0, "fp": 0, "fn": 0, "tp": 0}
    with torch.no_grad():
        for batch in tqdm(test_loader):
            batch_img1, batch_img2, labels = batch_to_device(batch, dev)
            cd_preds = model(batch_img1, batch_img2)
            cd_preds = cd_preds[-1]
            _, cd_preds = torch.max(cd_preds, 1)
            tn, fp, fn, tp = confusion_matrix(labels.flatten(), cd_preds.flatten(), labels=[0, 1]).ravel()
            c_matrix["tn"] += int(tn)
            c_matrix["fp"] += int(fp)
            c_matrix["fn"] += int(fn)
            c_matrix["tp"] += int(tp)

    tn, fp, fn, tp = c_matrix["tn"], c_matrix["fp"], c_matrix["fn"], c_matrix["tp"]
    precision = tp / max(tp + fp, 1)
    recall = tp / max(tp + fn, 1)
    f1 = 2 * precision * recall / max(precision + recall, 1e-12)
    print("Precision: {:.4f}\nRecall: {:.4f}\nF1-Score: {:.4f}".format(precision, recall, f1))
    return precision, recall, f1


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset_dir", default="../datasets/CDD/subset/")
    parser.add_argument("--weights", default="./tmp/checkpoint_epoch_best.pt")
    parser.add_argument("--gpu", type=int, default=0)
    parser.add_argument("--batch_size", type=int, default=8)
    evaluate(parser.parse_args())
