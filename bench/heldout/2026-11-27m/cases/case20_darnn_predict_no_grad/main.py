# expect: none
# source: https://github.com/Seanny123/da-rnn/issues/21 ("Evaluation mode missing on validation and predict": predict() in main.py runs `t_net.encoder`/`t_net.decoder` without `torch.no_grad()`; the reporter proposes wrapping the two calls and the `.cpu().data.numpy()` conversion in `with torch.no_grad():`)
# note: predict() with the change the issue proposes: the encoder/decoder calls and the conversion run inside `with torch.no_grad():`, so the decoder output on cuda:0 carries no grad and `.cpu().numpy()` converts. modules.py is identical to case19; only the no_grad block differs.
import collections
import typing

import numpy as np
import torch
from torch import nn, optim

from modules import Decoder, Encoder, device

TrainConfig = collections.namedtuple("TrainConfig", ["T", "train_size", "batch_size", "loss_func"])


class DaRnnNet(typing.NamedTuple):
    encoder: nn.Module
    decoder: nn.Module
    enc_opt: optim.Optimizer
    dec_opt: optim.Optimizer


def numpy_to_tvar(x):
    return torch.from_numpy(x).type(torch.FloatTensor).to(device)


def da_rnn(n_input, encoder_hidden_size=64, decoder_hidden_size=64, T=10, learning_rate=0.01, batch_size=128):
    enc = Encoder(n_input, encoder_hidden_size, T).to(device)
    dec = Decoder(encoder_hidden_size, decoder_hidden_size, T).to(device)
    enc_opt = optim.Adam(params=[p for p in enc.parameters() if p.requires_grad], lr=learning_rate)
    dec_opt = optim.Adam(params=[p for p in dec.parameters() if p.requires_grad], lr=learning_rate)
    return DaRnnNet(enc, dec, enc_opt, dec_opt)


def prep_train_data(batch_idx, t_cfg, feats, targs):
    feats_out = np.zeros((len(batch_idx), t_cfg.T - 1, feats.shape[1]))
    y_history = np.zeros((len(batch_idx), t_cfg.T - 1, targs.shape[1]))
    y_target = targs[batch_idx + t_cfg.T]
    for b_i, b_idx in enumerate(batch_idx):
        b_slc = slice(b_idx, b_idx + t_cfg.T - 1)
        feats_out[b_i, :, :] = feats[b_slc, :]
        y_history[b_i, :] = targs[b_slc]
    return feats_out, y_history, y_target


def train_iteration(t_net, loss_func, X, y_history, y_target):
    t_net.enc_opt.zero_grad()
    t_net.dec_opt.zero_grad()
    _, input_encoded = t_net.encoder(numpy_to_tvar(X))
    y_pred = t_net.decoder(input_encoded, numpy_to_tvar(y_history))
    loss = loss_func(y_pred, numpy_to_tvar(y_target))
    loss.backward()
    t_net.enc_opt.step()
    t_net.dec_opt.step()
    return loss.item()


def predict(t_net, t_dat_feats, t_dat_targs, train_size, batch_size, T, on_train=False):
    out_size = t_dat_targs.shape[1]
    if on_train:
        y_pred = np.zeros((train_size - T + 1, out_size))
    else:
        y_pred = np.zeros((t_dat_feats.shape[0] - train_size, out_size))

    for y_i in range(0, len(y_pred), batch_size):
        y_slc = slice(y_i, y_i + batch_size)
        batch_idx = range(len(y_pred))[y_slc]
        b_len = len(batch_idx)
        X = np.zeros((b_len, T - 1, t_dat_feats.shape[1]))
        y_history = np.zeros((b_len, T - 1, t_dat_targs.shape[1]))

        for b_i, b_idx in enumerate(batch_idx):
            if on_train:
                idx = range(b_idx, b_idx + T - 1)
            else:
                idx = range(b_idx + train_size - T, b_idx + train_size - 1)
            X[b_i, :, :] = t_dat_feats[idx, :]
            y_history[b_i, :] = t_dat_targs[idx]

        with torch.no_grad():
            y_history = numpy_to_tvar(y_history)
            _, input_encoded = t_net.encoder(numpy_to_tvar(X))
            y_pred[y_slc] = t_net.decoder(input_encoded, y_history).cpu().numpy()

    return y_pred


def train(net, feats, targs, t_cfg, n_epochs=10):
    iter_per_epoch = int(np.ceil(t_cfg.train_size * 1. / t_cfg.batch_size))
    iter_losses = np.zeros(n_epochs * iter_per_epoch)
    epoch_losses = np.zeros(n_epochs)
    n_iter = 0
    for e_i in range(n_epochs):
        perm_idx = np.random.permutation(t_cfg.train_size - t_cfg.T)
        for t_i in range(0, t_cfg.train_size, t_cfg.batch_size):
            batch_idx = perm_idx[t_i:(t_i + t_cfg.batch_size)]
            feats_b, y_history, y_target = prep_train_data(batch_idx, t_cfg, feats, targs)
            iter_losses[e_i * iter_per_epoch + t_i // t_cfg.batch_size] = train_iteration(
                net, t_cfg.loss_func, feats_b, y_history, y_target)
            n_iter += 1
        epoch_losses[e_i] = np.mean(iter_losses[range(e_i * iter_per_epoch, (e_i + 1) * iter_per_epoch)])
        if e_i % 10 == 0:
            y_test_pred = predict(net, feats, targs, t_cfg.train_size, t_cfg.batch_size, t_cfg.T, on_train=False)
            val_loss = y_test_pred - targs[t_cfg.train_size:]
            print(f"Epoch {e_i:d}, train loss: {epoch_losses[e_i]:3.3f}, val loss: {np.mean(np.abs(val_loss))}.")
    return iter_losses, epoch_losses


if __name__ == "__main__":
    raw = np.loadtxt("data/nasdaq100_padding.csv", delimiter=",", skiprows=1, dtype=np.float32)
    feats, targs = raw[:, :-1], raw[:, -1:]
    cfg = TrainConfig(T=10, train_size=int(feats.shape[0] * 0.7), batch_size=128, loss_func=nn.MSELoss())
    net = da_rnn(feats.shape[1], T=cfg.T, batch_size=cfg.batch_size)
    train(net, feats, targs, cfg, n_epochs=10)
