"""Judgement inside a file (issue 13): shapes from real code where the facts pass was wrong.

Each case is a small program whose `# expect: CODES` comments say exactly which lines must be
reported (none: must stay silent). Every case failed on the code before its fix."""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import codes_by_line, expected_by_line

_REGRESSOR = """
        import numpy as np
        import torch
        from sklearn.metrics import r2_score


        class Regressor:
            def __init__(self):
                self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
                self.model = torch.nn.Linear(3, 1).to(self.device)

            def predict(self, X):
                self.model.eval()
                with torch.no_grad():
                    ans = self.model(torch.as_tensor(X).to(self.device))
                if isinstance(X, np.ndarray):
                    ans = ans.cpu().numpy()
                return ans


        def report(X_test, y_test):
            model = Regressor()
"""
_NORMALIZE = """
        from dataclasses import dataclass

        import numpy as np
        import torch


        @dataclass
        class VideoConfig:
            dtype: torch.dtype = torch.bfloat16
            fps: int = 8


        class Settings:
            def __init__(self, dtype):
                self.dtype = dtype


        def normalize(video, config):
            video = video.to(config.dtype) / 255.0
"""

_TOKENIZER = """
        import numpy as np
        import torch


        class Tokenizer:
            def __init__(self, processor):
                self.processor = processor

            def encode(self, string, bos=True, device=None):
                tokens = self.processor.encode(string)
                if bos:
                    tokens = [1] + tokens
                return torch.tensor(tokens, dtype=torch.int, device=device)


        def prepare(processor, texts):
            tokenizer = Tokenizer(processor)
"""

_IS_CUDA_GUARD = """
        import torch

        DEVICE = {device}


        def to_numpy(x):
            return x.cpu().numpy() if x.is_cuda else x.numpy(){expect}


        def evaluate(model, batch):
            model = model.to(DEVICE).eval()
            with torch.no_grad():
                logits = model(batch.to(DEVICE))
"""

_RENDERING = """
        import numpy as np
        import torch
        from torch.utils._pytree import tree_map


        def evaluate(model, batch, accelerator):
            model = accelerator.prepare(model)
            with torch.no_grad():
                rgb, acc = model(batch["rays"].to(accelerator.device))
            rendering = {"rgb": rgb, "acc": acc, "normals": None}
"""

_MAP_TENSOR = """
        import collections.abc as collections

        import torch


        def map_tensor(input_, func):
            if isinstance(input_, (str, bytes)):
                return input_
            elif isinstance(input_, collections.Mapping):
                return {{k: map_tensor(sample, func) for k, sample in input_.items()}}
            elif isinstance(input_, collections.Sequence):
                return [map_tensor(sample, func) for sample in input_]
            elif isinstance(input_, torch.Tensor):
                return func(input_)
            else:
                return input_


        def batch_to_host(batch):
            def _func(tensor):
                return {move}

            return map_tensor(batch, _func)


        def extract(extractor, image):
            extractor = extractor.cuda().eval()
            with torch.no_grad():
                feats = extractor({{"image": image.cuda()}})
            feats = batch_to_host(feats)
"""

_METRIC_TOTAL = """
        import numpy as np
        import torch


        class PSNR:
            def __init__(self, device="cuda"):
                self._device = torch.device(device)
                self._sum = torch.tensor(0.0, dtype=torch.float64, device=self._device)
                self._count = 0

            def update(self, y_pred, y):
                self._sum += torch.sum((y_pred - y) ** 2).to(device=self._device)
                self._count += y.shape[0]

            def compute(self):
                return self._sum / self._count

            def completed(self):
                result = self.compute()
                if isinstance(result, torch.Tensor) and {test}:
                    result = result.item()
                return result


        def check(y_pred, y, expected):
            metric = PSNR()
            metric.update(y_pred, y)
            result = metric.completed()
"""

_NAMES_OF_A_BATCH = """
        import numpy as np
        import pytorch_lightning as pl
        import torch


        class Trainer(pl.LightningModule):
            def __init__(self, model):
                super().__init__()
                self.model = model
                self.seen = []

            def validation_step(self, batch, batch_idx):
                with torch.no_grad():
                    pred = self.model(batch["img"])
                self.seen += batch["{key}"]
                return pred.mean()

            def validation_epoch_end(self, outputs):
                names = np.array(self.seen)
                self.seen = []
                return names
"""

