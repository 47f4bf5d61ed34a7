"""Semantics check run once on a CUDA machine before the cases were frozen."""
import sys, traceback
import numpy as np
import torch
print("torch", torch.__version__, "numpy", np.__version__, "cuda", torch.cuda.is_available())
dev = "cuda"

def t(name, f):
    try:
        r = f()
        print(f"{name}: OK -> {type(r).__name__} {getattr(r, 'dtype', '')} {getattr(r, 'device', '')}")
    except Exception as e:
        print(f"{name}: ERR {type(e).__name__}: {str(e)[:90]}")

lin = torch.nn.Linear(8, 4).to(dev)
x = torch.randn(2, 8, device=dev)
with torch.autocast("cuda", dtype=torch.bfloat16):
    o = lin(x)
    print("autocast linear", o.dtype, "| torch.softmax", torch.softmax(o, -1).dtype,
          "| .softmax", o.softmax(-1).dtype, "| log_softmax", o.log_softmax(-1).dtype,
          "| sigmoid", o.sigmoid().dtype, "| F.cross_entropy", torch.nn.functional.cross_entropy(o, torch.tensor([0, 1], device=dev)).dtype)
print("after autocast o.dtype", o.dtype)
loss = lin(x).sum()
arr = np.zeros(5)
t("int-index assign 0-d cuda grad", lambda: arr.__setitem__(2, loss))
t("slice assign cuda", lambda: arr.__setitem__(slice(0, 4), lin(x).detach().flatten()[:4]))
t("np.sqrt cuda 0-d", lambda: np.sqrt(loss.detach()))
t("zeros_like(param).numpy()", lambda: torch.zeros_like(lin.weight).numpy())
t("zeros_like(param).requires_grad", lambda: torch.tensor(torch.zeros_like(lin.weight).requires_grad))
t("unravel cuda", lambda: np.unravel_index(lin(x).detach().flatten().argmax(), (2, 4)))
t("np.transpose cuda", lambda: np.transpose(torch.randn(3, 4, 5, device=dev), (1, 2, 0)))
t("np.argmax cuda axis", lambda: np.argmax(torch.randn(3, 4, device=dev), axis=-1))
t("np.concatenate list cuda", lambda: np.concatenate([torch.randn(3, device=dev)]))
t("tolist cuda", lambda: np.array(torch.randn(3, device=dev).tolist()))
t("float cuda grad", lambda: float(loss))
try:
    import pandas as pd
    t("DataFrame cuda 2d", lambda: pd.DataFrame(torch.randn(3, 2, device=dev)))
except ImportError:
    print("no pandas")
try:
    from sklearn.metrics import f1_score
    t("f1 cuda", lambda: f1_score(torch.tensor([0, 1, 1], device=dev), torch.tensor([0, 1, 0], device=dev)))
except ImportError:
    print("no sklearn")
try:
    import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
    t("scatter cuda", lambda: plt.scatter(torch.randn(3, device=dev), torch.randn(3, device=dev)))
    t("imshow cuda", lambda: plt.imshow(torch.rand(4, 4, device=dev)))
except ImportError:
    print("no matplotlib")
class Enc(torch.nn.Module):
    def __init__(self, device):
        super().__init__(); self.fc = torch.nn.Linear(3, 3); self.to(device)
    def forward(self, z): return self.fc(z)
e = Enc(dev)
print("self.to(device) in __init__ ->", e.fc.weight.device)
bf = torch.nn.Linear(8, 4).to(dev, torch.bfloat16)
with torch.no_grad():
    ob = bf(x.bfloat16())
t("bf16 out .cpu().numpy()", lambda: ob.cpu().numpy())
t("bf16 out .float().cpu().numpy()", lambda: ob.float().cpu().numpy())
torch.set_default_device("cuda")
print("default cuda: from_numpy", torch.from_numpy(np.zeros(2)).device, "as_tensor", torch.as_tensor(np.zeros(2)).device,
      "rand", torch.rand(2).device, "linspace", torch.linspace(0, 1, 3).device, "from_numpy*2", (torch.from_numpy(np.zeros(2)) * 2).device)
t("np.percentile from_numpy under default cuda", lambda: np.percentile(torch.from_numpy(np.arange(10.0)), 95))
torch.set_default_device("cpu")
try:
    m = torch.compile(torch.nn.Linear(4, 2).cuda())
    with torch.no_grad():
        oc = m(torch.randn(3, 4, device=dev))
    print("compile out", oc.device, oc.requires_grad)
    oc2 = m(torch.randn(3, 4, device=dev))
    print("compile out grad on", oc2.requires_grad)
except Exception as ex:
    print("compile failed", type(ex).__name__, str(ex)[:100])
