import torch

from metrics import accuracy, fbeta


class BertLearner:
    def __init__(self, model, val_dl, device=None):
        self.device = device or torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device)
        self.val_dl = val_dl
        self.metrics = {"accuracy": accuracy, "fbeta": fbeta}

    def validate(self):
        self.model.eval()
        eval_loss, steps = 0.0, 0
        logits_list, labels_list = [], []
        with torch.no_grad():
            for batch in self.val_dl:
                input_ids, input_mask, segment_ids, label_ids = (t.to(self.device) for t in batch)
                loss, logits = self.model(input_ids, attention_mask=input_mask,
                                          token_type_ids=segment_ids, labels=label_ids)[:2]
                eval_loss += loss.mean().item()
                steps += 1
                logits_list.append(logits.detach().cpu())
                labels_list.append(label_ids.detach().cpu())
        all_logits, all_labels = torch.cat(logits_list), torch.cat(labels_list)
        results = {"loss": eval_loss / max(steps, 1)}
        for name, fn in self.metrics.items():
            results[name] = fn(all_logits, all_labels)
        return results
