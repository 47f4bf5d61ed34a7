# expect: TL008
# source: https://github.com/TRI-ML/packnet-sfm/pull/51 ("Fix memory leak": "Detach loss before appending it to the training output list.")
# note: reconstruction of packnet-sfm's HorovodTrainer.train before that PR (condensed; the PR is a one-line fix): `module.training_step` (models/model_wrapper.py) returns the loss still attached to the model's graph on cuda, and the loop appends the whole output dict to `outputs` on every step, so each step's autograd graph stays alive until the epoch ends and `training_epoch_end` averages the list. The progress bar reads the loss with `.item()`; the metrics are detached in training_step; validation runs under no_grad.
import horovod.torch as hvd
import torch
from tqdm import tqdm

from packnet_sfm.trainers.base_trainer import BaseTrainer
from packnet_sfm.utils.logging import print_config


def sample_to_cuda(data):
    if isinstance(data, dict):
        return {key: sample_to_cuda(data[key]) for key in data.keys()}
    if isinstance(data, list):
        return [sample_to_cuda(val) for val in data]
    return data.to("cuda") if torch.is_tensor(data) else data


class HorovodTrainer(BaseTrainer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        hvd.init()
        torch.cuda.set_device(hvd.local_rank())
        torch.backends.cudnn.benchmark = True

    def fit(self, module):
        module.trainer = self
        module = module.to("cuda")
        optimizer = module.configure_optimizers()
        optimizer = hvd.DistributedOptimizer(optimizer, named_parameters=module.named_parameters())
        train_dataloader, val_dataloaders = module.train_dataloader(), module.val_dataloader()
        print_config(module.config)
        for epoch in range(module.current_epoch, self.max_epochs):
            output = self.train(train_dataloader, module, optimizer)
            validation_output = self.validate(val_dataloaders, module)
            self.check_and_save(module, validation_output)
            if self.is_rank_0:
                print(f"epoch {epoch}: {output}")
            module.current_epoch += 1

    def train(self, dataloader, module, optimizer):
        module.train()
        progress_bar = tqdm(enumerate(dataloader, 0), total=len(dataloader), disable=not self.is_rank_0)
        outputs = []
        for i, batch in progress_bar:
            optimizer.zero_grad()
            batch = sample_to_cuda(batch)
            output = module.training_step(batch, i)
            output["loss"].backward()
            optimizer.step()
            outputs.append(output)
            if self.is_rank_0:
                progress_bar.set_description(f"Epoch {module.current_epoch} | Loss {output['loss'].item():.4f}")
        return module.training_epoch_end(outputs)

    def validate(self, dataloaders, module):
        module.eval()
        all_outputs = []
        for n, dataloader in enumerate(dataloaders):
            outputs = [module.validation_step(sample_to_cuda(batch), i, n) for i, batch in enumerate(dataloader)]
            all_outputs.append(outputs)
        return module.validation_epoch_end(all_outputs)
