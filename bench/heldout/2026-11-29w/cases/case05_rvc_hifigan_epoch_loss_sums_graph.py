# expect: TL008
# source: https://github.com/pytorch/pytorch/issues/144181 ("Memory leak trying to average disc/gen losses during HiFiGAN training": "Using ```epoch_disc_sum += loss_disc``` and ```epoch_gen_sum += loss_gen_all``` in the code below eats ~3MB/step RAM, so with a train 3500 steps long it consumes ~10GB by the end of the epoch"; code: "epoch_disc_sum += loss_disc #.item()"; closed with a pointer to the forum)
# note: an RVC-style HiFiGAN voice-conversion training script (`train.py`), reconstructed from the code quoted in the thread and reduced to one file: `net_g` / `net_d` are small stand-ins for the synthesizer and the multi-period discriminator, the data iterator yields random phone/pitch/spec/wave batches, and the device is `cuda` when available. `epoch_disc_sum` and `epoch_gen_sum` start as Python floats and add the discriminator and generator losses once per step; both losses come out of the models with grad, so the sums become tensors holding every step's autograd node (and the step's loss) until the epoch ends. Traps: `y_hat.detach()` fed to the discriminator, the losses computed under `autocast(enabled=False)`, the per-step `grad_norm_d` / `grad_norm_g` returned by `clip_grad_norm_` (no grad), and the epoch average printed once after the loop.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.cuda.amp import GradScaler, autocast


class Config:
    class train:
        fp16_run = True
        learning_rate = 1e-4
        betas = (0.8, 0.99)
        eps = 1e-9
        c_mel = 45
        c_kl = 1.0


config = Config()


class SynthesizerStandIn(nn.Module):
    def __init__(self, phone_dim=768, spec_channels=513, hop=160):
        super().__init__()
        self.hop = hop
        self.enc_p = nn.Linear(phone_dim + 1, 192)
        self.enc_q = nn.Conv1d(spec_channels, 2 * 192, 1)
        self.dec = nn.ConvTranspose1d(192, 1, hop, stride=hop)

    def forward(self, phone, pitch, spec):
        h = self.enc_p(torch.cat([phone, pitch.unsqueeze(-1)], dim=-1)).transpose(1, 2)
        stats = self.enc_q(spec)
        m_q, logs_q = stats.chunk(2, dim=1)
        z = m_q + torch.randn_like(m_q) * torch.exp(logs_q)
        y_hat = torch.tanh(self.dec(z + h))
        x_mask = torch.ones_like(h[:, :1])
        return y_hat, x_mask, x_mask, (z, z, h, torch.zeros_like(h), m_q, logs_q)


class DiscriminatorStandIn(nn.Module):
    def __init__(self, periods=(2, 3, 5)):
        super().__init__()
        self.periods = periods
        self.convs = nn.ModuleList([nn.Conv2d(1, 8, (5, 1), (3, 1), padding=(2, 0)) for _ in periods])
        self.posts = nn.ModuleList([nn.Conv2d(8, 1, (3, 1), 1, padding=(1, 0)) for _ in periods])

    def _one(self, i, y):
        p = self.periods[i]
        b, c, t = y.shape
        if t % p != 0:
            y = F.pad(y, (0, p - (t % p)), "reflect")
        y = y.view(b, c, -1, p)
        fmap = F.leaky_relu(self.convs[i](y), 0.1)
        return torch.flatten(self.posts[i](fmap), 1, -1), [fmap]

    def forward(self, y, y_hat):
        y_d_rs, y_d_gs, fmap_rs, fmap_gs = [], [], [], []
        for i in range(len(self.periods)):
            y_d_r, fmap_r = self._one(i, y)
            y_d_g, fmap_g = self._one(i, y_hat)
            y_d_rs.append(y_d_r)
            y_d_gs.append(y_d_g)
            fmap_rs.append(fmap_r)
            fmap_gs.append(fmap_g)
        return y_d_rs, y_d_gs, fmap_rs, fmap_gs


def discriminator_loss(disc_real_outputs, disc_generated_outputs):
    loss = 0
    r_losses, g_losses = [], []
    for dr, dg in zip(disc_real_outputs, disc_generated_outputs):
        r_loss = torch.mean((1 - dr.float()) ** 2)
        g_loss = torch.mean(dg.float() ** 2)
        loss += r_loss + g_loss
        r_losses.append(r_loss.item())
        g_losses.append(g_loss.item())
    return loss, r_losses, g_losses


