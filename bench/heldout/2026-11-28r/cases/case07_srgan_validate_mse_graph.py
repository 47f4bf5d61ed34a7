# expect: TL008
# source: https://github.com/leftthomas/SRGAN/issues/43 ("GPU RAM exploding on validation": after porting train.py to PyTorch 1.1 "when the validation come the GPU memory explode after some iterations (19% of the validation loop)" - maintainer: "maybe somewhere you need detach tensor, but you haven't detach it, just copy it, then gpu will explode" - fix from the thread: "I've fixed it by adding `with torch.no_grad():` to the entire validation for loop, probably some operations like `.mean()` save the entire calculation graph, rather than just the values.")
# note: the SRGAN training script reconstructed with its validation pass moved into `validate()`, as ported without the old `volatile=True` and without `torch.no_grad()`. The generator is on the GPU and its parameters require grad, so `sr = netG(lr)` is graph-attached in every validation step and `valing_results["mse"] += batch_mse * batch_size` keeps the whole chain of per-image graphs (each holding the generator's activations for a full-size DIV2K image) alive until validation ends. `pytorch_ssim.ssim(...).item()` is a float; `log10(...)` of a one-element tensor goes through `__float__`; the saved images use `.data.cpu()`; the training losses are accumulated with `.item()`.
import argparse
import os
from math import log10

import pandas as pd
import torch
import torch.optim as optim
import torchvision.utils as utils
from torch.utils.data import DataLoader
from tqdm import tqdm

import pytorch_ssim
from data_utils import TrainDatasetFromFolder, ValDatasetFromFolder, display_transform
from loss import GeneratorLoss
from model import Discriminator, Generator

parser = argparse.ArgumentParser(description="Train Super Resolution Models")
parser.add_argument("--crop_size", default=88, type=int, help="training images crop size")
parser.add_argument("--upscale_factor", default=4, type=int, choices=[2, 4, 8], help="super resolution upscale factor")
parser.add_argument("--num_epochs", default=100, type=int, help="train epoch number")


def train_one_epoch(netG, netD, generator_criterion, optimizerG, optimizerD, train_loader, epoch, num_epochs):
    netG.train()
    netD.train()
    running_results = {"batch_sizes": 0, "d_loss": 0, "g_loss": 0, "d_score": 0, "g_score": 0}
    train_bar = tqdm(train_loader)
    for data, target in train_bar:
        batch_size = data.size(0)
        running_results["batch_sizes"] += batch_size
        real_img = target.cuda() if torch.cuda.is_available() else target
        z = data.cuda() if torch.cuda.is_available() else data

        # (1) update D: maximize D(x) - 1 - D(G(z))
        fake_img = netG(z)
        netD.zero_grad()
        real_out = netD(real_img).mean()
        fake_out = netD(fake_img.detach()).mean()
        d_loss = 1 - real_out + fake_out
        d_loss.backward()
        optimizerD.step()

        # (2) update G: minimize 1 - D(G(z)) + perception loss + image loss + TV loss
        netG.zero_grad()
        fake_out = netD(fake_img).mean()
        g_loss = generator_criterion(fake_out, fake_img, real_img)
        g_loss.backward()
        optimizerG.step()

        running_results["g_loss"] += g_loss.item() * batch_size
        running_results["d_loss"] += d_loss.item() * batch_size
        running_results["d_score"] += real_out.item() * batch_size
        running_results["g_score"] += fake_out.item() * batch_size
        train_bar.set_description(desc="[%d/%d] Loss_D: %.4f Loss_G: %.4f D(x): %.4f D(G(z)): %.4f" % (
            epoch, num_epochs,
            running_results["d_loss"] / running_results["batch_sizes"],
            running_results["g_loss"] / running_results["batch_sizes"],
            running_results["d_score"] / running_results["batch_sizes"],
            running_results["g_score"] / running_results["batch_sizes"]))
    return running_results


