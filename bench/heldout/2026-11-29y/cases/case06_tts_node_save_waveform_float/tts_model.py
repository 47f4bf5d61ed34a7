"""Stand-in for a TTS model wrapper as used by ComfyUI audio node packs: the checkpoint is loaded in
bfloat16 ("modern AI models output bfloat16 tensors for memory efficiency") and `generate` hands the
waveform back on the host."""
import torch
import torch.nn as nn


class TinyVocoder(nn.Module):
    def __init__(self, vocab=64, dim=32, hop=240):
        super().__init__()
        self.hop = hop
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.Linear(dim, hop)

    def forward(self, tokens):
        frames = torch.tanh(self.proj(self.embed(tokens)))   # [B, T, hop]
        return frames.reshape(tokens.shape[0], 1, -1)       # [B, 1, T * hop]


class TTSModel:
    sample_rate = 24000

    def __init__(self, device="cuda", dtype=torch.bfloat16):
        self.device = device
        self.dtype = dtype
        self.model = TinyVocoder().to(device=device, dtype=dtype).eval()

    @classmethod
    def from_pretrained(cls, name, device="cuda", torch_dtype=torch.bfloat16):
        torch.manual_seed(0)   # stands in for loading the weights of `name`
        return cls(device=device, dtype=torch_dtype)

    def text_to_tokens(self, text):
        ids = [ord(c) % 64 for c in text]
        return torch.tensor([ids], device=self.device)

    @torch.inference_mode()
    def generate(self, text):
        wav = self.model(self.text_to_tokens(text))   # bf16, on the model's device
        return {"waveform": wav.to("cpu"), "sample_rate": self.sample_rate}
