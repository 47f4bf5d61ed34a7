"""What autocast regions do to dtypes, as data: which contexts open one, which ops it runs in
float32 and which in low precision. Part of tables.py's one namespace (it re-exports every
name here); facts/statements.py opens the regions, expressions.py and conditions.py apply
the op lists."""

from __future__ import annotations

__all__ = ["AUTOCAST_CONTEXTS", "AUTOCAST_DEVICE_TYPES", "AUTOCAST_FP32_OPS", "AUTOCAST_FP32_OPS_CPU", "AUTOCAST_FP32_OPS_BY_DEVICE", "AUTOCAST_LOWP_OPS"]

AUTOCAST_CONTEXTS = {
    # qualified name -> default dtype when `dtype=` is not given (None: device dependent)
    "torch.autocast": None,
    "torch.amp.autocast": None,
    "torch.amp.autocast_mode.autocast": None,
    "torch.cuda.amp.autocast": "float16",
    "torch.cpu.amp.autocast": "bfloat16",
}
# The autocast contexts bound to one device type (the others take it as their first argument).
AUTOCAST_DEVICE_TYPES = {"torch.cuda.amp.autocast": "cuda", "torch.cpu.amp.autocast": "cpu"}
# Ops that autocast runs in float32 on CUDA: their results are not low precision inside a
# region. Read against PyTorch's autocast op reference ("CUDA Ops that can autocast to
# float32") and ATen's autocast_mode.h; every other op runs in its inputs' dtype. Checked on
# an H200 (torch 2.11, 2026-11-26): softmax, log_softmax and cross_entropy give float32,
# sigmoid stays bfloat16 (it was listed here before, which hid TL004 after a sigmoid).
AUTOCAST_FP32_OPS = frozenset(
    {
        "acos", "asin", "cosh", "sinh", "tan", "erfinv", "exp", "expm1", "log", "log10", "log1p", "log2",
        "pow", "reciprocal", "rsqrt", "softplus", "softmax", "softmin", "log_softmax", "cross_entropy",
        "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "binary_cross_entropy_with_logits",
        "kl_div", "cosine_similarity", "cosine_embedding_loss", "hinge_embedding_loss", "margin_ranking_loss",
        "multilabel_margin_loss", "multi_margin_loss", "soft_margin_loss", "triplet_margin_loss",
        "poisson_nll_loss", "norm", "normalize", "renorm", "layer_norm", "group_norm", "sum", "prod",
        "cumsum", "cumprod", "dist", "pdist", "cdist", "logsumexp",
    }
)
# On the CPU, autocast keeps far fewer ops in float32 (checked on PyTorch 2.13: softmax,
# exp, sum stay bfloat16; losses and cdist come out float32).
AUTOCAST_FP32_OPS_CPU = frozenset(
    {
        "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss",
        "binary_cross_entropy", "binary_cross_entropy_with_logits", "kl_div", "cdist", "pdist", "dist",
        "margin_ranking_loss", "hinge_embedding_loss", "poisson_nll_loss", "soft_margin_loss",
        "multilabel_soft_margin_loss", "triplet_margin_loss", "ctc_loss", "cosine_embedding_loss",
        "quantile", "nanquantile", "stft", "fft", "ifft", "rfft",
    }
)
AUTOCAST_FP32_OPS_BY_DEVICE = {"cuda": AUTOCAST_FP32_OPS, "cpu": AUTOCAST_FP32_OPS_CPU}
# Ops that produce the autocast dtype (matmul-like) even from float32 inputs.
AUTOCAST_LOWP_OPS = frozenset(
    {"matmul", "mm", "bmm", "addmm", "addbmm", "baddbmm", "linear", "conv1d", "conv2d", "conv3d", "einsum", "prelu", "chain_matmul", "mv", "addmv"}
)
