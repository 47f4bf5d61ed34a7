import torch

from neosr.metrics.color import color_difference


class image:
    """Single-image super-resolution model: training step elided, validation shown."""

    def __init__(self, opt, net_g):
        self.opt = opt
        self.device = torch.device("cuda" if opt.get("num_gpu", 1) != 0 else "cpu")
        self.net_g = net_g.to(self.device)
        self.amp_dtype = torch.bfloat16 if opt.get("bfloat16", False) else torch.float16
        self.use_amp = opt.get("use_amp", False)

    def feed_data(self, data):
        self.lq = data["lq"].to(self.device, non_blocking=True)
        self.gt = data["gt"].to(self.device, non_blocking=True) if "gt" in data else None

    def test(self):
        self.net_g.eval()
        with torch.inference_mode():
            with torch.autocast(device_type="cuda", dtype=self.amp_dtype, enabled=self.use_amp):
                self.output = self.net_g(self.lq)
        self.net_g.train()

    def validation(self, dataloader):
        scores = []
        for val_data in dataloader:
            self.feed_data(val_data)
            self.test()
            scores.append(color_difference(self.output, self.gt))
        return sum(scores) / max(len(scores), 1)
