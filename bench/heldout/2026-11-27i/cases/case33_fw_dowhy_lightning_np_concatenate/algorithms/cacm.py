import lightning.pytorch as pl
import torch
import torch.nn.functional as F

from algorithms.regularization import Regularization


class CACM(pl.LightningModule):
    def __init__(self, model, lr=1e-3, gamma=1e-6, lambda_causal=1.0):
        super().__init__()
        self.model = model
        self.lr = lr
        self.lambda_causal = lambda_causal
        self.reg = Regularization(E_conditioned=True, ci_test="mmd", kernel_type="gaussian", gamma=gamma)

    def training_step(self, train_batch, batch_idx):
        minibatches = train_batch  # one (x, y, attrs) triple per environment
        classifs = [self.model(x) for x, _, _ in minibatches]
        targets = [y for _, y, _ in minibatches]
        loss = sum(F.cross_entropy(c, y) for c, y in zip(classifs, targets)) / len(minibatches)
        attrs = [a[:, 0] for _, _, a in minibatches]
        penalty = self.reg.conditional_reg(classifs, attrs, [targets], len(minibatches))
        loss = loss + self.lambda_causal * penalty
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
