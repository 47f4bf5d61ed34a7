# expect: TL008
# source: https://github.com/rishikksh20/VocGAN/pull/24 ("Fix bug": "I have observed a severe memory accumulation while using your VocGAN source. I tracked the line of \"utils/train.py\", and found the reason of the problem. I added \".item()\" to the back of adv_loss variable, and the problem was gone.")
# note: VocGAN's training loop, reconstructed: `trainer.py` builds the multi-band generator and the multi-scale discriminator and calls `train()`, which moves both to the GPU with `.cuda()`; per step the generator loss `adv_loss` is summed over the discriminator scales from graph-attached scores and then appended, as a tensor, to `adv_loss_list`, which lives for the whole epoch and is averaged at its end, so every step's autograd graph root stays referenced. Traps: `loss_g.item()` and `loss_d.item()` go into their lists, the validation losses are computed under `torch.no_grad()`, `sum(...) / len(...)` of floats, and the writer receives Python floats. Header `utils/train.py`.
import math
import os

import torch
import torch.nn.functional as F

from model.models import Generator, MultiScaleDiscriminator
from utils.writer import MyWriter


def multi_resolution_stft_loss(fake, real, fft_sizes=(512, 1024, 2048)):
    loss = 0.0
    for n_fft in fft_sizes:
        window = torch.hann_window(n_fft, device=fake.device)
        s_fake = torch.stft(fake.squeeze(1), n_fft, n_fft // 4, window=window, return_complex=True).abs()
        s_real = torch.stft(real.squeeze(1), n_fft, n_fft // 4, window=window, return_complex=True).abs()
        loss = loss + F.l1_loss(torch.log(s_fake + 1e-7), torch.log(s_real + 1e-7))
    return loss / len(fft_sizes)


def validate(hp, model_g, model_d, valloader, writer, step):
    model_g.eval()
    loss_g_sum = 0.0
    with torch.no_grad():
        for mel, audio in valloader:
            mel, audio = mel.cuda(), audio.cuda()
            fake_audio = model_g(mel)[..., : audio.size(-1)]
            disc_fake = model_d(fake_audio)
            adv_loss = 0.0
            for score_fake in disc_fake:
                adv_loss += F.mse_loss(score_fake, torch.ones_like(score_fake))
            loss_g_sum += (adv_loss + hp["lambda_stft"] * multi_resolution_stft_loss(fake_audio, audio)).item()
    writer.log_validation(loss_g_sum / len(valloader), step)
    model_g.train()


def train(args, pt_dir, trainloader, valloader, writer, logger, hp):
    model_g = Generator(hp["n_mel_channels"]).cuda()
    model_d = MultiScaleDiscriminator().cuda()
    optim_g = torch.optim.Adam(model_g.parameters(), lr=hp["lr"], betas=(0.5, 0.9))
    optim_d = torch.optim.Adam(model_d.parameters(), lr=hp["lr"], betas=(0.5, 0.9))
    step = 0
    for epoch in range(hp["epochs"]):
        loss_g_list, loss_d_list, adv_loss_list = [], [], []
        for mel, audio in trainloader:
            mel, audio = mel.cuda(), audio.cuda()

            # generator
            optim_g.zero_grad()
            fake_audio = model_g(mel)[..., : audio.size(-1)]
            sc_loss = multi_resolution_stft_loss(fake_audio, audio)
            adv_loss = 0.0
            if step > hp["discriminator_train_start_steps"]:
                disc_fake = model_d(fake_audio)
                for score_fake in disc_fake:
                    adv_loss += F.mse_loss(score_fake, torch.ones_like(score_fake))
                adv_loss = adv_loss / len(disc_fake)
            loss_g = hp["lambda_stft"] * sc_loss + adv_loss
            loss_g.backward()
            optim_g.step()

            # discriminator
            loss_d_sum = 0.0
            if step > hp["discriminator_train_start_steps"]:
                optim_d.zero_grad()
                disc_fake = model_d(fake_audio.detach())
                disc_real = model_d(audio)
                loss_d = 0.0
                for score_fake, score_real in zip(disc_fake, disc_real):
                    loss_d += F.mse_loss(score_real, torch.ones_like(score_real))
                    loss_d += F.mse_loss(score_fake, torch.zeros_like(score_fake))
                loss_d = loss_d / len(disc_fake)
                loss_d.backward()
                optim_d.step()
                loss_d_sum = loss_d.item()

            step += 1
            loss_g_list.append(loss_g.item())
            loss_d_list.append(loss_d_sum)
            adv_loss_list.append(adv_loss)

            if step % hp["summary_interval"] == 0:
                writer.log_training(loss_g.item(), loss_d_sum, float(adv_loss), step)
                logger.info("g %.04f d %.04f | step %d" % (loss_g.item(), loss_d_sum, step))

        avg_g = sum(loss_g_list) / len(loss_g_list)
        avg_d = sum(loss_d_list) / len(loss_d_list)
        avg_adv = sum(adv_loss_list) / len(adv_loss_list)
        logger.info("epoch %d: g %.4f d %.4f adv %.4f" % (epoch, avg_g, avg_d, float(avg_adv)))
        validate(hp, model_g, model_d, valloader, writer, step)
        if epoch % hp["save_interval"] == 0:
            save_path = os.path.join(pt_dir, "%s_%04d.pt" % (args.name, epoch))
            torch.save({"model_g": model_g.state_dict(), "model_d": model_d.state_dict(), "step": step, "epoch": epoch}, save_path)
            logger.info("Saved checkpoint to: %s" % save_path)
