import torch

from packnet_sfm.utils.reduce import all_reduce_metrics


def average_key(batch_list, key):
    values = sum([batch[key] for batch in batch_list])
    return values / len(batch_list)


class ModelWrapper(torch.nn.Module):
    def __init__(self, config, model, optimizer_fn):
        super().__init__()
        self.config = config
        self.model = model
        self.optimizer_fn = optimizer_fn

    def configure_optimizers(self):
        return self.optimizer_fn(self.model.parameters(), lr=self.config.model.optimizer.lr)

    def training_step(self, batch, *args):
        output = self.model(batch, progress=self.progress)
        return {"loss": output["loss"], "metrics": {k: v.detach() for k, v in output["metrics"].items()}}

    def training_epoch_end(self, output_batch):
        loss_and_metrics = {"avg_train-loss": average_key(output_batch, "loss")}
        return {k: float(v) for k, v in loss_and_metrics.items()}

    @torch.no_grad()
    def validation_step(self, batch, *args):
        output = self.model(batch)
        return {"idx": batch["idx"], "abs_rel": output["metrics"]["abs_rel"]}

    def validation_epoch_end(self, output_data_batch):
        return all_reduce_metrics(output_data_batch)
