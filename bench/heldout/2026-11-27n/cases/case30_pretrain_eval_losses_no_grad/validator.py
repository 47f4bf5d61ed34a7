import argparse
import gc

import torch
from transformers import AutoModelForCausalLM

from validation import compute_losses


class Validator:
    def __init__(self, config):
        self.config = config
        self.device = torch.device(config.device if torch.cuda.is_available() else "cpu")

    def load_batches(self, tokenizer_batches):
        return [torch.tensor(b, dtype=torch.long) for b in tokenizer_batches]

    def evaluate_models(self, model_ids, batches):
        results = {}
        for model_id in model_ids:
            model = AutoModelForCausalLM.from_pretrained(model_id)
            model.to(self.device)
            losses = compute_losses(model, batches, self.device, pad_token_id=self.config.pad_token_id)
            results[model_id] = sum(losses) / max(len(losses), 1)
            del model
            gc.collect()
            torch.cuda.empty_cache()
        return results


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--pad-token-id", dest="pad_token_id", type=int, default=None)
    parser.add_argument("models", nargs="+")
    config = parser.parse_args()
    validator = Validator(config)
    batches = validator.load_batches([[1, 2, 3, 4, 5, 6, 7, 8]] * 16)
    print(validator.evaluate_models(config.models, batches))
