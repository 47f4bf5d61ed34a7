"""Reduced mozilla/TTS train.py: model set up from the config, moved to cuda when available, one
optimizer step per batch with the gradient check from utils.generic_utils."""
import os

import torch
import torch.nn as nn

from models.tacotron2 import Tacotron2
from utils.generic_utils import load_config, count_parameters, check_update, lr_decay, KeepAverage

use_cuda = torch.cuda.is_available()


def setup_model(num_chars, c):
    print("\t[-] Using model: {}".format(c["model"]))
    return Tacotron2(num_chars=num_chars, r=c["r"], postnet_output_dim=c["num_mels"],
                     decoder_output_dim=c["num_mels"], separate_stopnet=c["separate_stopnet"])


def fake_batch(c, step):
    g = torch.Generator().manual_seed(step)
    text = torch.randint(0, c["num_chars"], (c["batch_size"], 12), generator=g)
    mel = torch.randn(c["batch_size"], 12 * c["r"], c["num_mels"], generator=g)
    stop = torch.zeros(c["batch_size"], 12)
    stop[:, -1] = 1.0
    return text, mel, stop


def train(model, criterion, criterion_st, optimizer, c):
    keep_avg = KeepAverage()
    keep_avg.add_value("avg_postnet_loss")
    for global_step in range(c["max_steps"]):
        text_input, mel_input, stop_targets = fake_batch(c, global_step)
        if use_cuda:
            text_input = text_input.cuda(non_blocking=True)
            mel_input = mel_input.cuda(non_blocking=True)
            stop_targets = stop_targets.cuda(non_blocking=True)
        for group in optimizer.param_groups:
            group["lr"] = lr_decay(c["lr"], global_step, 4000)
        optimizer.zero_grad()
        decoder_output, postnet_output, stop_tokens = model(text_input)
        decoder_loss = criterion(decoder_output, mel_input)
        postnet_loss = criterion(postnet_output, mel_input)
        stop_loss = criterion_st(stop_tokens, stop_targets)
        loss = decoder_loss + postnet_loss + stop_loss
        loss.backward()
        grad_norm, skip_flag = check_update(model, c["grad_clip"], ignore_stopnet=c["separate_stopnet"])
        if skip_flag:
            continue
        optimizer.step()
        keep_avg.update_value("avg_postnet_loss", postnet_loss.item())
        print("   | > Step:{}  PostnetLoss:{:.5f}  GradNorm:{:.5f}".format(
            global_step, postnet_loss.item(), float(grad_norm)))
    return keep_avg.avg_values["avg_postnet_loss"]


def main():
    c = load_config(os.path.join(os.path.dirname(os.path.abspath(__file__)), "config.json"))
    model = setup_model(c["num_chars"], c)
    print(" | > Num output units : {}".format(count_parameters(model)))
    optimizer = torch.optim.Adam(model.parameters(), lr=c["lr"], weight_decay=0)
    criterion = nn.L1Loss()
    criterion_st = nn.BCEWithLogitsLoss()
    if use_cuda:
        model = model.cuda()
        criterion.cuda()
        criterion_st.cuda()
    print(train(model, criterion, criterion_st, optimizer, c))


if __name__ == "__main__":
    main()
