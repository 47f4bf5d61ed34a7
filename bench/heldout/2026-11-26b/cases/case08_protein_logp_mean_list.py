# expect: TL002, TL003
# source: https://github.com/ProteinDesignLab/protein_seq_des/pull/4
import numpy as np
import torch
import torch.nn.functional as F

import seq_des.models as models

use_cuda = torch.cuda.is_available()
classifier = models.seqPred(nic=28, nf=64, momentum=0.01)
classifier.load_state_dict(torch.load("models/conditional_model_0.pt", map_location="cpu"))
if use_cuda:
    classifier.cuda()
classifier.eval()


def get_energy(batches):
    """Mean negative log-likelihood of the current sequence, one term per residue batch."""
    log_p_per_res = []
    for x, res_idx in batches:
        if use_cuda:
            x, res_idx = x.cuda(), res_idx.cuda()
        out = classifier(x)
        log_p = F.log_softmax(out, dim=-1)
        log_p_mean = log_p.gather(1, res_idx[:, None]).mean()
        log_p_per_res.append(log_p_mean)
    return -np.mean(log_p_per_res)
