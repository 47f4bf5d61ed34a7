"""LSTM model classes."""

from typing import Optional, Tuple

import torch
from torch import nn

from .. import data
from . import base


class LSTMEncoderDecoder(base.BaseEncoderDecoder):
    """LSTM encoder-decoder without attention.

    The last hidden state of the encoder initializes the decoder."""

    def __init__(self, *args, teacher_forcing: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.teacher_forcing = teacher_forcing
        self.source_embeddings = nn.Embedding(
            self.source_vocab_size, self.embedding_size, padding_idx=self.pad_idx
        )
        self.target_embeddings = nn.Embedding(
            self.target_vocab_size, self.embedding_size, padding_idx=self.pad_idx
        )
        self.encoder = nn.LSTM(
            self.embedding_size, self.hidden_size, batch_first=True
        )
        self.decoder = nn.LSTM(
            self.embedding_size, self.hidden_size, batch_first=True
        )
        self.classifier = nn.Linear(self.hidden_size, self.target_vocab_size)

    def encode(
        self, source: data.PaddedTensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        embedded = self.dropout_layer(self.source_embeddings(source.padded))
        packed = nn.utils.rnn.pack_padded_sequence(
            embedded, source.lengths(), batch_first=True, enforce_sorted=False
        )
        _, (h, c) = self.encoder(packed)
        return h, c

    def decode(
        self,
        state: Tuple[torch.Tensor, torch.Tensor],
        batch_size: int,
        teacher_forcing: bool,
        target: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        """Decodes up to len(target) symbols, or max_target_length without one.

        Returns:
            torch.Tensor: B x seq_len x target_vocab_size logits.
        """
        decoder_input = torch.full(
            (batch_size, 1), self.start_idx, dtype=torch.long, device=self.device
        )
        num_steps = target.size(1) if target is not None else self.max_target_length
        finished = torch.zeros(batch_size, 1, dtype=torch.bool, device=self.device)
        predictions = []
        for t in range(num_steps):
            embedded = self.dropout_layer(self.target_embeddings(decoder_input))
            output, state = self.decoder(embedded, state)
            logits = self.classifier(output)
            predictions.append(logits.squeeze(1))
            if teacher_forcing:
                # The next input is the gold symbol for this step.
                decoder_input = target[:, t].unsqueeze(1)
            else:
                # Student forcing: greedy decoding.
                decoder_input = logits.argmax(dim=2)
                finished = torch.logical_or(finished, decoder_input == self.end_idx)
                if target is None and finished.all():
                    break
        return torch.stack(predictions, dim=1)

    def forward(self, batch: data.PaddedBatch) -> torch.Tensor:
        state = self.encode(batch.source)
        return self.decode(
            state,
            len(batch),
            self.teacher_forcing if self.training else False,
            batch.target.padded if batch.has_target else None,
        )
