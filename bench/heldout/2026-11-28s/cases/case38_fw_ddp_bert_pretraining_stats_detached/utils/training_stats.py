import torch


class SyncFreeStats:
    """Accumulate statistics on the device and only copy them to the host when asked."""

    def __init__(self):
        self.host_stats = {}
        self.device_stats = {}
        self.device_funcs = {}

    def add_stat(self, name, dtype=torch.float32, device_tensor=None, device_func=None):
        if device_tensor is None:
            device_tensor = torch.zeros(1, dtype=dtype, device="cuda")
        self.device_stats[name] = device_tensor
        self.device_funcs[name] = device_func
        self.host_stats[name] = torch.zeros(1, dtype=dtype).pin_memory()

    def device_stat(self, name):
        return self.device_stats[name]

    def host_stat(self, name):
        return self.host_stats[name]

    def host_stat_value(self, name):
        self.host_stats[name].copy_(self.device_stats[name].detach(), non_blocking=False)
        return self.host_stats[name].item()

    def update_host_stats(self):
        for name, tensor in self.device_stats.items():
            self.host_stats[name].copy_(tensor.detach())
