# expect: TL003
# source: https://github.com/brooklyn1900/CRAFT_pytorch/issues/7 (train_finetune.py -> utils/cal_loss.py line 70: `loss1_fg = criterion(score_text[np.where(labels_region > 0.1)], labels_region[np.where(labels_region > 0.1)])` raises "can't convert CUDA tensor to numpy"; suggested fix: torch.where)
# note: reconstruction of the two files: train_finetune.py moves the region/affinity label maps to the training device (cuda) and passes them here with the network's score maps; `np.where` converts the boolean cuda mask with NumPy. The labels carry no grad; the score maps are only indexed, which is valid.
import numpy as np
import torch


def cal_fakeData_loss(criterion, score_text, score_link, labels_region, labels_affinity, device):
    pos_region = np.where(labels_region > 0.1)
    neg_region = torch.where(labels_region <= 0.1)
    loss1_fg = criterion(score_text[pos_region], labels_region[pos_region])
    loss1_fg = torch.sum(loss1_fg) / max(len(pos_region[0]), 1)
    loss1_bg = criterion(score_text[neg_region], labels_region[neg_region])
    loss1_bg = torch.topk(loss1_bg, min(loss1_bg.numel(), 3 * max(len(pos_region[0]), 1)))[0].mean()

    pos_link = torch.where(labels_affinity > 0.1)
    loss2 = criterion(score_link[pos_link], labels_affinity[pos_link]).mean()
    return loss1_fg + loss1_bg + loss2
