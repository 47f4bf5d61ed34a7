import torch
import torch.nn as nn

from metric_aggregation import compute_and_save_scores_mean


class EHRTrainer:
    def __init__(self, model: nn.Module, cfg):
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device)
        self.cfg = cfg

    def validate(self, val_loader, epoch):
        self.model.eval()
        probas, targets = [], []
        with torch.no_grad():
            for batch in val_loader:
                batch = {k: v.to(self.device) for k, v in batch.items()}
                logits = self.model(batch["concept"]).squeeze(-1)
                probas.append(torch.sigmoid(logits))
                targets.append(batch["target"].cpu())
        probas = torch.cat(probas)
        targets = torch.cat(targets)
        return compute_and_save_scores_mean(probas, targets, epoch)
