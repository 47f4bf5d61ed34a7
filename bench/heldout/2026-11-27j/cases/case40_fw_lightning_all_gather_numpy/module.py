# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/17085 ("LightningModule.all_gather produces garbage results": gathering per-process validation results in a DDP run with `self.all_gather`)
# note: reconstruction of a DDP validation epoch end (Lightning 2.x): train.py runs Trainer(accelerator="gpu", devices=4, strategy="ddp"); LightningModule.all_gather returns the stacked tensors from all ranks on the module's cuda device, and rank 0 calls `.numpy()` on them. The per-image IoUs are computed in validation_step without grad. The logged loss and the learning rate are valid.
import lightning as L
import numpy as np
import torch
import torch.nn.functional as F

from networks import DeepLabV3Plus


class SegmentationModule(L.LightningModule):
    def __init__(self, num_classes=19, lr=1e-3):
        super().__init__()
        self.net = DeepLabV3Plus(num_classes)
        self.num_classes = num_classes
        self.lr = lr
        self.val_ious = []

    def training_step(self, batch, batch_idx):
        images, masks = batch
        loss = F.cross_entropy(self.net(images), masks, ignore_index=255)
        self.log("train/loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        images, masks = batch
        preds = self.net(images).argmax(dim=1)
        valid = masks != 255
        inter = ((preds == masks) & valid).flatten(1).sum(1).float()
        union = (valid.flatten(1).sum(1) + valid.flatten(1).sum(1) - inter).clamp(min=1)
        self.val_ious.append(inter / union)

    def on_validation_epoch_end(self):
        local = torch.cat(self.val_ious)
        gathered = self.all_gather(local)
        self.val_ious.clear()
        if self.trainer.is_global_zero:
            ious = gathered.flatten().numpy()
            np.save(f"val_ious_epoch{self.current_epoch}.npy", ious)
            print(f"epoch {self.current_epoch}: mean IoU {ious.mean():.4f} over {ious.size} images")

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr, momentum=0.9, weight_decay=1e-4)
