# expect: none
# source: https://github.com/microsoft/BitBLAS/pull/30 ("[FP8] Improve tensor adapter to support fp8 conversion between torch and numpy") and https://github.com/microsoft/BitBLAS/pull/29 ("fp8 torch tensor doesn't support cast to numpy/tvm, should be handled in another way")
# note: fixed twin of case05: the adapter sends float8 tensors through `.view(torch.int8)` (same bytes, an integer dtype NumPy has) before `.numpy()` and relabels the TVM array as e4m3_float8; the float16 activations take the plain `.detach().cpu().numpy()` path, which is valid. Only the dtype branch in torch_to_tvm differs from case05.
import argparse

import numpy as np
import torch
import tvm

FP8_DTYPES = {torch.float8_e4m3fn: "e4m3_float8", torch.float8_e5m2: "e5m2_float8"}


def tvm_device_of(tensor):
    return tvm.cuda(tensor.device.index or 0) if tensor.is_cuda else tvm.cpu(0)


def torch_to_tvm(tensor):
    """Copy a torch tensor into a TVM NDArray on the same kind of device."""
    if tensor.dtype in FP8_DTYPES:
        # NumPy has no float8: move the raw bytes as int8 and relabel them on the TVM side
        host = tensor.detach().cpu().view(torch.int8).numpy()
        return tvm.nd.array(host, device=tvm_device_of(tensor)).view(host.shape, FP8_DTYPES[tensor.dtype])
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
