import torch
import torch.nn as nn
import torch.nn.functional as F


class TTSCriterion(nn.Module):
    def forward(self, mel_pred, mel_target, dur_pred, dur_target):
        loss_mel = F.l1_loss(mel_pred, mel_target)
        loss_dur = F.mse_loss(dur_pred, torch.log1p(dur_target.float()))
        return {"loss_mel": loss_mel, "loss_dur": loss_dur, "loss": loss_mel + 0.1 * loss_dur}


class TTSModel(nn.Module):
    """A FastSpeech-style acoustic model: text encoder, duration predictor, length regulator, mel decoder."""

    def __init__(self, num_chars, out_channels=80, hidden=192):
        super().__init__()
        self.emb = nn.Embedding(num_chars, hidden)
        self.encoder = nn.GRU(hidden, hidden // 2, batch_first=True, bidirectional=True)
        self.duration_predictor = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))
        self.decoder = nn.GRU(hidden, hidden, batch_first=True)
        self.mel_proj = nn.Linear(hidden, out_channels)

    def get_criterion(self):
        return TTSCriterion()

    def forward(self, tokens, durations):
        h, _ = self.encoder(self.emb(tokens))
        dur_pred = self.duration_predictor(h).squeeze(-1)
        expanded = [torch.repeat_interleave(h[b], durations[b], dim=0) for b in range(h.shape[0])]
        expanded = nn.utils.rnn.pad_sequence(expanded, batch_first=True)
        out, _ = self.decoder(expanded)
        return self.mel_proj(out), dur_pred

    def train_step(self, batch, criterion):
        mel_pred, dur_pred = self(batch["tokens"], batch["durations"])
        t = min(mel_pred.shape[1], batch["mel"].shape[1])
        loss_dict = criterion(mel_pred[:, :t], batch["mel"][:, :t], dur_pred, batch["durations"])
        return {"model_outputs": mel_pred}, loss_dict

    def get_data_loader(self, batch_size):
        raise NotImplementedError("provided by the recipe")
