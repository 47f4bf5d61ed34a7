"""Spectrum encoder and peptide decoder used by Spec2Pep."""

from typing import Dict, List, Tuple

import torch

AA_MASSES: Dict[str, float] = {
    "G": 57.021464, "A": 71.037114, "S": 87.032028, "P": 97.052764,
    "V": 99.068414, "T": 101.047670, "C": 160.030649, "L": 113.084064,
    "I": 113.084064, "N": 114.042927, "D": 115.026943, "Q": 128.058578,
    "K": 128.094963, "E": 129.042593, "M": 131.040465, "H": 137.058912,
    "F": 147.068414, "R": 156.101111, "Y": 163.063329, "W": 186.079313,
}


class SpectrumEncoder(torch.nn.Module):
    """Encode a padded batch of (m/z, intensity) peaks."""

    def __init__(self, dim_model=512, n_head=8, dim_feedforward=1024,
                 n_layers=9, dropout=0.0):
        super().__init__()
        self.peak_encoder = torch.nn.Linear(2, dim_model)
        layer = torch.nn.TransformerEncoderLayer(
            dim_model, n_head, dim_feedforward, dropout, batch_first=True
        )
        self.transformer = torch.nn.TransformerEncoder(layer, n_layers)

    def forward(self, spectra: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        mask = spectra.sum(dim=2) == 0
        emb = self.transformer(self.peak_encoder(spectra), src_key_padding_mask=mask)
        return emb, mask


class PeptideDecoder(torch.nn.Module):
    """Autoregressive decoder conditioned on the precursor and the spectrum."""

    def __init__(self, dim_model=512, n_head=8, dim_feedforward=1024,
                 n_layers=9, dropout=0.0, max_charge=5):
        super().__init__()
        self._idx2aa = ["$"] + list(AA_MASSES)
        self._aa2idx = {aa: i + 1 for i, aa in enumerate(self._idx2aa)}
        self.vocab_size = len(self._idx2aa)
        self.aa_encoder = torch.nn.Embedding(self.vocab_size + 1, dim_model, padding_idx=0)
        self.charge_encoder = torch.nn.Embedding(max_charge, dim_model)
        self.mass_encoder = torch.nn.Linear(1, dim_model)
        layer = torch.nn.TransformerDecoderLayer(
            dim_model, n_head, dim_feedforward, dropout, batch_first=True
        )
        self.transformer = torch.nn.TransformerDecoder(layer, n_layers)
        self.final = torch.nn.Linear(dim_model, self.vocab_size + 1)

    def tokenize(self, sequences: List[str], device) -> torch.Tensor:
        tokens = [[self._aa2idx[aa] for aa in seq] for seq in sequences]
        width = max(len(t) for t in tokens)
        padded = [t + [0] * (width - len(t)) for t in tokens]
        return torch.tensor(padded, device=device)

    def forward(self, tokens, precursors, memory, memory_mask):
        masses = self.mass_encoder(precursors[:, None, :1])
        charges = self.charge_encoder(precursors[:, 1].long() - 1)[:, None, :]
        tgt = torch.cat([masses + charges, self.aa_encoder(tokens)], dim=1)
        causal = torch.nn.Transformer.generate_square_subsequent_mask(tgt.shape[1]).to(tgt.device)
        out = self.transformer(tgt, memory, tgt_mask=causal,
                               memory_key_padding_mask=memory_mask)
        return self.final(out)
