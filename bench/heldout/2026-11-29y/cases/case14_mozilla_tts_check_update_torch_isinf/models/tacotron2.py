"""A much reduced Tacotron2 stand-in: embedding, encoder GRU, frame decoder, postnet and stopnet."""
import torch
import torch.nn as nn


class Tacotron2(nn.Module):
    def __init__(self, num_chars, num_speakers=1, r=2, postnet_output_dim=80, decoder_output_dim=80,
                 separate_stopnet=True):
        super(Tacotron2, self).__init__()
        self.r = r
        self.embedding = nn.Embedding(num_chars, 64)
        self.encoder = nn.GRU(64, 64, batch_first=True)
        self.decoder = nn.Linear(64, decoder_output_dim * r)
        self.postnet = nn.Sequential(nn.Linear(decoder_output_dim, 64), nn.Tanh(),
                                     nn.Linear(64, postnet_output_dim))
        self.stopnet = nn.Linear(decoder_output_dim * r, 1)
        self.decoder_output_dim = decoder_output_dim

    def forward(self, text, mel_lengths=None):
        enc, _ = self.encoder(self.embedding(text))
        dec = self.decoder(enc)                                    # [B, T, r * D]
        stop_tokens = self.stopnet(dec.detach()).squeeze(-1)       # separate stopnet
        decoder_output = dec.reshape(text.shape[0], -1, self.decoder_output_dim)
        postnet_output = decoder_output + self.postnet(decoder_output)
        return decoder_output, postnet_output, stop_tokens
