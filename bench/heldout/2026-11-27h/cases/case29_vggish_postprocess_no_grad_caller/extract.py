"""Extract AudioSet-compatible 8-bit VGGish embeddings for a folder of wav files."""
import glob

import numpy as np
import torch

from vggish.model import VGGish
from vggish.postprocess import Postprocessor
from vggish_input import wavfile_to_examples

model = VGGish()
model.load_state_dict(torch.load("vggish-10086976.pth", map_location="cpu"))
model.eval()
pproc = Postprocessor("vggish_pca_params.npz")

for path in sorted(glob.glob("audio/*.wav")):
    examples = torch.from_numpy(wavfile_to_examples(path)).float().unsqueeze(1)
    with torch.no_grad():
        emb = model(examples)
        quantized = pproc.postprocess(emb)
    np.save(path.replace(".wav", "_vggish.npy"), quantized)
