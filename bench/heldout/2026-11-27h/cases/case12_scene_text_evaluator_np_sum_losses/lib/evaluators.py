# expect: TL003
# source: https://github.com/HCIILAB/Scene-Text-Recognition-Recommendations/issues/2 (lib/evaluators.py line 70: `losses = np.sum(losses) / ...` raises "can't convert cuda:0 device type tensor to numpy" from Evaluator.evaluate, called from main.py)
# note: the Evaluator receives the model and the device from main.py, whose argparse default is "cuda"; each batch goes to that device and the per-batch losses (0-d cuda tensors, computed under no_grad) are collected in a list that np.sum converts. Predictions and targets are copied with .cpu() and compared with torch.
import numpy as np
import torch


class Evaluator:
    def __init__(self, model, device):
        self.model = model
        self.device = device

    def evaluate(self, data_loader, step=1):
        self.model.eval()
        losses, preds, targets = [], [], []
        with torch.no_grad():
            for images, labels, lengths in data_loader:
                images = images.to(self.device)
                labels = labels.to(self.device)
                output = self.model(images, labels, lengths)
                losses.append(output["loss"])
                preds.append(output["pred_rec"].argmax(-1).cpu())
                targets.append(labels.cpu())

        loss = np.sum(losses) / (1.0 * len(data_loader))
        pred, target = torch.cat(preds), torch.cat(targets)
        accuracy = (pred == target).all(dim=1).float().mean().item()
        return loss, accuracy
