import torch
import torch.nn.functional as F
from transformers import AutoModel, AutoProcessor


class Qwen3VLEmbedder:
    def __init__(self, model_name_or_path, torch_dtype=torch.bfloat16, device=None, max_frames=64):
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.model = AutoModel.from_pretrained(model_name_or_path, torch_dtype=torch_dtype).to(self.device).eval()
        self.processor = AutoProcessor.from_pretrained(model_name_or_path)
        self.max_frames = max_frames

    @torch.no_grad()
    def process(self, inputs, normalize=True):
        texts = [f"{item.get('instruction', '')}\n{item['text']}" for item in inputs]
        batch = self.processor(text=texts, padding=True, return_tensors="pt").to(self.device)
        hidden = self.model(**batch).last_hidden_state
        embeddings = hidden[:, -1]
        if normalize:
            embeddings = F.normalize(embeddings, p=2, dim=-1)
        return embeddings
