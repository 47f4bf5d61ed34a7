"""Checks of the PyTorch/NumPy facts behind the expectations (CPU torch; `meta` stands in for cuda)."""
import warnings
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import torch
from sklearn.metrics import classification_report, confusion_matrix, f1_score, roc_auc_score

warnings.filterwarnings("ignore")


def attempt(label, fn):
    try:
        fn()
        print(f"works : {label}")
    except Exception as exc:  # noqa: BLE001
        print(f"raises: {label}: {type(exc).__name__}: {str(exc).splitlines()[0][:90]}")


dev = torch.zeros(3, device="meta")
grad = torch.ones(3, requires_grad=True) * 2
attempt("meta .numpy() (case01, 09, 10, 35)", lambda: dev.numpy())
attempt("np.sum(list of 0-d meta tensors) (case12)", lambda: np.sum([torch.tensor(1.0, device="meta")] * 2))
attempt("np.array(list of rows holding 0-d meta tensors) (case13)",
        lambda: np.array([[0, 1, torch.tensor(0.5, device="meta"), torch.tensor(0.9, device="meta")]]))
attempt("np.sqrt(0-d meta tensor) (case14)", lambda: np.sqrt(torch.tensor(4.0, device="meta")))
attempt("np.transpose(meta image) (case03)", lambda: np.transpose(torch.zeros(3, 4, 4, device="meta"), (1, 2, 0)))
attempt("np.transpose(CPU image) (case06)", lambda: plt.imshow(np.transpose(torch.rand(3, 4, 4) / 2 + 0.5, (1, 2, 0))))
attempt("f1_score on meta preds (case33)", lambda: f1_score(torch.zeros(4, dtype=torch.long, device="meta"),
                                                       torch.zeros(4, dtype=torch.long, device="meta")))
p = torch.nn.Parameter(torch.randn(3, 3))
attempt("np.copy(nn.Parameter) (case15)", lambda: np.copy(p))
attempt("np.array([grad 0-d, grad 0-d, plain 0-d], dtype=float) (case16)",
        lambda: np.array([grad.sum(), grad.sum(), torch.tensor(0.9)], dtype=float))
attempt("grad.cpu().numpy() (case17)", lambda: grad.cpu().numpy())
attempt("Axes.plot(x, grad output) (case02)", lambda: plt.subplots()[1].plot(torch.arange(3.0), grad))
attempt("roc_auc_score(y.cpu(), grad probs.cpu()) (case34)",
        lambda: roc_auc_score(torch.tensor([0, 1, 1]), torch.sigmoid(grad).cpu()))
with torch.no_grad():
    nograd = torch.nn.Linear(3, 1)(torch.randn(4, 3))
attempt("roc_auc_score(y, no-grad probs) (case34 validation_step)",
        lambda: roc_auc_score(torch.tensor([0, 1, 1, 0]), torch.sigmoid(nograd).squeeze(-1)))
attempt("sklearn on CPU int64 tensors (case28)",
        lambda: (confusion_matrix(torch.tensor([0, 1, 1]), torch.tensor([0, 1, 0])),
                 f1_score(torch.tensor([0, 1, 1]), torch.tensor([0, 1, 0]), average="macro"),
                 classification_report(torch.tensor([0, 1, 1]), torch.tensor([0, 1, 0]), digits=3)))
bf = torch.ones(3, dtype=torch.bfloat16)
attempt("bf16 .cpu().numpy() (case18, case36)", lambda: bf.cpu().numpy())
attempt("bf16 .float().cpu().numpy() (case24)", lambda: bf.float().cpu().numpy())
sd_model = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.BatchNorm1d(3)).to(torch.bfloat16)
def to_np(t):
    if t.dtype == torch.bfloat16:
        t = t.to(torch.float32)
    return t.detach().cpu().numpy()
attempt("bf16 state_dict through the cast-if-bf16 helper (case07)",
        lambda: {k: to_np(v) for k, v in sd_model.state_dict().items()})
lin = torch.nn.Linear(3, 3)
print("state_dict tensors require grad (case39):", any(v.requires_grad for v in lin.state_dict().values()))
attempt("state_dict .cpu().numpy() (case39)", lambda: {k: v.cpu().numpy() for k, v in lin.state_dict().items()})
enc = torch.nn.Embedding(10, 4).to(torch.bfloat16)
print("bf16 embedding output dtype (case36):", enc(torch.tensor([1, 2])).dtype)
attempt("builtin sum of grad losses, no NumPy (case05)", lambda: sum([grad.sum(), grad.mean()]).backward())
total = 0
for _ in range(3):
    loss = (torch.ones(2, requires_grad=True) * 3).sum()
    total += loss
print("sum of graph-attached losses keeps grad_fn (case04, 19, 20):", total.grad_fn is not None)
total = 0
for _ in range(3):
    loss = (torch.ones(2, requires_grad=True) * 3).sum()
    total += loss.detach()
print("sum of detached losses keeps grad_fn (case30):", total.grad_fn is not None)
with torch.no_grad():
    out = torch.nn.Linear(3, 2)(torch.randn(2, 3))
attempt("no_grad model output .numpy() on CPU (case21, 27, 32)", lambda: out.numpy())
attempt("np.asarray(no-grad CPU embeddings) (case29)", lambda: np.asarray(out, dtype=np.float32))
torch.set_default_device("meta")
attempt("torch.zeros under set_default_device(meta) .numpy() (case11)", lambda: torch.zeros(2, 3).numpy())
torch.set_default_device("cpu")
attempt("pd.DataFrame of float history (case08, 25, 40)", lambda: pd.DataFrame({"loss": [0.5, 0.4]}))
attempt("tensor.data[0].cpu().float().numpy() of a grad tensor (case31)",
        lambda: grad.data.reshape(1, 3)[0].cpu().float().numpy())
