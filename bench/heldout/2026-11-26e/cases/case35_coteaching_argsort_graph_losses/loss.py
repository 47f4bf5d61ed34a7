# expect: TL002
# source: https://github.com/bhanML/Co-teaching (loss.py loss_coteaching: `ind_1_sorted = np.argsort(loss_1.data).cuda()`)
# note: reconstruction of a CPU port that drops `.data`: train.py passes the two networks' logits straight from the training forward, so the
#       per-sample losses are graph-attached and np.argsort(loss_1) converts them (grad mode on). noise_or_not and ind are NumPy arrays.
import numpy as np
import torch
import torch.nn.functional as F


def loss_coteaching(y_1, y_2, t, forget_rate, ind, noise_or_not):
    loss_1 = F.cross_entropy(y_1, t, reduction="none")
    ind_1_sorted = np.argsort(loss_1)
    loss_2 = F.cross_entropy(y_2, t, reduction="none")
    ind_2_sorted = np.argsort(loss_2)

    remember_rate = 1 - forget_rate
    num_remember = int(remember_rate * len(ind_1_sorted))

    pure_ratio_1 = np.sum(noise_or_not[ind[ind_1_sorted[:num_remember]]]) / float(num_remember)
    pure_ratio_2 = np.sum(noise_or_not[ind[ind_2_sorted[:num_remember]]]) / float(num_remember)

    ind_1_update = torch.as_tensor(ind_1_sorted[:num_remember])
    ind_2_update = torch.as_tensor(ind_2_sorted[:num_remember])
    loss_1_update = F.cross_entropy(y_1[ind_2_update], t[ind_2_update])
    loss_2_update = F.cross_entropy(y_2[ind_1_update], t[ind_1_update])
    return loss_1_update, loss_2_update, pure_ratio_1, pure_ratio_2