CASES = {
    # ---- a faiss index's `add`/`search` force their arrays with np.ascontiguousarray ------
    "faiss-index-methods-convert-what-they-are-given": """
        import faiss
        import numpy as np
        import torch

        device = "cuda" if torch.cuda.is_available() else "cpu"


        class Search:
            def __init__(self, model):
                self.model = model.to(device)
                self.index = None

            def build(self, texts):
                with torch.no_grad():
                    emb = self.model(texts)
                self.index = faiss.IndexFlatIP(emb.shape[1])
                self.index.add(emb.cpu().numpy())

            def search(self, query, k=10):
                with torch.no_grad():
                    q = self.model(query)
                seen = set()
                seen.add(q)
                distances, ids = self.index.search(q, k)  # expect: TL003
                return distances, ids
    """,
    "a-project-index-class-is-no-faiss-index": """
        import faiss
        import numpy as np
        import torch


        class VectorIndex:
            def __init__(self, dim):
                self.index = faiss.IndexFlatIP(dim)

            def add(self, embeddings):
                x = np.ascontiguousarray(embeddings, dtype="float32")  # expect: TL003
                self.index.add(x)


        index = VectorIndex(4)
        index.add(torch.ones(2, 4, device="cuda"))
    """,
    "faiss-with-torch-utils-takes-tensors": """
        import faiss
        import faiss.contrib.torch_utils
        import torch

        index = faiss.IndexFlatL2(4)
        q = torch.ones(2, 4, device="cuda")
        index.add(q)
        print(index.search(q, 3))
    """,
    # ---- h5py's `create_dataset(name, data=x)` converts `data` with numpy.asarray, on any
    # group or file it is called on (one passed in as a parameter too) ---------------------
    "h5py-create-dataset-converts-its-data": """
        import h5py
        import torch


        def save_params(destination, path, params):
            destination.create_dataset(path, data=params, compression="gzip")  # expect: TL003


        def save(model, path):
            model = model.cuda()
            with h5py.File(path, "w") as f:
                for name, value in model.state_dict().items():
                    save_params(f, name, value)
                    f.create_dataset(name + "_cpu", data=value.cpu())
                f.create_dataset("epoch", data=3)
    """,
    # ---- where no CUDA device is available, a device nothing shows to be the CPU is the
    # CPU (the guess is "cuda when available"): trans_to_cpu helpers and USE_CUDA flags ------
    "a-device-guess-does-not-hold-where-cuda-is-unavailable": """
        import torch

        USE_CUDA = torch.cuda.is_available()


        def to_numpy(var):
            return var.cpu().data.numpy() if USE_CUDA else var.data.numpy()


        def trans_to_cpu(variable):
            if torch.cuda.is_available():
                return variable.cpu()
            return variable


        def run(model, device, x):
            model = model.to(device)
            out = model(x).detach()
            print(to_numpy(out))
            print(trans_to_cpu(out).numpy())
            y = x.to(device)
            if not torch.cuda.is_available():
                print(y.numpy())
            print(y.numpy())  # expect: TL001
            z = x.to("mps")
            if not torch.cuda.is_available():
                print(z.numpy())  # expect: TL001
    """,
    # ---- `model.train(max_epochs=2)` is no nn.Module's mode switch (scvi-tools' models run
    # their training loop): what the object's methods return is not taken for module output --
    "train-called-with-training-arguments-is-no-module": """
        import numpy as np
        import torch


        def test_save_load(cls, adata, net):
            model = cls(adata)
            model.train(1, train_size=0.2)
            z1 = model.get_latent_representation(adata)
            other = cls(adata)
            other.train(max_epochs=2)
            z2 = other.get_latent_representation(adata)
            np.testing.assert_array_equal(z1, z2)
            net.train(True)
            out = net.encode(torch.ones(3))
            np.testing.assert_array_equal(out, z1)  # expect: TL002
    """,
    # ---- a device guess about a parameter follows it when a caller hands on its own
    # parameter (`load_files(path, map_location=device)`): a call passing "cpu" ends it ------
    "a-device-guess-follows-a-parameter-handed-on": """
        import pandas as pd
        import torch


        def load_files(path, map_location=None):
            model = torch.load(path, map_location=map_location)
            return model.get("state"), model.get("var_names")


        def get_loaded(path, device=None):
            return load_files(path, map_location=device)


        def on_cpu(path):
            _, var_names = get_loaded(path, device="cpu")
            print(pd.Index(var_names))


        def anywhere(path, dev):
            _, var_names = get_loaded(path, device=dev)
            print(pd.Index(var_names))  # expect: TL003
    """,
    # ---- an in-place add into a tensor that outlives the step (`stats.device_stat(
    # "loss").add_(loss)`) chains every step's graph, like `total += loss` ------------------
    "in-place-add-into-a-running-tensor-keeps-each-steps-graph": """
        import torch


        def train(model, loader, optimizer, stats):
            running = torch.zeros(1, device="cuda")
            for batch in loader:
                loss = model(batch).sum()
                loss.backward()
                optimizer.step()
                running.add_(loss)  # expect: TL008
                stats.device_stat("average_loss").add_(loss)  # expect: TL008
                stats.device_stat("detached").add_(loss.detach())
                scratch = torch.zeros(1, device="cuda")
                scratch.add_(loss)
            print(running.item())
    """,
    # ---- ground truth a detector hands back beside its outputs (`out["gt_roi_label"]`)
    # carries no grad --------------------------------------------------------------------
    "ground-truth-keys-of-a-model-output-carry-no-grad": """
        import numpy as np
        import torch


        def step(faster_rcnn, imgs, bboxes, labels, optimizer):
            faster_rcnn.train()
            out = faster_rcnn(imgs, bboxes, labels)
            loss = torch.nn.functional.cross_entropy(out["roi_score"], out["gt_roi_label"])
            loss.backward()
            print(np.asarray(out["gt_roi_label"].cpu()))
            print(np.asarray(out["roi_score"].cpu()))  # expect: TL002
    """,
    # ---- a flag bound once to a constant (`cuda = False`) decides its `if`: what is moved
    # under it is not; a flag bound twice, or a parameter, still may be ---------------------
    "a-flag-bound-once-to-a-constant-decides-its-branch": """
        import torch

        cuda = False
        twice = False
        x = torch.ones(3)
        if cuda:
            x = x.cuda()
        print(x.numpy())
        y = torch.ones(3)
        if twice:
            y = y.cuda()
        print(y.numpy())  # expect: TL001
        twice = True


        def step(use_gpu):
            local = True
            z = torch.ones(3)
            if local:
                z = z.cuda()
            print(z.numpy())  # expect: TL001
            w = torch.ones(3)
            if use_gpu:
                w = w.cuda()
            print(w.numpy())  # expect: TL001
    """,
    # ---- a value the block later backpropagates through requires grad from where it is
    # bound, even when where it comes from is unknown (a step method subclasses define):
    # `sum_loss += loss` before `loss.backward()` keeps each step's graph ------------------
    "a-value-backpropagated-later-requires-grad-where-it-is-bound": """
        import torch


        class Runner:
            def training_step(self, batch):
                raise NotImplementedError

            def train_epoch(self, loader, scaler):
                total, kept, fine = 0.0, 0.0, 0.0
                for batch in loader:
                    loss = self.training_step(batch)
                    total += loss  # expect: TL008
                    fine += loss.item()
                    loss.backward()
                    other = self.training_step(batch)
                    kept += other  # expect: TL008
                    scaler.scale(other).backward()
                    unused = self.training_step(batch)
                    fine += unused
                print(total, kept, fine)
    """,
    # ---- a model that passes the batch's labels through beside its prediction (GraphGym's
    # `pred, true = model(batch)`, ReChorus' `out_dict['label']`): the labels are on the
    # output's device but never require grad; the prediction still does ----------------
    "labels-passed-through-by-a-model-carry-no-grad": """
        import torch
        from sklearn.metrics import roc_auc_score


        def train_epoch(loader, model, optimizer):
            model.train()
            model.cuda()
            for batch in loader:
                pred, true = model(batch)
                loss = torch.nn.functional.mse_loss(pred, true)
                loss.backward()
                print(roc_auc_score(true.cpu(), pred.detach().cpu()))
                print(roc_auc_score(true.cpu(), pred.cpu()))  # expect: TL002
                out_dict = model(batch)
                print(out_dict["label"].cpu().numpy())
                print(out_dict["prediction"].cpu().numpy())  # expect: TL002
                print(true.numpy())  # expect: TL001
    """,
    # ---- a frozen module on the CPU that a LightningModule stores (`self.model = model`) is
    # still a module: the Trainer moves it with the LightningModule, and its methods' outputs
    # are on the accelerator (stable-audio-tools' pre_encode) -----------------------------
    "frozen-module-stored-by-a-lightning-module-is-moved-with-it": """
        import pytorch_lightning as pl
        import torch
        from lib import make_model


        def load():
            model = make_model()
            model.eval().requires_grad_(False)
            return model


        class Wrapper(pl.LightningModule):
            def __init__(self, model):
                super().__init__()
                self.model = model

            def validation_step(self, batch, batch_idx):
                audio, meta = batch
                latents = self.model.encode(audio)
                print(latents.cpu().numpy())
                return latents.numpy()  # expect: TL001


        def main():
            trainer = pl.Trainer(accelerator="gpu")
            trainer.validate(Wrapper(load()), [])
    """,
    # ---- an object emptied at the top of each step (`memory.clear_memory()` of a rollout
    # buffer: rl4co's PPO) holds one step's values, not every step's ------------------------
    "owner-emptied-each-step-holds-one-steps-values": """
        import torch


        class Memory:
            def __init__(self):
                self.logprobs = []

            def clear_memory(self):
                del self.logprobs[:]


        def train(policy, env, optimizer, memory, steps):
            for epoch in range(100):
                memory.clear_memory()
                for i in range(steps):
                    out = policy(env.obs())
                    memory.logprobs.append(out)
                loss = torch.stack(memory.logprobs).sum()
                loss.backward()
                optimizer.step()


        def train2(policy, env, optimizer, memory, steps, history):
            for epoch in range(100):
                for i in range(steps):
                    out = policy(env.obs())
                    history.logprobs.append(out)  # expect: TL008
                loss = out.sum()
                loss.backward()
                optimizer.step()


        if __name__ == "__main__":
            net = torch.nn.Linear(4, 4)
            train(net, None, None, Memory(), 5)
            train2(net, None, None, Memory(), 5, Memory())
    """,
    # ---- what answers a method only str has (`.strip()`, `.lower()`) is text: a batch's
    # target strings moved along with its tensors stay strings (OpenPrompt's evaluate) -----
    "string-only-methods-give-text": """
        import numpy as np
        import torch


        def evaluate(loader):
            truths, scores = [], []
            for inputs in loader:
                inputs = inputs.cuda()
                truths.extend(inputs["tgt_text"])
                scores.append(inputs["score"])
            truths = [t.strip() for t in truths]
            print(np.mean([t.lower() for t in truths]))
            print(np.mean([s.float() for s in scores]))  # expect: TL003
    """,
    # ---- `map_location=lambda storage, loc: storage` loads onto the CPU (torch.load's own
    # documented idiom: PyTorch-StudioGAN's checkpoints); `storage.cuda()` does not ----------
    "map-location-keeping-each-storage-is-the-cpu": """
        import numpy as np
        import torch


        def resume(path):
            ckpt = torch.load(path, map_location=lambda storage, loc: storage)
            print(np.floor(ckpt["step"] * 3))
            on_gpu = torch.load(path, map_location=lambda storage, loc: storage.cuda())
            print(np.floor(on_gpu["step"] * 3))  # expect: TL003
    """,
    # ---- a module that stores the module it is given (`self.model = model`: a wrapper, an
    # EMA) lives where that module is and has its dtype; one that builds a moved submodule
    # itself gives what its forward computes with it -----------------------------------------
    "module-holding-a-moved-module-lives-there": """
        import torch


        class Wrapper(torch.nn.Module):
            def __init__(self, model):
                super().__init__()
                self.model = model

            def forward(self, x):
                return self.model(x)


        class Builder(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.net = torch.nn.Linear(4, 4).cuda()

            def forward(self, x):
                return self.net(x)


        def run(model, batches):
            with torch.no_grad():
                for x in batches:
                    print(model(x).numpy())  # expect: TL001, TL004
                    print(model(x).cpu().float().numpy())


        net = torch.nn.Linear(4, 4).cuda().to(torch.bfloat16)
        run(Wrapper(net), [])
        with torch.no_grad():
            print(Builder()(torch.zeros(4)).numpy())  # expect: TL001
            print(Wrapper(torch.nn.Linear(4, 4))(torch.zeros(4)).numpy())
    """,
    # ---- a loop over a progress bar wrapping a loader (`val_bar = tqdm(val_loader)`) runs
    # over steps as the loader's would (SRGAN's validation) -------------------------------
    "loop-over-a-wrapped-loader-is-a-step-loop": """
        import torch
        from tqdm import tqdm


        def validate(netG, val_loader):
            results = {"mse": 0, "n": 0}
            val_bar = tqdm(val_loader)
            for lr, hr in val_bar:
                sr = netG(lr.cuda())
                results["mse"] += ((sr - hr.cuda()) ** 2).mean()  # expect: TL008
                results["n"] += 1
            return results["mse"].item() / results["n"]


        @torch.no_grad()
        def test(netG, test_loader):
            total = 0
            bar = tqdm(test_loader)
            for lr, hr in bar:
                total += ((netG(lr.cuda()) - hr.cuda()) ** 2).mean()
            return total.item()


        if __name__ == "__main__":
            netG = torch.nn.Linear(4, 4).cuda()
            for epoch in range(10):
                print(validate(netG, []), test(netG, []))
    """,
    # ---- a torch.device never equals a string: `x.device != "cpu"` is always true (its
    # branch always runs), `x.device == "cpu"` always false (manga-image-translator) --------
    "torch-device-compared-with-a-string": """
        import torch

        model = torch.nn.Linear(4, 4).cuda()


        def mask_of(batch):
            img = model(batch)
            if img.device != "cpu":
                img = img.detach().cpu()
            return img.numpy()


        def labels_of(batch):
            out = model(batch).detach()
            if out.device == "cpu":
                out = out.cpu()
            kept = out if out.device != "cpu" else out.cpu()
            print(kept.numpy())  # expect: TL001
            return out.numpy()  # expect: TL001
    """,
    # ---- where `x.is_floating_point()` is false x holds integers: no bfloat16 there -------
    "not-floating-point-has-no-low-precision-dtype": """
        import torch
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained("m", torch_dtype=torch.bfloat16)
        for name, value in model.state_dict().items():
            data = (value.cpu().to(torch.float16) if value.is_floating_point() else value.cpu()).numpy()
            if not torch.is_floating_point(value):
                print(value.numpy())
            if value.is_floating_point():
                print(value.numpy())  # expect: TL004
    """,
    # ---- a model handed to a helper in a tuple: what its forward computes from its inputs
    # alone (so-vits-svc's `lf0 = torch.log10(1 + f0 / 700)`) is no output of its
    # parameters; the other items are ------------------------------------------------------
    "module-passed-in-keeps-its-forwards-input-only-items": """
        import torch
        import torch.nn as nn


        class Generator(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x, f0):
                lf0 = 2595.0 * torch.log10(1.0 + f0 / 700.0)
                return self.proj(x), lf0


        def train_and_evaluate(nets, loader):
            net_g, net_d = nets
            for x, f0 in loader:
                y_hat, lf0 = net_g(x, f0)
                print(lf0[0].cpu().numpy())
                print(y_hat[0].cpu().numpy())  # expect: TL002


        def main(loader):
            train_and_evaluate((Generator(), Generator()), loader)
    """,
    # ---- instances made by a comprehension (`[Logger(n) for n in names]`) keep their class:
    # a method called on an element stores what it is given, which its class converts ------
    "instances-made-by-a-comprehension-keep-their-class": """
        import torch
        from sklearn.metrics import accuracy_score


        class Logger:
            def __init__(self, name):
                self.name = name
                self._pred = []

            def update_stats(self, pred):
                self._pred.append(pred)

            def write_epoch(self):
                print(self.name, accuracy_score(torch.cat(self._pred), torch.cat(self._pred)))  # expect: TL003


        def create_logger():
            return [Logger(n) for n in ("train", "val")]


        def main(x):
            loggers = create_logger()
            loggers[0].update_stats(x.to("cuda"))
    """,
    # ---- a function annotated to return text (`-> List[str]`) gives no tensor, whatever its
    # body joined (neuralforecast's `_get_model_names` over `self.models`); `-> float` is not
    # trusted (a 0-d tensor returned as a "float" is a common slip) -----------------------
    "text-return-annotation-gives-no-tensor": """
        from typing import List, Optional

        import numpy as np
        import torch

        device = "cuda" if torch.cuda.is_available() else "cpu"


        def column_names(t) -> List[str]:
            return [n for n in t.detach()]


        def title(t) -> Optional[str]:
            return t.detach()


        def score(t) -> float:
            return t.mean()


        def report(x):
            t = x.to(device)
            print(np.asarray(column_names(t)), np.asarray(title(t)))
            print(np.asarray(score(t)))  # expect: TL003
    """,
    # ---- a writer's `update_scores(loss)` adding to its own attribute keeps each step's graph,
    # as a meter's `update` does (MedicalZooPytorch's TensorboardWriter) -------------------
    "writer-update-method-keeps-what-it-adds": """
        import torch


        class Writer:
            def __init__(self):
                self.data = {"train": {"loss": 0.0, "count": 0}}

            def update_scores(self, loss, mode):
                self.data[mode]["loss"] += loss
                self.data[mode]["count"] += 1


        def train_epoch(model, loader, optimizer):
            writer = Writer()
            for x, y in loader:
                loss = torch.nn.functional.mse_loss(model(x), y)
                loss.backward()
                optimizer.step()
                writer.update_scores(loss, "train")  # expect: TL008
                writer.update_scores(loss.item(), "train")
            return writer
    """,
    # ---- a parameter annotated `List[str]`, `float`, `Optional[List[int]]` holds no tensor,
    # whatever a caller's value looked like (chemtorch-style save_predictions) -------------
    "scalar-annotated-parameters-hold-no-tensor": """
        from typing import List, Optional

        import pandas as pd
        import torch


        def save_predictions(preds, smiles: List[str], scale: float, ids: Optional[List[int]] = None, extra=None):
            df = pd.DataFrame({"smiles": smiles, "scale": scale, "ids": ids})
            df["prediction"] = preds.detach().cpu().numpy()
            df["extra"] = pd.Series(extra)  # expect: TL003
            return df


        def predict(model, batch):
            batch = batch.to("cuda")
            preds = model.cuda()(batch)
            return save_predictions(preds, list(batch.smiles), batch.scale, batch.ids, extra=batch.extra)
    """,
    # ---- a colour scale's vmin/vmax are read with `.item()` (matplotlib's _sanitize_extrema),
    # which a CUDA tensor or one requiring grad takes (stable-audio-tools' aeiou.py) ---------
    "imshow-vmin-vmax-are-read-as-numbers": """
        import matplotlib.pyplot as plt
        import torch

        encoder = torch.nn.Linear(8, 8).cuda()


        def tokens_image(tokens):
            embeddings = encoder(tokens.cuda())
            vmin, vmax = -torch.abs(embeddings).max(), torch.abs(embeddings).max()
            fig, ax = plt.subplots()
            ax.imshow(embeddings.detach().cpu().numpy(), vmin=vmin, vmax=vmax)
            ax.imshow(embeddings, vmin=vmin, vmax=vmax)  # expect: TL002, TL003
            return fig
    """,
    # ---- a forward's result item computed from its inputs alone (so-vits-svc's lf0 beside the
    # audio) carries what the call passed, not the module's grad ----------------------------
    "forward-item-made-from-inputs-alone": """
        import torch
        from torch import nn


        class Synth(nn.Module):
            def __init__(self):
                super().__init__()
                self.dec = nn.Linear(4, 4)

            def forward(self, c, f0):
                lf0 = 2595.0 * torch.log10(1.0 + f0.unsqueeze(1) / 700.0) / 500
                out = self.dec(c)
                return out, lf0


        net = Synth().cuda()


        def train(loader):
            for c, f0 in loader:
                out, lf0 = net(c.cuda(), f0.cuda())
                out.sum().backward()
                print(lf0[0].cpu().numpy())
                print(out[0].cpu().numpy())  # expect: TL002
                print(lf0[0].numpy())  # expect: TL001
    """,
    # ---- an HF Trainer subclass's training_step runs once per step: what it adds to its own
    # attributes, in a loop over `getattr(outputs, "loss_dict", {})`, keeps each step's graph --
    "hf-trainer-step-keeps-what-it-adds-to-self": """
        from collections import defaultdict

        import torch
        from transformers import Trainer


        class AuxLossTrainer(Trainer):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                self.aux = defaultdict(float)
                self.last = {}

            def training_step(self, model, inputs, num_items_in_batch=None):
                outputs = model(**inputs)
                self.accelerator.backward(outputs.loss)
                for name, value in getattr(outputs, "loss_dict", {}).items():
                    self.aux[name] += value  # expect: TL008
                    self.last[name] = value.detach()
                return outputs.loss.detach()
    """,
    # ---- a class of an installed package's base that defines Lightning's step hooks is a
    # LightningModule (lightning-transformers' HFTransformer; Lightning #12799's reporter) -----
    "lightning-hooks-on-an-installed-base": """
        import numpy as np
        import torch
        from sklearn.metrics import f1_score
        from lightning_transformers.core import TaskTransformer


        class Classifier(TaskTransformer):
            def training_step(self, batch, batch_idx):
                return self.model(**batch).loss

            def test_step(self, batch, batch_idx):
                preds = self.model(**batch).logits.argmax(-1)
                return f1_score(batch["labels"], preds)  # expect: TL003


        class LoopModel(torch.nn.Module):
            def training_step(self, batch, batch_idx):
                return np.asarray(batch).mean()

            def validation_step(self, batch, batch_idx):
                return np.asarray(batch).mean()
    """,
    # ---- `v.detach() if torch.is_tensor(v) else v`: where the test fails, v is no tensor
    # (fairseq's logging outputs, a reconstruction of fairseq#2255's fix) ----------------------
    "torch-is-tensor-narrows": """
        import numpy as np
        import torch

        model = torch.nn.Linear(2, 2).cuda()


        def to_array(x):
            return x.detach().cpu().numpy() if torch.is_tensor(x) else np.asarray(x)


        def train(batches):
            logs = []
            for batch in batches:
                out = model(batch.cuda())
                loss = out.sum()
                loss.backward()
                logs.append({k: v.detach() if torch.is_tensor(v) else v for k, v in {"loss": loss, "n": 3}.items()})
                print(to_array(out))
                if not torch.is_tensor(out):
                    print(np.asarray(out))
                if torch.is_tensor(out):
                    print(np.asarray(out))  # expect: TL002, TL003
            return logs
    """,
    # ---- a loaded pipeline post-processes: diffusers' `pipe(prompt).images[0]` is a PIL image
    # (made under no_grad); tensors only with output_type="pt"; its parts are modules ---------
    "pipeline-call-gives-images-its-parts-tensors": """
        import numpy as np
        import torch
        from diffusers import StableDiffusionPipeline
        from chronos import BaseChronosPipeline

        pipe = StableDiffusionPipeline.from_pretrained("sd", torch_dtype=torch.bfloat16).to("cuda")
        image = pipe("a cat").images[0]
        arr = np.array(image)
        latents = pipe("a cat", output_type="pt").images
        print(latents.cpu().numpy())  # expect: TL004
        emb = pipe.encode_prompt("a cat", "cuda", 1, False)[0]
        print(emb.float().numpy())  # expect: TL001, TL002
        print(np.asarray(pipe.unet(latents, 1, emb).sample.float()))  # expect: TL002, TL003
        chronos = BaseChronosPipeline.from_pretrained("amazon/chronos-bolt-small", device_map="cuda", torch_dtype=torch.bfloat16)
        _, median = chronos.predict_quantiles(inputs=torch.ones(1, 64), prediction_length=8, quantile_levels=[0.5])
        print(median.numpy())
    """,
    # ---- a helper's float32 op (log, softmax, a loss) called under autocast gives float32:
    # its inputs' low precision holds only outside autocast (so-vits-svc's mel_spectrogram) --
    "helper-op-autocast-runs-in-float32": """
        import torch
        import torch.nn.functional as F


        def loss_of(logits, target):
            return F.cross_entropy(logits, target, reduction="none")


        def scores(logits):
            return F.softmax(logits, dim=-1)


        def log_mel(spec):
            return torch.log(torch.clamp(spec, min=1e-5))


        model = torch.nn.Linear(8, 4)
        gpu_model = torch.nn.Linear(8, 4).cuda()


        @torch.no_grad()
        def main(x, y):
            with torch.autocast("cpu", dtype=torch.bfloat16):
                out = model(x)
                losses = loss_of(out, y)
                probs = scores(out)
            print(losses.numpy())
            print(probs.numpy())  # expect: TL004
            with torch.autocast("cuda", dtype=torch.bfloat16):
                h = gpu_model(x.cuda())
                mel = log_mel(h)
            print(mel.cpu().numpy())
            print(log_mel(h).cpu().numpy())  # expect: TL004


        main(torch.randn(2, 8), torch.tensor([0, 1]))
    """,
    # ---- `x.detach().cpu().numpy() if hasattr(x, "detach") else np.asarray(x)`: where it
    # has no such attribute, x is no tensor (granite-tsfm's chronos_forecaster.py) ----------
    "hasattr-of-a-tensor-method-narrows": """
        import numpy as np
        import torch

        model = torch.nn.Linear(2, 2).cuda()


        def to_array(x):
            return x.detach().cpu().numpy() if hasattr(x, "detach") else np.asarray(x)


        def main():
            out = model(torch.ones(2, device="cuda"))
            print(to_array(out))
            if not hasattr(out, "cpu"):
                print(np.asarray(out))
            if hasattr(out, "numpy"):
                print(np.asarray(out))  # expect: TL002, TL003
    """,
    # ---- an HF Trainer's train() is no module's: evaluate() gives its metrics (granite-tsfm,
    # reduced from ttm_full_benchmarking.py by deleting lines while the false finding stayed) --
    "hf-trainer-train-is-no-module-mode": """
        from transformers import Trainer
        import pandas as pd
        from torch.optim import AdamW
        if args.datasets is None:
            list_datasets = [
            ]
        all_results = {
        }
        for DATASET in list_datasets:
            try:
                all_results["zs_mse"].append(zeroshot_output["eval_loss"])
            except Exception as e:
                all_results["zs_mse"].append(np.nan)
                if args.fewshot == 0:
                    finetune_forecast_trainer = Trainer(
                    )
                    finetune_forecast_trainer.train()
                    print(
                    )
                    fewshot_output = finetune_forecast_trainer.evaluate(dset_test)
                    if args.plot:
                        plot_predictions(
                        )
                    all_results[f"fs{fewshot_percent}_mse"].append(fewshot_output["eval_loss"])
            df_out = pd.DataFrame(all_results).round(3)
    """,
    # ---- `points, is_numpy = check_numpy_to_torch(points)` ... `.numpy() if is_numpy` ----------
    "returned-flag-correlates-with-what-was-converted": """
        import math

        import numpy as np
        import torch


        def check_numpy_to_torch(x):
            if isinstance(x, np.ndarray):
                return torch.from_numpy(x).float(), True
            return x, False


        def rotate_points_along_z(points, angle):
            points, is_numpy = check_numpy_to_torch(points)
            cosa, sina = math.cos(angle), math.sin(angle)
            rot = torch.tensor([[cosa, sina], [-sina, cosa]]).to(points.device)
            points_rot = torch.matmul(points[:, :, 0:2], rot)
            return points_rot.numpy() if is_numpy else points_rot


        def scale_points(points, factor):
            points, is_numpy = check_numpy_to_torch(points)
            scaled = points * factor
            return scaled if is_numpy else scaled.numpy()  # expect: TL001


        def run(device="cuda"):
            boxes = torch.rand(2, 5, 3, device=device)
            rotated = rotate_points_along_z(boxes, 0.5)
            host = rotate_points_along_z(np.zeros((2, 5, 3), dtype=np.float32), 0.5)
            scaled = scale_points(boxes, 2.0)
            return rotated, host, scaled
    """,
    # ---- `buffer.insert(obs, rewards, values)`: more arguments than list.insert takes ----------
    "insert-with-many-arguments-is-no-list-insert": """
        import numpy as np
        import torch
        from onpolicy.utils.separated_buffer import SeparatedReplayBuffer


        class Runner:
            def __init__(self, n, device="cuda"):
                self.device = device
                self.buffer = []
                for i in range(n):
                    self.buffer.append(SeparatedReplayBuffer(i))

            def insert(self, data):
                obs, rewards, values = data
                for agent_id in range(len(self.buffer)):
                    self.buffer[agent_id].insert(obs[:, agent_id], rewards[:, agent_id], values[:, agent_id])

            def run(self):
                values = torch.rand(2, 3, device=self.device)
                self.insert((np.zeros((2, 3)), np.zeros((2, 3)), values.detach().cpu().numpy()))
                kept = []
                kept.insert(0, values)
                return np.mean(self.buffer[0].rewards), np.asarray(kept[0])  # expect: TL003
    """,
    # ---- a list or dict has no method that makes a tensor (`self.model = {}` on one path) ------
    "method-of-what-may-be-a-dict-makes-no-tensor": """
        import numpy as np
        import torch


        class Gaussian:
            def predict(self, y, false_alarm=0.05):
                return {"scores": np.zeros_like(y)}


        class Processor:
            def __init__(self, kind):
                if kind == "gauss":
                    self.model = Gaussian()
                else:
                    self.model = {}

            def score(self, y, significance=0.01):
                out = self.model.predict(y, false_alarm=significance)
                return np.mean(out["scores"], axis=(0, 2))

            def on_device(self, device="cuda"):
                batch = {"x": torch.rand(3, device=device)}
                moved = batch.to(device)
                return np.asarray(moved["x"])  # expect: TL003
    """,
    # ---- a module that stores only settings (`kernel_size: int`) has no parameters -----------
    "module-storing-annotated-settings-has-no-parameters": """
        from typing import Optional

        import numpy as np
        import torch
        import torch.nn.functional as F
        from torch import nn


        class MaskedAvgPool1d(nn.Module):
            def __init__(self, kernel_size: int, stride: Optional[int] = None, padding: int | None = 0):
                super(MaskedAvgPool1d, self).__init__()
                self.kernel_size = kernel_size
                self.stride = stride or kernel_size
                self.padding = padding

            def forward(self, x):
                ones = torch.ones(x.size(1), 1, self.kernel_size, device=x.device)
                return F.conv1d(x, ones, stride=self.stride, padding=self.padding) / self.kernel_size


        class Scaled(nn.Module):
            def __init__(self, net, scale: float):
                super().__init__()
                self.net = net
                self.scale = scale

            def forward(self, x):
                return self.net(x) * self.scale


        class Crepe:
            def __init__(self):
                self.mean_filter = MaskedAvgPool1d(3, 1)
                self.head = Scaled(nn.Linear(3, 3), 0.5)

            def f0(self, audio):
                f0 = torch.from_numpy(audio)
                smoothed = self.mean_filter(f0)
                out = self.head(f0)
                filtered = smoothed.numpy()
                headed = out.numpy()  # expect: TL002
                return filtered, headed
    """,
    # ---- an HF Trainer subclass's compute_loss gets the model it trains, on its device --------
    "hf-trainer-compute-loss-model-trains": """
        import numpy as np
        import torch
        import torch.nn.functional as F
        from transformers import Trainer


        class PairTrainer(Trainer):
            def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
                chosen = model(input_ids=inputs["chosen_ids"]).logits.mean(-1)
                rejected = model(input_ids=inputs["rejected_ids"]).logits.mean(-1)
                margin = chosen - rejected
                self.log({"margin": margin.cpu().numpy().mean()})  # expect: TL002
                self.log({"accuracy": (margin > 0).float().mean().item()})
                self.log({"margin_mean": margin.detach().cpu().numpy().mean()})
                labels = inputs["labels"].numpy()  # expect: TL001
                return -F.logsigmoid(margin).mean()

            def prediction_step(self, model, inputs, prediction_loss_only, ignore_keys=None):
                inputs = self._prepare_inputs(inputs)
                with torch.no_grad():
                    logits = model(**inputs).logits
                return None, logits.cpu().numpy(), None


        class Helper:
            def compute_loss(self, model, inputs):
                return np.asarray(model(inputs))
    """,
    # ---- `model.predict(x)` in a helper: what the class of the instance a caller passes says --
    "predict-of-a-parameter-follows-the-callers-class": """
        import numpy as np
        import torch
        from sklearn.linear_model import LogisticRegression


        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(3, 3)

            def predict(self, x):
                logits = self.fc(x)
                return logits.argmax(1), logits


        class HostNet(Net):
            def predict(self, x):
                return self.fc(x).argmax(1).cpu(), None


        def evaluate(model, x):
            with torch.no_grad():
                pred, logits = model.predict(x)
            return pred.numpy()  # expect: TL001


        def score(model, x):
            with torch.no_grad():
                pred, _ = model.predict(x)
            return np.asarray(pred)


        def main(features, labels):
            x = torch.rand(2, 3, device="cuda")
            evaluate(Net().to("cuda"), x)
            score(HostNet().to("cuda"), x)
            clf = LogisticRegression().fit(features, labels)
            score(clf, features)
    """,
    "helper-mode-parameter-taken-by-a-call": """
        import numpy as np
        import torch


        def summarize(x, mode="torch", gpu=-1):
            if mode == "torch":
                out = x.sum()
            else:
                out = np.sum(x.numpy())  # expect: TL001
            if gpu >= 0:
                return out
            return x.numpy()  # expect: TL001


        def main():
            t = torch.rand(3, device="cuda")
            summarize(t, "numpy", gpu=0)
            summarize(t)
            summarize(t.cpu(), gpu=0)
    """,
    # ---- a helper's path that its own parameters decide is reached only by calls that take it -
    "helper-mode-parameter-decides-the-path": """
        import numpy as np
        import torch


        def eval_mrr(y_pred_pos, y_pred_neg, type_info):
            if type_info == "torch":
                y_pred = torch.cat([y_pred_pos.view(-1, 1), y_pred_neg], dim=1)
                return (y_pred.argsort(dim=1, descending=True) == 0).nonzero()
            else:
                y_pred = np.concatenate([y_pred_pos.reshape(-1, 1), y_pred_neg], axis=1)
                return (np.argsort(-y_pred, axis=1) == 0).nonzero()


        def to_array(x, to_numpy=False, gpu=-1):
            if to_numpy:
                return x.numpy()
            if gpu >= 0:
                return x
            return np.asarray(x)  # expect: TL003


        def run(device="cuda"):
            pos = torch.rand(4, device=device)
            neg = torch.rand(4, 9, device=device)
            eval_mrr(pos, neg, "torch")
            to_array(pos)
            to_array(pos, False, gpu=0)
            to_array(pos.cpu(), to_numpy=True)
    """,
    # ---- a dict filled on some paths keeps the keys each path stored (generative-models) ----
    "dict-keys-stored-on-some-paths-stay-apart": """
        import matplotlib.pyplot as plt
        import numpy as np
        import torch


        def options(keys):
            values = {}
            for key in keys:
                if key == "txt":
                    values["prompt"] = "a photo"
                if key == "fps":
                    values["fps"] = 6
            return values


        def sample(keys, mode, device="cuda"):
            values = options(keys)
            if mode == "img2vid":
                img = torch.rand(1, 3, 8, 8, device=device)
                values["cond_frames"] = img
            if mode == "sv3d":
                values["azimuths_rad"] = np.linspace(0, 2 * np.pi, 21)
            plt.plot(np.cos(values["azimuths_rad"]))
            plt.imshow(values["cond_frames"][0].permute(1, 2, 0))  # expect: TL003
            return values
    """,
    # ---- a video writer's `fps=` is a number it is given, not data it converts --------------
    "video-writer-settings-are-no-data": """
        import imageio
        import numpy as np
        import torch


        def save(video, path, fps):
            frames = (video.permute(0, 2, 3, 1) * 255).cpu().numpy().astype(np.uint8)
            imageio.mimwrite(path, frames, fps=fps, quality=8)


        def main(keys, device="cuda"):
            settings = {}
            for key in keys:  # (keys known only when it runs: the dict joins its values)
                settings[key] = torch.rand(1, device=device) if key == "cond" else 8
            video = torch.rand(4, 3, 8, 8, device=device)
            save(video, "out.mp4", fps=settings["fps"])
            imageio.mimwrite("raw.mp4", video, fps=settings["fps"])  # expect: TL003
            return settings
    """,
    # ---- `state.get("scale")` of a dict whose keys are known is the value at that key -----------
    "dict-get-at-a-known-key": """
        import numpy as np
        import torch


        def init_state(device):
            model = torch.nn.Linear(3, 3).to(device)
            scale = torch.ones(3)
            return {"model": model, "scale": scale, "name": "lin"}


        def run(device="cuda"):
            state = init_state(device)
            scale = state.get("scale")
            same = state.get("scale", None)
            model = state.get("model")
            out = model(torch.zeros(3, device=device))
            return np.asarray(scale), np.asarray(same), out.detach().numpy()  # expect: TL001
    """,
    # ---- what a callable nothing describes makes when given `device=` is made there ---------
    "made-by-a-configured-callable-on-a-device": """
        import clip
        import numpy as np
        import torch
        from PIL import Image
        from sentence_transformers import SentenceTransformer
        from transformers import pipeline

        from util import instantiate_from_config


        class Sampler:
            def __init__(self, discretization_config, device: str = "cuda"):
                self.discretization = instantiate_from_config(discretization_config)
                self.device = device

            def sigmas(self, n):
                sigmas = self.discretization(n, device=self.device)
                return sigmas.numpy()  # expect: TL001

            def steps(self, n):
                return np.array(self.discretization(n))


        def clip_features(path, device):
            model, preprocess = clip.load("ViT-L/14", device=device)
            pixels = preprocess(Image.open(path))
            with torch.no_grad():
                feats = model.encode_image(pixels.unsqueeze(0).to(device))
            return np.asarray(pixels), feats.numpy()  # expect: TL001


        def embed(texts, device="cuda"):
            model = SentenceTransformer("all-MiniLM-L6-v2", device=device)
            classify = pipeline("text-classification", device=device)
            return np.array(model.encode(texts)), np.array([o["score"] for o in classify(texts)])
    """,
    # ---- `d[k] = d.get(k, 0) + v` is `d[k] += v`; a loop calling this module's training step trains
    "running-sum-in-a-dict-slot-of-a-training-loop": """
        import torch
        import torch.nn.functional as F


        class Trainer:
            def __init__(self, model):
                self.model = model
                self.optim = torch.optim.Adam(self.model.parameters())
                self.sums = {}
                self.last = {}

            def batch_step(self, x, y):
                out = self.model(x)
                parts = {"mse": F.mse_loss(out, y), "l1": F.l1_loss(out, y)}
                loss = parts["mse"] + parts["l1"]
                self.optim.zero_grad()
                loss.backward()
                self.optim.step()
                return parts

            def evaluate(self, x, y):
                out = self.model(x)
                return {"mse": F.mse_loss(out, y)}

            def epoch(self, loader):
                self.sums = {}
                for x, y in loader:
                    parts = self.batch_step(x, y)
                    for k, v in parts.items():
                        self.sums[k] = self.sums.get(k, 0.0) + v  # expect: TL008
                        self.last[k] = v
                    for k, v in parts.items():
                        self.sums[k] = self.sums[k] + v.detach()
                return self.sums

            def validate(self, loader):
                totals = {}
                for x, y in loader:
                    for k, v in self.evaluate(x, y).items():
                        totals[k] = totals.get(k, 0.0) + v
                return totals
    """,
    # ---- `t.requires_grad = True` is `t.requires_grad_()` -------------------------------------
    "requires-grad-attribute-set": """
        import torch


        def fit(objective, x0):
            pars = torch.as_tensor(x0, dtype=torch.float64)
            pars.requires_grad = True
            r = objective(pars)
            g = torch.autograd.grad(r, pars)[0]
            w = torch.ones(3)
            w.requires_grad = True
            w.requires_grad = False
            return r.numpy(), g.numpy(), w.numpy()  # expect: TL002
    """,
    # ---- a lambda is a function: what it returns, with the arguments of each call ----------------
    "lambda-called-by-its-name": """
        import numpy as np
        import torch
        import torch.autograd as autograd

        USE_CUDA = torch.cuda.is_available()
        Variable = lambda *args, **kwargs: autograd.Variable(*args, **kwargs).cuda() if USE_CUDA else autograd.Variable(*args, **kwargs)
        to_np = lambda t: t.detach().cpu().numpy()
        first = lambda t: t.numpy()  # expect: TL001


        def act(net, state):
            state = Variable(torch.FloatTensor(state).unsqueeze(0))
            with torch.no_grad():
                q = net(state)
            best = q.max(1)[1].data[0].int().numpy()  # expect: TL001
            scores = sorted(to_np(q)[0].tolist(), key=lambda s: -s)
            plain = first(torch.zeros(3))
            moved = first(q)
            return best, scores, plain, moved, np.mean([to_np(q)])
    """,
    # ---- a subclass's `super().__init__(device=device)` runs the base's constructor -------------
    "base-constructor-through-super": """
        import torch
        import torch.nn as nn


        class Base(nn.Module):
            def __init__(self, device="cpu"):
                super().__init__()
                self.device = device
                self.lin = nn.Linear(3, 1)
                self.to(device)

            def predict(self, x):
                with torch.no_grad():
                    x = x.to(self.device).float()
                    return self(x).data.numpy()  # expect: TL001

            def forward(self, x):
                return self.lin(x)


        class Deep(Base):
            def __init__(self, hidden, device="cpu"):
                super(Deep, self).__init__(device=device)
                self.hidden = hidden


        device = "cuda:0" if torch.cuda.is_available() else "cpu"
        model = Deep(4, device=device)
        print(model.predict(torch.zeros(2, 3)))
    """,
    # ---- a meter's method keeps what it is given: a training loop's loss, every step's graph ----
    "meter-method-keeps-its-argument": """
        import torch
        import torch.nn as nn


        class Meter:
            def __init__(self):
                self.sum = 0.0
                self.count = 0
                self.history = []

            def update(self, val, n=1):
                self.sum += val * n
                self.count += n

            def add(self, value):
                if isinstance(value, torch.Tensor):
                    value = value.item()
                self.history.append(value)


        def train(model, loader, optimizer):
            losses, seen = Meter(), Meter()
            for x, y in loader:
                loss = nn.functional.mse_loss(model(x), y)
                losses.update(loss, x.size(0))  # expect: TL008
                seen.add(loss)
                seen.update(loss.detach(), 1)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            return losses.sum / losses.count


        net = nn.Linear(4, 1)
        train(net, [(torch.randn(2, 4), torch.randn(2, 1))], torch.optim.SGD(net.parameters(), lr=0.1))
    """,
    # ---- the HF Trainer hands its callbacks the model's logits in the model's dtype -------------
    "trainer-callbacks-get-logits-in-the-models-dtype": """
        import numpy as np
        import torch
        from transformers import AutoModelForSequenceClassification, Trainer, TrainingArguments


        def compute_metrics(eval_pred, compute_result=False):
            logits, labels = eval_pred.predictions, eval_pred.label_ids
            scores = logits[:, 0].cpu().numpy()  # expect: TL004
            truth = labels.cpu().numpy()
            return {"acc": float(((scores > 0) == (truth > 0.5)).mean())}


        def preprocess(logits, labels):
            print(labels.cpu().numpy().shape)
            return logits.float().cpu().numpy().argmax(-1), logits.cpu().numpy()  # expect: TL004


        def report(eval_pred):
            logits, labels = eval_pred
            return {"mean": float(np.mean(logits))}


        model = AutoModelForSequenceClassification.from_pretrained("m", torch_dtype=torch.bfloat16, num_labels=1)
        batched = TrainingArguments(output_dir="out", batch_eval_metrics=True)
        Trainer(model=model, args=batched, compute_metrics=compute_metrics, preprocess_logits_for_metrics=preprocess).evaluate()
        Trainer(model=model, args=TrainingArguments(output_dir="out"), compute_metrics=report).evaluate()
    """,
    # ---- static and class methods called through their class ------------------------------------
    "static-and-class-methods-through-the-class": """
        import numpy as np
        import torch


        class Convert:
            @staticmethod
            def to_image(tensor):
                return (tensor.numpy() * 255).astype(np.uint8)  # expect: TL001

            @classmethod
            def to_list(cls, tensor):
                return tensor.numpy().tolist()

            def to_array(self, tensor):
                return np.asarray(tensor)  # expect: TL003


        def run(x):
            x = x.to("cuda")
            image = Convert.to_image(x)
            rows = Convert.to_list(x.cpu())
            array = Convert.to_array(Convert(), x)
            return image, rows, array


        print(run(torch.ones(2, 2)))
    """,
    # ---- a parameter's own results passed back to one of its methods (YOLOX demo) --------------------
    "results-a-parameter-gave-passed-back-to-it": """
        import cv2
        import torch


        def draw(img, boxes, conf):
            for box in boxes:
                if float(box[4]) > conf:
                    cv2.rectangle(img, (int(box[0]), int(box[1])), (int(box[2]), int(box[3])), (0, 255, 0), 2)
            return img


        class Predictor:
            def __init__(self, model, device, confthre=0.3):
                self.model = model.to(device)
                self.device = device
                self.confthre = confthre

            def inference(self, path):
                img = cv2.imread(path)
                info = {"raw_img": img}
                x = torch.from_numpy(img).float().to(self.device)
                with torch.no_grad():
                    outputs = self.model(x)
                return outputs, info

            def visual(self, output, info, conf):
                img = info["raw_img"]
                if output is None:
                    return img
                boxes = output.cpu()
                return draw(img, boxes, conf)


        def image_demo(predictor, paths):
            for path in paths:
                outputs, info = predictor.inference(path)
                result = predictor.visual(outputs[0], info, predictor.confthre)
                cv2.imwrite(path + ".out.png", result)
                cv2.imwrite(path + ".raw.png", outputs[0])  # expect: TL003


        image_demo(Predictor(torch.nn.Linear(3, 4), "cuda"), ["x.png"])
    """,
    # ---- a method of a parameter called with a NumPy image: its class says what it gives -------------
    "method-of-a-parameter-given-an-image": """
        import cv2
        import torch


        class Predictor:
            def __init__(self, model, device):
                self.model = model.to(device)
                self.device = device

            def inference(self, img):
                x = torch.from_numpy(img).float().to(self.device)
                with torch.no_grad():
                    out = self.model(x)
                return out, img


        def image_demo(predictor, path):
            img = cv2.imread(path)
            outputs, raw = predictor.inference(img)
            cv2.imwrite("raw.png", outputs)  # expect: TL003


        def image_demo2(predictor, path):
            img = cv2.imread(path)
            outputs = predictor.inference(img)[0]
            cv2.imwrite("raw.png", outputs)  # expect: TL003


        p = Predictor(torch.nn.Linear(3, 4), "cuda")
        image_demo(p, "x.png")
        image_demo2(p, "x.png")
    """,
    # ---- an inherited `update`, comparisons with lists, `or` of isinstance guards (tianshou) ---------
    "inherited-methods-lists-and-or-guards": """
        import numpy as np
        import torch


        class Buffer:
            def __init__(self, size):
                self.size = size
                self.data = np.zeros(size)

            def add(self, batch):
                self.data[: len(batch)] = batch
                return np.arange(len(batch)), np.zeros(len(batch))

            def update(self, other):
                self.data = other.data.copy()


        class VectorBuffer(Buffer):
            pass


        def test_buffer():
            buf = VectorBuffer(8)
            buf.update(VectorBuffer(8))
            ptr, ep_rew = buf.add([1.0, 2.0])
            assert np.all(ptr == [0, 1])
            expected = [0.0, 0.0]
            assert np.all(ep_rew == expected)
            t = torch.zeros(2)
            assert np.all(t == [0, 0])
            assert np.all(t == torch.tensor([0, 0]))  # expect: TL007


        def parse(obj):
            if (isinstance(obj, np.ndarray) and obj.dtype == np.float32) or isinstance(obj, torch.Tensor) or obj is None:
                return obj
            return np.asanyarray(obj)


        def parse_arrays_only(obj):
            if isinstance(obj, np.ndarray) or obj is None:
                return obj
            return np.asanyarray(obj)  # expect: TL003


        parse(torch.ones(2).cuda())
        parse_arrays_only(torch.ones(2).cuda())
    """,
    # ---- a dict of dtypes (or devices) at a key only known when it runs: any of its values ------
    "dtype-chosen-from-a-dict": """
        import numpy as np
        import torch

        DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32}
        FULL = {"fp64": torch.float64, "fp32": torch.float32}
        DEVICES = {"gpu": "cuda", "cpu": "cpu"}

        def export(weights, dtype="bf16", where="gpu"):
            x = torch.as_tensor(weights, dtype=DTYPES[dtype])
            y = torch.as_tensor(weights, dtype=FULL[dtype])
            z = torch.as_tensor(weights).to(DEVICES[where])
            return x.numpy(), y.numpy(), z.numpy(), x.float().numpy()  # expect: TL004, TL001

        print(export([1.0, 2.0], "fp32", "cpu"))
    """,
    # ---- `torch.no_grad().__enter__()`: grad off for the rest of the scope ------------------------
    "no-grad-entered-by-hand": """
        import numpy as np
        import torch
        from torch import nn

        def evaluate(model, batches):
            torch.no_grad().__enter__()
            return [model(x).cpu().numpy() for x in batches]

        def train_step(model, x):
            out = model(x)
            return out.cpu().numpy()  # expect: TL002

        net = nn.Linear(4, 2)
        print(evaluate(net, [torch.randn(2, 4)]), train_step(net, torch.randn(2, 4)))
    """,
    # ---- the same comparison of an accelerator flag correlates (`gpu >= 0` ... `gpu < 0`) ---------
    "gpu-index-comparisons-correlate": """
        import numpy as np
        import torch

        def check(data, gpu):
            x = torch.tensor(data, requires_grad=True)
            if gpu >= 0:
                x = x.to(torch.device("cuda", gpu))
            y = x * 2
            y = y.cpu() if gpu >= 0 else y
            np.testing.assert_allclose(data, y.detach().numpy())
            if gpu < 0:
                print(x.detach().numpy())
            print(x.detach().numpy())  # expect: TL001

        def other(data, args):
            z = torch.tensor(data)
            if args.gpu > -1:
                z = z.cuda()
            if args.gpu <= -1:
                return z.numpy()
            return z.cpu().numpy()
    """,
    # ---- a module class that makes no parameters: its outputs need grad only from inputs ---------
    "module-without-parameters": """
        import numpy as np
        import torch
        from torch import nn

        class RunningNorm(nn.Module):
            def __init__(self, size, eps=1e-2, until=None):
                super().__init__()
                self.eps = float(eps)
                self.until = until
                self.register_buffer("mean", torch.zeros(size))
                self.register_buffer("var", torch.ones(size))

            def update(self, x):
                self.mean += 0.1 * (x.mean(0) - self.mean)

            def forward(self, x):
                self.update(x)
                return (x - self.mean) / torch.sqrt(self.var + self.eps)

        class Wrapper(nn.Module):
            def __init__(self, net):
                super().__init__()
                self.net = net

            def forward(self, x):
                return self.net(x) * 2

        class Scaled(nn.Module):
            def __init__(self, size):
                super().__init__()
                self.scale = nn.Parameter(torch.ones(size))

            def forward(self, x):
                return x * self.scale

        class Window(nn.Module):
            def __init__(self, length):
                super().__init__()
                self.window = nn.Parameter(torch.hann_window(length), requires_grad=False)

            def forward(self, x):
                return x * self.window

        norm = RunningNorm(4)
        states = [norm(torch.randn(2, 4)) for _ in range(3)]
        print(np.stack(states).shape)
        features = nn.Sequential(Window(4), RunningNorm(4))
        print(np.asarray(features(torch.randn(1, 4))))
        print(np.asarray(nn.Sequential(Window(4), Scaled(4))(torch.randn(1, 4))))  # expect: TL002
        wrapped = Wrapper(nn.Linear(4, 4))
        print(np.asarray(wrapped(torch.randn(2, 4))))  # expect: TL002
        print(np.asarray(Scaled(4)(torch.randn(2, 4))))  # expect: TL002
    """,
    # ---- torch's own bookkeeping functions give Python numbers; project property decorators --------
    "init-fans-and-lazy-properties": """
        import numpy as np
        import torch
        from torch import nn

        def lazy_property(getter):
            return property(getter)

        def init_lecun(tensor, scale=1.0):
            fan_in = torch.nn.init._calculate_correct_fan(tensor, "fan_in")
            fan_in2, fan_out = torch.nn.init._calculate_fan_in_and_fan_out(tensor)
            gain = torch.nn.init.calculate_gain("relu")
            std = scale * gain * np.sqrt(1.0 / fan_in) / np.sqrt(fan_in2 + fan_out)
            with torch.no_grad():
                return tensor.normal_(0, std)

        class ActionValue:
            def __init__(self, q_values):
                self.q_values = q_values

            @lazy_property
            def greedy_actions(self):
                return self.q_values.argmax(dim=1)

            @lazy_property
            def best(self):
                return self.q_values.max(dim=1).values

            def __repr__(self):
                return f"{self.greedy_actions.cpu().numpy()} {self.best.detach().cpu().numpy()}"

            def show(self):
                print(self.best.cpu().numpy())  # expect: TL002

        layer = nn.Linear(4, 2)
        init_lecun(layer.weight)
        value = ActionValue(layer(torch.randn(3, 4)))
        value.show()
    """,
    # ---- an HF Trainer callback may be an instance: its __call__ gets the tensors ---------------
    "hf-trainer-callable-instances": """
        import numpy as np
        import torch
        from transformers import Trainer, TrainingArguments

        class RunningAccuracy:
            def __init__(self):
                self.hits = 0

            def __call__(self, prediction, compute_result=False):
                self.hits += int((np.argmax(prediction.predictions, -1) == prediction.label_ids.cpu().numpy()).sum())  # expect: TL003
                return {"hits": self.hits} if compute_result else {}

        class ClassicAccuracy:
            def __call__(self, prediction):
                return {"accuracy": float((np.argmax(prediction.predictions, -1) == prediction.label_ids).mean())}

        class TopLogits:
            def __call__(self, logits, labels):
                return np.argsort(logits, -1)[..., :5]  # expect: TL003

        def train(model, data):
            args = TrainingArguments(output_dir="out", batch_eval_metrics=True)
            Trainer(model=model, args=args, train_dataset=data, compute_metrics=RunningAccuracy()).evaluate()
            plain = TrainingArguments(output_dir="out")
            Trainer(model=model, args=plain, compute_metrics=ClassicAccuracy(), preprocess_logits_for_metrics=TopLogits()).evaluate()
    """,
    # ---- records: a NamedTuple's or dataclass's fields are what its constructor was given --------
    "records-hold-their-fields": """
        from dataclasses import dataclass
        from typing import NamedTuple

        import torch
        from torch import nn

        class Nets(NamedTuple):
            encoder: nn.Module
            decoder: nn.Module
            steps: int

        @dataclass
        class Settings:
            device: torch.device
            name: str = "cpu"

        def build(settings):
            enc = nn.Linear(4, 4).to(settings.device)
            dec = nn.Linear(4, 2).to(settings.device)
            return Nets(enc, dec, 3)

        def predict(nets, x):
            return nets.decoder(nets.encoder(x)).cpu().numpy()  # expect: TL002

        def embed(nets, x):
            with torch.no_grad():
                return nets.encoder(x).numpy()  # expect: TL001

        def run(nets, x):
            print(predict(nets, x), embed(nets, x), nets.steps + 1)

        settings = Settings(device=torch.device("cuda"))
        nets = build(settings)
        run(nets, torch.randn(2, 4, device=settings.device))
    """,
    # ---- functions held in containers: calling one calls each ------------------------------------
    "metric-functions-in-containers": """
        import numpy as np
        import torch

        def accuracy(output, target):
            return (output.argmax(dim=1) == target).float().mean()

        def error_rate(output, target):
            return (output.argmax(dim=1) != target).float().mean().item()

        def squared_error(output, target):
            return ((output - target) ** 2).mean()

        class Evaluator:
            def __init__(self, model, metrics):
                self.model = model.cuda()
                self.metrics = metrics

            def run(self, x, y):
                with torch.no_grad():
                    out = self.model(x.cuda())
                return {name: fn(out, y.cuda()).numpy() for name, fn in self.metrics.items()}  # expect: TL001

        def scores(model, x, y):
            out = model(x)
            return [np.asarray(fn(out, y)) for fn in [squared_error, error_rate]]  # expect: TL002

        def rates(model, x, y):
            with torch.no_grad():
                out = model(x.cuda())
            return [np.float32(fn(out, y)) for fn in (error_rate,)]

        evaluator = Evaluator(torch.nn.Linear(4, 3), {"acc": accuracy})
        print(scores(torch.nn.Linear(4, 3), torch.randn(2, 4), torch.randn(2, 3)))
    """,
    # ---- module hooks: PyTorch calls them with the module's tensors -------------------------------
    "forward-hook-while-training": """
        import torch
        from torch import nn

        model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
        activations = []

        def keep(module, inputs, output):
            activations.append(output.numpy())  # expect: TL002
            first = inputs[0]
            print(first.detach().numpy().shape)

        def keep_detached(module, inputs, output):
            activations.append(output.detach().numpy())

        model[0].register_forward_hook(keep)
        model[2].register_forward_hook(keep_detached)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        for _ in range(3):
            loss = model(torch.randn(3, 4)).sum()
            loss.backward()
            optimizer.step()
    """,
    "hook-methods-of-a-grad-cam": """
        import numpy as np
        import torch
        from torch import nn

        class GradCam:
            def __init__(self, model, layer):
                self.model = model
                self.activations, self.gradients = [], []
                layer.register_forward_hook(self.save_activation)
                layer.register_full_backward_hook(self.save_gradient)

            def save_activation(self, module, inputs, output):
                self.activations.append(output.cpu().numpy())  # expect: TL002

            def save_gradient(self, module, grad_input, grad_output):
                self.gradients.append(grad_output[0].numpy())  # expect: TL001

            def __call__(self, x, index):
                out = self.model(x)
                out[0, index].backward()
                return np.mean(self.gradients[-1], axis=(2, 3))

        net = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU()).cuda()
        cam = GradCam(net, net[0])
    """,
    "forward-hook-feature-extractor": """
        import torch
        from torch import nn

        model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2)).to("cuda")
        features = []

        def grab(module, inputs, output):
            features.append(output.cpu().numpy())

        def grab_on_device(module, inputs, output):
            features.append(output.numpy())  # expect: TL001

        model[1].register_forward_hook(grab)
        model[2].register_forward_hook(grab_on_device)
        with torch.no_grad():
            model(torch.randn(3, 4, device="cuda"))
    """,
    # ---- a class-level constant read through `self` is a number, not a parameter ---------------
    "class-constant-through-self": """
        import numpy as np
        import torch
        from torch import nn

        class UNet(nn.Module):
            MAX_NUM_FILTERS_3D = 320

            def __init__(self, base_num_features, num_pool, max_num_features=None):
                super().__init__()
                self.max_num_features = self.MAX_NUM_FILTERS_3D if max_num_features is None else max_num_features
                output_features = base_num_features
                self.blocks = nn.ModuleList()
                for d in range(num_pool):
                    self.blocks.append(nn.Conv3d(output_features, output_features, 3))
                    output_features = min(output_features, self.max_num_features)
                    output_features = int(np.round(output_features * 2))
                self.head = nn.Linear(8, 2)
                np.round(self.head.weight)  # expect: TL002

        net = UNet(32, 4)
    """,
    # ---- trust_remote_code: the repository's own methods are its code, not model outputs ------
    "remote-code-methods": """
        import numpy as np
        import torch
        from transformers import AutoModel

        model = AutoModel.from_pretrained("org/encoder", torch_dtype=torch.bfloat16, trust_remote_code=True)
        model = model.to("cuda")
        encoded = []
        with torch.no_grad():
            encoded.append(model.encode(["query"], instruction=""))
            out = model(torch.ones(2, 3, dtype=torch.long, device="cuda"))
            ids = model.generate(torch.ones(1, 3, dtype=torch.long, device="cuda"))
        np.concatenate(encoded)
        np.asarray(out.last_hidden_state)  # expect: TL003, TL004
        ids.numpy()  # expect: TL001
    """,
    # ---- a custom autograd Function's `apply` runs its static forward(ctx, ...) ------------------
    "autograd-function-apply": """
        import torch
        import torch.distributed as dist

        class GatherLayer(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                output = [torch.zeros_like(x) for _ in range(dist.get_world_size())]
                dist.all_gather(output, x)
                return tuple(output)

            @staticmethod
            def backward(ctx, *grads):
                return grads[0]

        def gather(X, dim=0):
            return torch.cat(GatherLayer.apply(X), dim=dim)

        on_gpu = gather(torch.ones(3, device="cuda"))
        on_gpu.numpy()  # expect: TL001
        gather(torch.ones(3)).numpy()
    """,
    # ---- every Lightning Callback hook gets the LightningModule the Trainer moved -------------
    "lightning-callback-module": """
        import numpy as np
        import torch
        import lightning.pytorch as pl

        class Umap(pl.Callback):
            def plot(self, trainer, module):
                device = module.device
                data = []
                with torch.no_grad():
                    for x, y in trainer.val_dataloaders:
                        feats = module(x.to(device))["feats"]
                        data.append(feats)
                return torch.cat(data).numpy()  # expect: TL001

            def on_validation_end(self, trainer, pl_module):
                self.plot(trainer, pl_module)
                noise = torch.randn(3, device=pl_module.device)
                return noise.numpy()  # expect: TL001

            def on_train_epoch_end(self, trainer, pl_module):
                for x, y in trainer.val_dataloaders:
                    np.asarray(x)
    """,
    # ---- `was_numpy = isinstance(x, np.ndarray)`: the round trip back to NumPy is on the CPU ---
    "isinstance-flag-round-trip": """
        import numpy as np
        import torch
        from copy import deepcopy

        def resample_simple(data, size, device=torch.device("cpu")):
            with torch.no_grad():
                input_was_numpy = isinstance(data, np.ndarray)
                if input_was_numpy:
                    data = torch.from_numpy(data).to(device)
                else:
                    orig_device = deepcopy(data.device)
                    data = data.to(device)
                result = torch.nn.functional.interpolate(data[None], size)[0]
                if input_was_numpy:
                    result = result.cpu().numpy()
                else:
                    result = result.to(orig_device)
            return result

        def resample(data, size, device=torch.device("cpu")):
            was_numpy = isinstance(data, np.ndarray)
            if was_numpy:
                data = torch.from_numpy(data)
            data = resample_simple(data, size, device=device)
            data = resample_simple(data.flip(0), size, device=device)
            if was_numpy:
                data = data.numpy()
            return data

        def resample_unguarded(data, size, device=torch.device("cpu")):
            was_numpy = isinstance(data, np.ndarray)
            if was_numpy:
                data = torch.from_numpy(data)
            data = resample_simple(data, size, device=device)
            return data.numpy()  # expect: TL001
    """,
    # ---- a setting read off a model passed in is the class's setting, no parameter -------------
    "setting-of-a-model-passed-in": """
        import numpy as np
        import torch

        class Net(torch.nn.Module):
            def __init__(self, h):
                super().__init__()
                self.h = h
                self.lin = torch.nn.Linear(3, 3)

        class Runner:
            def __init__(self, models):
                self.models = models
                self.h = models[0].h
                self.w = models[0].lin.weight

            def windows(self):
                idx = np.repeat(np.arange(3), self.h)
                return idx, np.array(self.w)  # expect: TL002

        r = Runner([Net(h=12)])
    """,
    # ---- `.astype()`: torch.Tensor has none, so what answers it is a NumPy array ----------------
    "astype-means-an-array": """
        import numpy as np
        import torch
        def four_point(bbox):
            return int(np.max(bbox[:, 0]))
        def add(score_map, bbox):
            left, top = np.array([np.min(bbox[:, 0]), np.min(bbox[:, 1])]).astype(np.int32)
            bbox -= (left, top)
            return four_point(bbox.astype(np.float32))
        def scores(t: torch.Tensor):
            return np.max(t[:, 0])  # expect: TL007
    """,
    # ---- Lightning 1.x: {validation,test}_epoch_end gets what the step returned, as returned ---
    "lightning-validation-epoch-end": """
        import numpy as np
        import pytorch_lightning as pl
        import torch
        from sklearn.metrics import accuracy_score
        class Clf(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.head = torch.nn.Linear(8, 3)
            def validation_step(self, batch, batch_idx):
                x, y = batch
                logits = self.head(x)
                return {"pred": logits.argmax(-1), "true": y, "acc": (logits.argmax(-1) == y).float().mean().item(),
                        "cpu_pred": logits.argmax(-1).cpu()}
            def validation_epoch_end(self, outputs):
                pred = torch.cat([o["pred"] for o in outputs])
                true = torch.cat([o["true"] for o in outputs])
                print(accuracy_score(true, pred))  # expect: TL003
                print(np.mean([o["acc"] for o in outputs]))
                print(torch.cat([o["cpu_pred"] for o in outputs]).numpy())
            def test_step(self, batch, batch_idx):
                return self.head(batch[0]).detach().cpu()
            def test_epoch_end(self, outputs):
                print(torch.cat(outputs).numpy())
    """,
    # ---- `from_pretrained` with a keyword only model loaders take is a model -------------------
    "pretrained-with-model-keyword": """
        import torch
        from colpali_engine.models import ColPali, ColPaliProcessor
        device = "cuda" if torch.cuda.is_available() else "cpu"
        model = ColPali.from_pretrained("vidore/colpali", torch_dtype=torch.bfloat16).to(device).eval()
        processor = ColPaliProcessor.from_pretrained("vidore/colpali")
        with torch.no_grad():
            emb = model(**processor.process_images([]).to(device))
        print(emb.cpu().numpy())  # expect: TL004
        plain = ColPali.from_pretrained("vidore/colpali")
        print(plain(x).numpy())
    """,
    # ---- a model's accessor of a part of itself, on a parameter: the caller's model -----------
    "submodule-accessor-of-a-parameter": """
        import torch
        from transformers import AutoModelForCausalLM
        @torch.inference_mode()
        def untrained_rows(model, eps=1e-16):
            lm_head = model.get_output_embeddings().weight
            rows = torch.where(torch.amax(lm_head, axis=1) <= eps)[0]
            return lm_head[rows].cpu().numpy()  # expect: TL004
        model = AutoModelForCausalLM.from_pretrained("m", torch_dtype=torch.bfloat16).to("cuda")
        untrained_rows(model)
    """,
    # ---- HF Trainer: compute_metrics gets device tensors when evaluating batch by batch -------
    "hf-batch-eval-metrics": """
        import numpy as np
        import torch
        from transformers import AutoModelForSequenceClassification, Trainer, TrainingArguments
        def compute_metrics(eval_pred, compute_result=True):
            logits, labels = eval_pred.predictions, eval_pred.label_ids
            return {"acc": float((np.argmax(logits, axis=-1) == labels).mean())}  # expect: TL003
        model = AutoModelForSequenceClassification.from_pretrained("m")
        args = TrainingArguments(output_dir="out", batch_eval_metrics=True)
        trainer = Trainer(model=model, args=args, compute_metrics=compute_metrics)
    """,
    "hf-epoch-eval-metrics": """
        import numpy as np
        import torch
        from transformers import AutoModelForSequenceClassification, Trainer, TrainingArguments
        def compute_metrics(eval_pred):
            logits, labels = eval_pred.predictions, eval_pred.label_ids
            return {"acc": float((np.argmax(logits, axis=-1) == labels).mean())}
        model = AutoModelForSequenceClassification.from_pretrained("m")
        trainer = Trainer(model, TrainingArguments(output_dir="out", batch_eval_metrics=False), compute_metrics=compute_metrics)
    """,
    # ---- `if True:` / `if False:` leave through one branch only ---------------------------------
    "constant-conditions": """
        import torch
        model = torch.nn.Linear(4, 4)
        def run(inp):
            x = model(inp)
            if True:
                with torch.no_grad():
                    x = model(inp)
            print(x.numpy())
            if False:
                y = model(inp)
            else:
                y = model(inp).detach()
            print(y.numpy())
            z = model(inp)
            if inp.sum() > 0:
                z = z.detach()
            print(z.numpy())  # expect: TL002
    """,
    # ---- LightningModule.all_gather: the argument from every process, no graph ----------------
    "lightning-all-gather": """
        import lightning as L
        import numpy as np
        import torch
        class Seg(L.LightningModule):
            def __init__(self):
                super().__init__()
                self.net = torch.nn.Linear(4, 2)
                self.scores = []
            def validation_step(self, batch, batch_idx):
                self.scores.append(self.net(batch).argmax(dim=1).float())
            def on_validation_epoch_end(self):
                gathered = self.all_gather(torch.cat(self.scores))
                np.save("s.npy", gathered.flatten().numpy())  # expect: TL001
                print(self.all_gather(torch.zeros(2)).numpy())  # expect: TL001
    """,
    # ---- the device of a parameter is what the calls pass (asteroid's get_device(wav)) ---------
    "device-of-a-parameter-is-the-callers": """
        import numpy as np
        import torch
        def features(o, model):
            device = next(model.parameters()).device
            with torch.no_grad():
                return model(torch.as_tensor(o).to(device)).numpy()  # expect: TL001
        def host_features(o):
            return features(o, torch.nn.Linear(3, 3))
        def gpu_features(o):
            return features(o, torch.nn.Linear(3, 3).cuda())
        def back_to(x, model):
            input_device = x.device
            out = model(x.to(next(model.parameters()).device))
            return out.to(input_device)
        def separate(wav, model):
            with torch.no_grad():
                return back_to(torch.from_numpy(wav), model).numpy()
    """,
    # ---- what a `for` over data binds on every pass is its value after the loop -------------
    "a-for-loop-runs": """
        import torch
        model = torch.nn.Linear(4, 4)
        def epoch(train_loader, val_loader, x0):
            for x in train_loader:
                out = model(x)
                out.sum().backward()
            with torch.no_grad():
                for x in val_loader:
                    out = model(x)
            print(out.numpy())
            pred = model(x0)
            for x in val_loader:
                if x.sum() > 0:
                    with torch.no_grad():
                        pred = model(x)
            print(pred.numpy())  # expect: TL002
            for x in val_loader:
                with torch.no_grad():
                    last = model(x)
                break
            print(last.numpy())
            with torch.no_grad():
                for x in val_loader:
                    if True:
                        out = model(x)
            print(out.numpy())
    """,
    # ---- Munch / EasyDict: a dict whose keys are attributes (StyleTTS2's `model.decoder`) ---
    "attribute-dict-of-modules": """
        import torch
        from munch import Munch
        class Decoder(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(4, 4)
            def forward(self, x):
                return self.fc(x)
        def build_model():
            return Munch(decoder=Decoder(), n_layers=4)
        model = build_model()
        x = torch.ones(4)
        print(model.decoder(x).numpy())  # expect: TL002
        with torch.no_grad():
            print(model.decoder(x).numpy())
        print(model.n_layers)
    """,
    # ---- Lightning: a checkpoint's module, and what Trainer.predict hands back ----------------
    "lightning-load-from-checkpoint-and-predict": """
        import lightning as L
        import torch
        class Net(L.LightningModule):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(4, 2)
            def forward(self, x):
                return self.fc(x)
            def predict_step(self, batch, batch_idx):
                return self(batch)
        def run(ckpt, x, loader):
            model = Net.load_from_checkpoint(ckpt)
            print(model(x).numpy())  # expect: TL002
            with torch.no_grad():
                print(model(x).numpy())
            # The predict loop moves what predict_step returns to the CPU before keeping it.
            preds = L.Trainer(accelerator="auto").predict(model, loader)
            return torch.cat(preds).numpy()
    """,
    # ---- list displays repeated, Python's own attributes (review of study j) ---------------
    "list-display-times-a-parameter-is-a-list": """
        import numpy as np
        import torch
        class Net(torch.nn.Module):
            def __init__(self, num_pool, pool_sizes=None):
                super().__init__()
                if pool_sizes is None:
                    pool_sizes = [(2, 2)] * num_pool
                self.divisible_by = np.prod(pool_sizes, 0, dtype=np.int64)
        Net(3)
        print(np.prod(torch.ones(3) * 2, 0, dtype=np.int64))  # expect: TL007
    """,
    "dunder-attributes-are-not-tensors": """
        import pandas as pd
        import torch
        class Runner:
            def __init__(self, model):
                self.model = model
            @property
            def name(self):
                return self.model.__class__.__name__
            def fit(self):
                self.model.train()
        def sweep(models):
            rows = []
            for m in models:
                runner = Runner(m)
                runner.fit()
                rows.append({"model": runner.name, "doc": m.__doc__})
            return pd.DataFrame(rows)
        model = torch.nn.Linear(2, 2)
        pd.DataFrame(model.weight)  # expect: TL002
    """,
    # ---- TL008: an accumulator bound afresh on the iteration's way to it ----------------------
    "accumulator-bound-in-the-same-branch": """
        import torch
        model = torch.nn.Linear(4, 4)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        def train(loader, mode, k):
            total = 0
            history = []
            for x in loader:
                rep = model(x)
                if mode == "skipgram":
                    shifted = []
                    for i in range(k):
                        shifted.append(rep.roll(i))
                    rep = torch.cat(shifted)
                loss = rep.sum()
                opt.zero_grad()
                loss.backward()
                opt.step()
                if mode == "log":
                    history.append(loss)  # expect: TL008
                total += loss  # expect: TL008
            return history
    """,
    # ---- optimizer and scheduler state is not the parameters ------------------------------
    "optimizer-lr-is-a-float": """
        import matplotlib.pyplot as plt
        import torch
        model = torch.nn.Linear(2, 2).cuda()
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        sched = torch.optim.lr_scheduler.StepLR(opt, 1)
        lrs = [opt.param_groups[0]["lr"]]
        plt.plot(lrs)
        plt.plot(sched.get_last_lr())
        for group in opt.param_groups:
            plt.plot([group["lr"]])
    """,
    # ---- frozen modules give outputs without grad ----------------------------------------
    "frozen-by-loop": """
        import torch
        frozen = torch.nn.Linear(4, 4)
        for p in frozen.parameters():
            p.requires_grad = False
        print(frozen(torch.ones(4)).numpy())
        print(frozen.weight.numpy())
        live = torch.nn.Linear(4, 4)
        print(live(torch.ones(4)).numpy())  # expect: TL002
    """,
    # ---- one-line suites are statements like any other (RTVC synthesizer/train.py:20) --------
    "one-line-suites": """
        import torch
        from torch import nn
        lin = nn.Linear(3, 3)
        def np_now(x): return x.cpu().numpy()  # expect: TL002
        def run(t, flag):
            y = lin(t)
            np_now(y)
            if flag: y.numpy()  # expect: TL002
            for i in range(3): z = y.numpy()  # expect: TL002
            while flag: y.numpy()  # expect: TL002
            with torch.no_grad(): y.numpy()
            try: y.numpy()  # expect: TL002
            except Exception: pass
    """,
    "frozen-by-one-line-loop": """
        import torch
        frozen = torch.nn.Linear(4, 4)
        for p in frozen.parameters(): p.requires_grad = False
        print(frozen(torch.ones(4)).numpy())
    """,
    # ---- a device parameter is what the calls pass (held-out h case21, case38) ------------
    "device-parameter-decided-by-the-calls": """
        import torch
        def on_host(x, device):
            return x.to(device).numpy()
        def by_default(x, device="cpu"):
            return x.to(device).numpy()
        def on_gpu(x, device):
            return x.to(device).numpy()  # expect: TL001
        def nobody_calls(x, device):
            return x.to(device).numpy()  # expect: TL001
        on_host(torch.ones(2), "cpu")
        by_default(torch.ones(2))
        on_gpu(torch.ones(2), "cuda")
    """,
    "accelerator-made-for-the-cpu": """
        import torch
        from accelerate import Accelerator
        cpu_only = Accelerator(cpu=True)
        model = cpu_only.prepare(torch.nn.Linear(2, 2))
        with torch.no_grad():
            print(model(torch.ones(2)).numpy())
            print(torch.ones(2).to(cpu_only.device).numpy())
        gpu = Accelerator()
        net = gpu.prepare(torch.nn.Linear(2, 2))
        with torch.no_grad():
            print(net(torch.ones(2)).numpy())  # expect: TL001
    """,
    # ---- a reset every N steps keeps N graphs (held-out h case04, ML2021 HW7 issue 2) -----
    "accumulator-reset-every-n-steps": """
        import torch
        model = torch.nn.Linear(4, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        loader = [torch.ones(4)] * 8
        step, train_loss = 0, 0
        for x in loader:
            loss = model(x).sum()
            train_loss += loss  # expect: TL008
            loss.backward()
            opt.step()
            step += 1
            if step % 4 == 0:
                print(train_loss.item() / 4)
                train_loss = 0
        for x in loader:
            parts = []
            parts.append(model(x).sum())
            torch.stack(parts).sum().backward()
    """,
    # ---- "no tensor" may be a list of tensors (held-out h case13, yolor issue 112) -------
    "isinstance-guard-given-a-list-of-tensors": """
        import numpy as np
        import torch
        def to_targets(output):
            if isinstance(output, torch.Tensor):
                output = output.cpu().numpy()
            return np.array([o[0] for o in output])  # expect: TL003
        def copy(x):
            return x.clone() if isinstance(x, torch.Tensor) else np.copy(x)
        x = torch.ones(3, 6).cuda()
        to_targets([x, x])
        to_targets(x)
        copy(x)
    """,
    "converted-when-a-tensor-then-reduced": """
        import numpy as np
        import torch
        def plot_images(images):
            if isinstance(images, torch.Tensor):
                images = images.cpu().float().numpy()
            if np.max(images[0]) <= 1:
                images *= 255
            return images
        plot_images(torch.ones(2, 3, 4, 4).cuda())
    """,
    "returned-as-is-when-no-tensor": """
        import numpy as np
        import torch
        def to_np(x):
            if not isinstance(x, torch.Tensor):
                return x
            return x.detach().cpu().numpy()
        def log(value):
            return float(np.mean(to_np(value)))
        t = torch.ones(3).cuda()
        log(t)
        print(np.mean(to_np(t)))
        print(np.mean(to_np([t, t])))  # expect: TL003
    """,
    # ---- `total = loss if total is None else total + loss` (held-out h case19, RecBole PR 307)
    "accumulated-through-a-conditional-expression": """
        import torch
        model = torch.nn.Linear(4, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        loader = [torch.ones(4)] * 8
        total = numbers = None
        for x in loader:
            loss = model(x).sum()
            total = loss if total is None else total + loss  # expect: TL008
            numbers = loss.item() if numbers is None else numbers + loss.item()
            loss.backward()
            opt.step()
        print(total, numbers)
    """,
    # ---- a model stored in __init__ and frozen there (`.freeze()` of NeMo / Lightning, or
    # `.requires_grad_(False)`) gives outputs without grad in the other methods
    # (pyannote-audio speaker_verification.py:196) ---------------------------------------------
    "part-frozen-in-init": """
        import torch
        from nemo.collections.asr.models import EncDecSpeakerLabelModel
        class Frozen:
            def __init__(self, device=None):
                self.device = device or torch.device("cpu")
                self.model_ = EncDecSpeakerLabelModel.from_pretrained("titanet")
                self.model_.freeze()
                self.model_.to(self.device)
            def __call__(self, waveforms):
                _, embeddings = self.model_(input_signal=waveforms.to(self.device))
                return embeddings.cpu().numpy()
        class FrozenByFlag:
            def __init__(self):
                self.model_ = EncDecSpeakerLabelModel.from_pretrained("titanet")
                self.model_.requires_grad_(False)
            def __call__(self, waveforms):
                return self.model_(input_signal=waveforms)[1].numpy()
        class Replaced:
            def __init__(self):
                self.model_ = EncDecSpeakerLabelModel.from_pretrained("titanet")
                self.model_.freeze()
            def unfreeze(self):
                self.model_ = EncDecSpeakerLabelModel.from_pretrained("titanet")
            def __call__(self, waveforms):
                return self.model_(input_signal=waveforms)[1].numpy()  # expect: TL002
        class Live:
            def __init__(self):
                self.model_ = EncDecSpeakerLabelModel.from_pretrained("titanet")
            def __call__(self, waveforms):
                _, embeddings = self.model_(input_signal=waveforms)
                return embeddings.cpu().numpy()  # expect: TL002
        def local(waveforms):
            model = EncDecSpeakerLabelModel.from_pretrained("titanet")
            model.freeze()
            return model(input_signal=waveforms)[1].numpy()
    """,
    # ---- `*_names` attributes are names, on any object (neuralforecast core.py:1325:
    # `names.extend(name + n for n in model.loss.output_names)` given to pd.DataFrame) ---------
    "names-attributes-are-strings": """
        import pandas as pd
        import torch
        class Forecaster:
            def __init__(self, models):
                self.models = models
            def columns(self):
                names = []
                for model in self.models:
                    names.extend(repr(model) + n for n in model.loss.output_names)
                return names
            def frame(self, values):
                return pd.DataFrame(values, columns=self.columns())
        Forecaster([torch.nn.Linear(2, 2)]).frame([[1.0, 2.0]])
    """,
    # ---- an assignment annotated with a module class holds an instance of it, whatever
    # builds it (pyannote-audio speaker_verification.py:823, `self.embedding_model_: Model =
    # get_model(...)`); an annotation of something else says nothing --------------------------
    "annotated-module-instance": """
        import torch
        from torch import nn
        class Encoder(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(4, 4)
            def forward(self, x):
                return self.fc(x)
        class Pipeline:
            def __init__(self, cfg):
                self.encoder_: Encoder = load_model(cfg)
                self.backbone: nn.Module = build_backbone(cfg)
                self.stats: dict = load_stats(cfg)
            def embed(self, x):
                return self.encoder_(x).numpy()  # expect: TL002
            def features(self, x):
                return self.backbone(x).numpy()  # expect: TL002
            def frozen_features(self, x):
                with torch.no_grad():
                    return self.backbone(x).numpy()
            def table(self):
                return self.stats["mean"].numpy()
    """,
    # ---- a method of a value of unknown kind given no tensor need not be a model's; a plain
    # list added to an unknown value extends a list (pyannote-audio oracle.py:98) --------------
    "unknown-method-given-no-tensor": """
        import numpy as np
        import torch
        def oracle(file, window, num_missing):
            reference = file["annotation"]
            labels = reference.labels()
            labels += [f"Fake{i:d}" for i in range(num_missing)]
            for chunk in window(0.0):
                segmentation = reference.discretize(chunk, labels=labels)
                print(np.argsort(-np.sum(segmentation, axis=0)))
        def encode(model, image):
            features = model.encode(torch.as_tensor(image))
            return np.sum(features, axis=0)  # expect: TL007
    """,
    # ---- "LM" names a language model (LucaOne PR 120: `LucaGPLM.from_pretrained`, cast to
    # bfloat16); diffusers' `LMSDiscreteScheduler` is a scheduler -------------------------------
    "language-model-class-by-name": """
        import torch
        from lucaone_model import LucaGPLM
        from diffusers import LMSDiscreteScheduler
        model = LucaGPLM.from_pretrained("models/lucaone")
        if torch.cuda.is_bf16_supported():
            model = model.to(torch.bfloat16)
        sched = LMSDiscreteScheduler.from_pretrained("sd", subfolder="scheduler")
        def embed(ids):
            with torch.no_grad():
                out = model(input_ids=ids)
            return out.hidden_states[-1].cpu().numpy()  # expect: TL004
        print(sched.timesteps.numpy())
    """,
    # ---- a flag parameter kept as `self.gpu`: what __init__ moved under `if gpu:` holds under
    # `if self.gpu:` in the other methods (PyGlow issue 30, fixed form) -------------------------
    "flag-parameter-kept-on-self": """
        import numpy as np
        import torch
        class Tracker:
            def __init__(self, model, gpu=False):
                self.gpu = gpu
                self.model = model.cuda() if gpu else model
            def track(self, x):
                if self.gpu:
                    x = x.cuda()
                with torch.no_grad():
                    hidden = self.model(x)
                if self.gpu:
                    hidden = hidden.cpu()
                return np.trace(hidden.numpy())
            def unguarded(self, x):
                with torch.no_grad():
                    hidden = self.model(x)
                return np.trace(hidden.numpy())  # expect: TL001
    """,
    # ---- a lower-case variable holding a model class loads a model (simpletransformers
    # representation_model.py:217); one holding a tokenizer class does not --------------------
    "model-class-variable-loads-a-model": """
        import torch
        MODEL_CLASSES = {"bert": (BertConfig, BertForTextRepresentation, BertTokenizer)}
        class RepresentationModel:
            def __init__(self, model_type, name, use_cuda=True):
                config_class, model_class, tokenizer_class = MODEL_CLASSES[model_type]
                self.device = torch.device("cuda") if use_cuda else "cpu"
                self.model = model_class.from_pretrained(name)
                self.tokenizer = tokenizer_class.from_pretrained(name)
            def encode(self, batch):
                self.model.to(self.device)
                with torch.no_grad():
                    vectors = self.model(input_ids=batch["input_ids"].to(self.device))
                return vectors.numpy()  # expect: TL001
            def ids(self, text):
                return self.tokenizer(text, return_tensors="pt")["input_ids"].numpy()
    """,
    # ---- a model class from a table, quantized (simpletransformers t5_model.py:1156) ----
    "model-class-from-a-table-generates-token-ids": """
        import torch
        MODEL_CLASSES = {"t5": (object, object)}
        class Runner:
            def __init__(self, model_type, name, quantize):
                config_class, model_class = MODEL_CLASSES[model_type]
                self.model = model_class.from_pretrained(name)
                if quantize:
                    self.model = torch.quantization.quantize_dynamic(self.model, {torch.nn.Linear}, dtype=torch.qint8)
            def load(self, loader_class, name):
                return loader_class.from_pretrained(name).numpy()
            def predict(self, input_ids):
                return self.model.generate(input_ids=input_ids).cpu().numpy()
            def parallel(self):
                self.model = torch.nn.DataParallel(self.model)
    """,
    "frozen-by-named-parameters-loop": """
        import torch
        frozen = torch.nn.Linear(4, 4)
        for name, p in frozen.named_parameters():
            p.requires_grad_(False)
        print(frozen(torch.ones(4)).numpy())
    """,
    "partly-frozen-still-trains": """
        import torch
        model = torch.nn.Linear(4, 4)
        for name, p in model.named_parameters():
            if "bias" in name:
                p.requires_grad = False
        print(model(torch.ones(4)).numpy())  # expect: TL002
    """,
    "frozen-by-a-freeze-method": """
        import torch
        from torch import nn

        class Encoder(nn.Module):
            def __init__(self):
                super().__init__()
                self.net = nn.Linear(4, 4)

            def freeze(self):
                self.net = self.net.eval()
                for p in self.parameters():
                    p.requires_grad = False

            def forward(self, x):
                return self.net(x)

        enc = Encoder()
        enc.freeze()
        print(enc(torch.ones(4)).numpy())
        print(enc.net.weight.numpy())
        other = Encoder()
        print(other(torch.ones(4)).numpy())  # expect: TL002
    """,
    "frozen-in-init": """
        import torch
        from torch import nn

        class FrozenCLIPEmbedder(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)
                self.freeze()

            def freeze(self):
                for param in self.parameters():
                    param.requires_grad = False

            def forward(self, x):
                return self.proj(x)

        emb = FrozenCLIPEmbedder()
        print(emb(torch.ones(4)).numpy())
    """,
    # ---- Python numbers and containers: per-key facts, dict keys --------------------------
    "dict-of-models-and-results": """
        import matplotlib.pyplot as plt
        import torch

        def train(dim):
            model = torch.nn.Linear(dim, dim)
            result = {"val": [{"test_loss": 0.5}]}
            return model, result

        runs = {}
        for dim in [2, 4]:
            model, result = train(dim)
            runs[dim] = {"model": model, "result": result}
        dims = sorted(k for k in runs)
        scores = [runs[k]["result"]["val"][0]["test_loss"] for k in dims]
        plt.plot(dims, scores)
        weights = [runs[k]["model"].weight for k in dims]
        plt.plot(weights)  # expect: TL002
    """,
    "metrics-dict-of-items": """
        import pandas as pd
        import torch

        model = torch.nn.Linear(2, 2).cuda()
        rows = []
        for step in range(3):
            out = model(torch.ones(2).cuda())
            loss = out.sum()
            rows.append({"loss": loss.item(), "step": step})
        pd.DataFrame(rows)
        history = {"loss": 0.0, "out": out}
        history["loss"] = loss.item()
        pd.Series(history["loss"])
        pd.Series(history["out"])  # expect: TL002, TL003
    """,
    "dict-items-keys-carry-nothing": """
        import numpy as np
        import torch
        model = torch.nn.Linear(2, 2).cuda()
        feats = {"a": model(torch.ones(2).cuda())}
        for name, value in feats.items():
            np.array(len(name))
            np.array(value)  # expect: TL002, TL003
    """,
    "registered-buffer-has-no-grad": """
        import torch
        from torch import nn

        class PositionalEncoding(nn.Module):
            def __init__(self, d):
                super().__init__()
                pe = torch.zeros(10, d)
                self.register_buffer("pe", pe, persistent=False)
                self.proj = nn.Linear(d, d)

        enc = PositionalEncoding(4)
        print(enc.pe.squeeze().T.cpu().numpy())
        print(enc.proj.weight.numpy())  # expect: TL002
    """,
    # ---- values through objects and callbacks ---------------------------------------------
    "meter-method-through-a-variable": """
        import numpy as np
        import torch

        class AverageMeter:
            def __init__(self):
                self.vals = []

            def add(self, x):
                self.vals.append(x)

            def mean(self):
                return np.mean(self.vals)  # expect: TL003

        def evaluate(model, batches):
            meter = AverageMeter()
            for x in batches:
                with torch.no_grad():
                    meter.add(model(x.cuda()).sum())
            return meter.mean()
    """,
    "meter-of-python-numbers-is-silent": """
        import numpy as np
        import torch

        class AverageMeter:
            def __init__(self):
                self.vals = []

            def add(self, x):
                self.vals.append(x)

            def mean(self):
                return np.mean(self.vals)

        model = torch.nn.Linear(2, 2).cuda()
        meter = AverageMeter()
        meter.add(model(torch.ones(2).cuda()).sum().item())
        meter.mean()
    """,
    "submodule-forward-gets-the-callers-arguments": """
        import numpy as np
        import torch
        from torch import nn

        class HyperConv(nn.Module):
            def forward(self, adjacency, embedding):
                final = [embedding, torch.mm(adjacency, embedding)]
                return np.sum(final, 0)  # expect: TL002, TL003

        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.embedding = nn.Embedding(10, 4)
                self.conv = HyperConv()

            def forward(self, adjacency):
                return self.conv(adjacency.cuda(), self.embedding.weight)
    """,
    "instance-call-runs-its-dunder-call": """
        import numpy as np
        import torch

        class Predictor:
            def __init__(self, model):
                self.model = model

            def __call__(self, batch):
                with torch.no_grad():
                    out = self.model(batch)
                return np.asarray(out)  # expect: TL003

        predictor = Predictor(torch.nn.Linear(2, 2).cuda())
        predictor(torch.ones(2).cuda())
    """,
    "hyperparameters-of-a-module-are-numbers": """
        import numpy as np
        import torch
        from torch import nn

        class CosineWarmup(torch.optim.lr_scheduler.LRScheduler):
            def __init__(self, optimizer, warmup, max_iters):
                self.warmup = warmup
                self.max_num_iters = max_iters
                super().__init__(optimizer)

            def get_lr_factor(self, epoch):
                return 0.5 * (1 + np.cos(np.pi * epoch / self.max_num_iters))

        class Net(nn.Module):
            def __init__(self, max_iters):
                super().__init__()
                self.lin = nn.Linear(2, 2)
                self.hparams = {"max_iters": max_iters}

            def configure(self):
                opt = torch.optim.Adam(self.parameters())
                return CosineWarmup(opt, warmup=10, max_iters=self.hparams.max_iters)

        Net(100).configure()
    """,
    "generator-yields-device-tensors": """
        import torch

        def batches(n):
            for _ in range(n):
                yield torch.ones(2).cuda()

        def from_list(items):
            yield from items

        for b in batches(3):
            print(b.numpy())  # expect: TL001
            print(b.cpu().numpy())
        for c in from_list([torch.ones(2)]):
            print(c.numpy())
    """,
    "zip-star-transposes-pairs": """
        import numpy as np
        import torch

        pairs = [(torch.ones(2).cuda(), i) for i in range(3)]
        xs, ys = zip(*pairs)
        np.stack(xs)  # expect: TL003
        np.array(ys)
    """,
    "callback-appends-to-a-module-level-list": """
        import matplotlib.pyplot as plt
        import torch

        losses = []

        def on_step(loss):
            losses.append(loss)

        class Trainer:
            def step(self, x):
                loss = (x.cuda() ** 2).sum()
                on_step(loss)

        def report():
            plt.plot(losses)  # expect: TL003
    """,
    "detection-labels-are-integers": """
        import torch
        import torchvision

        model = torchvision.models.detection.fasterrcnn_resnet50_fpn()
        model.eval()
        outputs = model([torch.rand(3, 64, 64)])
        labels = outputs[0]["labels"].cpu().numpy()
        boxes = outputs[0]["boxes"].cpu().numpy()  # expect: TL002
    """,
    "a-loss-stored-at-an-integer-index-goes-through-float": """
        import numpy as np
        import torch
        from torch import nn

        model = nn.Linear(1, 1).cuda()
        x = torch.ones(4, 1, device="cuda")
        history = np.zeros(10)
        norms = np.zeros(10)
        rows = np.zeros((10, 4))
        for epoch in range(10):
            loss = nn.functional.mse_loss(model(x), x)
            loss.backward()
            history[epoch] = loss
            norms[epoch] = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            history[epoch] = loss.mean() * 2
            rows[epoch] = model(x).squeeze(1)  # expect: TL002, TL003
            history[epoch:epoch + 1] = loss  # expect: TL002, TL003
    """,
    "bit-views-and-autograd-grad": """
        import torch
        w = torch.ones(4, dtype=torch.bfloat16)
        bits = w.view(torch.int16).numpy()
        bad = w.numpy()  # expect: TL004
        x = torch.ones(3, requires_grad=True)
        y = (x * x).sum()  # checked on torch 2.13: g does not require grad, h does
        g, = torch.autograd.grad(y, x)
        print(g.numpy())
        h, = torch.autograd.grad(y, x, create_graph=True)
        print(h.numpy())  # expect: TL002
    """,
    # ---- sinks (each checked on the installed versions) ------------------------------------
    "sklearn-estimators-and-scipy-convert": """
        import numpy as np
        import scipy.special
        import torch
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import StandardScaler

        model = torch.nn.Linear(4, 2).cuda()
        feats = model(torch.ones(8, 4).cuda())
        clf = LogisticRegression()
        clf.fit(feats, np.zeros(8))  # expect: TL002, TL003
        pipe = make_pipeline(StandardScaler(), LogisticRegression())
        pipe.fit(feats.detach().cpu(), np.zeros(8))
        probs = scipy.special.softmax(feats, axis=1)  # expect: TL002, TL003
        ok = clf.predict(feats.detach().cpu().numpy())
    """,
    # ---- frameworks -------------------------------------------------------------------------
    "lightning-batches-and-outputs-are-on-the-modules-device": """
        import pytorch_lightning as pl
        import torch
        from sklearn.metrics import accuracy_score

        class LitModel(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.net = torch.nn.Linear(4, 2)

            def forward(self, x):
                return self.net(x)

            def validation_step(self, batch, batch_idx):
                x, y = batch
                preds = self(x).argmax(1)
                return accuracy_score(y, preds)  # expect: TL003

            def test_step(self, batch, batch_idx):
                x, y = batch
                preds = self(x).argmax(1)
                return accuracy_score(y.cpu(), preds.cpu())

            def on_train_batch_end(self, outputs, batch, batch_idx):
                print(outputs["loss"].detach().numpy())  # expect: TL001
    """,
    "accelerate-prepare-device-and-gather": """
        import numpy as np
        import torch
        from accelerate import Accelerator

        accelerator = Accelerator()
        model = torch.nn.Linear(4, 2)
        model, opt = accelerator.prepare(model, torch.optim.SGD(model.parameters(), lr=0.1))
        with torch.no_grad():
            logits = model(torch.ones(2, 4))
        logits.numpy()  # expect: TL001
        preds = accelerator.gather_for_metrics(logits.argmax(-1))
        ok = preds.cpu().numpy()
        bad = np.array(preds)  # expect: TL003
        x = torch.zeros(2, device=accelerator.device)
        x.numpy()  # expect: TL001
    """,
    "hf-trainer-preprocess-logits-gets-device-tensors": """
        import numpy as np
        import torch
        from transformers import Trainer

        def preprocess_logits_for_metrics(logits, labels):
            return np.argmax(logits, axis=-1)  # expect: TL003

        def compute_metrics(eval_pred):
            preds, labels = eval_pred
            return {"acc": float((np.argmax(preds, -1) == labels).mean())}

        trainer = Trainer(model=None, compute_metrics=compute_metrics, preprocess_logits_for_metrics=preprocess_logits_for_metrics)
    """,
    "plain-module-steps-are-not-lightning": """
        import torch
        from sklearn.metrics import accuracy_score

        class Model(torch.nn.Module):
            def validation_step(self, batch, batch_idx):
                x, y = batch
                return accuracy_score(y, x)
    """,
    # ---- device sources ----------------------------------------------------------------
    "legacy-cuda-tensor-types": """
        import numpy as np
        import torch
        from torch.autograd import Variable

        cuda = torch.cuda.is_available()
        LongTensor = torch.cuda.LongTensor if cuda else torch.LongTensor

        def step(labels):
            labels = Variable(labels.type(LongTensor))
            gen = Variable(LongTensor(np.random.randint(0, 10, 4)))
            bad = np.concatenate([labels.data.numpy(), gen.data.numpy()])  # expect: TL001
            good = np.concatenate([labels.data.cpu().numpy(), gen.data.cpu().numpy()])
            cpu_only = torch.LongTensor(np.zeros(2)).numpy()
            return bad, good, cpu_only
    """,
    "with-torch-device-sets-the-default-device-inside": """
        import torch

        def build():
            with torch.device("cuda"):
                x = torch.ones(2)
            y = torch.ones(2)
            print(y.numpy())
            return x.numpy()  # expect: TL001
    """,
    "set-default-tensor-type-cuda": """
        import torch
        torch.set_default_tensor_type("torch.cuda.FloatTensor")
        z = torch.zeros(3)
        z.numpy()  # expect: TL001
    """,
    "set-default-tensor-type-cpu-is-silent": """
        import torch
        torch.set_default_tensor_type("torch.FloatTensor")
        z = torch.zeros(3)
        z.numpy()
    """,
    "current-accelerator-is-a-device": """
        import torch

        def stylize(x):
            device = torch.accelerator.current_accelerator()
            y = x.to(device)
            return y.numpy()  # expect: TL001
    """,
    "parameters-of-a-model-parameter-require-grad": """
        import torch

        def show(model):
            for name, p in model.named_parameters():
                print(p.view(-1).numpy())  # expect: TL002
                print(p.detach().view(-1).numpy())
            grads = {n: p.grad.view(-1).numpy() for n, p in model.named_parameters()}
            return grads
    """,
    "module-of-unknown-origin-moved-then-put-in-eval-mode": """
        import torch
        from detector import build_detector
        model = build_detector("yolo-s").cuda().eval()
        compiled = torch.compile(model)
        with torch.no_grad():
            for frames in []:
                print(compiled(frames).sigmoid().numpy())  # expect: TL001
                print(model(frames).cpu().numpy())
    """,
    "sigmoid-under-cuda-autocast-keeps-bfloat16": """
        import torch
        model = torch.nn.Linear(2, 2).cuda()

        @torch.no_grad()
        def predict(images):
            with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
                logits = model(images)
                scores = torch.sigmoid(logits)
                probs = logits.softmax(-1)
            print(scores.cpu().numpy())  # expect: TL004
            print(probs.cpu().numpy())
            print(scores.float().cpu().numpy())
    """,
    "a-model-whose-parameters-an-optimizer-takes-trains": """
        import matplotlib.pyplot as plt
        import torch
        from models import get_model

        model = get_model()
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
        scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 10)
        for x in []:
            out = model(x)
            plt.plot(out)  # expect: TL002
            with torch.no_grad():
                plt.plot(model(x))
        frozen = get_model()
        frozen.requires_grad_(False)
        probe = torch.optim.SGD(frozen.parameters(), lr=0.1)
        plt.plot(frozen(1))
    """,
    "torchvision-to-pil-image-moves-to-the-host-itself": """
        import torch
        import torchvision.transforms.functional as TF
        image = torch.rand(3, 8, 8, device="cuda")
        TF.to_pil_image(image).save("x.png")
        print(image.numpy())  # expect: TL001
    """,
    "a-deep-copy-of-a-module-is-where-its-original-is": """
        import copy
        import torch
        import dnnlib
        device = torch.device("cuda", 0)
        G = dnnlib.util.construct_class_by_name().train().requires_grad_(False).to(device)
        G_ema = copy.deepcopy(G).eval()
        grid_z = torch.randn([4, 8], device=device).split(2)
        images = torch.cat([G_ema(z=z) for z in grid_z]).numpy()  # expect: TL001
        kept = torch.cat([G_ema(z=z).cpu() for z in grid_z]).numpy()
    """,
    "a-device-parameter-the-caller-shows-to-be-the-cpu": """
        import torch

        def load_classifier(path, device):
            model = torch.jit.load(path, map_location=device)
            return model.eval()

        cpu_model = load_classifier("a.pt", torch.device("cpu"))
        gpu_model = load_classifier("a.pt", torch.device("cuda"))
        with torch.no_grad():
            print(cpu_model(1).numpy())
            print(gpu_model(1).numpy())  # expect: TL001
    """,
    "isinstance-ndarray-branch-holds-an-array": """
        import numpy as np
        import torch

        class PCA:
            def __init__(self):
                self.dvt = np.eye(3)

            def apply(self, x):
                if isinstance(x, np.ndarray):
                    return np.dot(self.dvt, x.T).T
                return np.dot(self.dvt, x.T)  # expect: TL003

        pca = PCA()
        pca.apply(torch.ones(3, 3, device="cuda"))
    """,
    "transformers-tensorflow-and-flax-models-give-no-torch-tensors": """
        import torch
        from transformers import BertForSequenceClassification, FlaxBertModel, TFBertForSequenceClassification
        tf_model = TFBertForSequenceClassification.from_pretrained("bert-base-uncased")
        flax_model = FlaxBertModel.from_pretrained("bert-base-uncased")
        pt_model = BertForSequenceClassification.from_pretrained("bert-base-uncased")
        ids = torch.ones(1, 4, dtype=torch.long)
        print(tf_model(ids.numpy()).logits.numpy())
        print(flax_model(ids.numpy()).last_hidden_state.numpy())
        print(pt_model(ids).logits.numpy())  # expect: TL002
    """,
    "module-whose-init-freezes-each-part": """
        import torch
        import torch.nn as nn
        from torchvision.models import resnet50, vgg16
        class FrozenEncoder(nn.Module):
            def __init__(self, dim=2048):
                super().__init__()
                self.dim = dim
                self.net = resnet50()
                self.net.fc = nn.Identity()
                self.net.requires_grad_(False)
                self.mean = torch.tensor([0.485, 0.456, 0.406])
            def forward(self, x):
                return self.net(x)
        class Perceptual(nn.Module):
            def __init__(self):
                super().__init__()
                self.vgg = vgg16(weights="DEFAULT").features.eval()
                for p in self.vgg.parameters():
                    p.requires_grad = False
                self.act = nn.ReLU()
            def forward(self, x):
                return self.act(self.vgg(x))
        class Probe(nn.Module):
            def __init__(self):
                super().__init__()
                self.net = resnet50().requires_grad_(False)
                self.head = nn.Linear(2048, 10)
            def forward(self, x):
                return self.head(self.net(x))
        class Refit(nn.Module):
            def __init__(self):
                super().__init__()
                self.net = resnet50()
                self.net.requires_grad_(False)
                self.net.fc = nn.Linear(2048, 10)
            def forward(self, x):
                return self.net(x)
        x = torch.ones(1, 3, 8, 8)
        print(FrozenEncoder()(x).numpy(), Perceptual()(x).numpy())
        print(Probe()(x).numpy())  # expect: TL002
        print(Refit()(x).numpy())  # expect: TL002
    """,
    "method-of-a-passed-model-that-returns-host-values": """
        import numpy as np
        import torch
        class Regressor(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.lin = torch.nn.Linear(2, 1)
                self.to("cuda")
            def forward(self, x):
                return self.lin(x)
            def predict(self, X):
                with torch.no_grad():
                    out = self(torch.as_tensor(X, dtype=torch.float32).cuda())
                return out.squeeze(-1).cpu()
            def scores(self, X):
                with torch.no_grad():
                    return self(torch.as_tensor(X, dtype=torch.float32).cuda())
        def report(model, X):
            print(np.asarray(model.predict(X)))
            print(np.asarray(model.scores(X)))  # expect: TL003
        report(Regressor(), np.ones((3, 2)))
    """,
    "isinstance-of-non-tensor-types-and-or-tests": """
        import numpy as np
        import torch
        from PIL import Image


        def crop(face, device):
            face = face.to(device) if isinstance(face, torch.Tensor) else face
            if isinstance(face, np.ndarray) or isinstance(face, Image.Image):
                return np.float32(face)
            elif isinstance(face, torch.Tensor):
                return np.float32(face)  # expect: TL003
            return face


        class Data:
            def __init__(self, **kwargs):
                self._stats = dict(**kwargs)

            def filter(self, keep):
                for k, v in self._stats.items():
                    if isinstance(v, torch.Tensor):
                        self._stats[k] = v[torch.as_tensor(keep, device=v.device)]
                    elif isinstance(v, np.ndarray):
                        self._stats[k] = v[keep.detach().cpu().numpy()]


        def label(x):
            if isinstance(x, str):
                return np.asarray(x)
            return None


        crop(torch.ones(2), "cuda")
        d = Data(a=np.ones(3), b=torch.ones(3).cuda())
        d.filter(torch.ones(3, dtype=torch.bool).cuda())
        label(torch.ones(2).cuda())
    """,
    "key-loop-rewrites-each-value-of-a-models-dict": """
        import numpy as np
        import torch
        import torchvision


        def log_images(model, batch):
            images = model.log_images(batch)
            for k in images:
                if isinstance(images[k], torch.Tensor):
                    images[k] = images[k].detach().cpu()
                    images[k] = torch.clamp(images[k], -1.0, 1.0)
            for k in images:
                grid = torchvision.utils.make_grid(images[k], nrow=4)
                print(grid.numpy())


        def log_raw(model, batch):
            images = model.log_images(batch)
            for k in images:
                print(images[k].numpy())  # expect: TL001, TL002


        net = torch.nn.Linear(2, 2).cuda()
        log_images(net, torch.ones(2).cuda())
        log_raw(net, torch.ones(2).cuda())
    """,
    "backward-implies-grad-and-lists-repeated-by-a-shape": """
        import torch


        def to_cpu(t):
            return t


        def nms(prediction):
            output = [torch.zeros((0, 6), device="cpu")] * prediction.shape[0]
            for xi, x in enumerate(prediction):
                output[xi] = to_cpu(x)
            return output


        def pass_epoch(model, loss_fn, loader, optimizer):
            loss = 0
            for x, y in loader:
                y_pred = model(x)
                loss_batch = loss_fn(y_pred, y)
                loss_batch.backward()
                optimizer.step()
                loss += loss_batch  # expect: TL008
            return loss


        dets = nms(torch.ones(2, 3, 6).cuda())
        print(dets[0].numpy())  # expect: TL001
    """,
    "lightning-fabric-moves-what-it-sets-up": """
        import lightning as L
        import torch
        def evaluate(model, loader):
            fabric = L.Fabric(accelerator="cuda", devices=1)
            model = fabric.setup(model)
            loader = fabric.setup_dataloaders(loader)
            preds, labels = [], []
            with torch.no_grad():
                for x, y in loader:
                    preds.append(model(x).argmax(dim=1))
                    labels.append(y.cpu())
            print(torch.cat(labels).numpy())
            print(torch.cat(preds).numpy())  # expect: TL001
            print(fabric.all_gather(torch.cat(labels)).numpy())  # expect: TL001
    """,
    # ---- correlated conditions -------------------------------------------------------------
    "dtype-guard-clears-bfloat16-where-it-fails": """
        import torch


        def to_np(x):
            x = x.detach().cpu()
            if x.dtype == torch.bfloat16:
                x = x.float()
            return x.numpy()


        def to_np2(x):
            if x.dtype != torch.bfloat16:
                return x.numpy()
            return x.float().numpy()


        def to_np_bad(x):
            if x.dtype == torch.float16:
                x = x.float()
            return x.numpy()  # expect: TL004


        def show(x):
            if x.dtype == torch.bfloat16:
                print(x.numpy())  # expect: TL004


        t = torch.ones(2, dtype=torch.bfloat16)
        print(to_np(t), to_np2(t), to_np_bad(t), show(t))
    """,
    "flag-passed-to-a-helper-that-guards-the-copy": """
        import torch
        def predict(model, data, use_cuda):
            if use_cuda:
                data = data.cuda()
            with torch.no_grad():
                output = model(data)
            if use_cuda:
                output = output.cpu()
            return output.numpy()
        def main(args):
            use_cuda = not args.no_cuda and torch.cuda.is_available()
            model = torch.nn.Linear(2, 2)
            if use_cuda:
                model = model.cuda()
            return predict(model, torch.ones(2), use_cuda)
    """,
    "flag-passed-to-a-helper-but-the-model-moved-regardless": """
        import torch
        def predict(model, data, use_gpu):
            with torch.no_grad():
                output = model(data)
            if use_gpu:
                output = output.cpu()
            return output.numpy()  # expect: TL001
        model = torch.nn.Linear(2, 2).cuda()
        print(predict(model, torch.ones(2).cuda(), False))
    """,
    "use-cuda-guards-both-moves": """
        import torch
        use_cuda = torch.cuda.is_available()
        model = torch.nn.Linear(2, 2)
        if use_cuda:
            model = model.cuda()
        with torch.no_grad():
            out = model(torch.ones(2).cuda() if use_cuda else torch.ones(2))
        if use_cuda:
            out = out.cpu()
        out.numpy()
    """,
    "use-cuda-guard-on-the-output-of-a-model-passed-in": """
        import torch
        use_cuda = torch.cuda.is_available()
        net = torch.nn.Linear(2, 2)
        if use_cuda:
            net.cuda()

        def predict(net, xs):
            with torch.no_grad():
                for tx in xs:
                    if use_cuda:
                        tx = tx.cuda()
                    out = net(tx)
                    if use_cuda:
                        out = out.cpu()
                    print(out.numpy())

        def predict_wrong_way_round(net, xs):
            with torch.no_grad():
                for tx in xs:
                    out = net(tx)
                    if not use_cuda:
                        out = out.cpu()
                    print(out.numpy())  # expect: TL001

        predict(net, [])
        predict_wrong_way_round(net, [])
    """,
    "use-cuda-unguarded-conversion-still-fires": """
        import torch
        use_cuda = torch.cuda.is_available()
        x = torch.ones(2)
        if use_cuda:
            x = x.cuda()
        x.numpy()  # expect: TL001
    """,
    "trans-to-cuda-trans-to-cpu-helpers": """
        import numpy as np
        import torch

        def trans_to_cuda(variable):
            if torch.cuda.is_available():
                return variable.cuda()
            else:
                return variable

        def trans_to_cpu(variable):
            if torch.cuda.is_available():
                return variable.cpu()
            else:
                return variable

        model = trans_to_cuda(torch.nn.Linear(2, 2))
        with torch.no_grad():
            scores = model(trans_to_cuda(torch.ones(2)))
        print(trans_to_cpu(scores).numpy())
        print(np.argsort(trans_to_cpu(scores)))
        print(scores.numpy())  # expect: TL001
    """,
    "conditional-expression-on-the-same-flag": """
        import argparse
        import numpy as np
        import torch

        parser = argparse.ArgumentParser()
        parser.add_argument("--cuda", action="store_true")
        args = parser.parse_args()
        model = torch.nn.Linear(2, 2)
        if args.cuda:
            model.cuda()
        x = torch.ones(2)
        if args.cuda:
            x = x.cuda()
        with torch.no_grad():
            out = model(x)
        preds = np.squeeze(out.numpy()) if not args.cuda else np.squeeze(out.cpu().numpy())
        bad = out.numpy() if args.cuda else None  # expect: TL001
    """,
    # ---- module wrappers and submodules ------------------------------------------------------
    "data-parallel-module-gives-back-the-class": """
        import numpy as np
        import torch
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(2, 2)

            def forward(self, x):
                return self.fc(x)

            def encode_features(self, x):
                out = {}
                for i in range(3):
                    out[i] = np.zeros((1, 2))
                return out

        model = nn.DataParallel(Net())
        feat = model.module.encode_features(torch.ones(2))
        print(np.append(feat[0], feat[1], axis=0))
        out = model(torch.ones(2, 2))
        print(out.detach().numpy())  # expect: TL001
        print(model.module.fc.weight.detach().numpy())  # expect: TL001
    """,
    "vendored-data-parallel-wrappers-are-data-parallel": """
        import numpy as np
        import torch
        from models.networks.sync_batchnorm import DataParallelWithCallback
        from mmcv.parallel import MMDataParallel, MMDistributedDataParallel

        class Trainer:
            def __init__(self, opt, model):
                self.model = DataParallelWithCallback(model, device_ids=opt.gpu_ids)

            def step(self, data):
                fake = self.model(data)
                return np.asarray(fake.detach())  # expect: TL003

        def evaluate(cfg, model, batch):
            model = MMDataParallel(model, device_ids=cfg.gpu_ids)
            out = model(batch)
            print(out.detach().numpy())  # expect: TL001

        def evaluate_on_cpu(model, batch):
            model = MMDistributedDataParallel(model)
            out = model(batch)
            print(out.detach().numpy())
    """,
    "a-wrapped-model-of-a-bf16-lightning-module-gives-bfloat16": """
        import lightning.pytorch as pl
        import torch


        class Wrapper(pl.LightningModule):
            def __init__(self, model, criterion):
                super().__init__()
                self.model = model
                self.criterion = criterion
                self.outputs = []

            def validation_step(self, batch, batch_idx):
                y_hat = self.model(batch["x"])
                loss = self.criterion(y_hat, batch["y"])
                self.outputs.append(y_hat.cpu().numpy())  # expect: TL004
                self.outputs.append(y_hat.float().cpu().numpy())
                self.log("val_loss", loss)
                config = self.hparams_dict("lr")
                print(config.numpy())

            def hparams_dict(self, key):
                return {key: 1}


        trainer = pl.Trainer(precision="bf16-mixed")
        trainer.fit(Wrapper(build(), torch.nn.MSELoss()))
    """,
    "functools-partial-runs-its-function-with-what-it-binds": """
        import functools
        from functools import partial

        import torch
        from datasets import load_dataset


        def encode(batch, encoder, dtype):
            with torch.no_grad():
                emb = encoder(torch.tensor(batch["ids"])).to(dtype)
            return {"emb": emb.numpy()}  # expect: TL004


        def encode_safely(batch, encoder, dtype):
            with torch.no_grad():
                emb = encoder(torch.tensor(batch["ids"])).to(dtype)
            return {"emb": emb.float().numpy()}


        def collate(items, device):
            ids = torch.tensor([item["ids"] for item in items], device=device)
            return ids.numpy()  # expect: TL001


        encoder = torch.nn.Embedding(10, 4)
        ds = load_dataset("imdb")["train"]
        ds = ds.map(functools.partial(encode, encoder=encoder, dtype=torch.bfloat16), batched=True)
        ds = ds.map(partial(encode_safely, encoder=encoder, dtype=torch.bfloat16), batched=True)
        loader = torch.utils.data.DataLoader(ds, collate_fn=partial(collate, device="cuda"))
        host_loader = torch.utils.data.DataLoader(ds, collate_fn=partial(collate, device="cpu"))
    """,
    "numpy-holds-a-dict-as-one-object": """
        import numpy as np
        import torch

        device = torch.device("cuda")
        motion = torch.randn(4, 3, device=device)
        texts = ["walk"] * 4
        np.save("results.npy", {"motion": motion.cpu().numpy(), "text": texts, "raw": motion})
        np.save("bad.npy", [motion])  # expect: TL003
    """,
    "what-a-lightning-module-holds-besides-layers": """
        import numpy as np
        import pytorch_lightning as pl
        import torch


        class Sampler:
            def __init__(self, dataset, epoch=0):
                self.dataset = dataset
                self.epoch = epoch
                self.batches = [np.arange(4), np.arange(4, 8)]

            def set_epoch(self, epoch):
                self.epoch = epoch

            def order(self):
                sizes = np.array(self.dataset.sizes)
                return sizes, self.batches[self.epoch % 2]


        class Task(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.net = torch.nn.Linear(4, 4)

            def setup(self, stage):
                self.train_dataset = self.dataset_cls("train")
                self.sampler = Sampler(self.train_dataset)

            def on_train_epoch_start(self):
                self.sampler.set_epoch(self.current_epoch)
                print(self.sampler.order())

            def validation_step(self, batch, batch_idx):
                out = self.net(batch)
                print(np.asarray(out.detach()))  # expect: TL003
    """,
    "names-and-datasets-are-not-moved-tensors": """
        import numpy as np
        import torch
        from accelerate import Accelerator
        from torch import nn


        DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


        class TargetEmbed(nn.Module):
            def __init__(self):
                super().__init__()
                self.mlp = nn.Linear(4, 4)

            def forward(self, x, target_joint_names):
                for names in target_joint_names:
                    print(np.append(names, "heading"))
                return self.mlp(x)


        accelerator = Accelerator()
        loader = accelerator.prepare(torch.utils.data.DataLoader(range(8)))
        series = np.array(loader.dataset.timeseries)
        for batch in loader:
            print(np.array(batch))  # expect: TL003
    """,
    "a-label-named-key-of-a-dict-of-known-entries-is-that-entry": """
        import numpy as np
        import torch

        device = torch.device("cuda")


        def stats_of(acts):
            a = acts.cpu().numpy()
            return np.mean(a, axis=0), np.cov(a, rowvar=False)


        def evaluate(loaders):
            computed = {}
            for key, loader in loaders.items():
                feats = torch.randn(4, 3, device=device)
                computed[key] = {"feats": feats, "stats": stats_of(feats)}
            mu, sigma = computed["gt"]["stats"]
            print(np.atleast_1d(mu), np.atleast_2d(sigma))
            print(np.atleast_2d(computed["gt"]["feats"]))  # expect: TL003
    """,
    "a-cpu-branch-does-not-make-the-other-device-the-cpu": """
        import torch


        def evaluate(model, batches, device):
            outs = []
            with torch.no_grad():
                for batch in batches:
                    outs.append(model(batch.to(device)).numpy())  # expect: TL001
            return outs


        def main(args):
            device = args.device if args.device >= 0 else "cpu"
            model = torch.nn.Linear(2, 2).to(device)
            evaluate(model, [torch.ones(2, 2)], device)
            host = "cpu" if args.no_cuda else "cpu:0"
            print(model.cpu()(torch.ones(2, 2).to(host)).detach().numpy())
    """,
    "ddp-output-is-where-the-module-was-moved": """
        import torch
        from torch.nn.parallel import DistributedDataParallel as DDP

        def main(rank, make_model, batch):
            model = DDP(make_model().to(rank), device_ids=[rank])
            out = model(batch.to(rank))
            print(out.detach().numpy())  # expect: TL001
            print(out.detach().cpu().numpy())
    """,
    "submodule-parameters-move-with-the-module": """
        import torch
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(2, 2)

        model = Net().cuda()
        print(model.fc.weight.detach().numpy())  # expect: TL001
        print(model.fc.weight.detach().cpu().numpy())
        half = Net().half()
        print(half.fc.weight.detach().float().numpy())
    """,
    # ---- what only a module or a tensor has ------------------------------------------------
    "requires-grad-on-a-value-of-unknown-origin": """
        import torch

        def init_embedding(encoder, ids):
            table = encoder.get_input_embeddings().weight.detach()
            vec = table[ids].clone()
            return vec.requires_grad_(True)

        def frozen(encoder, ids):
            return encoder.get_input_embeddings().weight[ids].requires_grad_(False)

        print(init_embedding(enc, [0]).numpy())  # expect: TL002
        print(frozen(enc, [0]).numpy())
    """,
    "eval-on-a-model-of-unknown-class-without-no-grad": """
        import matplotlib.pyplot as plt
        import torch
        import models.archs as archs

        model = archs.MAN(24, 1, 3)
        model.load_state_dict(torch.load("man.pth", map_location="cpu"))
        model.eval()
        out, fea = model.visual_feature(torch.ones(1, 3, 8, 8))
        plt.imshow(fea[0])  # expect: TL002
        with torch.no_grad():
            out, fea = model.visual_feature(torch.ones(1, 3, 8, 8))
        plt.imshow(fea[0])
    """,
    # ---- Lightning precision ----------------------------------------------------------------
    "lightning-bf16-mixed-steps-run-in-bfloat16": """
        import lightning as L
        import torch
        import torch.nn as nn
        from sklearn.metrics import roc_auc_score

        class Lit(L.LightningModule):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(8, 1)
                self.outputs = []

            def forward(self, x):
                return self.head(x).squeeze(-1)

            def validation_step(self, batch, batch_idx):
                x, y = batch
                logits = self(x)
                self.outputs.append({"pred": torch.sigmoid(logits), "prob": logits.float().softmax(-1), "true": y})

            def on_validation_epoch_end(self):
                pred = torch.cat([o["pred"] for o in self.outputs]).cpu().numpy()  # expect: TL004
                prob = torch.cat([o["prob"] for o in self.outputs]).cpu().numpy()
                true = torch.cat([o["true"] for o in self.outputs]).cpu().numpy()
                print(roc_auc_score(true, pred), prob)

        def main():
            trainer = L.Trainer(accelerator="gpu", precision="bf16-mixed")
            trainer.fit(Lit())
    """,
    "lightning-fp16-mixed-is-no-numpy-problem": """
        import pytorch_lightning as pl
        import torch.nn as nn

        class Lit(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(8, 1)

            def validation_step(self, batch, batch_idx):
                out = self.head(batch).detach().cpu().numpy()
                return out

        trainer = pl.Trainer(precision="16-mixed")
        trainer.fit(Lit())
    """,
    "dicts-of-the-same-keys-joined-key-by-key": """
        import torch

        def step(x, y, fast):
            if fast:
                out = {"pred": x.cuda(), "true": y}
            else:
                out = {"pred": x, "true": y}
            print(out["true"].numpy())
            print(out["pred"].numpy())  # expect: TL001
    """,
    "one-element-of-a-matrix-takes-float": """
        import numpy as np
        import torch

        feat_map = torch.randn(1, 4, 8, 8, requires_grad=True).cuda()
        val = np.zeros((1, 5))
        for k in range(4):
            val[0, k] = feat_map[0, k, 2, 3]
        rows = np.zeros((4, 8))
        rows[0] = feat_map[0, 0, 0]  # expect: TL002, TL003
        rows[1, :] = feat_map[0, 1, 0]  # expect: TL002, TL003
    """,
    "sizes-given-to-view-do-not-move-the-tensor": """
        import torch

        target = torch.tensor([2, 3]).cuda()
        h, w = target
        image = torch.ByteTensor(bytearray(6)).view(h, w)
        print(image.numpy())
        print(image.reshape(w, h).permute(1, 0).numpy())
        print(target.view(1, 2).numpy())  # expect: TL001
    """,
    "an-optimizer-given-several-modules-parameters-trains-each": """
        import itertools
        import torch
        from model import build_g, build_q, build_h, build_e

        G, Q, H, E = build_g(), build_q(), build_h(), build_e()
        opt = torch.optim.Adam(list(G.parameters()) + list(Q.parameters()), lr=1e-3)
        groups = torch.optim.SGD([{"params": H.parameters(), "lr": 0.1}], lr=0.1)
        print(G(torch.ones(2)).numpy())  # expect: TL002
        print(Q(torch.ones(2)).numpy())  # expect: TL002
        print(H(torch.ones(2)).numpy())  # expect: TL002
        print(E(torch.ones(2)).numpy())
    """,
    "a-model-passed-in-and-handed-to-an-optimizer-trains": """
        import numpy as np
        import torch

        class Runner:
            def __init__(self, model, device):
                self.device = device
                self.model = model.to(device)
                self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=1e-3)

            def scores(self, images):
                out = torch.sigmoid(self.model(images.to(self.device)))
                return np.concatenate([out])  # expect: TL002, TL003
    """,
    "a-parameter-annotated-as-an-ndarray-is-one": """
        import numpy as np
        import numpy.typing as npt
        import torch

        def subset(positions: np.ndarray, rows: npt.NDArray, other):
            picked = np.asarray(positions)[rows]
            return picked, np.asarray(other)  # expect: TL003

        subset(torch.ones(3).cuda(), torch.ones(3).cuda(), torch.ones(3).cuda())
    """,
    # ---- properties and constructors that hand their arguments on -------------------------
    "a-property-getter-runs-on-read": """
        import torch

        class Holder:
            def __init__(self, model):
                self.model = model

            @property
            def device(self):
                return self.model.weight.device

            def embed(self, points):
                return torch.as_tensor(points, device=self.device).numpy()  # expect: TL001

        on_gpu = Holder(torch.nn.Linear(2, 2).cuda())
    """,
    "a-property-of-a-host-model-is-silent": """
        import torch

        class Holder:
            def __init__(self, model):
                self.model = model

            @property
            def device(self):
                return self.model.weight.device

            def embed(self, points):
                return torch.as_tensor(points, device=self.device).numpy()

        Holder(torch.nn.Linear(2, 2))
    """,
    "a-constructor-that-builds-another-class-with-its-argument": """
        import torch

        class Pred:
            def __init__(self, m):
                self.model = m

            @torch.no_grad()
            def predict(self, x):
                return self.model(x).numpy()  # expect: TL001

        class Gen:
            def __init__(self, model, n=3):
                self.n = n
                self.predictor = Pred(model)

        Gen(torch.nn.Linear(2, 2).cuda())
    """,
    "a-move-bound-to-underscore-moves-a-module-in-place": """
        import torch

        def build():
            return torch.nn.Linear(2, 2)

        sam = build()
        _ = sam.to(device="cuda")
        print(sam(torch.ones(2)).detach().numpy())  # expect: TL001
    """,
    "a-device-setting-read-from-args-in-a-function": """
        import argparse
        import torch

        def main(args):
            model = torch.nn.Linear(2, 2).to(args.device)
            with torch.no_grad():
                return model(torch.ones(2)).numpy()  # expect: TL001

        def embed(x):
            # the device of a tensor parameter: only what callers pass decides
            return torch.zeros(2, device=x.device).numpy()

        if __name__ == "__main__":
            parser = argparse.ArgumentParser()
            parser.add_argument("--device", default="cuda")
            main(parser.parse_args())
            embed(torch.ones(2))
    """,
    "a-comparison-of-a-parameter-is-a-mask-where-it-lives": """
        import numpy as np
        import torch

        def boxes_of(probs, thresh):
            mask = probs >= thresh
            return mask.nonzero()[:, 0]

        inds = boxes_of(torch.rand(8, device="cuda"), 0.5)
        print(np.where(inds == 0))  # expect: TL003
        flags = boxes_of(torch.rand(8), 0.5)
        print(np.where(flags == 0))
    """,
    "a-slice-assignment-keeps-a-tensor-a-tensor": """
        import torch

        def rescale_boxes(boxes, w):
            boxes[:, 0] = boxes[:, 0] * w
            boxes[..., 1] = 0
            return boxes

        out = rescale_boxes(torch.ones(3, 4, device="cuda"), 2.0)
        print(out.numpy())  # expect: TL001
        host = rescale_boxes(torch.ones(3, 4), 2.0)
        print(host.numpy())
    """,
    "star-args-and-kwargs-carry-what-callers-pass": """
        import numpy as np
        import torch

        class MaskData:
            def __init__(self, **kwargs):
                self._stats = dict(**kwargs)

            def to_numpy(self):
                for k, v in self._stats.items():
                    if isinstance(v, torch.Tensor):
                        self._stats[k] = v.detach().numpy()  # expect: TL001

        def log_all(*tensors):
            for t in tensors:
                print(np.asarray(t))  # expect: TL003

        def log_host(*tensors):
            for t in tensors:
                print(np.asarray(t))

        x = torch.ones(3, device="cuda")
        data = MaskData(masks=x, iou_preds=x)
        log_all(torch.ones(2), x)
        log_host(torch.ones(2), x.cpu())
    """,
    "an-ordered-dict-of-pairs-is-a-dict": """
        from collections import OrderedDict
        import numpy as np
        import torch

        loss = torch.ones(2, device="cuda").sum()
        errors = OrderedDict([("loss", loss.data), ("acc", 0.5)])
        print(np.array([errors[k] for k in ("loss", "acc")]))  # expect: TL003
        host = OrderedDict([("loss", loss.item())])
        print(np.array(list(host.values())))
    """,
    "an-accessor-of-a-passed-model-returns-its-part": """
        import matplotlib.pyplot as plt
        import torch
        import torch.nn as nn

        class TextEncoder(nn.Module):
            def __init__(self):
                super().__init__()
                self.token_embedding = nn.Embedding(10, 4)

            def get_input_embeddings(self):
                return self.token_embedding

            def get_name(self):
                return "encoder"

        def inspect(encoder, ids):
            emb = encoder.get_input_embeddings().weight
            for u in ids:
                plt.plot(emb[u].numpy())  # expect: TL002
            print(encoder.get_name())

        inspect(TextEncoder(), [1, 2])
    """,
    "a-modules-size-attribute-is-a-number": """
        import cv2
        import numpy as np
        import torch

        net = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3)).cuda()

        def base_transform(image, size):
            return cv2.resize(image, (size, size))

        print(base_transform(np.zeros((8, 8, 3)), net.size))
        print(np.asarray(net[0].weight))  # expect: TL002, TL003
    """,
    "a-method-called-on-a-parameter-runs-for-each-caller": """
        import torch

        class Logger:
            def log_validation(self, y_pred):
                print(y_pred.numpy())  # expect: TL001

        def validate(model, logger):
            with torch.no_grad():
                y_pred = model(torch.ones(2))
            logger.log_validation(y_pred)

        def train(model, logger):
            validate(model, logger)

        train(torch.nn.Linear(2, 2).cuda(), Logger())
        validate(torch.nn.Linear(2, 2), Logger())
    """,
    "a-method-run-for-a-caller-keeps-the-helpers-no-grad": """
        import torch
        import torch.nn as nn

        class SAGE(nn.Module):
            def __init__(self):
                super().__init__()
                self.convs = nn.ModuleList([nn.Linear(2, 2)])

            def inference(self, x_all, loader, device):
                xs = []
                for n_id in loader:
                    x = self.convs[0](x_all[n_id].to(device))
                    xs.append(x.cpu())
                return torch.cat(xs, dim=0)

        @torch.no_grad()
        def test(model, x, loader, device):
            return model.inference(x, loader, device).numpy()

        test(SAGE(), torch.ones(4, 2), [[0, 1]], "cpu")
    """,
    "an-optional-instance-is-the-instance-where-its-methods-run": """
        import torch

        class Logger:
            def log_validation(self, y_pred):
                print(y_pred.numpy())  # expect: TL001

        def make_logger(rank):
            if rank == 0:
                logger = Logger()
            else:
                logger = None
            return logger

        def validate(model, logger):
            with torch.no_grad():
                y_pred = model(torch.ones(2))
            logger.log_validation(y_pred)

        validate(torch.nn.Linear(2, 2).cuda(), make_logger(0))
    """,
    "a-constructor-chain-with-a-host-model-is-silent": """
        import torch

        class Pred:
            def __init__(self, m):
                self.model = m

            @torch.no_grad()
            def predict(self, x):
                return self.model(x).numpy()

        class Gen:
            def __init__(self, model):
                self.predictor = Pred(model)

        Gen(torch.nn.Linear(2, 2).to("cpu"))
    """,
    # ---- a parameter called is a factory or a module, never known to be a tensor --------
    # (stable-baselines3 tests/test_envs.py, tests/test_vec_envs.py; env_checker.py)
    "a-parameter-called-as-a-factory-makes-no-tensor": """
        import functools
        import numpy as np
        import torch

        def check_env(env):
            space = env.action_space
            return np.any(space.low != -1)

        def test_custom_envs(env_class):
            env = env_class()
            check_env(env)

        def test_terminal_obs(vec_env_class, vec_env_wrapper, steps):
            vec_env = vec_env_wrapper(vec_env_class([functools.partial(make, n) for n in steps]))
            prev = vec_env.reset()
            obs, _, done, info = vec_env.step(np.zeros(4))
            assert np.all(obs < prev)
    """,
    "a-dict-of-spaces-iterated-by-items-holds-no-tensor": """
        import numpy as np
        import torch
        from copy import deepcopy

        def is_image_space(observation_space):
            return np.any(observation_space.low != 0)

        class VecTranspose:
            def __init__(self, venv):
                observation_space = deepcopy(venv.observation_space)
                for key, space in observation_space.spaces.items():
                    if is_image_space(space):
                        print(key)
    """,
    "a-model-parameter-called-on-inputs-still-converts": """
        import torch

        def evaluate(model, x):
            return model(x).detach().numpy()  # expect: TL001

        net = torch.nn.Linear(2, 2).cuda()
        evaluate(net, torch.ones(1, 2).cuda())
    """,

    # (PyTorch-Tutorial 504_batch_normalization: lists bound afresh by a tuple at each epoch)
    "lists-bound-afresh-by-tuple-each-step-keep-one-step": """
        import torch
        nets = [torch.nn.Linear(2, 3) for _ in range(2)]
        opts = [torch.optim.Adam(n.parameters()) for n in nets]
        for epoch in range(10):
            layer_inputs, pre_acts = [], []
            for net in nets:
                out = net(torch.ones(1, 2))
                layer_inputs.append(out)
            print(len(layer_inputs))
            for net, opt in zip(nets, opts):
                loss = net(torch.ones(1, 2)).sum()
                opt.zero_grad()
                loss.backward()
                opt.step()
    """,

    # (Real-Time-Voice-Cloning synthesizer/train.py:179: clip_grad_norm_ runs under no_grad)
    "a-gradient-norm-never-requires-grad": """
        import numpy as np
        import torch
        model = torch.nn.Linear(2, 2)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        for x in [torch.ones(1, 2)] * 3:
            loss = model(x).sum()
            loss.backward()
            grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            if np.isnan(grad_norm.cpu()):
                print("nan")
            opt.step()
    """,
    # (yolov5 segment/val.py:103 `@smart_inference_mode()`: the project's inference_mode wrapper)
    "a-project-inference-mode-decorator-turns-grad-off": """
        import numpy as np
        import torch

        def smart_inference_mode():
            def decorate(fn):
                return torch.inference_mode()(fn)
            return decorate

        model = torch.nn.Linear(2, 2)

        @smart_inference_mode()
        def run(x):
            return np.asarray(model(x))

        def train_step(x):
            return np.asarray(model(x))  # expect: TL002
    """,

    "a-module-parameters-output-is-a-tensor-where-a-module-is-passed": """
        import numpy as np
        import torch

        def embed(encoder, x):
            with torch.no_grad():
                return encoder(x).reshape(-1)

        def center(v):
            return v - np.mean(v)  # expect: TL007

        center(embed(torch.nn.Linear(2, 2), torch.ones(1, 2)))
    """,

    # (latent-diffusion ldm/models/diffusion/ddim.py:133: `model.num_timesteps` is a count)
    "a-count-attribute-of-a-passed-model-is-a-number": """
        import numpy as np
        import torch

        class Sampler:
            def __init__(self, model):
                self.model = model
                self.num_steps = model.num_timesteps

            def sample(self, use_original, schedule):
                timesteps = self.num_steps if use_original else schedule
                return np.flip(timesteps)

        net = torch.nn.Linear(2, 2).cuda()
        Sampler(net).sample(True, np.arange(10))
    """,

    # (Real-Time-Voice-Cloning encoder/preprocess.py:50: **kwargs numbers collected per key)
    "values-collected-from-kwargs-are-what-callers-pass": """
        import numpy as np
        import torch

        class DatasetLog:
            def __init__(self):
                self.sample_data = dict()

            def add_sample(self, **kwargs):
                for name, value in kwargs.items():
                    if not name in self.sample_data:
                        self.sample_data[name] = []
                    self.sample_data[name].append(value)

            def finalize(self):
                for name, values in self.sample_data.items():
                    print(name, np.min(values), np.mean(values))

        log = DatasetLog()
        log.add_sample(duration=1.5)
        log.finalize()
    """,
    # ---- a module-level model set by a loader under `global` ----
    "global-model-set-by-a-loader": """
        import numpy as np
        import torch

        _model = None  # type: torch.nn.Module
        _device = None  # type: torch.device

        def load_model(weights_fpath, device=None):
            # Real-Time-Voice-Cloning's encoder/inference.py: called from other files.
            global _model, _device
            if device is None:
                _device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
            elif isinstance(device, str):
                _device = torch.device(device)
            _model = torch.nn.Linear(40, 256).to(_device)
            _model.eval()

        def embed_frames_batch(frames_batch):
            if _model is None:
                raise Exception("Model was not loaded. Call load_model() before inference.")
            frames = torch.from_numpy(frames_batch).to(_device)
            return _model.forward(frames).detach().numpy()  # expect: TL001

        def embed_frames_safely(frames_batch):
            frames = torch.from_numpy(frames_batch).to(_device)
            return _model.forward(frames).detach().cpu().numpy()
    """,
    # ---- a device read from the environment, then refused unless it is the CPU ----
    "environment-device-refused-unless-cpu": """
        import os
        import torch

        DEVICE = os.environ.get("SCORER_DEVICE", "cpu")
        if DEVICE not in ("cpu",):
            raise ValueError(f"built without CUDA; SCORER_DEVICE={DEVICE!r} is not supported")
        model = torch.nn.Linear(2, 2).to(DEVICE)
        with torch.no_grad():
            print(model(torch.ones(2, device=DEVICE)).numpy())

        OTHER_DEVICE = os.environ.get("OTHER_DEVICE", "cuda")
        if OTHER_DEVICE == "cpu":
            print("on the CPU")
        other = torch.nn.Linear(2, 2).to(OTHER_DEVICE)
        with torch.no_grad():
            print(other(torch.ones(2, device=OTHER_DEVICE)).numpy())  # expect: TL001
    """,
    # ---- a flag parameter decides what a helper returns; each call site knows its value ----
    "flag-parameter-decides-the-return": """
        import numpy as np
        import torch

        model = torch.nn.Linear(2, 2).cuda()

        def synthesize(x, return_alignments=False):
            out = model(x.cuda())
            specs = [out.detach().cpu().numpy()]
            return (specs, out) if return_alignments else specs

        def synthesize_2(x, return_alignments=False):
            out = model(x.cuda())
            specs = [out.detach().cpu().numpy()]
            if return_alignments:
                return specs, out
            return specs

        print(np.concatenate(synthesize(torch.ones(2))))
        print(np.concatenate(synthesize_2(torch.ones(2), return_alignments=False)))
        print(np.concatenate(synthesize_2(torch.ones(2), False)))
        _, alignments = synthesize_2(torch.ones(2), return_alignments=True)
        print(np.asarray(alignments))  # expect: TL002, TL003
    """,
    # ---- a model that takes NumPy, or a predict() of an unseen class, is not a torch module ----
    "model-called-on-numpy-is-not-a-torch-module": """
        import numpy as np
        import torch

        class Backend(torch.nn.Module):
            # yolov5's DetectMultiBackend: one of PyTorch, TensorFlow, CoreML... models,
            # stored by `self.__dict__.update(locals())`.
            def __init__(self, weights, saved_model):
                super().__init__()
                model = load_any(weights)
                self.__dict__.update(locals())

            def forward(self, im):
                if self.saved_model:
                    im = im.cpu().numpy()
                    y = self.model(im)
                    y = [x if isinstance(x, np.ndarray) else x.numpy() for x in y]
                else:
                    y = self.model(im)
                    y = [x.numpy() for x in y]  # expect: TL002
                return y
    """,
    "onnx-session-held-where-the-torch-model-may-be": """
        import numpy as np
        import torch

        class Model:
            # simpletransformers' ClassificationModel: an ONNX session or a torch model.
            def __init__(self, use_onnx):
                self.use_onnx = use_onnx
                if use_onnx:
                    import onnxruntime
                    self.model = onnxruntime.InferenceSession("model.onnx")
                else:
                    self.model = torch.nn.DataParallel(torch.nn.Linear(2, 2)).cuda()

            def predict(self, batches):
                preds = np.empty((len(batches), 2))
                for i, x in enumerate(batches):
                    if self.use_onnx:
                        output = self.model.run(None, {"x": x.detach().cpu().numpy()})
                        preds[i] = output[0]
                    else:
                        with torch.no_grad():
                            preds[i] = self.model(x.cuda())[0]  # expect: TL003
                return preds
    """,
    "predict-of-an-unseen-class-returns-numpy": """
        import numpy as np
        import torch

        def test_save_load(model_class, env, observations, tmp_path):
            for device in ["auto", "cpu", "cuda"]:
                model = model_class.load(str(tmp_path / "m.zip"), env=env, device=device)
                actions, _ = model.predict(observations, deterministic=True)
                assert np.allclose(actions, actions, 1e-4)

        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(4, 2)

            def predict(self, x):
                return self.fc(x).argmax(1)

        net = Net().cuda()
        print(np.asarray(net.predict(torch.ones(1, 4).cuda())))  # expect: TL003
    """,
    "torchaudio-functional-keeps-the-device": """
        import numpy as np
        import torch
        import torchaudio

        def resampled(audio, device):
            wave = torch.tensor(audio)[None, :].to(device)
            out = torchaudio.functional.resample(wave.cuda(), 44100, 16000)
            kept = torchaudio.functional.resample(torch.tensor(audio), 44100, 16000)
            return np.array(out), np.array(kept)  # expect: TL003
    """,
    "torchaudio-bundle-model-requires-grad": """
        import numpy as np
        import torch
        from torchaudio.pipelines import SQUIM_OBJECTIVE

        def scores(waveforms):
            model = SQUIM_OBJECTIVE.get_model()
            measures = []
            for w in waveforms:
                _, _, sdr = model(w)
                measures.append(sdr[0])
            with torch.no_grad():
                _, _, clean = model(waveforms[0])
            labels = SQUIM_OBJECTIVE.sample_rate
            return np.array(measures), np.array(clean), np.array(labels)  # expect: TL002
    """,
    "a-conversion-at-the-end-of-a-chain-over-lines-is-reported-on-its-line": """
        import numpy as np
        import torch

        def save_heatmaps(batch_heatmaps):
            batch_heatmaps = batch_heatmaps.cuda()
            for i in range(batch_heatmaps.size(0)):
                heatmaps = batch_heatmaps[i].mul(255)\\
                                            .clamp(0, 255)\\
                                            .byte()\\
                                            .numpy()  # expect: TL001
                shown = (batch_heatmaps[i]
                         .byte()
                         .cpu()
                         .numpy())
                print(heatmaps, shown)
    """,
    "a-models-config-object-holds-settings": """
        import numpy as np
        import torch

        class Pipeline:
            def __init__(self, model):
                self.model = model

            @property
            def horizon(self):
                return self.model.chronos_config.max_output_patches * self.model.chronos_config.output_patch_size

            def rows(self, n_items):
                return np.repeat(np.arange(n_items), self.horizon)

            def finetuned(self, config):
                model = Model(config).to(self.model.device)
                return Pipeline(model=model)

        class Model(torch.nn.Module):
            def __init__(self, config):
                super().__init__()
                self.chronos_config = config
                self.proj = torch.nn.Linear(4, 4)

        pipe = Pipeline(Model({}).cuda())
        print(pipe.rows(3), np.asarray(pipe.model.proj.weight.detach()))  # expect: TL003
    """,
    "the-device-of-an-argument-nothing-shows-off-the-cpu": """
        import torch

        def interpolate(query, levels, values):
            device = values.device
            query = query.to(device)
            levels = levels.to(device)
            return torch.gather(values.float(), -1, levels.long()) * query

        def quantiles(predictions, levels):
            qs = [interpolate(torch.tensor(levels), torch.tensor([0.1, 0.5]), p) for p in predictions]
            return torch.stack(qs).numpy()

        def on_the_gpu(predictions, levels):
            qs = [interpolate(torch.tensor(levels), torch.tensor([0.1, 0.5]), p.cuda()) for p in predictions]
            return torch.stack(qs).numpy()  # expect: TL001
    """,
    "a-model-loaded-under-another-name-and-cast-runs-its-methods-in-bf16": """
        import torch
        from sae_lens import SAE
        from transformers import AutoTokenizer

        class FeatureData:
            def __init__(self, model, encoder):
                self.model = model
                self.encoder = encoder

            @torch.no_grad()
            def activations(self, batch, hook):
                _, cache = self.model.run_with_cache(batch, names_filter=[hook])
                acts = self.encoder.encode(cache[hook])
                return acts.cpu().numpy()  # expect: TL004

        sae, cfg, _ = SAE.from_pretrained(release="gemma", sae_id="blocks.6")
        sae = sae.to(dtype=torch.bfloat16)
        tokenizer = AutoTokenizer.from_pretrained("gemma")
        ids = tokenizer.to(dtype=torch.bfloat16).encode("a b c")
        print(FeatureData(None, sae).activations(ids, "blocks.6"))
    """,
    "a-tensor-never-takes-the-list-branch": """
        import numpy as np
        import torch

        def to_numpy(tensor):
            if isinstance(tensor, np.ndarray):
                return tensor
            elif isinstance(tensor, (list, tuple)):
                return np.array(tensor)
            elif isinstance(tensor, torch.Tensor):
                return tensor.detach().cpu().numpy()  # expect: TL004

        def to_array(values):
            if isinstance(values, (list, tuple)):
                return np.array(values)  # expect: TL003
            return values

        def report(x):
            acts = x.cuda().to(torch.bfloat16)
            return to_numpy(acts), to_array([t.cuda() for t in x]), to_numpy([a.float().cpu() for a in acts])
    """,
    "an-availability-flag-speaks-only-for-its-own-accelerators": """
        import torch

        USE_CUDA = torch.cuda.is_available()
        USE_GPU = torch.cuda.is_available() or torch.xpu.is_available()

        def pick_device():
            if torch.cuda.is_available():
                return "cuda"
            if torch.xpu.is_available():
                return "xpu"
            return "cpu"

        def cuda_only(model, x):
            out = model(x.to(pick_device()))
            return out.cpu().detach().numpy() if USE_CUDA else out.detach().numpy()  # expect: TL001

        def any_gpu(model, x):
            out = model(x.to(pick_device()))
            return out.cpu().detach().numpy() if USE_GPU else out.detach().numpy()

        def cuda_guess(model, x, device):
            out = model(x.to(device))
            return out.cpu().detach().numpy() if USE_GPU else out.detach().numpy()
    """,

    "clip-load-gives-a-trainable-model-on-its-device": """
        import clip
        import torch

        model, preprocess = clip.load("ViT-B/32")
        cpu_model, cpu_preprocess = clip.load("ViT-B/32", "cpu")

        def embed(image):
            with torch.no_grad():
                feats = model.encode_image(preprocess(image).unsqueeze(0))
            return feats.numpy()  # expect: TL001

        def embed_on_host(image):
            with torch.no_grad():
                feats = model.encode_image(preprocess(image).unsqueeze(0))
            return feats.cpu().numpy()

        def embed_on_the_cpu_model(image):
            with torch.no_grad():
                return cpu_model.encode_image(cpu_preprocess(image).unsqueeze(0)).numpy()

        def probabilities(image, text):
            logits_per_image, _ = model(preprocess(image).unsqueeze(0), clip.tokenize(text))
            return logits_per_image.softmax(dim=-1).cpu().numpy()  # expect: TL002
    """,
    "a-metric-function-passed-in-runs-on-what-the-helper-gives-it": """
        import numpy as np
        import torch

        def accuracy(pred, y):
            return np.mean(pred.argmax(1).numpy() == y.numpy())  # expect: TL001

        def host_accuracy(pred, y):
            return np.mean(pred.argmax(1).cpu().numpy() == y.cpu().numpy())

        def count(pred, y):
            return np.asarray(pred).shape[0]

        def evaluate(model, loader, metrics):
            results = []
            with torch.no_grad():
                for x, y in loader:
                    x, y = x.cuda(), y.cuda()
                    out = model(x)
                    results.append([m(out, y) for m in metrics])
            return results

        def evaluate_on_host(model, loader, metric_fn):
            with torch.no_grad():
                for x, y in loader:
                    print(metric_fn(model(x), y))

        def main(model, loader):
            evaluate(model.cuda(), loader, [accuracy, host_accuracy])
            evaluate_on_host(model, loader, metric_fn=count)
    """,
    "arrays-a-model-returns-in-a-dict-stay-arrays-in-a-helper": """
        import numpy as np
        import torch
        from torch import nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(4, 2)

            def forward(self, x, instance_eval=False):
                logits = self.fc(x)
                y_hat = logits.argmax(1)
                if instance_eval:
                    preds = []
                    preds.extend(y_hat.cpu().numpy())
                    results = {"instance_loss": logits.sum(), "inst_preds": np.array(preds)}
                else:
                    results = {}
                return logits, y_hat, results

        def log_batch(pred):
            return np.array(pred).astype(int)

        def train(model, loader):
            for x, y in loader:
                logits, y_hat, d = model(x, instance_eval=True)
                log_batch(d["inst_preds"])
                print(np.asarray(d["instance_loss"]))  # expect: TL002

        def main(loader):
            train(Net(), loader)
    """,
    "one-item-of-a-1d-array-takes-float-of-a-tensor": """
        import numpy as np
        import torch


        def evaluate(model, loader, device):
            all_labels = np.zeros(len(loader))
            all_probs = np.zeros((len(loader), 2))
            grid = np.zeros(loader.shape)
            for batch_idx, (data, label) in enumerate(loader):
                data, label = data.to(device), label.to(device)
                with torch.no_grad():
                    logits = model(data)
                all_labels[batch_idx] = label
                all_probs[batch_idx] = logits  # expect: TL003
                grid[batch_idx] = label  # expect: TL003
            return all_labels, all_probs, grid


        def main(model, loader):
            evaluate(model, loader, torch.device("cuda"))
    """,
    "a-loss-function-passed-in-is-applied-not-a-factory": """
        import numpy as np
        import torch
        from torch import nn


        def train_loop(model, loader, optimizer, loss_fn=None):
            model.train()
            train_loss = 0.0
            for data, label in loader:
                logits = model(data)
                loss = loss_fn(logits, label)
                train_loss += loss  # expect: TL008
                total = loss + 0.1 * logits.pow(2).mean()
                optimizer.zero_grad()
                total.backward()
                optimizer.step()
            return train_loss / len(loader)


        def evaluate(model, loader, metric_fn):
            scores = []
            with torch.no_grad():
                for data, label in loader:
                    scores.append(metric_fn(model(data), label))
            return np.mean(scores)


        def main(loader):
            model = nn.Linear(3, 2)
            opt = torch.optim.SGD(model.parameters(), lr=0.1)
            train_loop(model, loader, opt, nn.CrossEntropyLoss())
            evaluate(model, loader, nn.CrossEntropyLoss())
    """,
    "no-grad-decorating-an-async-def-leaves-its-body-with-grad": """
        import torch
        from torch import nn

        model = nn.Linear(4, 2)


        @torch.no_grad()
        async def detect(batch):
            out = model(batch)
            return out.numpy()  # expect: TL002


        @torch.no_grad()
        def detect_now(batch):
            out = model(batch)
            return out.numpy()


        async def detect_inside(batch):
            with torch.no_grad():
                out = model(batch)
            return out.numpy()
    """,
    "a-function-passed-in-is-not-run-where-arguments-are-unpacked-for-it": """
        import torch
        from torch import nn


        def map_with(func, *iterables):
            return tuple(func(*i) for i in zip(*iterables))


        def apply_each(func, outputs, heads):
            return [func(output, head) for output, head in zip(outputs, heads)]


        def infer(model, chunks, heads):
            with torch.no_grad():
                outputs = [head(model(chunks)) for head in heads]

            def to_numpy(output, head):
                return output.numpy()

            def to_numpy_with_grad(output, head):
                return head(output).numpy()  # expect: TL002

            apply_each(to_numpy_with_grad, outputs, heads)
            return map_with(to_numpy, outputs, heads)


        def main(chunks):
            infer(nn.Linear(3, 3), chunks, nn.ModuleList([nn.Linear(3, 3)]))
    """,
    "a-loop-that-trains-through-a-method-keeps-its-losses": """
        import numpy as np
        import torch
        from torch import nn

        class Trainer(nn.Module):
            def __init__(self, net, optimizer):
                super().__init__()
                self.net = net
                self.optimizer = optimizer

            def train_step(self, x):
                self.optimizer.zero_grad()
                loss = self.net(x).sum()
                loss.backward()
                self.optimizer.step()
                return [loss]

        def fit(trainer, gen, gen_val):
            total, logged = 0, 0
            for images in gen:
                losses = trainer.train_step(torch.from_numpy(images))
                (step_loss,) = losses
                total += step_loss  # expect: TL008
                logged += step_loss.item()
            seen = 0
            for images in gen_val:
                seen += trainer.net(torch.from_numpy(images)).sum()
            return float(total), float(logged), float(seen)

        def gradient_of(z, out):
            return torch.autograd.grad(out.sum(), z, create_graph=True)[0]

        def latent_steps(z, generator, steps):
            cost = 0
            for step in range(steps):
                z = z.detach().requires_grad_(True)
                delta = gradient_of(z, generator(z))
                cost += delta.norm()
                z = z + delta
            return z, cost

        if __name__ == "__main__":
            model = nn.Linear(3, 1)
            fit(Trainer(model, torch.optim.SGD(model.parameters(), lr=0.1)), [np.zeros(3, np.float32)], [])
            latent_steps(torch.zeros(3), model, 4)
    """,
    "what-a-moved-graph-gives-is-on-its-device": """
        import torch
        from dgl.data import CoraGraphDataset

        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

        def split(g):
            src, dst = g.edges()
            return src.numpy(), g.number_of_nodes()  # expect: TL001

        def main():
            dataset = CoraGraphDataset(reverse_edge=False)
            graph = dataset[0].to(device)
            src, dst = graph.edges()
            degrees = graph.in_degrees().numpy()  # expect: TL001
            n = graph.number_of_nodes()
            sizes = graph.batch_num_nodes().numpy()  # expect: TL001
            split(graph)
            host = dataset[1]
            return src.cpu().numpy(), host.in_degrees().numpy(), n
    """,
    "what-an-undescribed-callable-computes-is-on-its-inputs-device": """
        import numpy as np
        import torch

        REGISTRY = {}

        def perceptual_path_length(model, z0, z1, name, eps=1e-4):
            similarity = REGISTRY[name]()
            z0, z1 = z0.cuda(), z1.cuda()
            with torch.no_grad():
                sim = similarity(model(z0), model(z1))
            scores = []
            scores.append(sim / eps ** 2)
            per_sample = np.mean(scores)  # a metric may give a float: only `.numpy()` says it is a tensor
            return (sim / eps ** 2).numpy(), per_sample  # expect: TL001

        def sample(args, model, shape, device):
            diffusion = create_gaussian_diffusion(args)
            model.to(device)
            with torch.no_grad():
                out = diffusion.p_sample_loop(model, shape)
            return out.numpy()  # expect: TL001

        def on_the_host(x):
            x = x.cuda()
            return to_cpu(x).numpy(), table.lookup(x.cpu()).numpy()  # named for the host; given a host copy

        if __name__ == "__main__":
            perceptual_path_length(torch.nn.Linear(4, 4), torch.zeros(2, 4), torch.ones(2, 4), "lpips")
            sample(None, torch.nn.Linear(4, 4), (2, 4), "cuda")
            on_the_host(torch.zeros(2))
    """,
    "a-keyword-argument-is-looked-up-by-its-key": """
        import numpy as np
        import torch

        DEFAULTS = {"sigma": 10.0, "model": None, "features": None}

        def get_kwarg(name, kwargs):
            return kwargs.get(name, DEFAULTS[name])

        def kernel_rbf(x, **kwargs):
            sigma = get_kwarg("sigma", kwargs)
            scaled = np.exp(x / sigma)
            direct = np.exp(x / kwargs["sigma"])
            features = get_kwarg("features", kwargs)
            return scaled, direct, np.asarray(features)  # expect: TL003

        def kid(x, **kwargs):
            return kernel_rbf(x, **kwargs)

        def metrics(x, **kwargs):
            subset = dict(**kwargs)
            subset["isc"] = False
            return kid(x, verbose=True, **subset)

        if __name__ == "__main__":
            model = torch.nn.Linear(2, 2).cuda()
            kid(np.zeros(3), model=model, sigma=10.0, features=model(torch.zeros(1, 2).cuda()).detach())
            metrics(np.zeros(3), model=model, sigma=10.0, isc=True)
    """,
    "a-test-of-the-type-by-its-name-narrows": """
        import numpy as np
        import torch


        def post(output):
            box_array = output[0]
            confs = output[1]
            if type(box_array).__name__ != 'ndarray':
                box_array = box_array.cpu().detach().numpy()
                confs = confs.cpu().detach().numpy()
            return np.max(confs, axis=2), np.argmax(box_array, axis=2)


        def to_qstring(probs):
            if type(probs) == torch.Tensor:
                probs = probs.detach().cpu().numpy()
            return -10 * np.log10(probs)

        def post2(boxes):
            if type(boxes) is not np.ndarray:
                return np.asarray(boxes)  # expect: TL002, TL003
            return np.asarray(boxes)


        if __name__ == "__main__":
            net = torch.nn.Linear(3, 3).cuda()
            out = net(torch.zeros(2, 3, 3).cuda())
            post([out, out])
            post2(out)
            to_qstring(out)
    """,
    "a-dict-updated-with-new-keys-keeps-the-others": """
        import numpy as np
        import torch

        def compute_pose_errors(data):
            data.update({"R_errs": [], "t_errs": []})
            pts = data["mkpts0_f"].numpy()  # expect: TL001
            return pts, np.asarray(data["R_errs"])

        def validate(batch):
            batch = {k: v.cuda() for k, v in batch.items()}
            return compute_pose_errors(batch)

        if __name__ == "__main__":
            validate({"mkpts0_f": torch.zeros(4, 2)})
    """,
    # ---- keys a call writes into the dict it is given (LoFTR's matcher) ----
    "keys-a-call-writes-into-a-dict-it-is-given": """
        import numpy as np
        import torch
        from torch import nn

        class Coarse(nn.Module):
            def forward(self, feat0, feat1, data):
                conf = torch.einsum("nlc,nsc->nls", feat0, feat1)
                data.update({"mconf": conf.max(-1).values, "n": conf.shape[0]})

        class Matcher(nn.Module):
            def __init__(self):
                super().__init__()
                self.backbone = nn.Linear(8, 8)
                self.coarse = Coarse()

            def forward(self, data):
                f0 = self.backbone(data["image0"])
                self.coarse(f0, self.backbone(data["image1"]), data)
                data["mkpts0"] = f0[..., :2]

        def fill(data, x):
            data["out"] = x * 2
            data["steps"] = 3

        def demo(batch):
            matcher = Matcher().eval().cuda()
            with torch.no_grad():
                matcher(batch)
            mconf = batch["mconf"].numpy()  # expect: TL001
            kept = batch["mkpts0"].cpu().numpy()
            order = np.arange(batch["n"])
            d = {}
            fill(d, torch.ones(3, device="cuda"))
            out = d["out"].numpy()  # expect: TL001
            return mconf, kept, order, out, np.zeros(d["steps"])
    """,
    # ---- names of `named_parameters()` pairs collected into a dict of lists (RVT's grad-flow figure) ----
    "names-of-named-parameters-collected-in-a-dict": """
        import numpy as np
        import pandas as pd
        import torch

        def grad_flow(named_params):
            data = {"name": list(), "grad_abs": list()}
            for name, param in named_params:
                if param.grad is not None:
                    data["name"].append(name)
                    data["grad_abs"].append(param.grad.abs().mean().cpu().item())
            return pd.DataFrame.from_dict(data)

        def grads(named_params):
            data = {"grad": list()}
            for name, param in named_params:
                data["grad"].append(param.grad.abs().mean())
            return np.array(data["grad"])  # expect: TL003

        if __name__ == "__main__":
            model = torch.nn.Linear(2, 2).cuda()
            grad_flow(model.named_parameters())
            grads(model.named_parameters())
    """,
    # ---- an assignment through a tensor mask changes a tensor, not a list (XMem's overlays) ----
    "assigning-through-a-mask-keeps-a-tensor": """
        import numpy as np
        import torch

        def overlay(image, mask, alpha=0.5):
            image = image.permute(1, 2, 0)
            im_overlay = image
            mask = torch.max(mask, dim=0).indices
            foreground = image * alpha
            binary_mask = mask > 0
            im_overlay[binary_mask] = foreground[binary_mask]
            return (im_overlay * 255).numpy()  # expect: TL001

        def overlay_host(image, mask, alpha=0.5):
            image = image.permute(1, 2, 0)
            im_overlay = image
            binary_mask = torch.max(mask, dim=0).indices > 0
            im_overlay[binary_mask] = image[binary_mask] * alpha
            return (im_overlay * 255).cpu().numpy()

        if __name__ == "__main__":
            with torch.no_grad():
                overlay(torch.zeros(3, 4, 4, device="cuda"), torch.zeros(2, 4, 4, device="cuda"))
                overlay_host(torch.zeros(3, 4, 4, device="cuda"), torch.zeros(2, 4, 4, device="cuda"))
    """,
    # ---- text a tokenizer decodes (trlx's GPT-J inference example) ----
    # ---- a method a base leaves to its subclasses (a template method's `self.show(x)`) ----
    "method-a-base-leaves-to-its-subclasses": """
        import numpy as np
        import torch

        class Base:
            def run(self, x):
                self.show(x * 2)
                self.keep(x)

            def show(self, x):
                raise NotImplementedError

            def keep(self, x):
                return x.sum()

        class Viz(Base):
            def show(self, x):
                return x.numpy()  # expect: TL001

        class HostViz(Base):
            def show(self, x):
                return x.cpu().numpy()

        def main():
            Viz().run(torch.ones(3).cuda())
            HostViz().run(torch.ones(3).cuda())
    """,
    # ---- a Lightning callback's own method is no hook (RVT's `on_train_batch_end_custom`) ----
    "callback-methods-lightning-never-calls-are-no-hooks": """
        import numpy as np
        from pytorch_lightning.callbacks import Callback

        class Base(Callback):
            def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
                self.on_train_batch_end_custom(trainer.logger, {"step": trainer.global_step}, outputs)

            def on_train_batch_end_custom(self, logger, stats, outputs):
                raise NotImplementedError

        class Viz(Base):
            def on_train_batch_end_custom(self, logger, stats, outputs):
                steps = np.asarray(stats["step"])
                return outputs["pred"].numpy(), steps  # expect: TL001

        class HostViz(Base):
            def on_train_batch_end_custom(self, logger, stats, outputs):
                return outputs["pred"].cpu().numpy(), np.asarray(stats["step"])

            def on_epoch_summary(self, trainer, scorer, targets):
                return np.asarray(scorer(targets))
    """,
    # ---- a parameter whose default is a list of numbers (torch-ngp's CCNeRF ranks) ----
    "parameter-typed-by-its-literal-default": """
        import numpy as np
        import torch

        class Grid(torch.nn.Module):
            def __init__(self, ranks=[64, 64, 64], offsets=None):
                super().__init__()
                self.groups = np.diff(ranks, prepend=0)
                self.shift = np.asarray(offsets)  # expect: TL003

        class Table(torch.nn.Module):
            def __init__(self, ranks=[8, 8]):
                super().__init__()
                self.groups = np.diff(ranks)  # expect: TL003

        def load(path, device):
            ckpt = torch.load(path, map_location=device)
            return Grid(ranks=ckpt["ranks"], offsets=ckpt["offsets"])

        def build(device="cuda"):
            return Table(ranks=torch.tensor([4, 8], device=device))
    """,
    # ---- a shape tuple display plus a value of unknown kind (RVT's CondConv2d) ----
    "tuple-display-plus-a-shape-is-a-shape": """
        import numpy as np
        import torch
        from torch import nn
        from timm.layers import to_2tuple

        class CondConv2d(nn.Module):
            def __init__(self, in_channels, out_channels, kernel_size=3, groups=1):
                super().__init__()
                self.kernel_size = to_2tuple(kernel_size)
                self.weight_shape = (out_channels, in_channels // groups) + self.kernel_size
                self.shift = torch.ones(2, device="cuda") + (0.5, 0.5)

            def reset_parameters(self):
                fan_in = np.prod(self.weight_shape[1:])
                return fan_in, np.asarray(self.shift)  # expect: TL003
    """,
    # ---- a key added to a dict comprehension's dict (yoyodyne's validation outputs) ----
    "key-added-to-a-dict-comprehension": """
        import numpy
        import pytorch_lightning as pl

        class Base(pl.LightningModule):
            def validation_step(self, batch, batch_idx):
                preds = self(batch)
                items = {e.name: e.evaluate(preds) for e in self.evaluators}
                items.update({"val_loss": self.loss_func(preds, batch).cpu()})
                items["raw_loss"] = self.loss_func(preds, batch)
                return items

            def validation_epoch_end(self, outputs):
                mean = numpy.mean([v["val_loss"] for v in outputs])
                raw = numpy.mean([v["raw_loss"] for v in outputs])  # expect: TL003
                return mean, raw
    """,
    # ---- an autograd Function's forward runs with grad off; its output records grad ----
    "autograd-function-forward-runs-without-grad": """
        import numpy as np
        import torch
        from torch import nn

        def _smooth(x):
            return torch.from_numpy(np.cumsum(x.cpu().numpy(), axis=1))

        class Smooth(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return _smooth(x)

            @staticmethod
            def backward(ctx, grad_output):
                return grad_output

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(2, 2)

            def forward(self, x):
                return Smooth.apply(self.fc(x))

        net = Net()
        out = net(torch.ones(1, 2))
        arr = out.numpy()  # expect: TL002
    """,
    # ---- a module whose forward is decorated with no_grad (py-feat's face detector) ----
    "module-forward-decorated-no-grad": """
        import torch
        from torch import nn

        class Detector(nn.Module):
            def __init__(self):
                super().__init__()
                self.body = nn.Conv2d(3, 1, 1)

            @torch.no_grad()
            def forward(self, x):
                return torch.sigmoid(self.body(x))

        class Embedder(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(4, 4)

            def forward(self, x):
                return self.fc(x)

        det, emb = Detector(), Embedder()
        scores = det(torch.ones(1, 3, 8, 8)).numpy()
        feats = emb(torch.ones(1, 4)).numpy()  # expect: TL002
    """,
    # ---- a key written into a dict inside a dict (co-tracker's `output["flow"][...]`) ----
    "key-written-into-a-nested-dict": """
        import torch

        def forward_batch(model, video, queries):
            tracks = model(video.cuda())
            output = {"flow": {"predictions": tracks.detach()}}
            output["flow"]["query_frame"] = queries[0, :, 0].cpu().int()
            output["flow"]["raw"] = tracks.detach()
            return output

        def draw(tracks, query_frame=0):
            tracks = tracks.cpu().numpy()
            return tracks[query_frame]

        def main(model, video, queries):
            output = forward_batch(model, video, queries)
            first = draw(output["flow"]["predictions"], query_frame=output["flow"]["query_frame"])
            raw = output["flow"]["raw"].numpy()  # expect: TL001
            return first, raw
    """,
    # ---- a helper nothing calls, whose device defaults to the CPU (co-tracker's get_grid) ----
    "uncalled-helper-whose-device-defaults-to-the-cpu": """
        import torch

        def get_grid(width, dtype="torch", device="cpu"):
            x = torch.linspace(0, 1, width, device=device)
            return x.numpy() if dtype == "numpy" else x

        def get_grid_on(width, device):
            x = torch.linspace(0, 1, width, device=device)
            return x.numpy()  # expect: TL001
    """,
    # ---- a module frozen unless built with a flag (pytorch-fid's InceptionV3) ----
    "module-frozen-unless-built-with-a-flag": """
        import torch
        from torch import nn

        class InceptionV3(nn.Module):
            def __init__(self, output_blocks=[3], resize_input=True, requires_grad=False):
                super().__init__()
                self.blocks = nn.Linear(4, 4)
                for param in self.parameters():
                    param.requires_grad = requires_grad

            def forward(self, x):
                return self.blocks(x)

        frozen = InceptionV3([3]).eval().cuda()
        features = frozen(torch.ones(1, 4).cuda()).cpu().numpy()
        tuned = InceptionV3([3], True, requires_grad=True)
        tuned_features = tuned(torch.ones(1, 4)).numpy()  # expect: TL002
    """,
    # ---- `.data` of a module's attribute nothing assigns is a detached tensor (LaMa's LPIPS) ----
    "data-of-a-module-attribute-is-detached": """
        import torch
        from torch import nn

        def tensor2im(image_tensor):
            return image_tensor[0].cpu().float().numpy()

        def output2im(output):
            return output[0].cpu().float().numpy()  # expect: TL002

        class Dist(nn.Module):
            def __init__(self):
                super().__init__()
                self.net = nn.Linear(3, 3)

            def visuals(self):
                ref = tensor2im(self.var_ref.data)
                out = output2im(self.net(self.var_ref))
                return ref, out
    """,
    "text-a-tokenizer-decodes": """
        import pandas as pd
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        def inference(model, tokenizer, posts):
            preds, tokens = [], []
            for post in posts:
                encoded = tokenizer(post, return_tensors="pt")
                summ_tokens = model.generate(encoded["input_ids"].cuda())
                pred = tokenizer.batch_decode(summ_tokens)[0]
                preds.append(pred.split("TL;DR:")[1])
                tokens.append(summ_tokens)
            texts = pd.DataFrame.from_dict({"pred": preds})
            return texts, pd.DataFrame({"tokens": tokens})  # expect: TL003

        if __name__ == "__main__":
            model = AutoModelForCausalLM.from_pretrained("gpt2").cuda()
            with torch.no_grad():
                inference(model, AutoTokenizer.from_pretrained("gpt2"), ["a post"])
    """,
    # ---- values converted together under one type test (pytorch-YOLOv4's post_processing) ----
    "values-converted-together-under-one-type-test": """
        import numpy as np
        import torch

        def post(output):
            box = output[0]
            confs = output[1]
            if type(box).__name__ != "ndarray":
                box = box.cpu().detach().numpy()
                confs = confs.cpu().detach().numpy()
            return np.argmax(confs, axis=2), box

        def post_one(output):
            box = output[0]
            confs = output[1]
            if type(box).__name__ != "ndarray":
                box = box.cpu().detach().numpy()
            return np.argmax(confs, axis=2), box  # expect: TL003

        if __name__ == "__main__":
            net = torch.nn.Linear(3, 3).cuda()
            with torch.no_grad():
                out = net(torch.zeros(2, 3, 3).cuda())
            post([out, out])
            post_one([out, out])
    """,
    # ---- a default the call replaces (CLIP's `clip.load(name, device="cpu")` in its tests) ----
    "a-device-default-the-call-replaces": """
        import torch

        def load(name, device="cuda" if torch.cuda.is_available() else "cpu"):
            model = torch.jit.load(name, map_location=device).eval()
            return model

        def cast(x, dtype=torch.bfloat16):
            return x.to(dtype)

        def test_consistency(image):
            device = "cpu"
            model = load("ViT-B/32", device=device)
            with torch.no_grad():
                probs = model(image.to(device)).softmax(dim=-1).numpy()
                kept = cast(image, dtype=torch.float32).numpy()
            return probs, kept

        def on_default(image):
            model = load("ViT-B/32")
            with torch.no_grad():
                probs = model(image).softmax(dim=-1).numpy()  # expect: TL001
            return probs, cast(image).numpy()  # expect: TL004
    """,
    # ---- EDM's generate.py: a sampler chosen by a condition; a factory given `**kwargs` ----
    "sampler-chosen-by-a-condition-and-device-through-kwargs": """
        import pickle
        import torch

        class StackedRandomGenerator:
            def __init__(self, device, seeds):
                self.generators = [torch.Generator(device).manual_seed(int(seed)) for seed in seeds]

            def randn(self, size, **kwargs):
                return torch.stack([torch.randn(size[1:], generator=gen, **kwargs) for gen in self.generators])

        def edm_sampler(net, latents, num_steps=18):
            x_next = latents.to(torch.float64)
            for i in range(num_steps):
                x_next = x_next + net(x_next)
            return x_next

        def ablation_sampler(net, latents, solver="heun"):
            return net(latents.to(torch.float64))

        def main(network_pkl, seeds, ablate, device=torch.device("cuda")):
            with open(network_pkl, "rb") as f:
                net = pickle.load(f)["ema"].to(device)
            rnd = StackedRandomGenerator(device, seeds)
            latents = rnd.randn([len(seeds), 3, 8, 8], device=device)
            noise = rnd.randn([len(seeds), 3, 8, 8], dtype=torch.float64)
            first = latents[0].numpy()  # expect: TL001
            host_noise = noise.numpy()
            sampler_fn = ablation_sampler if ablate else edm_sampler
            images = sampler_fn(net, latents)
            return first, host_noise, images.permute(0, 2, 3, 1).numpy()  # expect: TL001
    """,
    # ---- a type test of a dict item (simplerecon's metrics: `torch.is_tensor(element[key])`) ----
    "type-test-of-a-dict-item-narrows-it": """
        import numpy as np
        import torch


        class Metrics:
            def __init__(self):
                self.elem_metrics_list = []

            def update_results(self, elem_metrics):
                self.elem_metrics_list.append(elem_metrics)

            def compute(self):
                out = {}
                for key in ("abs_rel", "model_time"):
                    values = []
                    for element in self.elem_metrics_list:
                        if torch.is_tensor(element[key]):
                            values.append(element[key].cpu().numpy())
                        else:
                            values.append(element[key])
                    out[key] = np.array(values).mean()
                    picked = [element[key].cpu().numpy() if torch.is_tensor(element[key]) else element[key] for element in self.elem_metrics_list]
                    out[key + "_2"] = np.array(picked)
                    bad = [element[key] for element in self.elem_metrics_list]
                    out[key + "_3"] = np.array(bad)  # expect: TL003
                return out


        def run(model, batch):
            model.cuda()
            with torch.no_grad():
                pred = model(batch.cuda())
            m = Metrics()
            m.update_results({"abs_rel": pred.mean(), "model_time": 0.1})
            return m.compute()
    """,
    # ---- a device parameter annotated `str` (MLflow's `predict(self, data, device: str = "cpu")`) ----
    "device-parameter-annotated-as-a-string": """
        import numpy as np
        import torch

        DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


        class Wrapper:
            def __init__(self, model):
                self.model = model

            def predict(self, data: np.ndarray, device: str = "cpu"):
                self.model.to(device)
                with torch.no_grad():
                    preds = self.model(torch.from_numpy(data).to(device))
                    return preds.numpy()  # expect: TL001


        def on_host(model, data: np.ndarray, device: str = "cpu", scale: float = 1.0):
            with torch.no_grad():
                return (torch.from_numpy(data).to(device) * scale).numpy()


        def score(model, frame):
            return Wrapper(model).predict(frame, device=DEVICE), on_host(model, frame)
    """,
    # ---- MLflow's fix: `if device != _TORCH_CPU_DEVICE_NAME: preds = preds.to(...)` ----
    "device-parameter-compared-with-a-name-holding-the-cpu": """
        import numpy as np
        import torch

        _TORCH_CPU_DEVICE_NAME = "cpu"
        DEVICE = "cuda" if torch.cuda.is_available() else _TORCH_CPU_DEVICE_NAME


        def predict(model, data: np.ndarray, device: str = _TORCH_CPU_DEVICE_NAME):
            model.to(device)
            with torch.no_grad():
                preds = model(torch.from_numpy(data).to(device))
                if device != _TORCH_CPU_DEVICE_NAME:
                    preds = preds.to(_TORCH_CPU_DEVICE_NAME)
                return preds.numpy()


        def predict_unguarded(model, data: np.ndarray, device: str = _TORCH_CPU_DEVICE_NAME):
            model.to(device)
            with torch.no_grad():
                preds = model(torch.from_numpy(data).to(device))
                return preds.numpy()  # expect: TL001


        def score(model, frame):
            return predict(model, frame, device=DEVICE), predict_unguarded(model, frame, device=DEVICE)
    """,
    # ---- Casanovo#208: a Trainer's callback_metrics hold the logged tensors on the device ----
    "lightning-callback-metrics-are-on-the-modules-device": """
        import numpy as np
        import pytorch_lightning as pl
        import torch


        class Spec2Pep(pl.LightningModule):
            def __init__(self, n_log=10):
                super().__init__()
                self.net = torch.nn.Linear(3, 3)
                self.n_log = n_log
                self._history = []

            def training_step(self, batch, batch_idx):
                loss = self.net(batch).mean()
                self.log("CELoss", {"train": loss.detach()}, on_epoch=True)
                return loss

            def on_train_epoch_end(self) -> None:
                train_loss = self.trainer.callback_metrics["CELoss"]["train"].detach()
                shown = self.trainer.progress_bar_metrics.get("CELoss", 0.0)
                steps = np.log1p(self.trainer.global_step)
                metrics = {"step": self.trainer.global_step, "train": train_loss, "item": train_loss.item()}
                self._history.append(metrics)
                self._log_history(shown, steps)

            def _log_history(self, shown, steps) -> None:
                metrics = self._history[-1]
                if metrics["step"] % self.n_log == 0:
                    if not np.isnan(metrics["item"]) and not np.isnan(shown):
                        print(steps)
                    value = metrics.get("train", np.nan)
                    if not np.isnan(value):  # expect: TL003
                        print(value)
    """,
    # ---- a loop moving every batch entry but one (CenterNet's trainers: `if k != 'meta':`) ----
    "loop-moving-each-dict-value-but-the-keys-it-skips": """
        import torch


        def run_epoch(model, data_loader, device):
            for batch in data_loader:
                for k in batch:
                    if k != "meta":
                        batch[k] = batch[k].to(device=device, non_blocking=True)
                with torch.no_grad():
                    output = model(batch["input"])
                gt = batch["meta"]["gt_det"].numpy()
                img = batch["input"][0].numpy()  # expect: TL001
                for k in batch:
                    if k not in ("meta", "ids"):
                        batch[k] = batch[k].cpu()
                host = batch["input"].numpy()
            return output, gt, img, host


        run_epoch(torch.nn.Linear(3, 3).cuda(), [], torch.device("cuda"))
    """,
    # ---- YOLOP's autoanchor: a helper given the model reads numbers off one of its layers ----
    "numbers-a-helper-reads-off-a-models-layer": """
        import numpy as np
        import torch
        from scipy.cluster.vq import kmeans


        class Detect(torch.nn.Module):
            def __init__(self, na=3, nl=3):
                super().__init__()
                self.na, self.nl = na, nl
                self.conv = torch.nn.Conv2d(3, na * 6, 1)


        class MCnet(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = torch.nn.ModuleList([Detect()])
                self.detector_index = 0


        def run_anchor(model, wh):
            det = model.model[model.detector_index]
            n = det.na * det.nl
            k, dist = kmeans(wh, n, iter=30)
            weights = np.asarray(det.conv.weight)  # expect: TL002
            return k, dist, weights


        run_anchor(MCnet(), np.ones((10, 2)))
    """,
    "keyword_only_parameters_take_what_callers_pass": """
        import numpy as np
        import torch


        def to_image(t, *, scale=255.0):
            return np.clip(t.numpy() * scale, 0, 255)  # expect: TL001


        def make_noise(shape, *, device="cpu"):
            return torch.randn(shape, device=device)


        def report(model, batch, *, labels):
            out = model(batch).argmax(1).cpu().numpy()
            return np.mean(np.asarray(labels) == out)  # expect: TL003


        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        noise = make_noise((4, 4), device=device)
        img = to_image(noise)
        img2 = to_image(make_noise((4, 4)), scale=1.0)
        net = torch.nn.Linear(4, 2).to(device)
        acc = report(net, noise, labels=torch.zeros(4, device=device))
    """,
    "keyword_only_device_default_replaced_by_the_caller": """
        import numpy as np
        import torch


        def to_image(t, *, scale=255.0):
            return np.clip(t.numpy() * scale, 0, 255)


        def make_noise(shape, *, device="cuda"):
            return torch.randn(shape, device=device)


        img = to_image(make_noise((4, 4), device="cpu"))
    """,
    "default_device_set_in_main_reaches_the_helpers_factories": """
        import argparse

        import matplotlib.pyplot as plt
        import torch


        def build_grid(n):
            xs = torch.linspace(0, 1, n)
            ys = torch.sin(xs * 6.28)
            return xs, ys


        def plot(xs, ys, out):
            fig, ax = plt.subplots()
            ax.plot(xs, ys)  # expect: TL003
            fig.savefig(out)


        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument("--cpu", action="store_true")
            args = parser.parse_args()
            device = "cuda" if torch.cuda.is_available() and not args.cpu else "cpu"
            torch.set_default_device(device)
            xs, ys = build_grid(50)
            plot(xs, ys, "out.png")


        if __name__ == "__main__":
            main()
    """,
    "device_context_reaches_only_the_calls_inside_it": """
        import matplotlib.pyplot as plt
        import torch


        def build_grid(n):
            xs = torch.linspace(0, 1, n)
            return xs, torch.sin(xs * 6.28)


        def main():
            with torch.device("cuda"):
                xs, ys = build_grid(50)
            plt.plot(xs, ys)  # expect: TL003
            xs2, ys2 = build_grid(10)
            plt.plot(xs2, ys2)


        if __name__ == "__main__":
            main()
    """,
    "default_device_set_to_the_cpu_in_main": """
        import numpy as np
        import torch


        def make_batch(n):
            return torch.randn(n, 3), torch.arange(n)


        def main():
            torch.set_default_device("cpu")
            x, y = make_batch(8)
            print(np.asarray(x).mean(), np.asarray(y).sum())


        if __name__ == "__main__":
            main()
    """,
    "instance_of_the_default_class_after_or": """
        import numpy as np
        import torch


        class UniformSampler:
            def __init__(self, num_timesteps):
                self.num_timesteps = num_timesteps

            def sample(self, batch_size, device):
                indices = torch.randint(0, self.num_timesteps, (batch_size,), device=device)
                return indices, torch.ones(batch_size, device=device)


        class TrainLoop:
            def __init__(self, model, schedule_sampler=None):
                self.model = model
                self.schedule_sampler = schedule_sampler or UniformSampler(1000)

            def run_step(self, batch, device):
                t, weights = self.schedule_sampler.sample(batch.shape[0], device)
                print(np.bincount(t))  # expect: TL003
                return weights


        TrainLoop(torch.nn.Linear(2, 2)).run_step(torch.zeros(4, 2), torch.device("cuda"))
    """,
    "instance_of_the_default_class_after_or_on_the_cpu": """
        import numpy as np
        import torch


        class UniformSampler:
            def __init__(self, num_timesteps):
                self.num_timesteps = num_timesteps

            def sample(self, batch_size, device):
                indices = torch.randint(0, self.num_timesteps, (batch_size,), device=device)
                return indices, torch.ones(batch_size, device=device)


        class TrainLoop:
            def __init__(self, model, schedule_sampler=None):
                self.model = model
                self.schedule_sampler = schedule_sampler or UniformSampler(1000)

            def run_step(self, batch, device):
                t, weights = self.schedule_sampler.sample(batch.shape[0], device)
                print(np.bincount(t))
                return weights


        TrainLoop(torch.nn.Linear(2, 2)).run_step(torch.zeros(4, 2), torch.device("cpu"))
    """,
    "method_of_an_instance_the_constructor_stored": """
        import functools

        import numpy as np
        import torch


        class Diffusion:
            def training_losses(self, model, x, t):
                out = model(x)
                return {"loss": ((out - x) ** 2).mean(dim=1) * t}


        class TrainLoop:
            def __init__(self, model, diffusion):
                self.model = model
                self.diffusion = diffusion

            def step(self, batch):
                t = torch.ones(batch.shape[0])
                losses = self.diffusion.training_losses(self.model, batch, t)
                return np.asarray(losses["loss"])  # expect: TL002


        TrainLoop(torch.nn.Linear(2, 2), Diffusion()).step(torch.zeros(4, 2))
    """,
    "method_of_an_instance_the_constructor_stored_detached": """
        import functools

        import numpy as np
        import torch


        class Diffusion:
            def training_losses(self, model, x, t):
                out = model(x)
                return {"loss": ((out - x) ** 2).mean(dim=1) * t}


        class TrainLoop:
            def __init__(self, model, diffusion):
                self.model = model
                self.diffusion = diffusion

            def step(self, batch):
                t = torch.ones(batch.shape[0])
                losses = self.diffusion.training_losses(self.model, batch, t)
                return np.asarray(losses["loss"].detach())


        TrainLoop(torch.nn.Linear(2, 2), Diffusion()).step(torch.zeros(4, 2))
    """,
    "partial_of_a_bound_method_called_later": """
        import functools

        import numpy as np
        import torch


        class Diffusion:
            def training_losses(self, model, x, t):
                out = model(x)
                return {"loss": ((out - x) ** 2).mean(dim=1) * t}


        class TrainLoop:
            def __init__(self, model, diffusion):
                self.model = model
                self.diffusion = diffusion

            def step(self, batch):
                t = torch.ones(batch.shape[0])
                compute = functools.partial(self.diffusion.training_losses, self.model, batch, t)
                losses = compute()
                return np.asarray(losses["loss"])  # expect: TL002


        TrainLoop(torch.nn.Linear(2, 2), Diffusion()).step(torch.zeros(4, 2))
    """,
    "partial_of_a_bound_method_called_under_no_grad": """
        import functools

        import numpy as np
        import torch


        class Diffusion:
            def training_losses(self, model, x, t):
                out = model(x)
                return {"loss": ((out - x) ** 2).mean(dim=1) * t}


        class TrainLoop:
            def __init__(self, model, diffusion):
                self.model = model
                self.diffusion = diffusion

            def step(self, batch):
                t = torch.ones(batch.shape[0])
                compute = functools.partial(self.diffusion.training_losses, self.model, batch, t)
                with torch.no_grad():
                    losses = compute()
                return np.asarray(losses["loss"])


        TrainLoop(torch.nn.Linear(2, 2), Diffusion()).step(torch.zeros(4, 2))
    """,
    "device_attribute_compared_with_a_name_holding_the_cpu": """
        import argparse

        import torch
        from torch import nn

        _CPU_DEVICE = torch.device("cpu")


        class LogReg(nn.Module):
            def __init__(self, C, device=_CPU_DEVICE):
                super().__init__()
                self.device = device
                self.C = C

            def fit(self, feats):
                feats = feats.to(dtype=torch.float64, device=self.device)
                if self.device == _CPU_DEVICE:
                    feats = feats.numpy()
                return feats


        def run(*, feats, device):
            model = LogReg(1.0, device=device)
            return model.fit(feats)


        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument("--device", default="cpu")
            args = parser.parse_args()
            feats = torch.randn(10, 4, device="cuda")
            run(feats=feats, device=torch.device(args.device))


        main()
    """,
    "device_attribute_moved_to_without_a_guard": """
        import argparse

        import torch
        from torch import nn

        _CPU_DEVICE = torch.device("cpu")


        class LogReg(nn.Module):
            def __init__(self, C, device=_CPU_DEVICE):
                super().__init__()
                self.device = device
                self.C = C

            def fit(self, feats):
                feats = feats.to(dtype=torch.float64, device=self.device)
                feats = feats.numpy()  # expect: TL001
                return feats


        def run(*, feats, device):
            model = LogReg(1.0, device=device)
            return model.fit(feats)


        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument("--device", default="cpu")
            args = parser.parse_args()
            feats = torch.randn(10, 4, device="cuda")
            run(feats=feats, device=torch.device(args.device))


        main()
    """,
    "lightning_epoch_outputs_of_host_copies": """
        import matplotlib.pyplot as plt
        import numpy as np
        import pytorch_lightning as pl
        import torch


        class Segmenter(pl.LightningModule):
            def __init__(self, n_images=4):
                super().__init__()
                self.net = torch.nn.Conv2d(3, 8, 1)
                self.n_images = n_images
                self.label_cmap = np.random.randint(0, 255, (8, 3))

            def validation_step(self, batch, batch_idx):
                img = batch["img"]
                with torch.no_grad():
                    preds = self.net(img).argmax(1)
                    return {
                        "img": img[: self.n_images].detach().cpu(),
                        "preds": preds[: self.n_images].detach().cpu(),
                    }

            def validation_epoch_end(self, outputs):
                output = {k: v.detach() for k, v in outputs[0].items()}
                fig, ax = plt.subplots(2, self.n_images)
                for i in range(self.n_images):
                    ax[0, i].imshow(output["img"][i].permute(1, 2, 0))
                    ax[1, i].imshow(self.label_cmap[output["preds"][i]])
    """,
    "lightning_epoch_outputs_left_on_the_device": """
        import matplotlib.pyplot as plt
        import numpy as np
        import pytorch_lightning as pl
        import torch


        class Segmenter(pl.LightningModule):
            def __init__(self, n_images=4):
                super().__init__()
                self.net = torch.nn.Conv2d(3, 8, 1)
                self.n_images = n_images
                self.label_cmap = np.random.randint(0, 255, (8, 3))

            def validation_step(self, batch, batch_idx):
                img = batch["img"]
                with torch.no_grad():
                    preds = self.net(img).argmax(1)
                    return {
                        "img": img[: self.n_images].detach(),
                        "preds": preds[: self.n_images].detach(),
                    }

            def validation_epoch_end(self, outputs):
                output = {k: v.detach() for k, v in outputs[0].items()}
                fig, ax = plt.subplots(2, self.n_images)
                for i in range(self.n_images):
                    ax[0, i].imshow(output["img"][i].permute(1, 2, 0))  # expect: TL003
                    ax[1, i].imshow(self.label_cmap[output["preds"][i]])  # expect: TL003
    """,
    "grad_turned_off_by_the_constructor": """
        import numpy as np
        import torch


        class FaceDetector(object):
            def __init__(self, model_path):
                torch.set_grad_enabled(False)
                self.net = torch.nn.Conv2d(3, 2, 3)
                self.net.load_state_dict(torch.load(model_path, map_location="cpu"))
                self.net.eval()

            def detect(self, image):
                img = torch.from_numpy(np.float32(image)).permute(2, 0, 1).unsqueeze(0)
                conf = self.net(img)
                scores = conf.squeeze(0).cpu().numpy()[:, 1]
                return scores > 0.5


        detector = FaceDetector("weights.pth")
        print(detector.detect(np.zeros((32, 32, 3))))
    """,
    "grad_left_on_by_the_constructor": """
        import numpy as np
        import torch


        class FaceDetector(object):
            def __init__(self, model_path):
                self.net = torch.nn.Conv2d(3, 2, 3)
                self.net.load_state_dict(torch.load(model_path, map_location="cpu"))
                self.net.eval()

            def detect(self, image):
                img = torch.from_numpy(np.float32(image)).permute(2, 0, 1).unsqueeze(0)
                conf = self.net(img)
                scores = conf.squeeze(0).cpu().numpy()[:, 1]  # expect: TL002
                return scores > 0.5


        detector = FaceDetector("weights.pth")
        print(detector.detect(np.zeros((32, 32, 3))))
    """,
    "a_meter_keeps_each_item_of_a_list_it_is_given": """
        import torch


        class AverageMeter:
            def __init__(self, types):
                self.types = types
                self.acc = {t: torch.zeros(1) for t in types}
                self.count = 0

            def add(self, vals):
                self.count += 1
                for type_idx, v in enumerate(vals):
                    self.acc[self.types[type_idx]] += v.cpu()

            def summary(self):
                return {k: v.item() / self.count for k, v in self.acc.items()}


        def train_epoch(model, loader, optimizer, loss_fn):
            model.train()
            meter = AverageMeter(["loss", "aux", "base"])
            for data in loader:
                optimizer.zero_grad()
                loss, aux = model(data)
                loss_tuple = loss_fn(loss, aux)
                loss.backward()
                optimizer.step()
                meter.add([loss.cpu(), aux.detach(), *loss_tuple[1:]])  # expect: TL008
            return meter.summary()
    """,
    "silent_a_meter_given_detached_items": """
        import torch


        class AverageMeter:
            def __init__(self, types):
                self.types = types
                self.acc = {t: torch.zeros(1) for t in types}

            def add(self, vals):
                for type_idx, v in enumerate(vals):
                    self.acc[self.types[type_idx]] += v.cpu()


        def train_epoch(model, loader, optimizer, loss_fn):
            model.train()
            meter = AverageMeter(["loss", "aux", "base"])
            for data in loader:
                optimizer.zero_grad()
                loss, aux = model(data)
                loss_tuple = loss_fn(loss, aux)
                loss.backward()
                optimizer.step()
                meter.add([loss.cpu().detach(), aux.detach(), *loss_tuple[1:]])
            return meter
    """,
    "silent_a_no_grad_output_of_a_module_passed_in_a_list": """
        import torch
        from torch import nn
        from torch.nn.parallel import DistributedDataParallel as DDP


        class Synth(nn.Module):
            def __init__(self):
                super().__init__()
                self.enc = nn.Linear(4, 4)

            def forward(self, x):
                h = self.enc(x)
                with torch.no_grad():
                    attn = torch.softmax(h, -1).detach()
                return h, attn


        def run(rank, loader):
            net_g = DDP(Synth().cuda(rank), device_ids=[rank])
            net_d = Synth().cuda(rank)
            for epoch in range(10):
                train_and_evaluate(rank, epoch, [net_g, net_d], loader)


        def train_and_evaluate(rank, epoch, nets, loader):
            net_g, net_d = nets
            net_g.train()
            net_d.train()
            for x in loader:
                h, attn = net_g(x.cuda(rank))
                h.sum().backward()
                print(attn[0].cpu().numpy())
                print(h[0].detach().cpu().numpy())
    """,
    "the_trained_output_of_a_module_passed_in_a_list": """
        import torch
        from torch import nn


        class Synth(nn.Module):
            def __init__(self):
                super().__init__()
                self.enc = nn.Linear(4, 4)

            def forward(self, x):
                h = self.enc(x)
                with torch.no_grad():
                    attn = torch.softmax(h, -1).detach()
                return h, attn


        def run(loader):
            train_and_evaluate([Synth(), Synth()], loader)


        def train_and_evaluate(nets, loader):
            net_g, net_d = nets
            net_g.train()
            for x in loader:
                h, attn = net_g(x)
                print(attn[0].numpy())
                print(h[0].numpy())  # expect: TL002
    """,
    "a_module_of_unknown_class_passed_in_a_list_may_train": """
        import torch


        def build(cfg):
            return cfg.model_class()


        def run(loader, cfg):
            train_and_evaluate([build(cfg), None], loader)


        def train_and_evaluate(nets, loader):
            net_g, net_d = nets
            net_g.train()
            for x in loader:
                h, attn = net_g(torch.as_tensor(x))
                print(attn[0].numpy())  # expect: TL002
    """,
    "silent_a_prediction_returned_as_an_array_for_an_array_passed": _REGRESSOR + """
            y_pred = model.predict(X_test.to_numpy())
            print(r2_score(y_test, y_pred))
            print(r2_score(y_test, model.predict(np.asarray(X_test))))
    """,
    "a_prediction_returned_as_a_tensor_for_a_frame_passed": _REGRESSOR + """
            y_pred = model.predict(torch.tensor(X_test.values))
            print(r2_score(y_test, y_pred))  # expect: TL003
    """,
    "scipy_misc_resizes_a_numpy_image": """
        import torch
        from scipy.misc import imresize


        def scale_heatmaps(model, images, sizes):
            with torch.no_grad():
                heatmaps = model(images.cuda()).squeeze(1)
            host = heatmaps.cpu()
            out = [imresize(host[i], sizes[i]) for i in range(len(sizes))]
            out.append(imresize(heatmaps[0], sizes[0]))  # expect: TL003
            return out
    """,
    "silent_a_device_parameter_left_at_none": _TOKENIZER + """
            ids = [np.array(tokenizer.encode(text), dtype=np.uint16) for text in texts]
            return ids
    """,
    "a_device_parameter_given_an_accelerator": _TOKENIZER + """
            host = [np.array(tokenizer.encode(text), dtype=np.uint16) for text in texts]
            on_gpu = tokenizer.encode(texts[0], device=torch.device("cuda"))
            return host, np.array(on_gpu)  # expect: TL003
    """,
    "a_dtype_a_config_passed_in_holds": _NORMALIZE + """
            return np.asarray(video)  # expect: TL004


        def export(video):
            return normalize(video, VideoConfig())


        def export_with(video):
            return normalize(video, Settings(torch.bfloat16))
    """,
    "silent_a_config_passed_in_with_a_numpy_dtype": _NORMALIZE + """
            return np.asarray(video)


        def export(video):
            return normalize(video, VideoConfig(dtype=torch.float32))


        def export_with(video):
            return normalize(video, Settings(torch.float16))
    """,
    "records_of_a_structured_dtype_take_numbers": """
        import numpy as np
        import torch


        def write_ply(points, filename):
            points = [(points[i, 0], points[i, 1], points[i, 2]) for i in range(points.shape[0])]
            vertex = np.array(points, dtype=[("x", "f4"), ("y", "f4"), ("z", "f4")])
            np.save(filename, vertex)
            return np.array(points)  # expect: TL003


        def dump(model, cloud):
            votes = model(cloud.cuda())
            write_ply(votes[0], "votes.ply")
    """,
    "labels_a_model_output_dict_carries_by_name": """
        import torch
        from torch import nn


        class BoxNet(nn.Module):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(3, 8)

            def forward(self, inputs):
                end_points = {}
                end_points["center"] = self.head(inputs["point_clouds"])
                return end_points


        def dump(end_points):
            gt_center = end_points["center_label"].cpu().numpy()
            heading = end_points["heading_residual_label"].cpu().numpy()
            center = end_points["center"].cpu().numpy()  # expect: TL002
            return gt_center, heading, center


        def check(sample):
            model = BoxNet().cuda()
            end_points = model({"point_clouds": torch.from_numpy(sample["point_clouds"]).cuda()})
            for key in sample:
                end_points[key] = torch.from_numpy(sample[key]).cuda()
            dump(end_points)
    """,
    "what_a_lightning_step_returned_reaches_its_step_end_hook": """
        import pytorch_lightning as pl
        import torch
        from torch import nn


        class LitModel(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.net = nn.Linear(4, 4)

            def training_step(self, batch, batch_idx):
                output = self.net(batch["x"])
                loss = (output - batch["y"]).pow(2).mean()
                return {"loss": loss, "output": output}

            def training_step_end(self, train_logs):
                sample = train_logs["output"][0].cpu().numpy()  # expect: TL002
                return train_logs["loss"], sample

            def configure_optimizers(self):
                return torch.optim.Adam(self.parameters())


        class MriModule(pl.LightningModule):
            def validation_step_end(self, val_logs):
                for i, fname in enumerate(val_logs["fname"]):
                    slice_num = int(val_logs["slice_num"][i])
                    target = val_logs["target"][i].cpu().numpy()
                    output = val_logs["output"][i].numpy()  # expect: TL001
                    print(fname, slice_num, target, output)
    """,
    # ---- `x.is_cuda` is False on MPS: the other branch keeps what may be another accelerator
    "an_mps_tensor_passes_an_is_cuda_guard": _IS_CUDA_GUARD.format(device='"mps" if torch.backends.mps.is_available() else "cpu"', expect="  # expect: TL001") + """
            return to_numpy(logits)
    """,
    "silent_a_cuda_tensor_checked_with_is_cuda": _IS_CUDA_GUARD.format(device='"cuda" if torch.cuda.is_available() else "cpu"', expect="") + """
            return to_numpy(logits)
    """,
    "a_cuda_tensor_passes_an_is_mps_guard": """
        import torch


        def predict(model, batch):
            with torch.no_grad():
                probs = model.cuda()(batch.cuda()).softmax(-1)
            if probs.is_mps:
                probs = probs.cpu()
            return probs.numpy()  # expect: TL001
    """,
    "a_lightning_batch_passes_an_is_cuda_guard": """
        import cv2
        import lightning.pytorch as pl
        import torch


        def connected_components(masks):
            if masks.is_cuda:
                return masks.cpu().numpy()
            return masks.numpy()  # expect: TL001


        class Segmenter(pl.LightningModule):
            def predict_step(self, batch, batch_idx):
                masks = (self(batch["image"]) > 0.5).to(torch.uint8)
                return connected_components(masks)
    """,
    "silent_a_device_compared_with_cpu_first": """
        import torch

        device = "mps" if torch.backends.mps.is_available() else "cpu"


        def predict(model, batch):
            with torch.no_grad():
                out = model.to(device)(batch.to(device))
            if device != "cpu":
                out = out.cpu()
            return out.numpy()
    """,
    "an_mps_device_compared_with_cuda": """
        import torch

        device = "mps" if torch.backends.mps.is_available() else "cpu"


        def predict(model, batch):
            with torch.no_grad():
                out = model.to(device)(batch.to(device))
            if device == "cuda":
                out = out.cpu()
            return out.numpy()  # expect: TL001
    """,
    # ---- `tree_map(f, tree)`, `map(f, xs)`: what f makes of each leaf, in the tree's shape
    "silent_a_rendering_tree_mapped_to_arrays": _RENDERING + """
            rendering = tree_map(lambda x: x.detach().cpu().numpy() if x is not None else None, rendering)
            rgb = np.round(rendering["rgb"] * 255) / 255
            return rgb, np.clip(rendering["acc"], 0, 1)
    """,
    "a_rendering_tree_mapped_to_detached_tensors": _RENDERING + """
            rendering = tree_map(lambda x: x.detach() if x is not None else None, rendering)
            rgb = np.round(rendering["rgb"] * 255) / 255  # expect: TL003
            return rgb
    """,
    "silent_a_list_mapped_to_arrays": """
        import numpy as np
        import torch


        def collect(model, loader):
            model = model.cuda().eval()
            with torch.no_grad():
                outs = [model(x.cuda()) for x in loader]
            arrays = list(map(lambda t: t.cpu().numpy(), outs))
            return np.concatenate(arrays)
    """,
    "a_list_mapped_by_a_def_that_keeps_tensors": """
        import numpy as np
        import torch


        def scaled(t):
            return t * 2


        def collect(model, loader):
            model = model.cuda().eval()
            with torch.no_grad():
                outs = [model(x.cuda()) for x in loader]
            return np.concatenate(list(map(scaled, outs)))  # expect: TL003
    """,
    # ---- a module's annotated class constant (`levels: int = 16`) is no parameter
    "silent_annotated_class_constants_of_a_module": """
        import numpy as np
        from torch import nn


        class GridMLP(nn.Module):
            grid_base_resolution: int = 16
            grid_desired_resolution: int = 8192
            near_anneal_rate = None

            def __init__(self):
                super().__init__()
                self.levels = int(np.log2(self.grid_desired_resolution / self.grid_base_resolution)) + 1
                self.net = nn.Linear(3, self.levels)
    """,
    "an_annotated_class_default_replaced_by_a_parameter": """
        import numpy as np
        import torch
        from torch import nn


        class GridMLP(nn.Module):
            grid_base_resolution: float = 16.0

            def __init__(self):
                super().__init__()
                self.grid_base_resolution = nn.Parameter(torch.tensor(16.0))
                self.net = nn.Linear(3, 3)

            def levels(self):
                return np.log2(self.grid_base_resolution)  # expect: TL002
    """,
    # ---- a dict of lists: each value is a list (np.mean of it converts the list: TL003, not TL007)
    "a_dict_of_lists_of_device_tensors_averaged": """
        import numpy as np
        import torch


        def horizon_maes(model, x, y):
            model = model.cuda().eval()
            with torch.no_grad():
                mae_each_step = torch.mean(torch.abs(model(x.cuda()) - y.cuda()), dim=0)
            per_step = {i: m for i, m in enumerate(mae_each_step)}
            lists = {k: [v] for k, v in per_step.items()}
            return {k: np.mean(v) for k, v in lists.items()}  # expect: TL003
    """,
    "silent_a_dict_of_lists_of_numbers_averaged": """
        import numpy as np
        import torch


        def horizon_maes(model, x, y):
            model = model.cuda().eval()
            with torch.no_grad():
                mae_each_step = torch.mean(torch.abs(model(x.cuda()) - y.cuda()), dim=0)
            per_step = {i: m.item() for i, m in enumerate(mae_each_step)}
            lists = {k: [v] for k, v in per_step.items()}
            return {k: np.mean(v) for k, v in lists.items()}
    """,
    # ---- `if isinstance(r, torch.Tensor) and r.dim() == 0: r = r.item()`: a 0-d tensor
    # never reaches the other branch (ignite's `Metric.completed()`)
    "silent_a_metric_total_made_a_number_where_it_is_0_d": _METRIC_TOTAL.format(test="len(result.size()) == 0") + """
            return np.allclose(result, expected)
    """,
    "a_metric_total_kept_a_tensor_where_it_is_1_d": _METRIC_TOTAL.format(test="result.dim() == 1") + """
            return np.allclose(result, expected)  # expect: TL003
    """,
    "silent_a_sum_over_everything_made_a_number_unless_multidimensional": """
        import numpy as np
        import torch


        def error(pred, target):
            total = torch.sum((pred.cuda() - target.cuda()) ** 2)
            if total.ndim != 0:  # (never: a sum over everything is 0-d)
                return np.sqrt(total)
            return np.sqrt(total.item())
    """,
    # ---- np.char.mod converts its values (checked on NumPy 2.4: "can't convert ... to numpy")
    "a_device_row_formatted_by_numpy_char_mod": """
        import numpy
        import torch


        def symbols(predictions):
            _, best = torch.max(predictions.cuda(), dim=2)
            return [numpy.char.mod("%d", row) for row in best]  # expect: TL003
    """,
    "silent_a_host_row_formatted_by_numpy_char_mod": """
        import numpy
        import torch


        def symbols(predictions):
            _, best = torch.max(predictions.cuda(), dim=2)
            return [numpy.char.mod("%d", row) for row in best.cpu().numpy()]
    """,
    # ---- `torch.zeros(n).to(p0)` of a tensor parameter: where p0 is, as callers say
    # (glue-factory's `sym_epipolar_distance`), not a guess that `p0` names an accelerator
    "silent_an_empty_result_made_like_a_host_tensor": """
        import torch


        def no_distances(p0):
            return torch.zeros(p0.shape[:-1]).to(p0)


        def show(kp0):
            return no_distances(kp0).numpy()
    """,
    "an_empty_result_made_like_a_device_tensor": """
        import torch


        def no_distances(p0):
            return torch.zeros(p0.shape[:-1]).to(p0)


        def show(kp0):
            return no_distances(kp0.cuda()).numpy()  # expect: TL001
    """,
    "a_tensor_moved_to_a_rank_parameter": """
        import torch


        def gather(x, local_rank):
            return x.to(local_rank).numpy()  # expect: TL001
    """,
    # ---- `if kp is not None: kp = kp.cpu().numpy()`: where the test fails, kp is None
    "silent_keypoints_made_an_array_unless_none": """
        import numpy as np
        import torch


        def draw(kp):
            return np.hstack([kp, np.ones((kp.shape[0], 1))])


        def visualize(images, kp_2d=None):
            images = images.cuda()
            kp_2d = kp_2d.cuda() if kp_2d is not None else None
            if kp_2d is not None:
                kp_2d = kp_2d.cpu().numpy()
            for i in range(images.shape[0]):
                if kp_2d is not None:
                    draw(kp_2d[i])
    """,
    "keypoints_made_an_array_only_where_none": """
        import numpy as np
        import torch


        def draw(kp):
            return np.hstack([kp, np.ones((kp.shape[0], 1))])  # expect: TL003


        def visualize(images, kp_2d=None):
            images = images.cuda()
            kp_2d = kp_2d.cuda() if kp_2d is not None else None
            if kp_2d is None:
                kp_2d = images[:, :2].cpu().numpy()
            for i in range(images.shape[0]):
                draw(kp_2d[i])
    """,
    # ---- a batch's text (`batch["imgname"]`): Lightning moves tensors, not strings
    "silent_image_names_of_a_lightning_batch_collected": _NAMES_OF_A_BATCH.format(key="dataset_name"),
    "keypoints_of_a_lightning_batch_collected": _NAMES_OF_A_BATCH.format(key="keypoints").replace("np.array(self.seen)", "np.array(self.seen)  # expect: TL003"),
    # ---- a project's own tree map (`map_tensor(input_, func)`): what func makes of each leaf
    "silent_a_batch_mapped_to_the_host_by_a_helper": _MAP_TENSOR.format(move='tensor.to(device="cpu").detach()') + """
            return feats["keypoints"].numpy(), feats["scores"].numpy()
    """,
    "a_batch_mapped_by_a_helper_that_keeps_the_device": _MAP_TENSOR.format(move="tensor.detach()") + """
            return feats["keypoints"].numpy()  # expect: TL001
    """,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_judgement(name):
    source = textwrap.dedent(CASES[name]).lstrip("\n")
    assert codes_by_line(source) == expected_by_line(source)


FORWARD_FFT = textwrap.dedent("""
    import numpy as np
    import torch
    from torch import nn

    class Spectral(nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = nn.Linear(8, 8)

        def forward(self, x):
            h = self.proj(x)
            return torch.as_tensor(np.abs(np.fft.fft(h)))

    model = Spectral()
    spectrum = np.abs(np.fft.fft(model.proj.weight))
""").lstrip("\n")


def test_detach_inside_forward_is_an_unsafe_fix_that_names_the_torch_function():
    """`.detach()` in a Module's forward turns the crash into silently stopped gradients
    (issue 13): the fix is unsafe there and the message names `torch.fft.fft`; where the
    value only leaves the graph (logged weights) `.detach()` stays safe."""
    from tensorlint.config.settings import Settings
    from tensorlint.run.checker import check_source

    by_line = {d.start.line: d for d in check_source(FORWARD_FFT, "t.py", Settings()) if d.code == "TL002"}
    in_forward, in_logging = by_line[12], by_line[15]
    assert in_forward.fix is not None and in_forward.fix.safety == "unsafe"
    assert "torch.fft.fft" in in_forward.message
    assert in_logging.fix is not None and in_logging.fix.safety == "safe"
    assert "torch.fft.fft" not in in_logging.message


METER_OF_A_DICT = textwrap.dedent("""
    import torch


    class Meter:
        def __init__(self):
            self.sums = {}

        def update(self, metrics):
            for k, v in metrics.items():
                self.sums[k] = self.sums.get(k, 0) + v


    def train(model, loader, optimizer):
        meter = Meter()
        model.train()
        for x in loader:
            loss = model(x).mean()
            loss.backward()
            optimizer.step()
            meter.update({"loss": loss, "lr": 0.1})
""").lstrip("\n")


def test_a_meter_given_a_dict_is_fixed_at_the_item_it_keeps():
    """A container passed to a meter's `update` is not what a fix detaches: before, the
    "safe" fix wrote `{"loss": loss, "lr": 0.1}.detach()`, which raises AttributeError."""
    from tensorlint.config.settings import Settings
    from tensorlint.run.checker import fix_source

    assert codes_by_line(METER_OF_A_DICT) == {(20, "TL008")}
    fixed = fix_source(METER_OF_A_DICT, "t.py", Settings(), unsafe=False).source.splitlines()
    assert fixed[19] == '        meter.update({"loss": loss.detach(), "lr": 0.1})'
