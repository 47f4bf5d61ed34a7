import lightning.pytorch as pl
import torch
from torch import nn

L1, L2, L3 = 1024, 8, 32


class NNUE(pl.LightningModule):
    def __init__(self, feature_set, lr=8.75e-4):
        super().__init__()
        self.feature_set = feature_set
        self.input = nn.Linear(feature_set.num_features, L1)
        self.l1 = nn.Linear(2 * L1, L2)
        self.l2 = nn.Linear(L2, L3)
        self.output = nn.Linear(L3, 1)
        self.lr = lr

    def forward(self, us, them, white, black):
        w, b = self.input(white), self.input(black)
        l0_ = (us * torch.cat([w, b], dim=1)) + (them * torch.cat([b, w], dim=1))
        l0_ = torch.clamp(l0_, 0.0, 1.0)
        l1_ = torch.clamp(self.l1(l0_), 0.0, 1.0)
        l2_ = torch.clamp(self.l2(l1_), 0.0, 1.0)
        return self.output(l2_)

    def training_step(self, batch, batch_idx):
        us, them, white, black, outcome, score = batch
        q = self(us, them, white, black)
        loss = torch.pow(torch.abs(torch.sigmoid(q / 361) - torch.sigmoid(score / 361)), 2.6).mean()
        self.log("train_loss", loss)
        return loss

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
