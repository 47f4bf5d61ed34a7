# expect: TL002
# source: https://github.com/huggingface/trl/issues/819 ("Bugs in dpo evaluation during training": "[the returned metrics in get_batch_metrics] I see that you converted all the variables to numpy" -- quoting `metrics[f"{prefix}rewards/margins"] = (chosen_rewards - rejected_rewards).cpu().numpy().mean()`)
# note: a DPO trainer in the shape of trl's 2023 DPOTrainer (a transformers.Trainer subclass: `dpo_loss`, `get_batch_metrics`, `compute_loss`, `store_metrics`), reconstructed around the thread's quoted metric lines. The Trainer calls `compute_loss` from `training_step` in grad mode with the batch on the GPU; here `dpo_loss` returns the implicit rewards without `.detach()` (trl's own version detaches them), so `chosen_rewards.cpu().numpy()` in `get_batch_metrics` raises "Can't call numpy() on Tensor that requires grad". Device (`.cpu()`) and dtype (the log-probs are summed in float32) are handled; the log-prob metrics use `.detach()`.
from collections import defaultdict

import torch
import torch.nn.functional as F
from transformers import Trainer


class PairwiseDPOTrainer(Trainer):
    def __init__(self, *args, ref_model=None, beta=0.1, **kwargs):
        super().__init__(*args, **kwargs)
        self.ref_model = ref_model.to(self.args.device).eval()
        self.beta = beta
        self._stored_metrics = defaultdict(lambda: defaultdict(list))

    @staticmethod
    def _get_batch_logps(logits, labels):
        labels = labels[:, 1:].clone()
        logits = logits[:, :-1, :].float()
        loss_mask = labels != -100
        labels[labels == -100] = 0
        per_token_logps = torch.gather(logits.log_softmax(-1), dim=2, index=labels.unsqueeze(2)).squeeze(2)
        return (per_token_logps * loss_mask).sum(-1)

    def concatenated_forward(self, model, batch):
        input_ids = torch.cat([batch["chosen_input_ids"], batch["rejected_input_ids"]], dim=0)
        attention_mask = torch.cat([batch["chosen_attention_mask"], batch["rejected_attention_mask"]], dim=0)
        labels = torch.cat([batch["chosen_labels"], batch["rejected_labels"]], dim=0)
        logits = model(input_ids=input_ids, attention_mask=attention_mask).logits
        logps = self._get_batch_logps(logits, labels)
        n = batch["chosen_input_ids"].shape[0]
        return logps[:n], logps[n:]

    def dpo_loss(self, policy_chosen_logps, policy_rejected_logps, reference_chosen_logps, reference_rejected_logps):
        pi_logratios = policy_chosen_logps - policy_rejected_logps
        ref_logratios = reference_chosen_logps - reference_rejected_logps
        logits = pi_logratios - ref_logratios
        losses = -F.logsigmoid(self.beta * logits)
        chosen_rewards = self.beta * (policy_chosen_logps - reference_chosen_logps)
        rejected_rewards = self.beta * (policy_rejected_logps - reference_rejected_logps)
        return losses, chosen_rewards, rejected_rewards

    def get_batch_metrics(self, model, batch, train_eval="train"):
        metrics = {}
        policy_chosen_logps, policy_rejected_logps = self.concatenated_forward(model, batch)
        with torch.no_grad():
            reference_chosen_logps, reference_rejected_logps = self.concatenated_forward(self.ref_model, batch)
        losses, chosen_rewards, rejected_rewards = self.dpo_loss(
            policy_chosen_logps, policy_rejected_logps, reference_chosen_logps, reference_rejected_logps)
        reward_accuracies = (chosen_rewards > rejected_rewards).float()

        prefix = "eval_" if train_eval == "eval" else ""
        metrics[f"{prefix}rewards/chosen"] = chosen_rewards.cpu().numpy().mean()
        metrics[f"{prefix}rewards/rejected"] = rejected_rewards.cpu().numpy().mean()
        metrics[f"{prefix}rewards/accuracies"] = reward_accuracies.cpu().numpy().mean()
        metrics[f"{prefix}rewards/margins"] = (chosen_rewards - rejected_rewards).cpu().numpy().mean()
        metrics[f"{prefix}logps/rejected"] = policy_rejected_logps.detach().cpu().numpy().mean()
        metrics[f"{prefix}logps/chosen"] = policy_chosen_logps.detach().cpu().numpy().mean()
        return losses.mean(), metrics

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        loss, metrics = self.get_batch_metrics(model, inputs, train_eval="train")
        self.store_metrics(metrics, train_eval="train")
        if return_outputs:
            return loss, metrics
        return loss

    def store_metrics(self, metrics, train_eval="train"):
        for key, value in metrics.items():
            self._stored_metrics[train_eval][key].append(float(value))

    def log(self, logs, *args, **kwargs):
        train_eval = "train" if "loss" in logs else "eval"
        for key, values in self._stored_metrics[train_eval].items():
            logs[key] = sum(values) / len(values)
        del self._stored_metrics[train_eval]
        return super().log(logs, *args, **kwargs)
