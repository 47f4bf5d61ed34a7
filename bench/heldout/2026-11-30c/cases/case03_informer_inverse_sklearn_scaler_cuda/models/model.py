import math

import torch
import torch.nn as nn

class PositionalEmbedding(nn.Module):
    def __init__(self, d_model, max_len=5000):
        super(PositionalEmbedding, self).__init__()
        pe = torch.zeros(max_len, d_model).float()
        position = torch.arange(0, max_len).float().unsqueeze(1)
        div_term = (torch.arange(0, d_model, 2).float() * -(math.log(10000.0) / d_model)).exp()
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe.unsqueeze(0))

    def forward(self, x):
        return self.pe[:, :x.size(1)]

class DataEmbedding(nn.Module):
    def __init__(self, c_in, d_model, embed_type='timeF', freq='h', dropout=0.1):
        super(DataEmbedding, self).__init__()
        self.value_embedding = nn.Conv1d(c_in, d_model, kernel_size=3, padding=1, padding_mode='circular')
        self.position_embedding = PositionalEmbedding(d_model=d_model)
        freq_map = {'h': 4, 't': 5, 'd': 3}
        d_inp = freq_map[freq] if embed_type == 'timeF' else 4
        self.temporal_embedding = nn.Linear(d_inp, d_model)
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, x, x_mark):
        x = self.value_embedding(x.permute(0, 2, 1)).transpose(1, 2) \
            + self.position_embedding(x) + self.temporal_embedding(x_mark)
        return self.dropout(x)

class Informer(nn.Module):
    def __init__(self, enc_in, dec_in, c_out, seq_len, label_len, out_len,
                d_model=512, n_heads=8, e_layers=3, d_layers=2, d_ff=512,
                dropout=0.0, embed='timeF', freq='h', activation='gelu',
                output_attention = False):
        super(Informer, self).__init__()
        self.pred_len = out_len
        self.output_attention = output_attention

        # Encoding
        self.enc_embedding = DataEmbedding(enc_in, d_model, embed, freq, dropout)
        self.dec_embedding = DataEmbedding(dec_in, d_model, embed, freq, dropout)
        # Encoder / Decoder (full attention in this reduced version)
        self.encoder = nn.TransformerEncoder(
            nn.TransformerEncoderLayer(d_model, n_heads, d_ff, dropout, activation=activation, batch_first=True),
            e_layers, norm=nn.LayerNorm(d_model))
        self.decoder = nn.TransformerDecoder(
            nn.TransformerDecoderLayer(d_model, n_heads, d_ff, dropout, activation=activation, batch_first=True),
            d_layers, norm=nn.LayerNorm(d_model))
        self.projection = nn.Linear(d_model, c_out, bias=True)

    def forward(self, x_enc, x_mark_enc, x_dec, x_mark_dec):
        enc_out = self.encoder(self.enc_embedding(x_enc, x_mark_enc))

        dec_in = self.dec_embedding(x_dec, x_mark_dec)
        causal = torch.triu(torch.full((dec_in.size(1), dec_in.size(1)), float('-inf'), device=dec_in.device), 1)
        dec_out = self.projection(self.decoder(dec_in, enc_out, tgt_mask=causal))

        if self.output_attention:
            return dec_out[:,-self.pred_len:,:], None
        else:
            return dec_out[:,-self.pred_len:,:] # [B, L, D]
