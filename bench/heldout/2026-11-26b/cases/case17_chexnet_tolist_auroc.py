# expect: none
# source: https://github.com/zoogzog/chexnet/issues/9
import numpy as np
import torch
from sklearn.metrics import roc_auc_score

from DensenetModels import DenseNet121
from DatasetGenerator import make_test_loader

CLASS_COUNT = 14
model = DenseNet121(CLASS_COUNT, True).cuda()
model.load_state_dict(torch.load("m-25012018-123527.pth.tar")["state_dict"])
model.eval()

out_gt, out_pred = [], []
for inp, target in make_test_loader():
    bs, n_crops, c, h, w = inp.size()
    out = model(inp.view(-1, c, h, w).cuda())
    out_mean = out.view(bs, n_crops, -1).mean(1)
    out_pred.extend(out_mean.tolist())
    out_gt.extend(target.tolist())

gt = np.array(out_gt)
pred = np.array(out_pred)
aurocs = [roc_auc_score(gt[:, i], pred[:, i]) for i in range(CLASS_COUNT)]
print("mean AUROC", np.mean(aurocs))
