# expect: none
# source: https://github.com/intel/torch-xpu-ops/issues/1263 ("LearningToPaint TypeError: can't convert xpu:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first": `ddpg.py` `select_action` -> `action = to_numpy(action)` -> `baseline/utils/util.py` line 40 `return var.cpu().data.numpy() if USE_CUDA else var.data.numpy()`)
# note: the LearningToPaint DDPG agent as TorchBench runs it on an Intel GPU, reconstructed: `baseline/utils/util.py` decides whether to copy to the host with `USE_CUDA = torch.cuda.is_available()`, but `bench.py` passes `device="xpu"` and `baseline/DRL/ddpg.py` moves the actor/critic and their inputs to that device, so `select_action` hands an xpu tensor to `to_numpy`, which takes the `var.data.numpy()` branch and raises. `.data` and `torch.no_grad()` remove grad only; `to_tensor` builds device tensors from NumPy; on a CUDA machine the same code works (the flag is true). Header `baseline/utils/util.py`. Twin: `USE_CUDA` also counts XPU devices, the change proposed for this failure in intel/intel-xpu-backend-for-triton#493.
import os

import torch

USE_CUDA = torch.cuda.is_available() or torch.xpu.is_available()


def prRed(prt):
    print("\033[91m {}\033[00m".format(prt))


def prGreen(prt):
    print("\033[92m {}\033[00m".format(prt))


def to_numpy(var):
    return var.cpu().data.numpy() if USE_CUDA else var.data.numpy()


def to_tensor(ndarray, device):
    return torch.tensor(ndarray, dtype=torch.float, device=device)


def soft_update(target, source, tau):
    for target_param, param in zip(target.parameters(), source.parameters()):
        target_param.data.copy_(target_param.data * (1.0 - tau) + param.data * tau)


def hard_update(target, source):
    for m1, m2 in zip(target.modules(), source.modules()):
        m1._buffers = m2._buffers.copy()
    for target_param, param in zip(target.parameters(), source.parameters()):
        target_param.data.copy_(param.data)


def get_output_folder(parent_dir, env_name):
    os.makedirs(parent_dir, exist_ok=True)
    experiment_id = len(os.listdir(parent_dir))
    return os.path.join(parent_dir, env_name + "-run{}".format(experiment_id))
