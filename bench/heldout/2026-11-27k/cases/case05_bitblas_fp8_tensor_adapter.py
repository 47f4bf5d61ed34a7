# expect: TL004
# source: https://github.com/microsoft/BitBLAS/pull/30 ("[FP8] Improve tensor adapter to support fp8 conversion between torch and numpy") and https://github.com/microsoft/BitBLAS/pull/29 ("fp8 torch tensor doesn't support cast to numpy/tvm, should be handled in another way")
# note: reconstruction of BitBLAS's torch-to-TVM tensor adapter before PR #30 and of an FP8 GEMM check that uses it: the weight is quantised to torch.float8_e4m3fn on cuda, and the adapter copies it with `.detach().cpu()` and calls `.numpy()`, which raises "Got unsupported ScalarType Float8_e4m3fn" (NumPy has no float8). The float16 activations convert fine; nothing requires grad.
import argparse

import numpy as np
import torch
import tvm

FP8_DTYPES = {torch.float8_e4m3fn: "e4m3_float8", torch.float8_e5m2: "e5m2_float8"}


def tvm_device_of(tensor):
    return tvm.cuda(tensor.device.index or 0) if tensor.is_cuda else tvm.cpu(0)


def torch_to_tvm(tensor):
    """Copy a torch tensor into a TVM NDArray on the same kind of device."""
    host = tensor.detach().cpu().numpy()
    return tvm.nd.array(host, device=tvm_device_of(tensor))


def run_fp8_gemm(rt_mod, M, N, K, device):
    activation = torch.randn(M, K, dtype=torch.float16, device=device)
    weight = (torch.randn(N, K, device=device) * 0.5).to(torch.float8_e4m3fn)
    reference = activation.float() @ weight.float().t()

    output = tvm.nd.empty((M, N), dtype="float16", device=tvm_device_of(activation))
    rt_mod(torch_to_tvm(activation), torch_to_tvm(weight), output)
    result = torch.from_numpy(output.numpy()).to(device)
    return torch.allclose(result.float(), reference, atol=1e-1, rtol=1e-1)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", default="build/fp8_gemm.so")
    parser.add_argument("--shape", type=int, nargs=3, default=[16, 1024, 1024])
    args = parser.parse_args()
    rt_mod = tvm.runtime.load_module(args.lib)["main"]
    ok = run_fp8_gemm(rt_mod, *args.shape, device="cuda")
    print("fp8 gemm matches torch:", ok, "| numpy", np.__version__)
