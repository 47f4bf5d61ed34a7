"""Evidence steps as text: one template per step kind (facts/evidence.py declares the kinds).

The only place where a step becomes words. Rewording a template changes messages, never
findings or fixes (tests/test_evidence_data.py renders through scrambled templates).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tensorlint.facts.evidence import Label

if TYPE_CHECKING:
    from tensorlint.facts.lattice import Step

TEMPLATES: dict[str, str] = {
    "may-be-device": "may be '{device}'",
    "device-not-cpu": "{label} is not known to be the CPU",
    "parameter-device-not-cpu": "{label}, the device of `{of}`, is not known to be the CPU",
    "cuda-index": "device {index} is a CUDA device index",
    "current-accelerator": "`{call}` is the machine's accelerator",
    "cuda-tensor-type": "`{type}` is a CUDA tensor type",
    "created-as-type": "created as `{type}`",
    "default-device-set": "default device set to {device}",
    "created-on": "created on {device}",
    "made-on-device": "made by `{func}()` on {device}",
    "library-default-device": "made by `{func}()` on its default device, '{device}' when there is one",
    "embedded-on-model-device": "embeddings from `{func}()` with `{switch}`, on the model's device",
    "created-default-device": "created on the default device",
    "created-with-dtype": "created with dtype={dtype}",
    "created-requires-grad": "created with requires_grad=True",
    "nn-parameter": "is an `nn.Parameter`",
    "loaded-with": "loaded with {keyword}={value}",
    "dtype-no-numpy": "`torch.{dtype}` has no NumPy equivalent",
    "loaded-module-output": "output of `{func}`, a module loaded whole by `torch.load`, whose parameters keep `requires_grad`",
    "dtype-checked": "where this test holds, `{name}` is a `torch.{dtype}` tensor, which NumPy has no dtype for",
    "computed-under-bf16-autocast": "computed under bfloat16 autocast",
    "computed-under-default-autocast": "computed under {device_type} autocast, which defaults to bfloat16",
    "moved-cuda": "`{recv}` moved with `.cuda()`",
    "moved-to": "`{recv}` moved to {device}",
    "moved-to-device-of": "`{recv}` moved to the device of `{other}`",
    "moved-by-helper": "moved by `{func}()` (extend-device-sources)",
    "cast-to": "`{recv}` cast to `{target}`",
    "cast-with": "`{recv}` cast with `.{method}()`",
    "layout": "made {layout} by `{how}`",
    "non-blocking-copy": "copied from `{recv}` with non_blocking=True, with no synchronisation since",
    "requires-grad-call": "`{recv}.requires_grad_()`",
    "requires-grad-set": "`{recv}.requires_grad` set to `{flag}`",
    "backward-called": "`{recv}.backward()` is called, so it requires grad",
    "module-class-trainable": "`{cls}` is a module with trainable parameters",
    "accelerate-device": "`{owner}` puts it on the process's accelerator when there is one",
    "framework-callback": "`{caller}` passes `{name}` on the model's device",
    "framework-logits": "`{caller}` passes `{name}` the model's logits, in its dtype",
    "module-hook-argument": "PyTorch calls the function given to `{module}.{hook}()` with the tensors of `{module}`",
    "lightning-module": "`{cls}` is a LightningModule, which the Trainer moves to the accelerator when there is one",
    "data-parallel": "`{func}` runs the module on the GPUs when there are any",
    "lightning-bf16": "`{trainer}(precision=\"{precision}\")` runs the LightningModule's steps in bfloat16",
    "other-accelerator": "where `{test}` is False it may still be on another accelerator ('mps', 'xpu')",
    "module-input": "`{name}` is an input of `{cls}.forward`, given where the module runs",
    "project-uses-accelerator": "the project runs on '{word}' when it can",
    "instance-moved": "an instance of `{cls}` is moved with `{move}`",
    "lightning-batch": "Lightning moves `{name}` to the module's device before `{hook}()`",
    "lightning-logged-metrics": "`{src}` holds what the module logged, on its device until the Trainer's teardown",
    "lightning-callback-module": "Lightning passes `{hook}()` the LightningModule it moved to the accelerator as `{name}`",
    "hf-trainer-model": "the HF Trainer passes `{hook}()` the model it trains, on its device, as `{name}`",
    "hf-trainer-inputs": "the HF Trainer moves `{name}` to the model's device before `{hook}()`",
    "lightning-epoch-outputs": "Lightning collects what `{hook}()` returned into `{name}`",
    "lightning-step-output": "Lightning passes what `{hook}()` returned as `{name}`",
    "callee-trainable": "`{func}` has trainable parameters",
    "pretrained-trainable": "`{owner}` model with trainable parameters",
    "module-params-require-grad": "`{target}` is a module; its parameters require grad unless frozen",
    "module-mode-call": "`{target}.{method}()`: only a module has it, and its parameters require grad unless frozen",
    "passed-module-mode-call": "`{target}.{method}()` of what is passed as `{of}`: only a module has it, and its parameters require grad unless frozen",
    "optimised-module": "`{optimizer}` optimises the parameters of `{target}`, a module that trains",
    "module-output": "output of `{func}`",
    "follows-input": "returned by `{func}()`, computed on its inputs' device",
    "method-output": "output of `{recv}.{method}()`",
    "parameters-of": "parameters of `{recv}`",
    "is-a-parameter": "`{src}` is a parameter",
    "called-with": "`{func}()` called with `{arg}` as `{param}`",
    "returned-by": "returned by `{func}()`",
    "called-under-default-device": "`{func}()` called while a default device is set",
    "defaults-to": "`{name}` defaults to `{default}`",
    "defaults-to-label": "`{name}` defaults to {default}",
    "unknown-origin": "`{subject}` is of unknown origin (strict mode)",
    "numpy-dispatch": "`{subject}` is a tensor",
}

NAMED = "`{name}` {text}"  # a nameable step once its value is bound to a name

# How a label (facts/evidence.py LABEL_FORMS) reads inside a template.
LABELS: dict[str, str] = {
    "name": "`{text}`",
    "device-string": "'{text}'",
    "device-of": "the device of `{text}`",
    "cuda-index": "cuda:{text}",
    "plain": "{text}",
}


def render_step(step: "Step", templates: dict[str, str] | None = None, labels: dict[str, str] | None = None) -> str:
    fields = {key: (labels or LABELS)[value.form].format(text=value.text) if isinstance(value, Label) else value for key, value in step.args}
    text = (templates or TEMPLATES)[step.kind].format(**fields)
    return NAMED.format(name=step.name, text=text) if step.name else text
