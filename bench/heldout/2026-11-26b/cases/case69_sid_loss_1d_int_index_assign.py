# expect: none
# source: https://github.com/lavi135246/pytorch-Learning-to-See-in-the-Dark/issues/10
import numpy as np
import torch

from model import SeeInDark
from data import training_pairs

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = SeeInDark().to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-4)
g_loss = np.zeros(5000)

for epoch in range(4001):
    cnt = 0
    for ind, (in_img, gt_img) in enumerate(training_pairs()):
        in_img, gt_img = in_img.to(device), gt_img.to(device)
        opt.zero_grad()
        out_img = model(in_img)
        loss = torch.abs(out_img - gt_img).mean()
        loss.backward()
        opt.step()
        g_loss[ind] = loss.data
        cnt += 1
        print(f"{epoch} {cnt} Loss={np.mean(g_loss[np.where(g_loss)]):.3f}")
