from pathlib import Path

import torch.nn as nn
import torch
import math
from typing import Union, List

import flair
from flair.data import Dictionary


class LanguageModel(nn.Module):
    """Container module with an encoder, a recurrent module, and a decoder."""

    def __init__(self, dictionary: Dictionary, is_forward_lm: bool, hidden_size: int, nlayers: int,
                 embedding_size: int = 100, nout=None, dropout=0.1):
        super(LanguageModel, self).__init__()
        self.dictionary = dictionary
        self.is_forward_lm: bool = is_forward_lm
        self.dropout = dropout
        self.hidden_size = hidden_size
        self.embedding_size = embedding_size
        self.nlayers = nlayers
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(len(dictionary), embedding_size)

        if nlayers == 1:
            self.rnn = nn.LSTM(embedding_size, hidden_size, nlayers)
        else:
            self.rnn = nn.LSTM(embedding_size, hidden_size, nlayers, dropout=dropout)

        self.hidden = None
        self.nout = nout
        if nout is not None:
            self.proj = nn.Linear(hidden_size, nout)
            self.initialize(self.proj.weight)
            self.decoder = nn.Linear(nout, len(dictionary))
        else:
            self.proj = None
            self.decoder = nn.Linear(hidden_size, len(dictionary))

        self.init_weights()
        # auto-spawn on GPU if available
        self.to(flair.device)

    def init_weights(self):
        initrange = 0.1
        self.encoder.weight.detach().uniform_(-initrange, initrange)
        self.decoder.bias.detach().fill_(0)
        self.decoder.weight.detach().uniform_(-initrange, initrange)

    def forward(self, input, hidden, ordered_sequence_lengths=None):
        encoded = self.encoder(input)
        emb = self.drop(encoded)
        self.rnn.flatten_parameters()
        output, hidden = self.rnn(emb, hidden)
        if self.proj is not None:
            output = self.proj(output)
        output = self.drop(output)
        decoded = self.decoder(output.view(output.size(0) * output.size(1), output.size(2)))

        return decoded.view(output.size(0), output.size(1), decoded.size(1)), output, hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters()).detach()
        return (weight.new(self.nlayers, bsz, self.hidden_size).zero_().clone().detach(),
                weight.new(self.nlayers, bsz, self.hidden_size).zero_().clone().detach())

    def get_representation(self, strings: List[str], chars_per_chunk: int = 512):
        # cut up the input into chunks of max charlength = chunk_size
        longest = len(strings[0])
        chunks = []
        splice_begin = 0
        for splice_end in range(chars_per_chunk, longest, chars_per_chunk):
            chunks.append([text[splice_begin:splice_end] for text in strings])
            splice_begin = splice_end

        chunks.append([text[splice_begin:longest] for text in strings])
        hidden = self.init_hidden(len(chunks[0]))
        output_parts = []
        # push each chunk through the RNN language model
        for chunk in chunks:
            sequences_as_char_indices: List[List[int]] = []
            for string in chunk:
                char_indices = [self.dictionary.get_idx_for_item(char) for char in string]
                sequences_as_char_indices.append(char_indices)

            batch = torch.LongTensor(sequences_as_char_indices).transpose(0, 1)
            batch = batch.to(flair.device)

            prediction, rnn_output, hidden = self.forward(batch, hidden)
            rnn_output = rnn_output.detach()
            output_parts.append(rnn_output)

        # concatenate all chunks to make final output
        return torch.cat(output_parts)

    def initialize(self, matrix):
        in_, out_ = matrix.size()
        stdv = math.sqrt(3. / (in_ + out_))
        matrix.detach().uniform_(-stdv, stdv)

    @classmethod
    def load_language_model(cls, model_file: Union[Path, str]):
        state = torch.load(str(model_file), map_location=flair.device, weights_only=False)

        model = LanguageModel(state['dictionary'],
                              state['is_forward_lm'],
                              state['hidden_size'],
                              state['nlayers'],
                              state['embedding_size'],
                              state['nout'],
                              state['dropout'])
        model.load_state_dict(state['state_dict'])
        model.eval()
        model.to(flair.device)
        return model
