# expect: TL003
# source: https://github.com/py-why/dowhy/issues/1306 ("while trying dowhy_causal_prediction_demo.ipynb: TypeError: can't convert cuda:0 device type tensor to numpy" from `trainer = pl.Trainer(devices=1, max_epochs=5); trainer.fit(algorithm, ...)` on a GPU machine); code from dowhy/causal_prediction/algorithms/regularization.py (`factors_np = np.concatenate(([1], cumprod[:-1]))`)
# note: condensed from the real module (conditional_reg, E-conditioned branch). Lightning 2.x (the log shows the LitModelCheckpoint hint and "GPU available: True (cuda), used: True" for the default accelerator="auto"; LightningModule._apply_batch_transfer_handler, read in the Lightning source, sends every batch through transfer_batch_to_device to the module's device before training_step) moves the targets and attribute labels to cuda; cacm.py passes them here, and np.concatenate converts the cuda `cumprod` slice with NumPy. The labels carry no grad; the graph-attached classifier outputs are only indexed.
import numpy as np
import torch


def mmd_gaussian(x, y, gamma):
    xx, yy, xy = torch.cdist(x, x) ** 2, torch.cdist(y, y) ** 2, torch.cdist(x, y) ** 2
    return torch.exp(-gamma * xx).mean() + torch.exp(-gamma * yy).mean() - 2 * torch.exp(-gamma * xy).mean()


class Regularization:
    def __init__(self, E_conditioned, ci_test, kernel_type, gamma):
        self.E_conditioned = E_conditioned
        self.ci_test = ci_test
        self.kernel_type = kernel_type
        self.gamma = gamma

    def conditional_reg(self, classifs, attribute_labels, conditioning_subset, num_envs, E_eq_A=False):
        penalty = 0
        for i in range(num_envs):
            conditioning_subset_i = [subset_var[i] for subset_var in conditioning_subset]
            uniform = [ele.unsqueeze(1) if ele.dim() == 1 else ele for ele in conditioning_subset_i]
            grouping_data = torch.cat(uniform, 1)
            cardinality = 1 + torch.max(grouping_data, dim=0)[0]
            cumprod = torch.cumprod(cardinality, dim=0)
            n_groups = cumprod[-1].item()
            factors_np = np.concatenate(([1], cumprod[:-1]))
            factors = torch.from_numpy(factors_np).to(grouping_data.device)
            group_indices = grouping_data @ factors
            for group_idx in range(n_groups):
                idx = [g for g in range(len(group_indices)) if group_indices[g] == group_idx]
                unique_attrs = torch.unique(attribute_labels[i][idx])
                per_attr = [[g for g in idx if attribute_labels[i][g] == a] for a in unique_attrs]
                for a in range(len(per_attr)):
                    for b in range(a + 1, len(per_attr)):
                        penalty += mmd_gaussian(classifs[i][per_attr[a]], classifs[i][per_attr[b]], self.gamma)
        return penalty
