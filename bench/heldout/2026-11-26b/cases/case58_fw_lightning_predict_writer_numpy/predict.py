import lightning.pytorch as pl
import torch

from writer import NpyPredictionWriter
from model import LitSegmenter
from data import make_predict_loader


class InferenceModule(LitSegmenter):
    def predict_step(self, batch, batch_idx, dataloader_idx=0):
        return torch.sigmoid(self(batch["image"]))


model = InferenceModule.load_from_checkpoint("checkpoints/seg.ckpt")
trainer = pl.Trainer(accelerator="cuda", devices=1, callbacks=[NpyPredictionWriter("predictions")], logger=False)
trainer.predict(model, dataloaders=make_predict_loader(), return_predictions=False)
