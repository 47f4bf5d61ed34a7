# expect: TL001
# source: https://github.com/MahmoudAshraf97/ctc-forced-aligner/pull/51
# note: align.py picks "mps" on Apple silicon; emissions come back on that device (inference_mode); the `if emissions.is_cuda` guard misses mps, so .numpy() fails with "can't convert mps:0 device type tensor to numpy"
import math
from dataclasses import dataclass
from typing import Optional, Tuple

import numpy as np
import torch
import torchaudio
from transformers import AutoModelForCTC, AutoTokenizer

from .ctc_forced_aligner import forced_align as forced_align_cpp

SAMPLING_FREQ = 16000


@dataclass
class Segment:
    label: str
    start: int
    end: int


def merge_repeats(path, idx_to_token_map):
    i1, i2 = 0, 0
    segments = []
    while i1 < len(path):
        while i2 < len(path) and path[i1] == path[i2]:
            i2 += 1
        segments.append(Segment(idx_to_token_map[path[i1]], i1, i2 - 1))
        i1 = i2
    return segments


def time_to_frame(time):
    stride_msec = 20
    frames_per_sec = 1000 / stride_msec
    return int(time * frames_per_sec)


def generate_emissions(model, audio_waveform: torch.Tensor, window_length=30, context_length=2, batch_size=4):
    context = context_length * SAMPLING_FREQ
    window = window_length * SAMPLING_FREQ
    extention = math.ceil(audio_waveform.size(0) / window) * window - audio_waveform.size(0)
    padded_waveform = torch.nn.functional.pad(audio_waveform, (context, context + extention))
    input_tensor = padded_waveform.unfold(0, window + 2 * context, window)

    emissions_arr = []
    with torch.inference_mode():
        for i in range(0, input_tensor.size(0), batch_size):
            input_batch = input_tensor[i: i + batch_size]
            emissions_ = model(input_batch).logits
            emissions_arr.append(emissions_)

    emissions = torch.cat(emissions_arr, dim=0)[:, time_to_frame(context_length): -time_to_frame(context_length) + 1]
    emissions = emissions.flatten(0, 1)
    if extention > 0:
        emissions = emissions[: -time_to_frame(extention / SAMPLING_FREQ), :]
    emissions = torch.log_softmax(emissions, dim=-1)
    emissions = torch.cat([emissions, torch.zeros(emissions.size(0), 1).to(emissions.device)], dim=1)
    stride = float(audio_waveform.size(0) * 1000 / emissions.size(0) / SAMPLING_FREQ)
    return emissions, math.ceil(stride)


def forced_align(log_probs: np.ndarray, targets: np.ndarray, blank: int = 0) -> Tuple[np.ndarray, np.ndarray]:
    if blank in targets:
        raise ValueError(f"targets Tensor shouldn't contain blank index. Found {targets}.")
    assert log_probs.dtype == np.float32, "log_probs must be float32"
    return forced_align_cpp(log_probs, targets, blank)


def get_alignments(emissions: torch.Tensor, tokens: list, dictionary: dict):
    assert len(tokens) > 0, "Empty transcript"
    token_indices = [dictionary[c] for c in " ".join(tokens).split(" ") if c in dictionary]
    blank_id = dictionary.get("<blank>")
    blank_id = dictionary.get("<pad>") if blank_id is None else blank_id
    if emissions.is_cuda:
        emissions = emissions.cpu()
    targets = np.asarray([token_indices], dtype=np.int64)
    path, scores = forced_align(emissions.unsqueeze(0).float().numpy(), targets, blank=blank_id)
    path = path.squeeze().tolist()
    segments = merge_repeats(path, {v: k for k, v in dictionary.items()})
    return segments, scores, blank_id


def load_alignment_model(device: str, model_path: str = "MahmoudAshraf/mms-300m-1130-forced-aligner",
                         dtype: torch.dtype = torch.float32):
    model = AutoModelForCTC.from_pretrained(model_path, torch_dtype=dtype).to(device).eval()
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    dictionary = {k.lower(): v for k, v in tokenizer.get_vocab().items()}
    dictionary["<star>"] = len(dictionary)
    return model, tokenizer, dictionary
