# source: https://github.com/samet-akcay/ganomaly/issues/26
# expect: none
# why: the scores are moved to CPU before sklearn's roc_curve sees them (the test loop runs under no_grad)
import torch
from sklearn.metrics import auc, roc_curve


def roc(labels, scores):
    fpr, tpr, _ = roc_curve(labels, scores)
    return auc(fpr, tpr)


class Ganomaly:
    def __init__(self, opt, netg):
        self.opt = opt
        self.device = torch.device("cuda:0" if opt.device != "cpu" else "cpu")
        self.netg = netg.to(self.device)

    def test(self, dataloader):
        with torch.no_grad():
            scores, labels = [], []
            for x, y in dataloader:
                fake, latent_i, latent_o = self.netg(x.to(self.device))
                scores.append(torch.mean(torch.pow((latent_i - latent_o), 2), dim=1))
                labels.append(y)
            an_scores = torch.cat(scores)
            an_scores = (an_scores - an_scores.min()) / (an_scores.max() - an_scores.min())
            return roc(torch.cat(labels).cpu(), an_scores.cpu())
