import torch
import torch.distributed as dist


class Trainer:
    def __init__(self, cfg, task, model, criterion, device):
        self.cfg = cfg
        self.task = task
        self.model = model
        self.criterion = criterion
        self.device = device

    def _all_reduce_dict(self, logging_outputs):
        keys = sorted(logging_outputs[0].keys())
        buf = torch.tensor([float(sum(log.get(k, 0) for log in logging_outputs)) for k in keys],
                           dtype=torch.double, device=self.device)
        dist.all_reduce(buf)
        return [{k: buf[i] for i, k in enumerate(keys)}]

    @torch.no_grad()
    def valid_step(self, sample, sequence_generator):
        self.model.eval()
        sample = {k: v.to(self.device) if torch.is_tensor(v) else v for k, v in sample.items()}
        _loss, _sample_size, logging_output = self.task.valid_step(
            sample, self.model.module if hasattr(self.model, "module") else self.model,
            self.criterion, sequence_generator)
        logging_outputs = [logging_output]
        if dist.is_available() and dist.is_initialized():
            logging_outputs = self._all_reduce_dict(logging_outputs)
        return self.task.reduce_metrics(logging_outputs, self.criterion)