def generator_loss(disc_outputs):
    loss = 0
    gen_losses = []
    for dg in disc_outputs:
        l = torch.mean((1 - dg.float()) ** 2)
        gen_losses.append(l)
        loss += l
    return loss, gen_losses


def feature_loss(fmap_r, fmap_g):
    loss = 0
    for dr, dg in zip(fmap_r, fmap_g):
        for rl, gl in zip(dr, dg):
            loss += torch.mean(torch.abs(rl.float().detach() - gl.float()))
    return loss * 2


def kl_loss(z_p, logs_q, m_p, logs_p, z_mask):
    kl = logs_p - logs_q - 0.5 + 0.5 * ((z_p - m_p) ** 2) * torch.exp(-2.0 * logs_p)
    return torch.sum(kl * z_mask) / torch.sum(z_mask)


def random_batches(device, steps, batch=4, frames=32):
    for batch_idx in range(steps):
        phone = torch.randn(batch, frames, 768, device=device)
        pitch = torch.rand(batch, frames, device=device) * 400
        spec = torch.randn(batch, 513, frames, device=device).abs()
        wave = torch.rand(batch, 1, frames * 160, device=device) * 2 - 1
        yield batch_idx, (phone, pitch, spec, wave)


def train_and_evaluate(epoch, nets, optims, scaler, device, steps_per_epoch):
    net_g, net_d = nets
    optim_g, optim_d = optims
    net_g.train()
    net_d.train()

    epoch_disc_sum = 0.0
    epoch_gen_sum = 0.0

    data_iterator = random_batches(device, steps_per_epoch)
    for batch_idx, info in data_iterator:
        phone, pitch, spec, wave = info
        # Forward pass
        use_amp = config.train.fp16_run and device.type == "cuda"
        with autocast(enabled=use_amp):
            model_output = net_g(phone, pitch, spec)
            y_hat, x_mask, z_mask, (z, z_p, m_p, logs_p, m_q, logs_q) = (model_output)
            y_d_hat_r, y_d_hat_g, _, _ = net_d(wave, y_hat.detach())
            with autocast(enabled=False):
                loss_disc, _, _ = discriminator_loss(y_d_hat_r, y_d_hat_g)
        # Discriminator backward and update
        epoch_disc_sum += loss_disc
        optim_d.zero_grad()
        scaler.scale(loss_disc).backward()
        scaler.unscale_(optim_d)
        grad_norm_d = torch.nn.utils.clip_grad_norm_(net_d.parameters(), max_norm=1000.0)
        scaler.step(optim_d)
        scaler.update()

        # Generator backward and update
        with autocast(enabled=use_amp):
            _, y_d_hat_g, fmap_r, fmap_g = net_d(wave, y_hat)
            with autocast(enabled=False):
                loss_mel = F.l1_loss(y_hat, wave) * config.train.c_mel
                loss_kl = kl_loss(z_p, logs_q, m_p, logs_p, z_mask) * config.train.c_kl
                loss_fm = feature_loss(fmap_r, fmap_g)
                loss_gen, _ = generator_loss(y_d_hat_g)
                loss_gen_all = loss_gen + loss_fm + loss_mel + loss_kl
        epoch_gen_sum += loss_gen_all
        optim_g.zero_grad()
        scaler.scale(loss_gen_all).backward()
        scaler.unscale_(optim_g)
        grad_norm_g = torch.nn.utils.clip_grad_norm_(net_g.parameters(), max_norm=1000.0)
        scaler.step(optim_g)
        scaler.update()

    avg_disc = epoch_disc_sum / steps_per_epoch
    avg_gen = epoch_gen_sum / steps_per_epoch
    print(f"epoch {epoch}: loss_disc={avg_disc:.3f} loss_gen_all={avg_gen:.3f} "
          f"grad_norm_d={grad_norm_d:.2f} grad_norm_g={grad_norm_g:.2f}")


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    net_g = SynthesizerStandIn().to(device)
    net_d = DiscriminatorStandIn().to(device)
    optim_g = torch.optim.AdamW(net_g.parameters(), config.train.learning_rate, betas=config.train.betas,
                                eps=config.train.eps)
    optim_d = torch.optim.AdamW(net_d.parameters(), config.train.learning_rate, betas=config.train.betas,
                                eps=config.train.eps)
    scaler = GradScaler(enabled=config.train.fp16_run and device.type == "cuda")
    for epoch in range(1, 3):
        train_and_evaluate(epoch, [net_g, net_d], [optim_g, optim_d], scaler, device, steps_per_epoch=20)


if __name__ == "__main__":
    main()
