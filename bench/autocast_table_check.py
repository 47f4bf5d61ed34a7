"""Check tables.AUTOCAST_FP32_OPS / AUTOCAST_LOWP_OPS against real CUDA autocast.

Run on a machine with a CUDA GPU: python bench/autocast_table_check.py
For each op the table names (and a few it does not), a float32 and a bfloat16 input are run
under torch.autocast("cuda", dtype=torch.bfloat16) and the result dtype is printed with what
the table claims; exit status 1 when any op disagrees with the table.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from tensorlint.facts import tables as T  # noqa: E402


def calls(x, m):
    """op name -> a call of it on a (4, 4) tensor x (m: a second (4, 4) operand)."""
    t = torch.randint(0, 4, (4,), device=x.device)
    return {
        "sigmoid": lambda: torch.sigmoid(x), "tanh": lambda: torch.tanh(x), "relu": lambda: F.relu(x),
        "mean": lambda: x.mean(), "std": lambda: x.std(), "var": lambda: x.var(), "nanmean": lambda: x.nanmean(),
        "sum": lambda: x.sum(), "prod": lambda: x.prod(), "cumsum": lambda: x.cumsum(0), "cumprod": lambda: x.cumprod(0),
        "softmax": lambda: x.softmax(-1), "log_softmax": lambda: x.log_softmax(-1), "softmin": lambda: F.softmin(x, -1),
        "exp": lambda: x.exp(), "expm1": lambda: x.expm1(), "log": lambda: x.abs().log(), "log1p": lambda: x.abs().log1p(),
        "log2": lambda: x.abs().log2(), "log10": lambda: x.abs().log10(), "pow": lambda: x.pow(2), "rsqrt": lambda: x.abs().rsqrt(),
        "reciprocal": lambda: x.reciprocal(), "acos": lambda: x.clamp(-1, 1).acos(), "asin": lambda: x.clamp(-1, 1).asin(),
        "cosh": lambda: x.cosh(), "sinh": lambda: x.sinh(), "tan": lambda: x.tan(), "erfinv": lambda: x.clamp(-0.9, 0.9).erfinv(),
        "softplus": lambda: F.softplus(x), "norm": lambda: x.norm(), "normalize": lambda: F.normalize(x),
        "renorm": lambda: x.renorm(2, 0, 1.0), "layer_norm": lambda: F.layer_norm(x, (4,)), "group_norm": lambda: F.group_norm(x, 2),
        "logsumexp": lambda: x.logsumexp(-1), "cross_entropy": lambda: F.cross_entropy(x, t), "nll_loss": lambda: F.nll_loss(x, t),
        "mse_loss": lambda: F.mse_loss(x, m), "l1_loss": lambda: F.l1_loss(x, m), "smooth_l1_loss": lambda: F.smooth_l1_loss(x, m),
        "huber_loss": lambda: F.huber_loss(x, m), "kl_div": lambda: F.kl_div(x, m), "binary_cross_entropy_with_logits": lambda: F.binary_cross_entropy_with_logits(x, m.sigmoid()),
        "cosine_similarity": lambda: F.cosine_similarity(x, m), "dist": lambda: torch.dist(x, m), "cdist": lambda: torch.cdist(x, m),
        "pdist": lambda: F.pdist(x), "matmul": lambda: x @ m, "mm": lambda: x.mm(m), "linear": lambda: F.linear(x, m),
        "einsum": lambda: torch.einsum("ij,jk->ik", x, m),
    }


def main() -> int:
    if not torch.cuda.is_available():
        print("needs a CUDA device")
        return 0
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name()}")
    bad = 0
    for in_dtype in (torch.float32, torch.bfloat16):
        x = torch.randn(4, 4, device="cuda", dtype=in_dtype)
        m = torch.randn(4, 4, device="cuda", dtype=in_dtype)
        with torch.autocast("cuda", dtype=torch.bfloat16):
            for name, fn in calls(x, m).items():
                got = fn().dtype
                if name in T.AUTOCAST_FP32_OPS:
                    claim = torch.float32
                elif name in T.AUTOCAST_LOWP_OPS:
                    claim = torch.bfloat16
                else:
                    claim = in_dtype  # runs in its input's dtype
                ok = got == claim
                bad += not ok
                print(f"{str(in_dtype):15} {name:34} {str(got):15} table: {str(claim):15} {'ok' if ok else 'DIFFERS'}")
    print(f"{bad} disagreements")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
