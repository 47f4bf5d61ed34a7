import torch
import torch.nn.functional as F
from pytorch_lightning import LightningModule
from torch_cluster import radius_graph


class EmbeddingBase(LightningModule):
    def __init__(self, hparams):
        super().__init__()
        self.save_hyperparameters(hparams)

    def training_step(self, batch, batch_idx):
        spatial = self(batch.x)
        e_spatial = radius_graph(spatial, r=self.hparams["r_train"], max_num_neighbors=self.hparams["knn"])
        y = (batch.pid[e_spatial[0]] == batch.pid[e_spatial[1]]).float()
        d = torch.sum((spatial[e_spatial[0]] - spatial[e_spatial[1]]) ** 2, dim=-1)
        loss = F.hinge_embedding_loss(d, 2 * y - 1, margin=self.hparams["margin"])
        self.log("train_loss", loss)
        return loss

    def shared_evaluation(self, batch, batch_idx, knn_radius):
        spatial = self(batch.x)
        e_spatial = radius_graph(spatial, r=knn_radius, max_num_neighbors=self.hparams["knn_val"])
        truth = (batch.pid[e_spatial[0]] == batch.pid[e_spatial[1]]).long()
        distances = torch.sum((spatial[e_spatial[0]] - spatial[e_spatial[1]]) ** 2, dim=-1)
        return {"truth": truth, "distances": distances, "preds": e_spatial}

    def test_step(self, batch, batch_idx):
        return self.shared_evaluation(batch, batch_idx, self.hparams["r_test"])

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams["lr"])
