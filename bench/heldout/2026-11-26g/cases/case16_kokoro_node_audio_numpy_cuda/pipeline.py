import torch
from kokoro import KModel


class KokoroPipeline:
    def __init__(self, repo_id="hexgrad/Kokoro-82M", device=None):
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.model = KModel(repo_id=repo_id).to(self.device).eval()
        self.voices = {}

    def load_voice(self, name):
        if name not in self.voices:
            self.voices[name] = torch.load(f"voices/{name}.pt", weights_only=True)
        return self.voices[name]

    @torch.no_grad()
    def synthesize(self, phonemes, voice_name, speed=1.0):
        ids = [0] + [self.model.vocab[p] for p in phonemes if p in self.model.vocab] + [0]
        input_ids = torch.tensor([ids], dtype=torch.long, device=self.device)
        ref_s = self.load_voice(voice_name)[len(ids) - 3].to(self.device)
        audio = self.model.forward_with_tokens(input_ids, ref_s, speed)[0]
        return audio.squeeze()
