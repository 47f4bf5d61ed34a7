import hydra
from omegaconf import DictConfig

from model import get_model
from evals.metrics.utils import run_batchwise_evals, evaluate_probability
from data import get_data, get_collators


@hydra.main(version_base=None, config_path="../configs", config_name="eval.yaml")
def main(cfg: DictConfig):
    model, tokenizer = get_model(cfg.model)
    model.eval()
    data = get_data(cfg.data, tokenizer=tokenizer, template_args=cfg.model.template_args)
    collator = get_collators(cfg.collator, tokenizer=tokenizer)
    from torch.utils.data import DataLoader
    loader = DataLoader(data["forget"], batch_size=cfg.eval.batch_size, collate_fn=collator)
    evals = run_batchwise_evals(model, loader, evaluate_probability, {}, "Calculating loss")
    print(sum(v["prob"] for v in evals.values()) / len(evals))


if __name__ == "__main__":
    main()
