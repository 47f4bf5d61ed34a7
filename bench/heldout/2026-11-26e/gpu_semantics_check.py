"""CUDA behaviour the cases rely on (run once on the lent GPU; output in gpu_semantics_check.out)."""
import warnings

warnings.simplefilter("ignore")
import numpy as np
import torch
import torch.nn as nn

print("torch", torch.__version__, "cuda", torch.cuda.is_available(), "numpy", np.__version__)


def t(name, f):
    try:
        r = f()
        print("OK  ", name, "->", type(r).__name__, getattr(r, "device", ""))
    except Exception as e:
        print("FAIL", name, "->", type(e).__name__, str(e).splitlines()[0][:110])


d = "cuda"
x = torch.randn(4, device=d)
w = torch.randn(4, device=d, requires_grad=True)
g = w * 2
t("cuda .numpy()", lambda: x.numpy())
t("cuda .data.numpy()", lambda: g.data.numpy())
t("cuda detach().numpy()", lambda: g.detach().numpy())
t("np.concatenate([cuda, cuda])", lambda: np.concatenate([x, x]))
t("np.asarray(list of cuda 0-d)", lambda: np.asarray([x[0], x[1]]))
t("cuda grad .cpu().numpy()", lambda: g.cpu().numpy())
t("cuda grad .item()", lambda: g.sum().item())
t("cuda grad float()", lambda: float(g.sum()))
t("cuda grad '%.3f' %", lambda: "%.3f" % g.sum())
t("cuda grad f-string", lambda: f"{g.sum():.3f}")
t("cuda grad .tolist()", lambda: g.tolist())
t("cuda bf16 .numpy() (device reported first?)", lambda: x.bfloat16().numpy())
t("np.mean(cuda tensor) (TL007 path)", lambda: np.mean(x))
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    t("plt.plot(list of cuda 0-d)", lambda: plt.plot([x[0], x[1]]))
    t("plt.plot(range, cuda 1-d)", lambda: plt.plot(range(4), x))
    t("plt.scatter(c=cuda long)", lambda: plt.scatter(np.zeros(4), np.zeros(4), c=torch.arange(4, device=d)))
except ImportError as e:
    print("no matplotlib", e)
try:
    from sklearn.metrics import accuracy_score, roc_curve
    t("accuracy_score(cuda, cuda)", lambda: accuracy_score(torch.arange(4, device=d), torch.arange(4, device=d)))
    t("roc_curve(cuda, cuda)", lambda: roc_curve(torch.tensor([0, 1, 0, 1], device=d), x))
except ImportError as e:
    print("no sklearn", e)
try:
    import pandas as pd
    t("pd.DataFrame(cuda)", lambda: pd.DataFrame(x.unsqueeze(0)))
except ImportError as e:
    print("no pandas", e)

# set_default_device (case30 / case47)
torch.set_default_device("cuda")
a = torch.from_numpy(np.ones(3, dtype=np.float32))
b = torch.clamp((a - a.mean()) / (a.std() + 1e-5), -5.0, 5.0)
print("default cuda: from_numpy ->", a.device, "| arithmetic ->", b.device, "| zeros ->", torch.zeros(2).device,
      "| randn ->", torch.randn(2).device)
t("default cuda: cumsum(randn).numpy()", lambda: (torch.zeros(2, 2) + torch.cumsum(torch.randn(3, 2, 2), 0)).numpy())
t("default cuda: from_numpy chain .numpy()", lambda: b.numpy())
torch.set_default_device(None)

# DataParallel gathers on cuda:0 (case55)
net = nn.DataParallel(nn.Linear(4, 2)).cuda()
with torch.no_grad():
    out = net(torch.randn(3, 4).cuda())
print("DataParallel output device", out.device, "requires_grad", out.requires_grad)

# bf16 model output + CE stays bf16 (case10) on cuda
lin = nn.Linear(8, 5).to(d, torch.bfloat16)
with torch.no_grad():
    lo = lin(torch.randn(2, 8, device=d, dtype=torch.bfloat16))
    ce = nn.functional.cross_entropy(lo, torch.tensor([1, 2], device=d), reduction="none")
print("bf16 linear", lo.dtype, "ce", ce.dtype, "ce/int", (ce / torch.tensor([3, 4], device=d)).dtype)
t("bf16 .cpu().numpy()", lambda: ce.cpu().numpy())
