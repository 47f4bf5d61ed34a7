import lightning.pytorch as pl
import torch
from torch import nn

from chemprop.nn.transforms import UnscaleTransform


class RegressionFFN(nn.Module):
    def __init__(self, input_dim=300, hidden_dim=300, n_tasks=1, output_transform=None):
        super().__init__()
        self.ffn = nn.Sequential(nn.Linear(input_dim, hidden_dim), nn.ReLU(), nn.Linear(hidden_dim, n_tasks))
        self.output_transform = output_transform if output_transform is not None else nn.Identity()

    def forward(self, Z):
        return self.output_transform(self.ffn(Z))

    def train_step(self, Z):
        return self.ffn(Z)


class MPNN(pl.LightningModule):
    def __init__(self, d_in=64, d_h=300, n_tasks=1, output_mean=None, output_scale=None, freeze_encoder=False, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        # stand-in for BondMessagePassing + aggregation over a molecular graph
        self.message_passing = nn.Sequential(nn.Linear(d_in, d_h), nn.ReLU(), nn.Linear(d_h, d_h), nn.ReLU())
        transform = None
        if output_mean is not None:
            transform = UnscaleTransform(output_mean, output_scale)
        self.predictor = RegressionFFN(d_h, d_h, n_tasks, transform)
        if freeze_encoder:
            self.message_passing.requires_grad_(False)

    def fingerprint(self, X):
        return self.message_passing(X)

    def forward(self, X):
        return self.predictor(self.fingerprint(X))

    def training_step(self, batch, batch_idx):
        X, Y = batch
        loss = nn.functional.mse_loss(self.predictor.train_step(self.fingerprint(X)), Y)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        X, Y = batch
        loss = nn.functional.mse_loss(self.predictor.train_step(self.fingerprint(X)), Y)
        self.log("val_loss", loss, prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.Adam(filter(lambda p: p.requires_grad, self.parameters()), lr=self.hparams.lr)

    @classmethod
    def load_from_file(cls, model_path, map_location=None, strict=True):
        d = torch.load(model_path, map_location, weights_only=False)
        hparams, state_dict = d["hyper_parameters"], d["state_dict"]
        model = cls(**hparams)
        model.load_state_dict(state_dict, strict=strict)
        return model


def save_model(path, model):
    torch.save({"hyper_parameters": dict(model.hparams), "state_dict": model.state_dict()}, path)
