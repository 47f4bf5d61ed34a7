# expect: none
# source: https://github.com/ArdalanM/nlp-benchmarks/pull/9
import numpy as np
import torch
import torch.nn.functional as F
from sklearn import metrics

from src.han.net import HAN
from src.datasets import load_test_loader

use_cuda = torch.cuda.is_available()
net = HAN(ntoken=50000, num_class=5, embed_size=200, word_hidden_size=50, sent_hidden_size=50)
net.load_state_dict(torch.load("han.pt", map_location="cpu"))
if use_cuda:
    net.cuda()


def predict(net, dataset):
    net.eval()
    y_true, y_prob = [], []
    with torch.no_grad():
        for tx, ty in dataset:
            if use_cuda:
                tx = tx.cuda()
            out = net(tx)
            if use_cuda:
                out = out.cpu()
            y_prob.append(F.softmax(out, 1).numpy())
            y_true.append(ty.numpy())
    return np.concatenate(y_true), np.concatenate(y_prob)


y_true, y_prob = predict(net, load_test_loader())
print("accuracy", metrics.accuracy_score(y_true, y_prob.argmax(1)))
