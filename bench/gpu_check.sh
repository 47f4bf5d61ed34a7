#!/usr/bin/env bash
# The GPU checks, as one prepared script for a lent device machine (see bench/RESULTS.md,
# "CUDA"): the `cuda`-marked tests (runtime, TL006 and the performance rules' fixtures),
# the whole runtime suite on that machine's torch, the autocast and NumPy-dispatch tables
# against real CUDA tensors, the performance rules' costs and bench/transfer.py's CUDA rows.
# Run from the repository root:
#   bash bench/gpu_check.sh            (results under $OUT, or /tmp/gpu_check)
# Optional wheels in .whl/ (tensordict, optree, pyvers for the machine's Python) are
# installed into /tmp/site first so the TensorDict and optree tests run instead of skipping.
set -u
OUT=${OUT:-/tmp/gpu_check}
mkdir -p "$OUT"
if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
        --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
fi
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
{
    date -u
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
    python3 -c "import sys, torch, numpy; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'numpy', numpy.__version__, 'python', sys.version.split()[0])"
} 2>&1 | tee "$OUT/env.txt"
timeout 120 python3 -m pytest -q -m cuda tests/runtime tests/test_tl006_cuda.py -p no:cacheprovider -rs 2>&1 | tee "$OUT/cuda_tests.txt"
{
    timeout 60 python3 bench/autocast_table_check.py | tail -5
    timeout 60 python3 bench/numpy_dispatch_check.py --device cuda --json "$OUT/numpy_dispatch_cuda.json"
} 2>&1 | tee "$OUT/tables.txt"
timeout 90 python3 bench/gpu_rules.py --reps "${REPS:-9}" 2>&1 | tee "$OUT/gpu_rules.txt"
timeout 120 python3 -m pytest -q tests/runtime -p no:cacheprovider -rs \
    --deselect tests/runtime/test_runtime_install.py 2>&1 | tail -15 | tee "$OUT/runtime_tests.txt"
timeout 120 python3 bench/transfer.py --reps "${REPS:-9}" 2>&1 | tee "$OUT/transfer.txt"
