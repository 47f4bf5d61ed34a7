# expect: TL003
# source: https://github.com/syang1993/FFTNet/issues/6 ("ask for help": "File \"train.py\", line 157, in train_fn waveform = mu_law_decode(np.asarray(samples[model.module.receptive_field:]),hparams.quantization_channels) File \"/usr/local/lib/python3.6/dist-packages/numpy/core/numeric.py\", line 492, in asarray return array(a, dtype, copy=False, order=order) File \"/usr/local/lib/python3.6/dist-packages/torch/tensor.py\", line 450, in __array__ return self.numpy() TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; answer in the thread: "You have to change it to `samples[model.module.receptive_field:].cpu().numpy()`")
# note: FFTNet's `train.py` (late 2018, the version of the traceback: the model always wrapped in `nn.DataParallel`, hence `model.module.receptive_field`), reconstructed and reduced: `device` is cuda when `hparams.use_cuda` (set in `hparams.py`), the model is moved there with `model.to(device)` and the batch with `.to(device)`, so at each checkpoint `samples = out.argmax(0)` of the model's output is a cuda tensor and `np.asarray(samples[...])` has to convert it. `mu_law_decode` in `utils/utils.py` works on NumPy arrays only. Data set, tensorboardX writer and checkpoint files are replaced by random stand-ins and a temporary directory. Traps: `loss.item()`, `np.max(np.abs(wav))` in `write_wav` on the decoded NumPy waveform, `ema.register(name, param.data)`, and `argmax` (an integer tensor that does not require grad, although `output` does).
from __future__ import absolute_import
from __future__ import division
from __future__ import print_function

import argparse
import os
import tempfile
import wave
import torch
import torch.nn as nn
import numpy as np
import torch.optim as optim

from torch.utils.data import DataLoader
from fftnet import FFTNet
from dataset import CustomDataset
from utils.utils import apply_moving_average, ExponentialMovingAverage, mu_law_decode
from utils import infolog
from hparams import hparams, hparams_debug_string
log = infolog.log


def write_wav(wav, sample_rate, filename):
    wav *= 32767 / max(0.01, np.max(np.abs(wav)))
    with wave.open(filename, "wb") as f:   # scipy.io.wavfile.write in the original
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(sample_rate)
        f.writeframes(wav.astype(np.int16).tobytes())
    print('Updated wav file at {}'.format(filename))


def save_checkpoint(device, hparams, model, optimizer, step, checkpoint_dir, ema=None):
    model = model.module if isinstance(model, nn.DataParallel) else model
    checkpoint_state = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "steps": step}
    checkpoint_path = os.path.join(
        checkpoint_dir, "model.ckpt-{}.pt".format(step))
    torch.save(checkpoint_state, checkpoint_path)
    log("Saved checkpoint: {}".format(checkpoint_path))


def create_model(hparams):
    return FFTNet(n_stacks=hparams.n_stacks,
                  fft_channels=hparams.fft_channels,
                  quantization_channels=hparams.quantization_channels,
                  local_condition_channels=hparams.num_mels)


def train_fn(args):
    device = torch.device("cuda" if hparams.use_cuda else "cpu")
    upsample_factor = int(hparams.frame_shift_ms / 1000 * hparams.sample_rate)

    model = create_model(hparams)
    model.to(device)
    optimizer = optim.Adam(model.parameters(), lr=hparams.learning_rate)
    global_step = 0

    log("receptive field: {0} ({1:.2f}ms)".format(
        model.receptive_field, model.receptive_field / hparams.sample_rate * 1000))

    dataset = CustomDataset(meta_file=args.input,
                            receptive_field=model.receptive_field,
                            sample_size=hparams.sample_size,
                            upsample_factor=upsample_factor,
                            quantization_channels=hparams.quantization_channels,
                            use_local_condition=hparams.use_local_condition)

    dataloader = DataLoader(dataset, batch_size=hparams.batch_size,
                            shuffle=True, num_workers=args.num_workers,
                            pin_memory=True)

    model = nn.DataParallel(model)

    criterion = nn.CrossEntropyLoss()

    ema = ExponentialMovingAverage(args.ema_decay)
    for name, param in model.named_parameters():
        if param.requires_grad:
            ema.register(name, param.data)

    while global_step < hparams.training_steps:
        for i, data in enumerate(dataloader, 0):
            audio, target, local_condition = data
            target = target.squeeze(-1)
            local_condition = local_condition.transpose(1, 2)
            audio, target, h = audio.to(device), target.to(device), local_condition.to(device)

            optimizer.zero_grad()
            output = model(audio[:, :-1, :], h[:, :, 1:])
            loss = criterion(output, target)
            log('step [%3d]: loss: %.3f' % (global_step, loss.item()))

            loss.backward()
            optimizer.step()

            # update moving average
            if ema is not None:
                apply_moving_average(model, ema)

            global_step += 1

            if global_step % hparams.checkpoint_interval == 0:
                save_checkpoint(device, hparams, model, optimizer, global_step, args.checkpoint_dir, ema)
                out = output[1, :, :]
                samples = out.argmax(0)
                waveform = mu_law_decode(np.asarray(samples[model.module.receptive_field:]), hparams.quantization_channels)
                write_wav(waveform, hparams.sample_rate,
                          os.path.join(args.checkpoint_dir, "train_eval_{}.wav".format(global_step)))
            if global_step >= hparams.training_steps:
                break


if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('--hparams', default='',
        help='Hyperparameter overrides as a comma-separated list of name=value pairs')
    parser.add_argument('--input', default='training_data/train.txt',
        help='Metadata file which contains the keys of audio and melspec')
    parser.add_argument('--ema_decay', type=float, default=0.9999,
        help='Moving average decay rate.')
    parser.add_argument('--num_workers', type=int, default=0,
        help='Number of dataloader workers.')
    parser.add_argument('--checkpoint_dir', type=str, default=None,
        help='Directory to save checkpoints.')
    args = parser.parse_args()
    if args.checkpoint_dir is None:
        args.checkpoint_dir = tempfile.mkdtemp(prefix="fftnet-")
    os.makedirs(args.checkpoint_dir, exist_ok=True)
    infolog.init(os.path.join(args.checkpoint_dir, 'train.log'), 'FFTNET')
    hparams.parse(args.hparams)
    log(hparams_debug_string())
    train_fn(args)
