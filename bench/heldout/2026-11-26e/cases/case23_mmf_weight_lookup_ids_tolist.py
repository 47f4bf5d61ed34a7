# expect: none
# source: https://github.com/facebookresearch/mmf/issues/904
# note: the sample weights are looked up in a pandas frame by sample id; iterating over sample_list["id"].tolist() yields Python ints (the
#       thread's error came from indexing pandas with the cuda id tensors). The loss tensor stays in torch; logged values use .item().
import pandas as pd
import torch
import torch.nn.functional as F

from mmf.common.registry import registry
from mmf.modules.losses import MMFLoss


@registry.register_loss("weighted_logit_bce")
class WeightedLogitBCE(torch.nn.Module):
    def __init__(self, weight_file="/mnt/d/memes/data/weight_dict.csv"):
        super().__init__()
        self.weight_dict = pd.read_csv(weight_file).set_index("id")

    def forward(self, sample_list, model_output):
        scores = model_output["scores"]
        targets = sample_list["targets"]
        weight = []
        for i in sample_list["id"].tolist():
            weight.append(self.weight_dict.loc[i, "count"])
        weight = torch.tensor(weight, dtype=scores.dtype, device=scores.device).unsqueeze(-1)
        loss = F.binary_cross_entropy_with_logits(scores, targets, weight=weight, reduction="mean")
        return loss * targets.size(1)


def log_batch(loss, writer, step):
    writer.add_scalar("train/weighted_bce", loss.item(), step)
