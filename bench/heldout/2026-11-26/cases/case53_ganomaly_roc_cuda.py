# source: https://github.com/samet-akcay/ganomaly/issues/26
# expect: TL003
# why: gt_labels and an_scores are preallocated on the cuda device and passed to sklearn's roc_curve
import torch
from sklearn.metrics import auc, roc_curve


def roc(labels, scores):
    fpr, tpr, _ = roc_curve(labels, scores)
    return auc(fpr, tpr)


def evaluate(labels, scores, metric="roc"):
    if metric == "roc":
        return roc(labels, scores)
    raise NotImplementedError(metric)


class Ganomaly:
    def __init__(self, opt, netg):
        self.opt = opt
        self.device = torch.device("cuda:0" if opt.device != "cpu" else "cpu")
        self.netg = netg.to(self.device)

    def test(self, dataloader):
        with torch.no_grad():
            n = len(dataloader.dataset)
            self.an_scores = torch.zeros(size=(n,), dtype=torch.float32, device=self.device)
            self.gt_labels = torch.zeros(size=(n,), dtype=torch.long, device=self.device)
            for i, (x, y) in enumerate(dataloader):
                x = x.to(self.device)
                fake, latent_i, latent_o = self.netg(x)
                error = torch.mean(torch.pow((latent_i - latent_o), 2), dim=1)
                bs = error.size(0)
                self.an_scores[i * self.opt.batchsize: i * self.opt.batchsize + bs] = error.reshape(bs)
                self.gt_labels[i * self.opt.batchsize: i * self.opt.batchsize + bs] = y.reshape(bs)
            self.an_scores = (self.an_scores - torch.min(self.an_scores)) / (torch.max(self.an_scores) - torch.min(self.an_scores))
            auc_value = evaluate(self.gt_labels, self.an_scores, metric=self.opt.metric)
        return auc_value
