# expect: none
# source: https://github.com/deepspeedai/DeepSpeed/pull/3426 ("Avoid non_blocking copy from GPU to CPU"; reviewer: the D2H copy_ and the later non-blocking H2D .to() run on the same CUDA stream, so the .to() is ordered after the copy; PR closed without change)
# note: modelled on the ZeRO-3 swap path discussed in the PR: a partition is copied into a pinned CPU buffer with copy_(non_blocking=True) and later brought back with .to(device, non_blocking=True); the host never reads the buffer's values in between (only shape/numel metadata), so no synchronize is needed
import torch


class PartitionOffloader:
    def __init__(self, numel: int, device: torch.device):
        self.device = device
        self.cpu_buffer = torch.empty(numel, dtype=torch.float16, pin_memory=True)

    def offload(self, partition: torch.Tensor) -> None:
        n = partition.numel()
        self.cpu_buffer.narrow(0, 0, n).copy_(partition.view(-1), non_blocking=True)
        self.numel = n

    def reload(self, shape) -> torch.Tensor:
        flat = self.cpu_buffer.narrow(0, 0, self.numel)
        return flat.to(self.device, non_blocking=True).view(shape)


if __name__ == "__main__":
    device = torch.device("cuda:0")
    param = torch.randn(1024, 1024, device=device, dtype=torch.float16)
    off = PartitionOffloader(param.numel(), device)
    off.offload(param)
    restored = off.reload(param.shape)
    print(torch.equal(restored, param))
