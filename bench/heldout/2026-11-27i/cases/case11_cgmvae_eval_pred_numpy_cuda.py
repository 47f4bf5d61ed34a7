# expect: TL001
# source: https://github.com/JunwenBai/C-GMVAE/pull/1 ("Update train.py": "TypeError: can't convert cuda:0 device type tensor to numpy.")
# note: reconstruction of the validation part of train.py in C-GMVAE (multi-label classification, repository files train.py, evals.py, model.py): the model and the feature/label batches are on cuda, the sigmoid predictions are computed under no_grad and detached, but `.numpy()` is called without a copy to the host. The labels are copied correctly.
import numpy as np
import torch

import evals
from model import VAE


def valid(args, model, loader, device):
    model.eval()
    all_pred, all_label = [], []
    with torch.no_grad():
        for input_feat, input_label in loader:
            input_feat = input_feat.to(device)
            input_label = input_label.to(device)
            output = model(input_label, input_feat)
            pred = torch.sigmoid(output["feat_out"]).detach()
            all_pred.append(pred.numpy())
            all_label.append(input_label.cpu().numpy())
    all_pred = np.concatenate(all_pred)
    all_label = np.concatenate(all_label)
    return evals.compute_metrics(all_pred, all_label, 0.5, all_metrics=True)


if __name__ == "__main__":
    from data_loader import get_loader
    from utils import parse_args

    args = parse_args()
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    model = VAE(args).to(device)
    model.load_state_dict(torch.load(args.checkpoint_path, map_location=device))
    metrics = valid(args, model, get_loader(args, "valid"), device)
    print("valid HA {:.4f} ebF1 {:.4f}".format(metrics["HA"], metrics["ebF1"]))
