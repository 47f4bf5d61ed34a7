import numpy as np, torch, torch.nn as nn, warnings
warnings.filterwarnings("ignore")
def tryit(name, f):
    try:
        r = f(); print("OK   ", name, type(r).__name__, getattr(r, "dtype", ""))
    except Exception as e:
        print("RAISE", name, type(e).__name__, str(e)[:90].replace("\n"," "))
tryit("np.argmax(meta, axis=1)", lambda: np.argmax(torch.rand(4,3, device="meta"), axis=1))
tryit("np.argmax(cpu, axis=1)", lambda: np.argmax(torch.rand(4,3), axis=1))
torch.set_default_device("meta")
tryit("default meta torch.tensor(1.5).numpy()", lambda: torch.tensor(1.5, dtype=torch.float32).numpy())
torch.set_default_device("cpu")
q = nn.Linear(4,3)(torch.ones(2,4))
import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
tryit("plt.imshow(grad.cpu())", lambda: plt.imshow(q.cpu()))
tryit("plt.imshow(grad.cpu().detach())", lambda: plt.imshow(q.cpu().detach()))
tryit("plt.hist(meta.flatten())", lambda: plt.hist(torch.rand(4,4,device="meta").flatten(), bins=8))
from sklearn.metrics import fbeta_score
tryit("fbeta(meta targs, meta bool)", lambda: fbeta_score(torch.ones(3,4,device="meta").int(), torch.rand(3,4,device="meta")>0.2, beta=2, average="samples"))
with torch.autocast("cpu", dtype=torch.bfloat16):
    o = nn.Linear(4,3)(torch.ones(2,4))
print("autocast cpu out", o.dtype)
tryit("bf16 .cpu().numpy() nograd", lambda: o.detach().cpu().numpy())
tryit("np.asarray(grad, float32)", lambda: np.asarray(q, dtype=np.float32))
sd = nn.Linear(3,2).to(torch.bfloat16).state_dict()
tryit("state_dict bf16->float32 numpy", lambda: sd["weight"].to(torch.float32).squeeze().numpy())
print("state_dict requires_grad", sd["weight"].requires_grad)
tryit("ndarray[cpu randperm slice]", lambda: np.random.rand(10,3)[torch.randperm(10)[:4]])
tryit("pd.DataFrame list of dict floats", lambda: __import__("pandas").DataFrame([{"loss": 0.1, "acc": 0.9}]))
tryit("np.argmax(cpu numpy of detached)", lambda: np.argmax(q.detach().cpu().numpy(), axis=1))
tryit("plt.plot(range, [meta 0-d])", lambda: plt.plot(range(2), [torch.tensor(1.0, device="meta"), torch.tensor(2.0, device="meta")]))
p = nn.Parameter(torch.ones(3)); s = torch.zeros(()); 
for i in range(3): s = s + (p*2).sum()
print("accum requires_grad", s.requires_grad, s.grad_fn)
