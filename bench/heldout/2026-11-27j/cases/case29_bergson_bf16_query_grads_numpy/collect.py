import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def load_model(name, device="cuda"):
    tokenizer = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.bfloat16).to(device)
    model.eval()
    return model, tokenizer


def random_projection(model, dim, seed=0):
    n_params = sum(p.numel() for p in model.parameters() if p.requires_grad)
    gen = torch.Generator(device="cpu").manual_seed(seed)
    proj = torch.randn(n_params, dim, generator=gen) / dim ** 0.5
    return proj.to(device=next(model.parameters()).device, dtype=torch.bfloat16)


def collect_gradients(model, tokenizer, texts, projection):
    """One projected loss gradient per text, shape (len(texts), dim)."""
    rows = []
    for text in texts:
        enc = tokenizer(text, return_tensors="pt").to(model.device)
        model.zero_grad()
        loss = model(**enc, labels=enc["input_ids"]).loss
        loss.backward()
        flat = torch.cat([p.grad.flatten() for p in model.parameters() if p.grad is not None])
        rows.append(flat @ projection)
    return torch.stack(rows)
