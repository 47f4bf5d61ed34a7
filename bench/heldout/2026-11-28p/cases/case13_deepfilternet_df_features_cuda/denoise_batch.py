import argparse
import glob
import os

import torch
import torchaudio

from df.enhance import enhance
from df.model import init_model_from_checkpoint
from df.utils import get_device


def main():
    parser = argparse.ArgumentParser(description="Denoise a folder of wav files with DeepFilterNet on the GPU")
    parser.add_argument("input_dir")
    parser.add_argument("--output-dir", default="enhanced")
    parser.add_argument("--model-dir", default="DeepFilterNet3")
    parser.add_argument("--atten-lim", type=float, default=None)
    args = parser.parse_args()

    device = get_device()
    model, df_state = init_model_from_checkpoint(args.model_dir)
    model = model.to(device)
    sr = df_state.sr()
    os.makedirs(args.output_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(args.input_dir, "*.wav"))):
        audio, file_sr = torchaudio.load(path)
        if file_sr != sr:
            audio = torchaudio.functional.resample(audio, file_sr, sr)
        audio = audio.to(device)
        enhanced = enhance(model, df_state, audio, atten_lim_db=args.atten_lim)
        torchaudio.save(os.path.join(args.output_dir, os.path.basename(path)), enhanced, sr)
        print(f"{path}: {enhanced.shape[-1] / sr:.2f}s")


if __name__ == "__main__":
    main()
