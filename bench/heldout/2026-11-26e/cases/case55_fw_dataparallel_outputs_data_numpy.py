# expect: TL001
# source: https://github.com/ArdalanM/nlp-benchmarks/pull/9
# note: reconstruction of the thread's setting (HAN text classifier evaluated on GPUs): nn.DataParallel gathers the replica outputs on cuda:0;
#       `.data` drops the graph but not the device, so `outputs.data.numpy()` fails (inside no_grad anyway). Labels stay on the CPU.
import numpy as np
import torch
import torch.nn as nn
from sklearn import metrics


def predict(net, loader, n_classes):
    net.eval()
    y_true, y_prob = [], []
    with torch.no_grad():
        for tx, ty in loader:
            out = net(tx.cuda())
            probs = torch.softmax(out, dim=1)
            y_prob.append(probs.data.numpy())
            y_true.append(ty.numpy())
    y_prob = np.concatenate(y_prob)
    y_true = np.concatenate(y_true)
    return metrics.accuracy_score(y_true, y_prob.argmax(1)), metrics.log_loss(y_true, y_prob, labels=list(range(n_classes)))


def main(model, test_loader, n_classes):
    net = nn.DataParallel(model).cuda()
    acc, ll = predict(net, test_loader, n_classes)
    print(f"test acc {acc:.4f} logloss {ll:.4f}")
