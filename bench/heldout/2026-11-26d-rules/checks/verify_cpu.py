#!/usr/bin/env python3
"""CPU checks of the PyTorch/NumPy behaviour the cases rely on (run with a torch+numpy interpreter).

Where a case imports modules that are not installed here (cv2, ray, gym, ...), tiny stand-ins are put
in sys.modules so that the case's own code runs; where a case needs data or a GPU, the relevant lines
are replayed on small CPU tensors. Prints one line per check: OK/FAIL, case, what was checked.
"""
import contextlib
import importlib.util
import io
import os
import sys
import tempfile
import types
import warnings

warnings.filterwarnings("ignore")
import matplotlib

matplotlib.use("Agg")
import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(os.path.dirname(HERE), "cases")
results = []


def load(relpath, name=None, extra_path=None):
    path = os.path.join(CASES, relpath)
    if extra_path:
        sys.path.insert(0, os.path.join(CASES, extra_path))
    spec = importlib.util.spec_from_file_location(name or os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check(case, what, fn, expect_exc=None):
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            fn()
        ok = expect_exc is None
        detail = "ran without error"
    except Exception as e:  # noqa: BLE001
        ok = expect_exc is not None and isinstance(e, expect_exc)
        detail = f"{type(e).__name__}: {str(e).splitlines()[0][:110]}"
    results.append(ok)
    print(f"{'OK  ' if ok else 'FAIL'} {case}: {what} -> {detail}")


def stub(name, **attrs):
    mod = types.ModuleType(name)
    for k, v in attrs.items():
        setattr(mod, k, v)
    sys.modules[name] = mod
    return mod


def graph_size(t):
    seen, stack = set(), [t.grad_fn]
    while stack:
        fn = stack.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        stack.extend(f for f, _ in fn.next_functions)
    return len(seen)


tmp = tempfile.mkdtemp(prefix="tl-heldout-d-")
os.chdir(tmp)

# ---------------- TL005 ----------------
c01 = load("case01_scipy_reference_correlate_torch_conj.py")
check("case01", "np.asarray(torch.conj(complex)) in the reference path", c01.test_correlate_complex_torch, RuntimeError)
c02 = load("case02_xpx_as_numpy_resolve_conj_discarded.py")
check("case02", "array.resolve_conj() discarded, np.asarray(conj view)", c02.test_conj_roundtrip, RuntimeError)


def _c02_fixed():
    a = torch.conj(torch.tensor([1 + 2j]))
    a = a.resolve_conj()
    np.asarray(a)


check("case02", "control: array = array.resolve_conj() then np.asarray", _c02_fixed)
c03u = load("case03_pygcn_adjacency_networkx_numpy/utils.py", "pygcn_utils")
import scipy.sparse as sp


def _c03():
    adj = c03u.normalize(sp.random(30, 30, density=0.1, format="coo") + sp.eye(30))
    t = c03u.sparse_mx_to_torch_sparse_tensor(adj)
    assert t.layout == torch.sparse_coo
    t.numpy()


check("case03", "sparse_mx_to_torch_sparse_tensor(adj).numpy()", _c03, TypeError)
c04 = load("case04_qint8_per_channel_weight_dump.py")
check("case04", "quantize_per_channel(...).numpy() in export_int8", lambda: c04.export_int8(c04.TinyNet().eval()), TypeError)
c05 = load("case05_kspace_conj_imag_imshow.py")
check("case05", "plt.imshow(flip(k).conj().imag) (negative bit)", lambda: c05.hermitian_check(torch.rand(16, 16)), RuntimeError)
c06 = load("case06_ivy_torch_to_numpy_resolve.py")
m = torch.tensor([[1 + 1j, 2 - 2j], [3 + 0j, -1j]])
check("case06", "to_numpy(adjoint(m)) and to_numpy(conj(m).imag)", lambda: (c06.to_numpy(c06.adjoint(m)), c06.to_numpy(c06.imag_of_conj(m))))
c07 = load("case07_pygcn_spmm_layer_output_numpy.py")
check("case07", "spmm output / coalesce().indices() / sparse.sum().to_dense() to NumPy", lambda: c07.dump_embeddings(n=20))
c08 = load("case08_quantized_weight_export_int_repr.py")
import torch.nn as nn

check("case08", "int_repr()/q_per_channel_scales()/dequantize() to NumPy",
      lambda: c08.export_int8(nn.Sequential(nn.Conv2d(3, 4, 3), nn.Flatten(), nn.Linear(4 * 6 * 6, 2)).eval()))
c09 = load("case09_nested_tensor_padded_numpy.py")
check("case09", "nested_tensor(...).to_padded_tensor(0.0).numpy()", lambda: c09.batch_features([torch.randn(5, 4), torch.randn(3, 4)]))
check("case09", "control: nested tensor .numpy() itself", lambda: torch.nested.nested_tensor([torch.randn(5, 4), torch.randn(3, 4)]).numpy(), RuntimeError)

# ---------------- TL007 ----------------
sys.path.insert(0, os.path.join(CASES, "case18_continuum_herding_tensor_features"))
c18 = load("case18_continuum_herding_tensor_features/herding.py", "herding")
x = np.arange(40)
y = np.repeat([0, 1], 20)
t = np.zeros(40)
check("case18", "herd_closest_to_barycenter with CPU tensor features", lambda: c18.herd_closest_to_barycenter(x, y, t, torch.randn(40, 8), 5), TypeError)
check("case18", "control: same with NumPy features", lambda: c18.herd_closest_to_barycenter(x, y, t, torch.randn(40, 8).numpy(), 5))
stub("cv2", COLORMAP_JET=2, COLOR_BGR2RGB=4,
     applyColorMap=lambda a, cmap: np.stack([a, a, a], -1).astype(np.uint8),
     cvtColor=lambda a, code: a[..., ::-1])
c19 = load("case19_gradcam_show_cam_tensor_image/image_utils.py", "image_utils")
img_t = torch.rand(3, 32, 32)
check("case19", "show_cam_on_image(tensor image) -> np.max(img)", lambda: c19.show_cam_on_image(img_t, np.random.rand(32, 32), use_rgb=True), TypeError)
check("case19", "control: HWC float ndarray image", lambda: c19.show_cam_on_image(img_t.permute(1, 2, 0).numpy(), np.random.rand(32, 32), use_rgb=True))


class _TMV2:
    def __init__(self, *a, **k):
        pass


stub("ray")
stub("ray.rllib")
stub("ray.rllib.models")
stub("ray.rllib.models.torch")
stub("ray.rllib.models.torch.torch_modelv2", TorchModelV2=_TMV2)
stub("ray.rllib.utils", try_import_torch=lambda: (torch, nn))
act_space = types.SimpleNamespace(n=3)
for rel, exp in (("case20_rllib_actor_critic_np_any_isnan.py", TypeError), ("case22_rllib_actor_critic_np_any_tolist.py", None)):
    mod = load(rel)
    model = mod.ActorCriticModel(None, act_space, 3, {}, "m", in_channels=2, feature_dim=128 * 3 * 3)
    check(rel[:6], "forward() NaN/Inf asserts", lambda: model.forward({"obs": torch.rand(4, 2, 5, 5)}, [], None), exp)

# case21 (gym not installed): stand-in env, then the case's finish_episode
stub("gym", make=lambda name: types.SimpleNamespace(spec=types.SimpleNamespace(reward_threshold=475)))
sys.argv = ["reinforce.py"]
c21 = load("case21_reinforce_np_std_returns_tensor.py")


def _c21():
    for _ in range(5):
        c21.select_action(np.random.rand(4).astype(np.float32))
        c21.policy.rewards.append(1.0)
    c21.finish_episode()


check("case21", "finish_episode: np.mean/np.std of torch.tensor(returns)", _c21, TypeError)
c21.policy.rewards.clear()
c21.policy.saved_log_probs.clear()


class _Metric:
    def compute(self, predictions, references):
        return {"accuracy": float(np.mean(np.asarray(predictions) == np.asarray(references)))}


stub("evaluate", load=lambda name: _Metric())
c23 = load("case23_hf_compute_metrics_np_argmax_tensor.py")
tok = types.SimpleNamespace(pad_token_id=0, batch_decode=lambda ids, skip_special_tokens=True: ["A" for _ in ids])
check("case23", "np.argmax(tensor, axis=-1), np.median(tensor) in compute_metrics",
      lambda: c23.make_compute_metrics(tok)((np.random.randn(6, 4).astype(np.float32), np.ones((6, 3), dtype=np.int64))))
stub("tqdm", tqdm=lambda it, **k: it)
stub("pytorch_fid")
stub("pytorch_fid.inception", InceptionV3=None)
c24 = load("case24_pytorch_fid_np_mean_activations.py")


class _FakeInception(nn.Module):
    def forward(self, x):
        return [torch.nn.functional.adaptive_avg_pool2d(x.repeat(1, 4, 1, 1), (2, 2))]


def _c24():
    act = c24.get_activations([torch.rand(5, 3, 8, 8), torch.rand(5, 3, 8, 8)], 10, _FakeInception(), dims=12)
    np.mean(act, axis=0)
    np.cov(act, rowvar=False)


check("case24", "np.mean/np.cov of the .cpu().numpy() activation array", _c24)

# ---------------- TL008 ----------------
c25 = load("case25_labelmodels_running_loss_tensor.py")
captured = []
c25.logging.info = lambda *a, **k: captured.append(a)


def _c25(n_batches):
    captured.clear()
    nb = c25.NaiveBayes(num_classes=2, num_lfs=3)
    cfg = types.SimpleNamespace(epochs=1, step_size=0.01, momentum=0.9, step_schedule=None, step_size_mult=None)
    votes = [(np.random.randint(0, 2, size=(8, 3)),) for _ in range(n_batches)]
    nb._do_estimate_label_model(votes, cfg)
    epoch_loss = [a[1] for a in captured if a and a[0] == 'Train Loss: %.6f'][0]
    return graph_size(epoch_loss)


g2, g8 = _c25(2), _c25(8)
results.append(g8 > g2)
print(f"{'OK  ' if g8 > g2 else 'FAIL'} case25: epoch_loss graph nodes after 2 vs 8 batches -> {g2} vs {g8} (grows with the number of batches)")


def _accumulate(n, mode):
    lin = nn.Linear(4, 1)
    opt = torch.optim.SGD(lin.parameters(), lr=0.01)
    total = 0.0
    hist = []
    for _ in range(n):
        loss = lin(torch.randn(8, 4)).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        if mode == "plus":          # case26: e_train += e_batch / len(loader)
            total += loss / n
        elif mode == "detach":      # case30: e_train += e_batch.detach() / len(loader)
            total += loss.detach() / n
        elif mode == "dict":        # case27: total_loss[name] += loss_val * batch_size (device tensor start)
            total = (total if torch.is_tensor(total) else torch.tensor(0.0)) + loss * 8
        elif mode == "append":      # case28: epoch_loss.append(loss)
            hist.append({"loss": loss})
    if mode == "append":
        return sum(graph_size(h["loss"]) for h in hist)
    return graph_size(total) if torch.is_tensor(total) and total.grad_fn is not None else 0


for case, mode in (("case26", "plus"), ("case27", "dict"), ("case28", "append")):
    a, b = _accumulate(2, mode), _accumulate(8, mode)
    results.append(b > a)
    print(f"{'OK  ' if b > a else 'FAIL'} {case}: retained autograd nodes after 2 vs 8 steps ({mode}) -> {a} vs {b}")
a, b = _accumulate(2, "detach"), _accumulate(8, "detach")
results.append(a == b == 0)
print(f"{'OK  ' if a == b == 0 else 'FAIL'} case30: retained autograd nodes with .detach() accumulation -> {a} vs {b}")


def _c30_no_grad():
    lin = nn.Linear(4, 1)
    with torch.no_grad():
        e_val = lin(torch.randn(8, 4)).pow(2).mean()
    assert e_val.grad_fn is None and not e_val.requires_grad


check("case30", "loss computed under torch.no_grad() has no graph", _c30_no_grad)

c31 = load("case31_joint_fit_stack_losses_backward.py")


class _GP(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(3))

    def _prepare(self, x, y):
        return x, y

    def elbo(self, x, y):
        return -((x @ self.w - y) ** 2).sum()


def _c31():
    res = c31.fit_jointly([_GP(), _GP()], [(torch.randn(10, 3), torch.randn(10)), (torch.randn(10, 3), torch.randn(10))], steps=5)
    assert all(isinstance(v, float) for r in res for v in r.elbo)


check("case31", "stack(losses).sum().backward() per step, histories hold floats", _c31)

# ---------------- TL101 (CPU stand-ins for the slicing semantics) ----------------
c35 = load("case35_treescope_truncate_then_copy.py")
check("case35", "get_array_data_with_truncation slices then numpy(force=True)",
      lambda: np.testing.assert_array_equal(c35.get_array_data_with_truncation(torch.arange(100.).view(10, 10), (2, 2))[0], [0, 1, 8, 9]))

print(f"\n{sum(results)}/{len(results)} checks as expected (torch {torch.__version__}, numpy {np.__version__})")
