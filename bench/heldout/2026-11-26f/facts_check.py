import numpy as np, torch, torch.nn as nn, warnings
warnings.filterwarnings("ignore")
import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
import pandas as pd
from sklearn.metrics import accuracy_score, roc_auc_score
def tryit(name, f):
    try:
        r = f(); print("OK   ", name, type(r).__name__, getattr(r, "dtype", ""))
    except Exception as e:
        print("RAISE", name, type(e).__name__, str(e)[:90].replace("\n"," "))
m = lambda *a, **k: torch.tensor(*a, device="meta", **k)
# device-path emulation with meta tensors
tryit("meta .numpy()", lambda: torch.zeros(3, device="meta").numpy())
tryit("np.unravel_index(meta 0-d)", lambda: np.unravel_index(torch.tensor(5, device="meta"), (4, 4)))
tryit("np.unravel_index(cpu 0-d)", lambda: np.unravel_index(torch.tensor(5), (4, 4)))
arr = np.random.rand(10, 3)
tryit("ndarray[meta idx]", lambda: arr[torch.tensor([0, 2], device="meta")])
tryit("ndarray[cpu idx]", lambda: arr[torch.tensor([0, 2])])
tryit("np.array(list of lists of meta 0-d)", lambda: np.array([[torch.tensor(1.0, device="meta"), torch.tensor(0.5, device="meta")]]))
tryit("plt.plot(range, list meta 0-d)", lambda: plt.plot(range(1, 3), [torch.tensor(1.0, device="meta"), torch.tensor(2.0, device="meta")]))
tryit("accuracy_score(meta, np)", lambda: accuracy_score(torch.tensor([1, 0], device="meta"), np.array([1, 0])))
tryit("roc_auc_score(cpu, meta)", lambda: roc_auc_score(torch.tensor([1, 0, 1]), torch.tensor([0.9, 0.1, 0.8], device="meta")))
# grad
g = nn.Embedding(10, 4).weight
tryit("Parameter row .numpy()", lambda: g[1].numpy())
tryit("np.asarray(grad, dtype)", lambda: np.asarray(nn.Linear(3, 2)(torch.ones(3)), dtype=np.float32))
tryit("grad .cpu().numpy()", lambda: nn.Linear(3, 1)(torch.ones(3)).squeeze().cpu().numpy())
tryit("grad numpy(force=True)", lambda: nn.Linear(3, 2)(torch.ones(3)).numpy(force=True))
q = nn.Linear(4, 2)(torch.ones(1, 4))
tryit("torch.max(grad,1)[1].numpy()", lambda: torch.max(q, 1)[1].numpy())
tryit("'%f' % grad 0-d", lambda: "%f" % nn.Linear(3, 1)(torch.ones(3)).sum())
tryit("frozen module output .numpy()", lambda: nn.Linear(3, 2).requires_grad_(False)(torch.ones(3)).numpy())
tryit("Embedding weight under no_grad .numpy()", lambda: (lambda: (torch.no_grad().__enter__(), g[1].numpy())[1])())
torch.set_grad_enabled(True)
# dtype/layout
tryit("bf16 .cpu().detach().numpy()", lambda: torch.ones(2, dtype=torch.bfloat16).cpu().detach().numpy())
tryit("bf16 .to(float32).numpy()", lambda: torch.ones(2, dtype=torch.bfloat16).to(torch.float32).numpy())
with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
    out = nn.Linear(4, 3)(torch.ones(2, 4))
print("autocast cpu bf16 Linear out:", out.dtype)
tryit("autocast bf16 out detach().cpu().numpy()", lambda: out.detach().cpu().numpy())
with torch.inference_mode():
    lo = nn.Linear(4, 3).to(torch.bfloat16)(torch.ones(2, 4, dtype=torch.bfloat16))
tryit("vstack bf16 .numpy()", lambda: torch.vstack([lo, lo]).numpy())
tryit("fp16 .cpu().numpy()", lambda: torch.ones(2, dtype=torch.float16).cpu().numpy())
Y = torch.fft.rfft(torch.rand(16))
tryit("np.asarray(torch.conj(Y))", lambda: np.asarray(torch.conj(Y)))
tryit("X * Y.conj() numpy", lambda: (Y * torch.conj(Y)).numpy())
tryit("np.mean(cpu tensor)", lambda: np.mean(torch.rand(4, 4, 4)))
tryit("np.mean(ndarray)", lambda: np.mean(torch.rand(4).numpy()))
# default device
torch.set_default_device("meta")
print("default meta, zeros(device='cpu'):", torch.zeros(3, device="cpu").device, "| zeros():", torch.zeros(3).device, "| bincount(cpu):", torch.bincount(torch.tensor([0, 1, 1], device="cpu"), minlength=3).device)
c = torch.zeros(3, device="cpu"); c += torch.bincount(torch.tensor([0, 1, 1], device="cpu"), minlength=3); print("accumulated:", c.device, c.numpy())
print("from_numpy under meta default:", torch.from_numpy(np.ones(2)).device)
torch.set_default_device("cpu")
# tolist
tryit("pd.DataFrame of tolist()", lambda: pd.DataFrame({"iou": torch.tensor([0.5, 0.25]).tolist()}))
