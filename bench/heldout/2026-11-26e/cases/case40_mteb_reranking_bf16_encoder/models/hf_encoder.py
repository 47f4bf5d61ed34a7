import torch
import torch.nn.functional as F
from transformers import AutoModel, AutoTokenizer


class HFEncoder:
    """Sentence encoder in bfloat16 (the model card's recommended dtype); returns CPU tensors."""

    def __init__(self, name, device="cuda" if torch.cuda.is_available() else "cpu"):
        self.device = device
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.model = AutoModel.from_pretrained(name, torch_dtype=torch.bfloat16).to(device).eval()

    @torch.no_grad()
    def encode(self, sentences, batch_size=32, **kwargs):
        out = []
        for i in range(0, len(sentences), batch_size):
            inputs = self.tokenizer(sentences[i:i + batch_size], padding=True, truncation=True, return_tensors="pt").to(self.device)
            hidden = self.model(**inputs).last_hidden_state
            mask = inputs["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            emb = (hidden * mask).sum(1) / mask.sum(1)
            out.append(F.normalize(emb, dim=-1).cpu())
        return torch.cat(out)
