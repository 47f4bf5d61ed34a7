# expect: TL006
# source: https://github.com/pytorch/pytorch/issues/86264 ('to("cpu", non_blocking=True) work weird'; maintainer: expected, use non_blocking=False or torch.cuda.synchronize() instead of time.sleep(1))
# note: reconstruction of the thread's experiment: the GPU result is copied to the host with non_blocking=True and read (printed and converted) after a time.sleep, which is not a synchronization; only a CUDA sync guarantees the copy has landed
import time

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def main():
    x = torch.randn(4096, 4096, device=device)
    y = x @ x
    y_host = y.to("cpu", non_blocking=True)
    time.sleep(1)
    print("max", y_host.max())
    checksum = y_host.numpy().sum()
    print("checksum", checksum)


if __name__ == "__main__":
    main()
