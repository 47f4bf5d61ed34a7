import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM

from llm_studio.cfg import Config
from llm_studio.metrics import perplexity


def load_backbone(cfg):
    dtype = getattr(torch, cfg.architecture.backbone_dtype)
    model = AutoModelForCausalLM.from_pretrained(cfg.llm_backbone, torch_dtype=dtype)
    return model.to(cfg.environment.device).eval()


def run_validation(cfg, model, val_dataloader):
    results = []
    with torch.no_grad():
        for batch in val_dataloader:
            batch = {k: v.to(cfg.environment.device) for k, v in batch.items()}
            logits = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits
            shift_logits, shift_labels = logits[:, :-1], batch["labels"][:, 1:]
            token_loss = F.cross_entropy(shift_logits.transpose(1, 2), shift_labels, ignore_index=-100, reduction="none")
            n_tokens = (shift_labels != -100).sum(dim=1)
            output = {"perplexity": torch.exp(token_loss.sum(dim=1) / n_tokens)}
            results.append(perplexity(cfg, output))
    return results


if __name__ == "__main__":
    from llm_studio.data import get_val_dataloader

    cfg = Config()
    model = load_backbone(cfg)
    scores = run_validation(cfg, model, get_val_dataloader(cfg))
    print(sum(float(s.mean()) for s in scores) / len(scores))
