# expect: none
# source: https://github.com/clcarwin/sphereface_pytorch/issues/12
# note: lfw_eval.py's flow with the fix for the thread's error: the cosine distance is computed on the GPU under no_grad but written into the prediction lines with .item(), so `np.array(predicts)` holds only strings; the later arrays are parsed floats.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def eval_acc(threshold, diff):
    y_true, y_predict = [], []
    for d in diff:
        same = 1 if float(d[2]) > threshold else 0
        y_predict.append(int(same))
        y_true.append(int(d[3]))
    y_true = np.array(y_true)
    y_predict = np.array(y_predict)
    return 1.0 * np.count_nonzero(y_true == y_predict) / len(y_true)


def run(pairs, load_pair):
    net = nn.Sequential(nn.Flatten(), nn.Linear(3 * 112 * 96, 512)).cuda()
    net.eval()
    predicts = []
    with torch.no_grad():
        for name1, name2, sameflag in pairs:
            img = load_pair(name1, name2).cuda()
            output = net(img)
            f1, f2 = output[0], output[1]
            cosdistance = F.cosine_similarity(f1, f2, dim=0)
            predicts.append("{}\t{}\t{}\t{}\n".format(name1, name2, cosdistance.item(), sameflag))
    predicts = np.array(list(map(lambda line: line.strip("\n").split("\t"), predicts)))
    thresholds = np.arange(-1.0, 1.0, 0.005)
    return max(eval_acc(t, predicts) for t in thresholds)
