# expect: none
# source: https://github.com/mir-group/nequip/pull/1 ("Detach all losses that get saved")
# note: the trainer's per-batch loss bookkeeping reconstructed from the PR title (nequip trains an interatomic potential whose forces come from `torch.autograd.grad(..., create_graph=self.training)` in nequip/nn/energy_model.py, so every loss term carries a second-order graph). `batch_step` returns the per-term losses and `epoch_step` adds them into `self.epoch_contribs` across all batches of the epoch without detaching, so each batch's autograd graph (its nodes and every tensor they still reference, after `backward()` has freed the saved activations) stays alive until the epoch ends, growing with the number of batches. Nothing is converted to NumPy; `.item()` in the log line is fine. Twin: the running sums add `v.detach()`, as the PR's title says.
import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, lr=1e-3, energy_weight=1.0, force_weight=100.0, device="cuda"):
        self.device = torch.device(device if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device)
        self.optim = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.weights = {"total_energy": energy_weight, "forces": force_weight}
        self.epoch_contribs = {}

    def loss(self, pred, ref):
        contrib = {
            "total_energy": F.mse_loss(pred["total_energy"], ref["total_energy"]),
            "forces": F.mse_loss(pred["forces"], ref["forces"]),
        }
        total = sum(self.weights[k] * v for k, v in contrib.items())
        return total, contrib

    def batch_step(self, data):
        data = {k: v.to(self.device) for k, v in data.items()}
        self.model.train()
        pred = self.model(data)
        loss, loss_contrib = self.loss(pred, data)
        self.optim.zero_grad(set_to_none=True)
        loss.backward()
        self.optim.step()
        return loss_contrib

    def epoch_step(self, loader, epoch):
        self.epoch_contribs = {}
        n_batches = 0
        for data in loader:
            loss_contrib = self.batch_step(data)
            for k, v in loss_contrib.items():
                self.epoch_contribs[k] = self.epoch_contribs.get(k, 0.0) + v.detach()
            n_batches += 1
        means = {k: v / max(n_batches, 1) for k, v in self.epoch_contribs.items()}
        print("epoch {}: ".format(epoch) + ", ".join("{} {:.5f}".format(k, v.item()) for k, v in means.items()))
        return means
