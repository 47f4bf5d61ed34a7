import torch
import torch.nn as nn


class Generator(nn.Module):
    """Reduced multi-band MelGAN-style generator: mel (B, 80, T) -> audio (B, 1, 256*T)."""

    def __init__(self, mel_channel, ngf=64):
        super().__init__()
        layers = [nn.ReflectionPad1d(3), nn.Conv1d(mel_channel, ngf * 4, 7), nn.LeakyReLU(0.2)]
        ch = ngf * 4
        for r in (8, 8, 4):
            layers += [nn.ConvTranspose1d(ch, ch // 2, r * 2, stride=r, padding=r // 2 + r % 2, output_padding=r % 2), nn.LeakyReLU(0.2)]
            ch //= 2
        layers += [nn.ReflectionPad1d(3), nn.Conv1d(ch, 1, 7), nn.Tanh()]
        self.generator = nn.Sequential(*layers)

    def forward(self, mel):
        return self.generator(mel)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(1, 16, 15, padding=7), nn.LeakyReLU(0.2),
            nn.Conv1d(16, 64, 41, stride=4, padding=20, groups=4), nn.LeakyReLU(0.2),
            nn.Conv1d(64, 1, 3, padding=1),
        )

    def forward(self, x):
        return self.net(x)


class MultiScaleDiscriminator(nn.Module):
    def __init__(self, n_scales=3):
        super().__init__()
        self.discriminators = nn.ModuleList([Discriminator() for _ in range(n_scales)])
        self.pool = nn.AvgPool1d(4, stride=2, padding=1, count_include_pad=False)

    def forward(self, x):
        scores = []
        for disc in self.discriminators:
            scores.append(disc(x))
            x = self.pool(x)
        return scores
