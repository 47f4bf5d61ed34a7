"""A reduced FFTNet: stacked FFT layers (split, 1x1 convs, add, relu) with a local condition."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class FFTLayer(nn.Module):
    def __init__(self, in_channels, out_channels, shift, local_condition_channels=None):
        super(FFTLayer, self).__init__()
        self.shift = shift
        self.conv_l = nn.Conv1d(in_channels, out_channels, 1)
        self.conv_r = nn.Conv1d(in_channels, out_channels, 1)
        if local_condition_channels is not None:
            self.cond_l = nn.Conv1d(local_condition_channels, out_channels, 1)
            self.cond_r = nn.Conv1d(local_condition_channels, out_channels, 1)
        self.out = nn.Conv1d(out_channels, out_channels, 1)

    def forward(self, x, h=None):
        x_l, x_r = x[:, :, :-self.shift], x[:, :, self.shift:]
        z = self.conv_l(x_l) + self.conv_r(x_r)
        if h is not None:
            h_l, h_r = h[:, :, :-self.shift], h[:, :, self.shift:]
            z = z + self.cond_l(h_l) + self.cond_r(h_r)
        return F.relu(self.out(F.relu(z)))


class FFTNet(nn.Module):
    def __init__(self, n_stacks=11, fft_channels=256, quantization_channels=256,
                 local_condition_channels=None):
        super(FFTNet, self).__init__()
        self.n_stacks = n_stacks
        self.quantization_channels = quantization_channels
        self.receptive_field = 2 ** n_stacks
        self.window_shifts = [2 ** i for i in range(n_stacks - 1, -1, -1)]
        layers = []
        in_channels = 1
        for shift in self.window_shifts:
            layers.append(FFTLayer(in_channels, fft_channels, shift,
                                   local_condition_channels if in_channels == 1 else None))
            in_channels = fft_channels
        self.layers = nn.ModuleList(layers)
        self.linear = nn.Linear(fft_channels, quantization_channels)

    def forward(self, x, h):
        # x: [B, T, 1] mu-law samples scaled to [-1, 1]; h: [B, num_mels, T]
        output = x.transpose(1, 2)
        for i, layer in enumerate(self.layers):
            output = layer(output, h if i == 0 else None)
        output = self.linear(output.transpose(1, 2))   # [B, T', Q]
        return output.transpose(1, 2)                   # [B, Q, T'] for CrossEntropyLoss
