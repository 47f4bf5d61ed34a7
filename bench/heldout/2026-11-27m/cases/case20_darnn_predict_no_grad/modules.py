import torch
from torch import nn
from torch.nn import functional as tf

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")


class Encoder(nn.Module):
    def __init__(self, input_size, hidden_size, T):
        super().__init__()
        self.input_size, self.hidden_size, self.T = input_size, hidden_size, T
        self.lstm_layer = nn.LSTM(input_size=input_size, hidden_size=hidden_size, num_layers=1)
        self.attn_linear = nn.Linear(2 * hidden_size + T - 1, 1)

    def forward(self, input_data):
        input_weighted = torch.zeros(input_data.size(0), self.T - 1, self.input_size, device=device)
        input_encoded = torch.zeros(input_data.size(0), self.T - 1, self.hidden_size, device=device)
        hidden = torch.zeros(1, input_data.size(0), self.hidden_size, device=device)
        cell = torch.zeros(1, input_data.size(0), self.hidden_size, device=device)
        for t in range(self.T - 1):
            x = torch.cat((hidden.repeat(self.input_size, 1, 1).permute(1, 0, 2),
                           cell.repeat(self.input_size, 1, 1).permute(1, 0, 2),
                           input_data.permute(0, 2, 1)), dim=2)
            x = self.attn_linear(x.view(-1, self.hidden_size * 2 + self.T - 1))
            attn_weights = tf.softmax(x.view(-1, self.input_size), dim=1)
            weighted_input = torch.mul(attn_weights, input_data[:, t, :])
            _, (hidden, cell) = self.lstm_layer(weighted_input.unsqueeze(0), (hidden, cell))
            input_weighted[:, t, :] = weighted_input
            input_encoded[:, t, :] = hidden[0]
        return input_weighted, input_encoded


class Decoder(nn.Module):
    def __init__(self, encoder_hidden_size, decoder_hidden_size, T, out_feats=1):
        super().__init__()
        self.T, self.decoder_hidden_size = T, decoder_hidden_size
        self.attn_layer = nn.Sequential(nn.Linear(2 * decoder_hidden_size + encoder_hidden_size, encoder_hidden_size),
                                        nn.Tanh(), nn.Linear(encoder_hidden_size, 1))
        self.lstm_layer = nn.LSTM(input_size=out_feats, hidden_size=decoder_hidden_size)
        self.fc = nn.Linear(encoder_hidden_size + out_feats, out_feats)
        self.fc_final = nn.Linear(decoder_hidden_size + encoder_hidden_size, out_feats)

    def forward(self, input_encoded, y_history):
        hidden = torch.zeros(1, input_encoded.size(0), self.decoder_hidden_size, device=device)
        cell = torch.zeros(1, input_encoded.size(0), self.decoder_hidden_size, device=device)
        context = torch.zeros(input_encoded.size(0), input_encoded.size(2), device=device)
        for t in range(self.T - 1):
            x = torch.cat((hidden.repeat(self.T - 1, 1, 1).permute(1, 0, 2),
                           cell.repeat(self.T - 1, 1, 1).permute(1, 0, 2), input_encoded), dim=2)
            x = tf.softmax(self.attn_layer(x.view(-1, 2 * self.decoder_hidden_size + input_encoded.size(2)))
                           .view(-1, self.T - 1), dim=1)
            context = torch.bmm(x.unsqueeze(1), input_encoded)[:, 0, :]
            y_tilde = self.fc(torch.cat((context, y_history[:, t]), dim=1))
            self.lstm_layer.flatten_parameters()
            _, (hidden, cell) = self.lstm_layer(y_tilde.unsqueeze(0), (hidden, cell))
        return self.fc_final(torch.cat((hidden[0], context), dim=1))
