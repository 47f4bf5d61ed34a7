# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/2660 ("Logging gradients and a possible bug in the docs?": a speech model with NaN loss; the docs' `on_after_backward` example logs `self.state_dict()` values with `self.logger.experiment.add_histogram`, and the reporter proposes looping over the weights and their gradients instead, finding `weights.grad` is None in the state_dict loop)
# note: counterpart of case33 with `weight.detach().cpu().numpy()`: the trainable cuda parameters are detached before the host copy, so the histograms convert although on_after_backward runs with grad mode on; `weight.grad` carries no grad and is copied with `.cpu()`. Only the weight-histogram expression differs from case33.
import lightning.pytorch as pl
import torch
import torch.nn.functional as F
from lightning.pytorch.loggers import TensorBoardLogger
from torch import nn

from data import SpeechDataModule


class SpeechRecognizer(pl.LightningModule):
    def __init__(self, n_mels=80, n_tokens=32, hidden=512, lr=3e-4, hist_every=25):
        super().__init__()
        self.save_hyperparameters()
        self.encoder = nn.LSTM(n_mels, hidden, num_layers=3, batch_first=True, bidirectional=True)
        self.classifier = nn.Linear(2 * hidden, n_tokens)

    def forward(self, feats):
        out, _ = self.encoder(feats)
        return self.classifier(out).log_softmax(-1)

    def training_step(self, batch, batch_idx):
        feats, feat_lens, targets, target_lens = batch
        log_probs = self(feats).transpose(0, 1)
        loss = F.ctc_loss(log_probs, targets, feat_lens, target_lens, zero_infinity=True)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def on_after_backward(self):
        # example to inspect gradient information in tensorboard
        if self.trainer.global_step % self.hparams.hist_every == 0:
            for name, weight in self.named_parameters():
                self.logger.experiment.add_histogram(name, weight.detach().cpu().numpy(), self.trainer.global_step)
                if weight.grad is not None:
                    self.logger.experiment.add_histogram(f"{name}.grad", weight.grad.cpu().numpy(),
                                                         self.trainer.global_step)

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=30, gradient_clip_val=5.0,
                         logger=TensorBoardLogger("tb_logs", name="ctc"))
    trainer.fit(SpeechRecognizer(), datamodule=SpeechDataModule(batch_size=32))
