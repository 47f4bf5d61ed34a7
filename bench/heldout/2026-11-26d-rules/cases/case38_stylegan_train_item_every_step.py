# expect: TL102
# source: https://github.com/rosinality/style-based-gan-pytorch/pull/50 ("Increase training speed": call item() less frequently, each item() synchronizes with the GPU; train.py before commit 038db65)
# note: train.py before the PR, trimmed to the training step: the discriminator losses are read with .item() on every iteration of the loop that calls backward() and d_optimizer.step(); the sample grid is copied with .data.cpu() only inside the (i + 1) % 100 == 0 block, which is fine
import math
import random

import torch
import torch.nn.functional as F
from torch.autograd import grad
from torchvision import utils
from tqdm import tqdm

code_size = 512
n_critic = 1


def requires_grad(model, flag=True):
    for p in model.parameters():
        p.requires_grad = flag


def train(args, loader, generator, discriminator, g_optimizer, d_optimizer, g_running, accumulate):
    data_loader = iter(loader)
    step = int(math.log2(args.init_size)) - 2
    alpha = 1
    pbar = tqdm(range(3_000_000))

    requires_grad(generator, False)
    requires_grad(discriminator, True)

    disc_loss_val = 0
    gen_loss_val = 0
    grad_loss_val = 0

    for i in pbar:
        discriminator.zero_grad()

        try:
            real_image = next(data_loader)
        except (OSError, StopIteration):
            data_loader = iter(loader)
            real_image = next(data_loader)

        b_size = real_image.size(0)
        real_image = real_image.cuda()

        real_predict = discriminator(real_image, step=step, alpha=alpha)
        real_predict = real_predict.mean() - 0.001 * (real_predict ** 2).mean()
        (-real_predict).backward()

        if args.mixing and random.random() < 0.9:
            gen_in11, gen_in12, gen_in21, gen_in22 = torch.randn(
                4, b_size, code_size, device='cuda'
            ).chunk(4, 0)
            gen_in1 = [gen_in11.squeeze(0), gen_in12.squeeze(0)]
            gen_in2 = [gen_in21.squeeze(0), gen_in22.squeeze(0)]
        else:
            gen_in1, gen_in2 = torch.randn(2, b_size, code_size, device='cuda').chunk(2, 0)
            gen_in1 = gen_in1.squeeze(0)
            gen_in2 = gen_in2.squeeze(0)

        fake_image = generator(gen_in1, step=step, alpha=alpha)
        fake_predict = discriminator(fake_image, step=step, alpha=alpha)

        fake_predict = fake_predict.mean()
        fake_predict.backward()

        eps = torch.rand(b_size, 1, 1, 1).cuda()
        x_hat = eps * real_image.data + (1 - eps) * fake_image.data
        x_hat.requires_grad = True
        hat_predict = discriminator(x_hat, step=step, alpha=alpha)
        grad_x_hat = grad(outputs=hat_predict.sum(), inputs=x_hat, create_graph=True)[0]
        grad_penalty = ((grad_x_hat.view(grad_x_hat.size(0), -1).norm(2, dim=1) - 1) ** 2).mean()
        grad_penalty = 10 * grad_penalty
        grad_penalty.backward()
        grad_loss_val = grad_penalty.item()
        disc_loss_val = (real_predict - fake_predict).item()

        d_optimizer.step()

        if (i + 1) % n_critic == 0:
            generator.zero_grad()
            requires_grad(generator, True)
            requires_grad(discriminator, False)
            fake_image = generator(gen_in2, step=step, alpha=alpha)
            predict = discriminator(fake_image, step=step, alpha=alpha)
            loss = -predict.mean()
            gen_loss_val = loss.item()
            loss.backward()
            g_optimizer.step()
            accumulate(g_running, generator.module)
            requires_grad(generator, False)
            requires_grad(discriminator, True)

        if (i + 1) % 100 == 0:
            images = []
            with torch.no_grad():
                for _ in range(10):
                    images.append(g_running(torch.randn(5, code_size).cuda(), step=step, alpha=alpha).data.cpu())
            utils.save_image(torch.cat(images, 0), f'sample/{str(i + 1).zfill(6)}.png', nrow=10,
                             normalize=True, value_range=(-1, 1))

        state_msg = (
            f'Size: {4 * 2 ** step}; G: {gen_loss_val:.3f}; D: {disc_loss_val:.3f};'
            f' Grad: {grad_loss_val:.3f}; Alpha: {alpha:.5f}'
        )
        pbar.set_description(state_msg)
