"""LSTM encoder-decoder with greedy decoding."""

import torch
from torch import nn

from .. import data
from .base import BaseEncoderDecoder


class LSTMEncoderDecoder(BaseEncoderDecoder):
    """LSTM encoder-decoder without attention."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.embeddings = nn.Embedding(
            self.vocab_size, self.embedding_size, padding_idx=self.pad_idx
        )
        self.encoder = nn.LSTM(
            self.embedding_size, self.hidden_size, batch_first=True
        )
        self.decoder = nn.LSTM(
            self.embedding_size, self.hidden_size, batch_first=True
        )
        self.classifier = nn.Linear(self.hidden_size, self.vocab_size)

    def forward(self, batch: data.PaddedBatch) -> torch.Tensor:
        """Greedy decoding up to the target length.

        Args:
            batch (data.PaddedBatch).

        Returns:
            torch.Tensor: B x seq_len x vocab_size logits.
        """
        source = self.dropout_layer(self.embeddings(batch.source.padded))
        _, state = self.encoder(source)
        batch_size = len(batch)
        symbol = torch.full(
            (batch_size, 1),
            self.start_idx,
            dtype=torch.long,
            device=self.device,
        )
        predictions = []
        for _ in range(batch.target.padded.size(1)):
            embedded = self.dropout_layer(self.embeddings(symbol))
            output, state = self.decoder(embedded, state)
            logits = self.classifier(output)
            predictions.append(logits)
            symbol = logits.argmax(dim=2)
        return torch.cat(predictions, dim=1)
