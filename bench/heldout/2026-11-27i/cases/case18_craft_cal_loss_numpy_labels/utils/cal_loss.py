# expect: none
# source: https://github.com/brooklyn1900/CRAFT_pytorch/issues/7 (np.where on the label maps in utils/cal_loss.py raised "can't convert CUDA tensor to numpy") - fixed counterpart of case17
# note: reconstruction of a fix that keeps the NumPy indexing: train_finetune.py now passes the label maps as NumPy arrays (the CPU batch converted with `.numpy()` before anything goes to cuda), so `np.where` runs on ndarrays; the selected targets are turned into tensors on the score maps' device here. Indexing a cuda tensor with NumPy index arrays is valid.
import numpy as np
import torch


def cal_fakeData_loss(criterion, score_text, score_link, labels_region, labels_affinity, device):
    pos_region = np.where(labels_region > 0.1)
    neg_region = np.where(labels_region <= 0.1)
    target_fg = torch.from_numpy(labels_region[pos_region]).to(device)
    target_bg = torch.from_numpy(labels_region[neg_region]).to(device)
    loss1_fg = criterion(score_text[pos_region], target_fg)
    loss1_fg = torch.sum(loss1_fg) / max(len(pos_region[0]), 1)
    loss1_bg = criterion(score_text[neg_region], target_bg)
    loss1_bg = torch.topk(loss1_bg, min(loss1_bg.numel(), 3 * max(len(pos_region[0]), 1)))[0].mean()

    pos_link = np.where(labels_affinity > 0.1)
    loss2 = criterion(score_link[pos_link], torch.from_numpy(labels_affinity[pos_link]).to(device)).mean()
    return loss1_fg + loss1_bg + loss2
