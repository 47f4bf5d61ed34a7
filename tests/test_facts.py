"""The facts pass, pattern by pattern (issue 2, point 2).

Each case is a small program whose `# expect: CODES` comments say exactly which lines must be
reported; a case without such comments must stay silent.
"""

from __future__ import annotations

import textwrap

import pytest

from tensorlint.facts.lattice import ParamRef, Reason, join, Value, TENSOR, NONE
from tensorlint.run.checker import check_source
from tensorlint.config.settings import Settings
from tests.helpers import codes_by_line, expected_by_line

CASES = {
    "a-module-frozen-inside-a-chain-of-self-returning-methods": """
        import copy

        import numpy as np
        import torch


        class PPLSampler(torch.nn.Module):
            def __init__(self, G, epsilon):
                super().__init__()
                self.G = copy.deepcopy(G)
                self.epsilon = epsilon

            def forward(self, c):
                z = torch.randn([c.shape[0], 4], device=c.device)
                return (self.G(z) - self.G(z + self.epsilon)).square().sum(1)


        def compute_ppl(G, device, num_samples):
            sampler = PPLSampler(G=G, epsilon=1e-4)
            sampler.eval().requires_grad_(False).to(device)
            dist = []
            for _ in range(num_samples):
                c = torch.zeros([8, 4]).to(device)
                x = sampler(c)
                dist.append(x.clone())
            return torch.cat(dist)[:num_samples].cpu().numpy()


        def compute_trained(G, device, num_samples):
            sampler = PPLSampler(G=G, epsilon=1e-4)
            sampler.eval().to(device)
            return sampler(torch.zeros([8, 4]).to(device)).cpu().numpy()  # expect: TL002
    """,
    "scipy-functions-convert-their-data-and-scatter-colours-are-data": """
        import matplotlib.pyplot as plt
        import torch
        from scipy.integrate import solve_ivp
        from scipy.optimize import linear_sum_assignment, minimize

        x = torch.randn(8, 4).cuda()
        noise = torch.randn(8, 4).cuda()
        dist = torch.cdist(x, noise)
        rows, cols = linear_sum_assignment(dist)  # expect: TL003
        rows, cols = linear_sum_assignment(dist.cpu())
        sigmas = torch.linspace(1, 0, 10).to("mps")
        solve_ivp(lambda t, y: -y, (1.0, 0.0), [1.0], t_eval=sigmas)  # expect: TL003
        minimize(lambda p, data: float((data.sum() - p) ** 2), [0.0], args=(x,))
        labels = torch.argmax(x, dim=1)
        plt.scatter(x[:, 0].cpu(), x[:, 1].cpu(), c=labels)  # expect: TL003
        plt.scatter(x[:, 0].cpu(), x[:, 1].cpu(), c=labels.cpu(), color="red")
    """,
    "storing-a-grad-tensor-into-a-tensor-gives-it-grad": """
        import numpy as np
        import torch

        w_opt = torch.zeros(1, 512, requires_grad=True)
        w_out = torch.zeros(10, 512)
        saved = torch.zeros(10, 512)
        for step in range(10):
            w_out[step] = w_opt[0]
            with torch.no_grad():
                saved[step] = w_opt[0]
        np.save("w.npy", w_out.numpy())  # expect: TL002
        np.save("s.npy", saved.numpy())
    """,
    "an-f-string-naming-a-device-type-is-that-device": """
        import torch

        rank = 0
        device = f"cuda:{rank}" if torch.cuda.is_available() else "cpu"
        x = torch.ones(2).to(device)
        x.numpy()  # expect: TL001
        name = f"model_{rank}.pt"
        torch.ones(2).to(f"cpu").numpy()
        print(torch.ones(2).to(f"mps:{rank}").numpy())  # expect: TL001
    """,
    "bfloat16-of-anything-is-bf16": """
        import numpy as np
        import torch

        weights = {}
        weights.update(torch.load("model.bin", map_location="cpu"))
        for k, v in weights.items():
            if k.endswith("bias"):
                v = v.bfloat16()
            print(v.cpu().numpy())  # expect: TL004
            print(v.cpu().float().numpy())
    """,
    "a-state-dict-of-a-module-passed-in-lives-where-the-module-does": """
        import torch


        def export(model, path):
            state = model.state_dict()
            for key in state:
                cur = state[key].numpy()  # expect: TL001
                key.encode()
            for name, buf in model.named_buffers():
                buf.numpy()  # expect: TL001
            return state["weight"].cpu().numpy()


        model = torch.nn.Linear(2, 2).cuda()
        export(model, "m.bin")
        for key in model.state_dict():
            print(key.upper())
    """,
    "a-loop-that-rewrites-every-value-of-the-dict-it-iterates": """
        import numpy as np
        import torch
        import torchvision

        model = torch.nn.Linear(4, 4).cuda()


        def log_local(images):
            for k in images:
                grid = torchvision.utils.make_grid(images[k], nrow=4)
                print(grid.numpy())


        def log_img(batch):
            with torch.no_grad():
                images = {"inputs": batch, "recon": model(batch)}
            for k in images:
                N = min(images[k].shape[0], 4)
                images[k] = images[k][:N]
                if isinstance(images[k], torch.Tensor):
                    images[k] = images[k].detach().cpu()
            log_local(images)
            for name, value in images.items():
                print(value.numpy())


        def by_items(outputs):
            outputs = {"a": model(outputs)}
            for key, value in outputs.items():
                outputs[key] = value.detach().cpu()
            return np.stack(list(outputs.values()))


        def only_some(outputs):
            outputs = {"a": model(outputs)}
            for key in outputs:
                if key == "a":
                    continue
                outputs[key] = outputs[key].detach().cpu()
            return outputs["a"].numpy()  # expect: TL001, TL002


        def stops_early(outputs):
            outputs = {"a": model(outputs)}
            for key in outputs:
                outputs[key] = outputs[key].detach().cpu()
                break
            return outputs["a"].numpy()  # expect: TL001, TL002


        log_img(torch.ones(2, 4).cuda())
        by_items(torch.ones(2, 4).cuda())
        only_some(torch.ones(2, 4).cuda())
        stops_early(torch.ones(2, 4).cuda())
    """,
    "a-module-loaded-whole-keeps-its-grad": """
        import torch

        model = torch.load("model.pth", weights_only=False)
        if torch.cuda.is_available():
            model = model.to("cuda")
        model.eval()
        out = model(torch.ones(1, 1, 8, 8))
        print(out[0].cpu().numpy())  # expect: TL002
        print(out[0].detach().cpu().numpy())
        with torch.no_grad():
            print(model(torch.ones(1, 1, 8, 8)).numpy())  # expect: TL001
        checkpoint = torch.load("ckpt.pth")
        print(checkpoint["epoch"], checkpoint["weights"].numpy())
    """,
    "a-dtype-test-tells-the-dtype-where-it-holds": """
        import numpy as np
        import torch


        def offload(weight):
            if str(weight.dtype) == "torch.bfloat16":
                weight = weight.view(torch.int16)
            return weight.cpu().numpy()


        def offload_broken(weight):
            dtype = None
            if weight.dtype == torch.bfloat16:
                dtype = "bfloat16"
            return weight.cpu().numpy(), dtype  # expect: TL004


        def checked(weight):
            if weight.dtype in (torch.float16, torch.bfloat16):
                weight = weight.float()
            if weight.dtype == torch.bfloat16:
                raise TypeError("bf16")
            return np.asarray(weight.cpu())
    """,
    "einops-keeps-the-tensor-where-it-is": """
        import numpy as np
        import torch
        from einops import rearrange, repeat


        class Features:
            def __init__(self, device="cuda"):
                self.device = device

            def stats(self, samples):
                samples = repeat(samples.to(self.device), "b 1 ... -> b c ...", c=3)
                features = rearrange(samples, "b c h w -> b (c h w)")
                return np.mean(features.numpy(), axis=0)  # expect: TL001

            def host(self, images):
                return rearrange(images, "b h w -> b (h w)").mean(1)


        print(Features().host(np.zeros((2, 3, 3))))
    """,
    "an-accelerator-handed-to-a-helper-still-moves-batches": """
        import numpy as np
        import torch
        from accelerate import Accelerator


        def evaluate(loader, accelerator):
            loader = accelerator.prepare(loader)
            for batch in loader:
                index = accelerator.gather_for_metrics(batch["index"])
                print(index.numpy())  # expect: TL001


        def collect(state, values):
            gathered = state.gather_for_metrics(values)
            return np.asarray(gathered)  # expect: TL003


        def train(trainer, accelerator="gpu"):
            print(np.asarray(trainer.metrics), accelerator.upper())


        evaluate(loader=[], accelerator=Accelerator())
    """,
    "lightning-callback-batch-hooks-get-device-batches": """
        import matplotlib.pyplot as plt
        from pytorch_lightning import Callback


        class ConfusedLogits(Callback):
            def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
                x, y = batch
                self._plot(x[:4], outputs["preds"])

            def _plot(self, images, preds):
                plt.imshow(images[0].squeeze(0))  # expect: TL003
                plt.plot(preds.cpu())

            def on_validation_batch_start(self, trainer, pl_module, batch, batch_idx):
                plt.plot(batch_idx, trainer.current_epoch)


        class NotACallback:
            def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
                plt.imshow(batch[0])
    """,
    "a-module-whose-forward-returns-numpy-gives-numpy": """
        import matplotlib.pyplot as plt
        import torch
        import torch.nn as nn


        class Attention(nn.Module):
            def __init__(self):
                super().__init__()
                self.out = nn.Linear(4, 2)

            def forward(self, x):
                weights = torch.softmax(x, 1)
                steps = []
                for row in x:
                    steps.append(torch.softmax(row, 0).data.numpy())
                return self.out(x), weights.data.numpy(), steps


        class Scorer(nn.Module):
            def __init__(self):
                super().__init__()
                self.out = nn.Linear(4, 2)

            def forward(self, x):
                return self.out(x).detach().numpy()


        model = Attention()
        output, attention, steps = model(torch.ones(3, 4))
        plt.matshow(attention)
        plt.matshow(steps)
        plt.plot(output)  # expect: TL002
        plt.plot(Scorer()(torch.ones(3, 4)))
    """,
    "a-key-stored-into-an-unknown-dict-leaves-its-other-keys-alone": """
        import numpy as np
        import torch
        import yaml

        model = torch.nn.Linear(2, 2).cuda()
        hyp = yaml.safe_load(open("hyp.yaml"))
        if hyp.get("resume"):
            hyp = hyp.copy()
        hyp["box"] *= model.weight.sum()
        print(np.interp(1, [0, 2], [hyp["warmup"], hyp["momentum"]]))
        print(np.interp(1, [0, 2], [hyp["box"], 1.0]))  # expect: TL002, TL003
        print(np.array(list(hyp.values())))  # expect: TL002, TL003
        key = "momentum"
        hyp[key] = model.weight
        print(np.interp(1, [0, 2], [hyp["momentum"], 1.0]))  # expect: TL002, TL003
    """,
    "a-copy-that-is-a-tensor-when-its-source-is-takes-tensor-items": """
        import numpy as np
        import torch


        def xyxy2xywh(x):
            y = x.clone() if isinstance(x, torch.Tensor) else np.copy(x)
            y[..., 0] = (x[..., 0] + x[..., 2]) / 2
            return y


        def to_host(x):
            y = np.zeros((3, 4))
            y[0] = x[0]  # expect: TL003
            return y


        boxes = torch.ones(3, 4, device="cuda")
        print(xyxy2xywh(boxes), to_host(boxes))
    """,
    "a-single-integer-tensor-indexes-numpy-through-index": """
        import numpy as np
        import torch

        matrix = np.zeros((4, 4))
        labels = torch.ones(5, 3, device="cuda")
        classes = labels[:, 0].int()
        for c in classes:
            matrix[3, c] += 1
        best = labels.sum().long()
        matrix[best, 0] += 1
        rows = labels.long()
        print(matrix[rows])  # expect: TL003
    """,
    "isinstance-tensor-narrows-both-branches": """
        import numpy as np
        import torch


        def xyxy2xywh(x):
            y = x.clone() if isinstance(x, torch.Tensor) else np.copy(x)
            return y


        def to_array(x):
            if isinstance(x, torch.Tensor):
                return x.numpy()  # expect: TL001
            return np.asarray(x)


        boxes = torch.ones(3, 4, device="cuda")
        print(xyxy2xywh(boxes), to_array(boxes), np.copy(boxes))  # expect: TL003
    """,
    "a-cast-to-an-integer-dtype-has-no-grad": """
        import torch

        images = torch.nn.Parameter(torch.rand(4, 784))
        image = images[0].cpu().reshape(28, 28).mul(255).to(torch.uint8)
        print(image.numpy())
        scaled = images[0].to(torch.float32)
        print(scaled.numpy())  # expect: TL002
    """,
    "variable-returns-its-tensor": """
        import numpy as np
        import torch
        from torch.autograd import Variable

        cuda = True if torch.cuda.is_available() else False
        LongTensor = torch.cuda.LongTensor if cuda else torch.LongTensor
        for i, (imgs, labels) in enumerate(loader):
            labels = Variable(labels.type(LongTensor))
            print(labels.data.numpy())  # expect: TL001
            print(labels.data.cpu().numpy())
        w = Variable(torch.ones(3), requires_grad=True)
        print(np.asarray(w))  # expect: TL002
    """,
    "a-lookup-with-a-literal-default-is-a-host-value": """
        import numpy as np
        import torch

        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        state = torch.load("model.pth", map_location=device)
        mask_values = state.pop("mask_values", [0, 1])
        out = np.zeros(3)
        for i, v in enumerate(mask_values):
            out[i == 1] = v
        epoch = state.get("epoch", 0)
        print(np.asarray(epoch))
        weight = state.get("weight", None)
        print(weight.numpy())  # expect: TL001
    """,
    "a-lightning-module-is-on-the-cpu-in-its-init": """
        import numpy as np
        import torch
        import lightning.pytorch as pl


        class DQN(pl.LightningModule):
            def __init__(self):
                super().__init__()
                self.total_rewards = [torch.tensor(0.0, device=self.device)]
                self.avg_rewards = float(np.mean(self.total_rewards))

            def training_step(self, batch, batch_idx):
                reward = torch.zeros(1, device=self.device)
                return float(np.mean([reward]))  # expect: TL003
    """,
    "a-method-only-called-with-grad-off-runs-with-grad-off": """
        import torch


        class Agent(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.net = torch.nn.Linear(3, 2)

            def act(self, x):
                return self.net(x).numpy()

            def act2(self, x):
                return self.net(x).numpy()  # expect: TL002

            def validation_step(self, batch, i):
                return self.act(batch)

            def training_step(self, batch, i):
                return self.act2(batch)

            def other(self, batch):
                with torch.no_grad():
                    self.act2(batch)
    """,
    "make-grid-follows-its-input-and-more-numpy-converters": """
        import numpy as np
        import torch
        import torchvision.utils as vutils
        import matplotlib.pyplot as plt

        netG = torch.nn.Linear(3, 3).cuda()
        fake = netG(torch.randn(2, 3, device="cuda"))
        images = []
        images.append(vutils.make_grid(fake, padding=2, normalize=True))
        plt.imshow(np.transpose(images[-1], (1, 2, 0)))  # expect: TL002, TL003
        with torch.no_grad():
            grid = vutils.make_grid(netG(torch.randn(2, 3)).cpu())
        plt.imshow(np.transpose(grid, (1, 2, 0)))
        peak, idx = torch.max(fake.view(3, -1), 1)
        r, c = np.unravel_index(idx[0], (3, 3))  # expect: TL003
        top = np.argpartition(peak.detach(), 1)  # expect: TL003
    """,
    "attribute-moved-under-a-flag-keeps-the-flag-in-other-methods": """
        import torch

        use_cuda = torch.cuda.is_available()


        class Body:
            def __init__(self):
                self.model = torch.nn.Linear(3, 3)
                if use_cuda:
                    self.model = self.model.cuda()

            def __call__(self, x):
                with torch.no_grad():
                    out = self.model(x)
                if use_cuda:
                    out = out.cpu()
                return out.numpy()

            def unguarded(self, x):
                with torch.no_grad():
                    return self.model(x).numpy()  # expect: TL001
    """,
    # ---- torch.distributions: sample() runs under no_grad (checked on torch 2.13) -------
    "distribution-sample-has-no-grad": """
        import torch
        from torch.distributions import Categorical, Normal

        model = torch.nn.Linear(4, 3).cuda()
        x = torch.randn(2, 4).cuda()
        dist = Categorical(logits=model(x))
        action = dist.sample()
        print(action.cpu().numpy())
        print(action.numpy())  # expect: TL001
        normal = Normal(model(x), 1.0)
        print(normal.rsample().cpu().numpy())  # expect: TL002
        print(dist.log_prob(action).cpu().numpy())  # expect: TL002
        print(torch.distributions.Bernoulli(logits=model(x)).sample().cpu().numpy())
        heads = torch.nn.ModuleList([torch.nn.Linear(4, 2) for _ in range(3)])
        per_head = [Categorical(logits=head(x.cpu())) for head in heads]
        actions = torch.stack([d.sample() for d in per_head], dim=1)
        print(actions.numpy())


        class Policy(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.mean = torch.nn.Linear(4, 2)

            def forward(self, x):
                return Normal(self.mean(x), 1.0)


        policy = Policy()
        print(policy(torch.randn(1, 4)).sample().numpy())
        print(policy(torch.randn(1, 4)).rsample().numpy())  # expect: TL002
    """,
    # ---- device: factories, moves, device variables --------------------------------------
    "factory-device-literal": """
        import torch
        x = torch.zeros(3, device="cuda")
        x.numpy()  # expect: TL001
    """,
    "factory-device-variable": """
        import torch
        device = "cuda" if torch.cuda.is_available() else "cpu"
        x = torch.randn(3, device=device)
        x.numpy()  # expect: TL001
    """,
    "factory-torch-device": """
        import torch
        dev = torch.device("cuda:0")
        x = torch.ones(2, device=dev)
        y = x + 1
        y.numpy()  # expect: TL001
    """,
    "cpu-device-is-silent": """
        import torch
        device = torch.device("cpu")
        x = torch.ones(2).to(device)
        x.numpy()
    """,
    "cuda-then-cpu": """
        import torch
        x = torch.ones(2).cuda()
        y = x.cpu()
        y.numpy()
        x.to("cpu").numpy()
    """,
    "to-without-assignment-moves-nothing": """
        import torch
        x = torch.ones(2)
        x.to("cuda")
        x.numpy()
    """,
    "to-other-tensor": """
        import torch
        ref = torch.ones(2, device="cuda")
        x = torch.zeros(2).to(ref)
        x.numpy()  # expect: TL001
    """,
    "to-dtype-is-not-a-move": """
        import torch
        x = torch.ones(2).to(torch.float32)
        x.numpy()
    """,
    "from-numpy-is-host": """
        import numpy as np
        import torch
        x = torch.from_numpy(np.ones(3))
        x.numpy()
    """,
    "set-default-device": """
        import torch
        torch.set_default_device("cuda")
        x = torch.ones(3)
        x.numpy()  # expect: TL001
    """,
    "map-location": """
        import torch
        state = torch.load("ckpt.pt", map_location="cuda")
        state["w"].numpy()  # expect: TL001
        cpu_state = torch.load("ckpt.pt", map_location="cpu")
        cpu_state["w"].numpy()
    """,
    "checkpoint-holds-non-tensors": """
        import numpy as np
        import torch
        ckpt = torch.load("ckpt.pt", map_location={"cuda:0": "cuda:1"})
        state = ckpt["rng"].get_state()
        np.testing.assert_array_equal(state[1], state[1])
        ckpt["weights"].numpy()  # expect: TL001
    """,
    "local-class-from-pretrained": """
        import numpy as np
        import torch
        class TinyLM(torch.nn.Module):
            @classmethod
            def from_pretrained(cls, name, torch_dtype=torch.float32):
                return cls().to(torch_dtype)
        lm = TinyLM.from_pretrained("x", torch_dtype=torch.bfloat16)
        with torch.no_grad():
            out = lm(torch.ones(2))
        np.asarray(out)  # expect: TL004
    """,
    "args-device": """
        import argparse
        import torch
        parser = argparse.ArgumentParser()
        args = parser.parse_args()
        x = torch.ones(2).to(args.device)
        x.numpy()  # expect: TL001
    """,
    "device-parameter-default": """
        import torch
        def run(x, device="cuda"):
            y = x.to(device)
            return y.numpy()  # expect: TL001
    """,
    "is-cuda-guard": """
        import torch
        def f(device):
            x = torch.ones(2, device=device)
            if x.is_cuda:
                x = x.cpu()
            return x.numpy()
    """,
    "device-variable-guard": """
        import torch
        def features(wave, device="cpu"):
            x = torch.from_numpy(wave).to(device)
            y = (x * 2).log()
            if device != "cpu":
                y = y.cpu()
            return y.numpy()
    """,
    "device-of-a-tensor-follows-the-tensor": """
        import torch
        def positions(ids):
            ids = torch.as_tensor(ids)
            pos = torch.zeros(3, dtype=torch.long, device=ids.device)
            return pos.numpy()
    """,
    # ---- modules --------------------------------------------------------------------------
    "model-to-device-output": """
        import torch
        device = "cuda" if torch.cuda.is_available() else "cpu"
        model = torch.nn.Linear(4, 2).to(device)
        with torch.no_grad():
            out = model(torch.ones(1, 4, device=device))
        out.numpy()  # expect: TL001
    """,
    "model-cuda-in-place": """
        import torch
        model = torch.nn.Linear(4, 2)
        model.cuda()
        out = model(torch.ones(1, 4).cuda())
        out.numpy()  # expect: TL001, TL002
    """,
    "self-model-across-methods": """
        import torch
        class Wrapper:
            def __init__(self, device):
                self.model = torch.nn.Linear(4, 2).to(device)
            def predict(self, x):
                with torch.no_grad():
                    logits = self.model(x)
                return logits.numpy()  # expect: TL001
    """,
    "outputs-attribute-index-unpack": """
        import torch
        from transformers import AutoModelForSequenceClassification
        import numpy as np
        model = AutoModelForSequenceClassification.from_pretrained("bert", device_map="auto")
        with torch.no_grad():
            out = model(input_ids=None)
        out.logits.numpy()  # expect: TL001
        out[0].numpy()  # expect: TL001
        a, b = out
        np.asarray(b)  # expect: TL003
    """,
    "eval-does-not-turn-grad-off": """
        import torch
        model = torch.nn.Linear(4, 2)
        model.eval()
        out = model(torch.ones(1, 4))
        out.numpy()  # expect: TL002
    """,
    "frozen-model": """
        import torch
        model = torch.nn.Linear(4, 2)
        model.requires_grad_(False)
        out = model(torch.ones(1, 4))
        out.numpy()
    """,
    "subclass-uses-base-self-model": """
        import torch
        from torch import nn
        class Trainer:
            def __init__(self, model: nn.Module):
                self.device = torch.device("cuda")
                self.model = model
                self.model.to(self.device)
        class Probe(Trainer):
            def dump(self, x):
                logits = self.model(x.to(self.device))
                return logits.numpy()  # expect: TL001, TL002
    """,
    "frozen-then-moved-model": """
        import torch
        def embed(model, x):
            model.requires_grad_(False)
            model.to("cuda")
            return model(x.cuda()).cpu().numpy()
    """,
    "generator-yield": """
        import torch
        DEVICE = torch.device("cuda")
        def chunks(signal):
            for start in range(0, 10, 2):
                piece = torch.from_numpy(signal[start:start + 2]).to(DEVICE)
                yield piece.numpy()  # expect: TL001
    """,
    "checkpoint-items": """
        import torch
        def export(buf):
            state = torch.load(buf, map_location="cuda")
            return {name: tensor.numpy() for name, tensor in state.items()}  # expect: TL001
    """,
    # ---- containers and loops -------------------------------------------------------------
    "list-of-cuda-tensors": """
        import numpy as np
        import torch
        preds = []
        for i in range(3):
            x = torch.ones(2).to("cuda")
            preds.append(x * 2)
        np.array(preds)  # expect: TL003
        torch.cat(preds).numpy()  # expect: TL001
    """,
    "losses-mean": """
        import numpy as np
        import torch
        model = torch.nn.Linear(2, 1)
        losses = []
        for i in range(3):
            loss = model(torch.ones(1, 2)).sum()
            losses.append(loss)
        np.mean(losses)  # expect: TL002
    """,
    "losses-item-are-floats": """
        import numpy as np
        import torch
        model = torch.nn.Linear(2, 1)
        losses = []
        for i in range(3):
            loss = model(torch.ones(1, 2)).sum()
            losses.append(loss.item())
        np.mean(losses)
    """,
    "np-mean-bare-tensor": """
        import numpy as np
        import torch
        x = torch.ones(3, device="cuda")
        np.mean(x)  # expect: TL007
        np.sum(x)  # expect: TL007
        np.mean([x.item()])
    """,
    "layouts-kept-and-resolved": """
        import numpy as np
        import torch
        x = torch.randn(4)
        z = x.to(torch.complex64).conj()
        z.numpy()  # expect: TL005
        z.detach().cpu().numpy()  # expect: TL005
        z.clone().numpy()
        torch.conj(x).numpy()
        torch.conj(torch.fft.rfft(x)).numpy()  # expect: TL005
        torch.fft.fft(x).conj().abs().numpy()
        s = x.to_sparse()
        s.coalesce().numpy()  # expect: TL005
        s.clone().numpy()  # expect: TL005
        (s @ torch.ones(4, 1)).numpy()
        np.asarray(s.to_dense())
    """,
    "non-blocking-copy-into-an-attribute-slice": """
        import torch
        class Tracker:
            def __init__(self, device):
                self.gpu = torch.zeros(8, device="cuda")
                self.cpu = torch.zeros(8, pin_memory=True)
                self.event = torch.cuda.Event()
            def update(self, n):
                self.cpu[:n].copy_(self.gpu[:n], non_blocking=True)
                return self.cpu[:n].tolist()  # expect: TL006
            def update_then_record(self, n):
                self.cpu[:n].copy_(self.gpu[:n], non_blocking=True)
                self.event.record()
            def read(self, n):
                self.event.synchronize()
                return self.cpu[:n].tolist()
        pageable = torch.zeros(8)
        pageable.copy_(torch.ones(8, device="cuda"), non_blocking=True)
        print(pageable[0])
    """,
    "evaluation-loop-of-an-uncalled-method": """
        import torch
        import torch.nn.functional as F
        class SAGE(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.convs = torch.nn.ModuleList([torch.nn.Linear(4, 4) for _ in range(2)])
            def inference(self, x_all, subgraph_loader):
                for conv in self.convs:
                    xs = []
                    for n_id in subgraph_loader:
                        xs.append(F.relu(conv(x_all[n_id])).cpu())
                    x_all = torch.cat(xs, dim=0)
                return x_all
        def evaluate(model, loader):
            outs = []
            for x in loader:
                outs.append(model(x))  # expect: TL008
            return torch.cat(outs).argmax(1)
        evaluate(SAGE(), [torch.ones(2, 4)])
    """,
    "batches-moved-in-loop": """
        import numpy as np
        import torch
        def evaluate(model, loader, device):
            model.to(device)
            outs = []
            with torch.no_grad():
                for x, y in loader:
                    x = x.to(device)
                    outs.append(model(x).argmax(1))
            return np.concatenate(outs)  # expect: TL003
    """,
    "tuple-elements-keep-their-own-facts": """
        import torch
        def train(batches):
            for xb, yb in batches:
                yb.numpy()
                xb.numpy()  # expect: TL004
        data = [(torch.randn(2, dtype=torch.bfloat16), torch.randint(0, 3, (2,))) for _ in range(3)]
        train(data)
    """,
    "unassigned-casts-of-a-tensor-do-nothing": """
        import torch
        def f(features):
            features.bfloat16()
            features.to(torch.bfloat16)
            features.to("cuda")
            return features.numpy()
        f(torch.ones(2))
    """,
    # ---- helpers --------------------------------------------------------------------------
    "helper-parameter-reaches-conversion": """
        import torch
        def to_np(t):
            return t.numpy()  # expect: TL001
        x = torch.ones(2).cuda()
        to_np(x)
    """,
    "helper-called-only-with-cpu": """
        import torch
        def to_np(t):
            return t.numpy()
        to_np(torch.ones(2))
        to_np(torch.zeros(3).cpu())
    """,
    "helper-returns-moved": """
        import torch
        DEVICE = torch.device("cuda")
        def load(n):
            return torch.ones(n).to(DEVICE)
        y = load(3)
        y.numpy()  # expect: TL001
    """,
    "helper-nobody-calls-is-unknown": """
        import torch
        def to_np(t):
            return t.numpy()
    """,
    "helper-chain-two-levels": """
        import torch
        def inner(t):
            return t.numpy()  # expect: TL002
        def outer(u):
            return inner(u * 2)
        w = torch.nn.Parameter(torch.ones(2))
        outer(w)
    """,
    "helper-called-under-no-grad": """
        import torch
        def to_np(t):
            return t.numpy()
        w = torch.nn.Parameter(torch.ones(2))
        with torch.no_grad():
            to_np(w)
    """,
    # ---- grad ----------------------------------------------------------------------------
    "parameter": """
        import torch
        w = torch.nn.Parameter(torch.ones(2))
        w.numpy()  # expect: TL002
        w.detach().numpy()
        w.data.numpy()
    """,
    "requires-grad-ops": """
        import torch
        x = torch.ones(2, requires_grad=True)
        y = (x * 3).sum()
        y.numpy()  # expect: TL002
        y.item()
        x.tolist()
    """,
    "no-grad-block-then-after": """
        import torch
        model = torch.nn.Linear(2, 2)
        with torch.no_grad():
            out = model(torch.ones(1, 2))
        out.numpy()
        out2 = model(torch.ones(1, 2))
        out2.numpy()  # expect: TL002
    """,
    "parameter-inside-no-grad": """
        import torch
        w = torch.nn.Parameter(torch.ones(2))
        with torch.no_grad():
            w.numpy()
    """,
    "decorators": """
        import torch
        model = torch.nn.Linear(2, 2)
        @torch.no_grad()
        def predict(x):
            return model(x).numpy()
        @torch.inference_mode()
        def predict2(x):
            return model(x).numpy()
        def predict3(x):
            return model(x).numpy()  # expect: TL002
    """,
    "set-grad-enabled-false": """
        import torch
        model = torch.nn.Linear(2, 2)
        torch.set_grad_enabled(False)
        model(torch.ones(1, 2)).numpy()
    """,
    "integer-results": """
        import torch
        model = torch.nn.Linear(2, 2)
        out = model(torch.ones(1, 2))
        out.argmax(1).numpy()
        (out > 0).numpy()
        out.long().numpy()
        _, pred = torch.max(out, 1)
        pred.numpy()
        out.max(1).indices.numpy()
        vals, idx = out.topk(1)
        idx.numpy()
        vals.numpy()  # expect: TL002
    """,
    "state-dict-and-buffers": """
        import torch
        model = torch.nn.BatchNorm1d(4)
        sd = model.state_dict()
        sd["weight"].numpy()
        model.running_mean.numpy()
        model.weight.numpy()  # expect: TL002
    """,
    # ---- dtype ------------------------------------------------------------------------------
    "bf16-factory-and-casts": """
        import torch
        x = torch.ones(2, dtype=torch.bfloat16)
        x.numpy()  # expect: TL004
        x.float().numpy()
        y = torch.ones(2).bfloat16()
        y.numpy(force=True)  # expect: TL004
        z = torch.ones(2).to(torch.bfloat16)
        z.numpy()  # expect: TL004
        h = torch.ones(2).half()
        h.numpy()
        x.argmax().numpy()
    """,
    "autocast-region": """
        import torch
        model = torch.nn.Linear(2, 2)
        with torch.no_grad():
            with torch.autocast("cpu", dtype=torch.bfloat16):
                out = model(torch.ones(1, 2))
            out.numpy()  # expect: TL004
            out2 = model(torch.ones(1, 2))
            out2.numpy()
    """,
    "from-pretrained-bf16": """
        import torch
        from transformers import AutoModel
        model = AutoModel.from_pretrained("x", torch_dtype=torch.bfloat16)
        with torch.no_grad():
            emb = model(input_ids=None).last_hidden_state
        emb.numpy()  # expect: TL004
        emb.float().numpy()
    """,
    "float8-and-complex32": """
        import torch
        a = torch.ones(2).to(torch.float8_e4m3fn)
        a.numpy()  # expect: TL004
        c = torch.ones(2, dtype=torch.complex32)
        c.numpy()  # expect: TL004
    """,
    # ---- branches ---------------------------------------------------------------------------
    "branches-join": """
        import torch
        def f(flag):
            if flag:
                x = torch.ones(2).cuda()
            else:
                x = torch.ones(2)
            return x.numpy()  # expect: TL001
    """,
    # ---- out of scope -----------------------------------------------------------------------
    "no-torch-import": """
        import numpy as np
        x = get_tensor().cuda()
        x.numpy()
    """,
    "tensorflow-and-jax": """
        import torch
        import tensorflow as tf
        import jax.numpy as jnp
        t = tf.constant([1.0])
        t.numpy()
        j = jnp.ones(3)
        j.numpy()
    """,
    "pandas-to-numpy": """
        import torch
        import pandas as pd
        df = pd.DataFrame({"a": [1, 2]})
        df.to_numpy()
        df["a"].numpy()
    """,
    # ---- implicit sinks -----------------------------------------------------------------------
    "plot-and-sklearn": """
        import matplotlib.pyplot as plt
        import torch
        from sklearn.metrics import accuracy_score
        y = torch.ones(3, device="cuda")
        plt.plot(y)  # expect: TL003
        accuracy_score(y, y)  # expect: TL003, TL003
        fig, ax = plt.subplots()
        ax.imshow(y)  # expect: TL003
    """,
    "numpy-slice-assignment": """
        import numpy as np
        import torch
        out = np.zeros((4, 2))
        x = torch.ones(2, device="cuda")
        out[0] = x  # expect: TL003
    """,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_case(name):
    source = textwrap.dedent(CASES[name]).lstrip("\n")
    assert codes_by_line(source) == expected_by_line(source)


def test_strict_mode_flags_unknown_parameters():
    source = "import torch\ndef f(t):\n    return t.numpy()\n"
    assert codes_by_line(source) == set()
    assert codes_by_line(source, Settings(strict=True)) == {(3, "TL001")}


def test_evidence_chain_names_the_lines():
    source = textwrap.dedent(
        """\
        import torch
        device = "cuda" if torch.cuda.is_available() else "cpu"
        model = torch.nn.Linear(4, 2)
        model.to(device)
        with torch.no_grad():
            logits = model(torch.ones(1, 4))
        logits.numpy()
        """
    )
    (diagnostic,) = check_source(source, "t.py", Settings())
    assert [e.line for e in diagnostic.evidence] == [6, 4, 2]
    assert "`model` moved to `device` (line 4)" in diagnostic.message
    assert "`device` may be 'cuda' (line 2)" in diagnostic.message
    assert "tensorlint.to_numpy(logits)" in diagnostic.message


def test_join_is_may_union():
    a = Value(TENSOR, accel=frozenset({ParamRef("f", 0, "x")}))
    b = Value(TENSOR, grad=frozenset({Reason(())}))
    joined = join(a, b)
    assert joined.accel == a.accel and joined.grad == b.grad and joined.lowp == NONE


def test_a_long_evidence_chain_keeps_its_origin():
    """Chains kept the newest six steps and dropped the oldest: the cause (issue 12)."""
    from tensorlint.facts.lattice import MAX_STEPS, Step

    origin = Step("created-on", (("device", "'cuda'"),), 1, None)
    reason = Reason((origin,))
    for number in range(2, 12):
        reason = reason.then(Step("module-output", (("func", f"layer{number}"),), number, None))
    assert len(reason.steps) == MAX_STEPS
    assert reason.steps[-1] == origin
    assert reason.steps[0].arg("func") == "layer11"


def test_origin_line_is_cited_after_many_module_layers():
    layers = "".join(f"l{i} = torch.nn.Linear(2, 2)\n" for i in range(1, 9))
    calls = "".join(f"h = l{i}(h)\n" for i in range(1, 9))
    source = "import torch\n" + layers + "x = torch.ones(2, device='cuda')\nh = x\n" + calls + "h.numpy()\n"
    (diagnostic,) = [d for d in check_source(source, "t.py", Settings()) if d.code == "TL001"]
    origin_line = 2 + 8  # the factory with device='cuda'
    assert origin_line in [e.line for e in diagnostic.evidence]


def test_a_device_bound_to_a_name_is_a_device_variable():
    """`device = torch.device(args.device)` is "the device of `args`" until it is bound to a
    name; then moving to it suggests an accelerator, as for any device variable. (The
    evidence-as-data change lost this when the tag outlived the label.)"""
    source = textwrap.dedent('''
        import numpy as np
        import torch

        def run(args, batches):
            device = torch.device(args.device)
            losses = []
            for x in batches:
                x = x.to(device)
                losses.append(x)
            return np.mean(losses)  # expect: TL003
    ''').lstrip("\\n")
    assert codes_by_line(source) == expected_by_line(source)


def test_accelerator_flags_are_whole_parts_of_a_name():
    """Conditions on accelerator flags are tracked (conditions.py); a name that holds a device
    type by accident (`input_was_numpy` holds "npu", `sort_keys` "ort") is no such flag."""
    from tensorlint.facts.names import ACCELERATOR_FLAG_RE

    for flag in ("use_cuda", "args.gpu", "train_on_gpu", "self.on_device", "useCuda", "n_gpu", "ngpu", "num_gpus", "args.no_cuda", "is_mps", "self.accelerator"):
        assert ACCELERATOR_FLAG_RE.search(flag), flag
    for other in ("input_was_numpy", "sort_keys", "metadata", "report", "is_lazy"):
        assert not ACCELERATOR_FLAG_RE.search(other), other
