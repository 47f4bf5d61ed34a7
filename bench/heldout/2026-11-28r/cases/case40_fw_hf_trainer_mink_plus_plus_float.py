# expect: none
# source: https://github.com/locuslab/open-unlearning/issues/157 ("Fix BFloat16 compatibility in mia_min_k and mia_min_k_plus_plus": bug report for the TOFU evaluation with `tofu_metrics: - mia_min_k_plus_plus - mia_min_k` on a model loaded in bfloat16, where the per-token log-probabilities reach NumPy as bf16 tensors ("Got unsupported ScalarType BFloat16"); the stored thread shows the title and the evaluation config, and the repository's `min_k_plus_plus.py` now converts with `target_prob.float().cpu().numpy() - mu.float().cpu().numpy()`)
# note: a Min-K%++ membership-inference evaluation reconstructed inside the HF `Trainer` (the Trainer framing is this set's): the unlearned model is loaded with `torch_dtype=torch.bfloat16`, `preprocess_logits_for_metrics` turns each batch's logits (cuda, bf16) into per-token statistics with torch, and with `TrainingArguments(batch_eval_metrics=True)` the Trainer hands those tensors, still bf16 and on the GPU, to `compute_metrics` for every batch. There `.cpu()` handles the device and evaluation runs without grad, but `.cpu().numpy()` of the bf16 statistics raises. The AUC at the end is computed from Python floats with scikit-learn; the label masks are integer tensors; `tokenwise` statistics are gathered in torch. Twin: the statistics are cast with `.float()` before `.cpu().numpy()`, as the repository's metric does now.
import numpy as np
import torch
from datasets import load_dataset
from sklearn.metrics import roc_auc_score
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

MODEL = "open-unlearning/tofu_Llama-3.2-1B-Instruct_forget10_GradDiff"
K = 0.4


def preprocess_logits_for_metrics(logits, labels):
    """Per-token Min-K%++ statistics: log p(target), and the mean/variance of log p over the vocabulary."""
    logits = logits[:, :-1]
    targets = labels[:, 1:]
    mask = targets != -100
    log_probs = torch.log_softmax(logits, dim=-1)
    target_lp = torch.gather(log_probs, -1, targets.clamp(min=0).unsqueeze(-1)).squeeze(-1)
    probs = log_probs.exp()
    mu = (probs * log_probs).sum(-1)
    sigma = (probs * log_probs.square()).sum(-1) - mu.square()
    return torch.stack([target_lp, mu, sigma.clamp(min=1e-6)], dim=-1) * mask.unsqueeze(-1)


class MinKPlusPlus:
    """Accumulates per-sample Min-K%++ scores batch by batch (batch_eval_metrics=True)."""

    def __init__(self, k, is_member):
        self.k = k
        self.is_member = is_member
        self.scores = []

    def score_sample(self, stats, valid):
        target_lp, mu, sigma = stats[valid].float().cpu().numpy().T
        scores = (target_lp - mu) / np.sqrt(sigma)
        num_k = max(1, int(len(scores) * self.k))
        return -float(np.mean(np.sort(scores)[:num_k]))

    def __call__(self, eval_pred, compute_result=False):
        stats, labels = eval_pred.predictions, eval_pred.label_ids
        valid = labels[:, 1:] != -100
        for i in range(stats.shape[0]):
            if valid[i].any():
                self.scores.append(self.score_sample(stats[i], valid[i]))
        if not compute_result:
            return {}
        members = self.is_member[: len(self.scores)]
        result = {"mink_pp_auc": float(roc_auc_score(members, self.scores)), "n": len(self.scores)}
        self.scores = []
        return result


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL)
    tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.bfloat16)

    forget = load_dataset("locuslab/TOFU", "forget10", split="train").map(lambda x: {"member": 1})
    holdout = load_dataset("locuslab/TOFU", "holdout10", split="train").map(lambda x: {"member": 0})
    texts = [q + " " + a for q, a in zip(forget["question"] + holdout["question"], forget["answer"] + holdout["answer"])]
    is_member = np.array(forget["member"] + holdout["member"])
    encoded = tokenizer(texts, truncation=True, max_length=256)
    eval_dataset = [{"input_ids": ids, "attention_mask": am} for ids, am in zip(encoded["input_ids"], encoded["attention_mask"])]

    args = TrainingArguments(
        output_dir="mia_eval",
        per_device_eval_batch_size=16,
        bf16=True,
        batch_eval_metrics=True,
        report_to=[],
    )
    trainer = Trainer(
        model=model,
        args=args,
        eval_dataset=eval_dataset,
        data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
        compute_metrics=MinKPlusPlus(K, is_member),
        preprocess_logits_for_metrics=preprocess_logits_for_metrics,
    )
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
