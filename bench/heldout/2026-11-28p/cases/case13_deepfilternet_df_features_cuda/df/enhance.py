# expect: TL001
# source: https://github.com/Rikorose/DeepFilterNet/issues/643 ("Bug: df.analysis() fails with CUDA tensors due to missing .cpu() call": `spec = df.analysis(audio.numpy())` in `df_features` (enhance.py line 191) raises "TypeError: can't convert cuda:0 device type tensor to numpy"; proposed fix `df.analysis(audio.cpu().numpy())`)
# note: DeepFilterNet's `df/enhance.py` reconstructed around the quoted function. `enhance()` hands the caller's waveform to `df_features` unchanged; the caller (`denoise_batch.py`) loads the model on `get_device()` and moves the audio there before calling `enhance`, so `audio.numpy()` sees a cuda tensor. Grad is off (`@torch.no_grad()` on `enhance`), dtype float32. The synthesis step already does `.cpu().numpy()`; the erb/unit-norm features are built from NumPy with `torch.as_tensor`; `audio.shape[-1]` is a plain int.
from typing import Optional, Tuple

import numpy as np
import torch
from torch import Tensor
from torch.nn import functional as F

from df.model import ModelParams
from df.utils import as_complex, as_real, get_device, get_norm_alpha
from libdf import DF, erb, erb_norm, unit_norm


def df_features(audio: Tensor, df: DF, nb_df: int, device=None) -> Tuple[Tensor, Tensor, Tensor]:
    spec = df.analysis(audio.numpy())  # [C, Tf] -> [C, Tf, F]
    a = get_norm_alpha(False)
    erb_fb = df.erb_widths()
    erb_feat = torch.as_tensor(erb_norm(erb(spec, erb_fb), a)).unsqueeze(1)
    spec_feat = as_real(torch.as_tensor(unit_norm(spec[..., :nb_df], a)).unsqueeze(1))
    spec = as_real(torch.as_tensor(spec).unsqueeze(1))
    if device is not None:
        spec = spec.to(device)
        erb_feat = erb_feat.to(device)
        spec_feat = spec_feat.to(device)
    return spec, erb_feat, spec_feat


@torch.no_grad()
def enhance(model, df_state: DF, audio: Tensor, pad=True, atten_lim_db: Optional[float] = None):
    model.eval()
    bs = audio.shape[0]
    if hasattr(model, "reset_h0"):
        model.reset_h0(batch_size=bs, device=get_device())
    orig_len = audio.shape[-1]
    n_fft, hop = 0, 0
    if pad:
        n_fft, hop = df_state.fft_size(), df_state.hop_size()
        audio = F.pad(audio, (0, n_fft))
    nb_df = getattr(model, "nb_df", getattr(model, "df_bins", ModelParams().nb_df))
    spec, erb_feat, spec_feat = df_features(audio, df_state, nb_df, device=get_device())
    enhanced = model(spec.clone(), erb_feat, spec_feat)[0].cpu()
    enhanced = as_complex(enhanced.squeeze(1))
    if atten_lim_db is not None and abs(atten_lim_db) > 0:
        lim = 10 ** (-abs(atten_lim_db) / 20)
        enhanced = as_complex(spec.squeeze(1).cpu()) * lim + enhanced * (1 - lim)
    audio = torch.as_tensor(df_state.synthesis(enhanced.numpy()))
    if pad:
        d = n_fft - hop
        audio = audio[:, d: orig_len + d]
    return audio
