# expect: TL002
# source: https://github.com/huggingface/transformers (src/transformers/trainer.py: training_step calls compute_loss with grad enabled and backpropagates its result)
# note: reconstruction of a common Trainer subclass that logs an extra statistic from compute_loss: the softmax of the logits is copied with .cpu() (device fixed) but not detached, so scipy's entropy -> NumPy raises for grad during training. Everything else is a float.
import torch
from scipy.stats import entropy
from transformers import Trainer


class EntropyLoggingTrainer(Trainer):
    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        labels = inputs.pop("labels")
        outputs = model(**inputs)
        logits = outputs.logits
        loss = torch.nn.functional.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1))
        probs = torch.softmax(logits, dim=-1).cpu()
        if self.state.global_step % self.args.logging_steps == 0:
            ent = entropy(probs.numpy(), axis=-1).mean()
            self.log({"pred_entropy": float(ent), "loss_now": loss.item()})
        return (loss, outputs) if return_outputs else loss