def validate(netG, val_loader, epoch, out_path):
    netG.eval()
    val_bar = tqdm(val_loader)
    valing_results = {"mse": 0, "ssims": 0, "psnr": 0, "ssim": 0, "batch_sizes": 0}
    val_images = []
    for val_lr, val_hr_restore, val_hr in val_bar:
        batch_size = val_lr.size(0)
        valing_results["batch_sizes"] += batch_size
        lr = val_lr
        hr = val_hr
        if torch.cuda.is_available():
            lr = lr.cuda()
            hr = hr.cuda()
        sr = netG(lr)

        batch_mse = ((sr - hr) ** 2).mean()
        valing_results["mse"] += batch_mse * batch_size
        batch_ssim = pytorch_ssim.ssim(sr, hr).item()
        valing_results["ssims"] += batch_ssim * batch_size
        valing_results["psnr"] = 10 * log10((hr.max() ** 2) / (valing_results["mse"] / valing_results["batch_sizes"]))
        valing_results["ssim"] = valing_results["ssims"] / valing_results["batch_sizes"]
        val_bar.set_description(desc="[converting LR images to SR images] PSNR: %.4f dB SSIM: %.4f" % (
            valing_results["psnr"], valing_results["ssim"]))

        val_images.extend([
            display_transform()(val_hr_restore.squeeze(0)),
            display_transform()(hr.data.cpu().squeeze(0)),
            display_transform()(sr.data.cpu().squeeze(0)),
        ])

    val_images = torch.stack(val_images)
    val_images = torch.chunk(val_images, val_images.size(0) // 15)
    for index, image in enumerate(tqdm(val_images, desc="[saving training results]"), start=1):
        image = utils.make_grid(image, nrow=3, padding=5)
        utils.save_image(image, out_path + "epoch_%d_index_%d.png" % (epoch, index), padding=5)
    return valing_results["psnr"], valing_results["ssim"]


if __name__ == "__main__":
    opt = parser.parse_args()
    train_set = TrainDatasetFromFolder("data/DIV2K_train_HR", crop_size=opt.crop_size, upscale_factor=opt.upscale_factor)
    val_set = ValDatasetFromFolder("data/DIV2K_valid_HR", upscale_factor=opt.upscale_factor)
    train_loader = DataLoader(dataset=train_set, num_workers=4, batch_size=64, shuffle=True)
    val_loader = DataLoader(dataset=val_set, num_workers=4, batch_size=1, shuffle=False)

    netG = Generator(opt.upscale_factor)
    netD = Discriminator()
    generator_criterion = GeneratorLoss()
    if torch.cuda.is_available():
        netG.cuda()
        netD.cuda()
        generator_criterion.cuda()
    optimizerG = optim.Adam(netG.parameters())
    optimizerD = optim.Adam(netD.parameters())

    results = {"d_loss": [], "g_loss": [], "d_score": [], "g_score": [], "psnr": [], "ssim": []}
    out_path = "training_results/SRF_" + str(opt.upscale_factor) + "/"
    os.makedirs(out_path, exist_ok=True)
    os.makedirs("epochs", exist_ok=True)
    os.makedirs("statistics", exist_ok=True)
    for epoch in range(1, opt.num_epochs + 1):
        running = train_one_epoch(netG, netD, generator_criterion, optimizerG, optimizerD, train_loader, epoch, opt.num_epochs)
        psnr, ssim = validate(netG, val_loader, epoch, out_path)

        torch.save(netG.state_dict(), "epochs/netG_epoch_%d_%d.pth" % (opt.upscale_factor, epoch))
        torch.save(netD.state_dict(), "epochs/netD_epoch_%d_%d.pth" % (opt.upscale_factor, epoch))
        for key in ("d_loss", "g_loss", "d_score", "g_score"):
            results[key].append(running[key] / running["batch_sizes"])
        results["psnr"].append(psnr)
        results["ssim"].append(ssim)

        if epoch % 10 == 0:
            data_frame = pd.DataFrame(
                data={"Loss_D": results["d_loss"], "Loss_G": results["g_loss"], "Score_D": results["d_score"],
                      "Score_G": results["g_score"], "PSNR": results["psnr"], "SSIM": results["ssim"]},
                index=range(1, epoch + 1))
            data_frame.to_csv("statistics/srf_" + str(opt.upscale_factor) + "_train_results.csv", index_label="Epoch")
