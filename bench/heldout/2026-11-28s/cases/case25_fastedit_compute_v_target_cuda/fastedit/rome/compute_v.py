# expect: TL001
# source: https://github.com/hiyouga/FastEdit/issues/9 ("错误 ：TypeError: can't convert cuda:0 device type tensor to numpy.": `python -m fastedit.editor --data data/example.json --model ../internlm-chat-7b --config llama-7b --template intern` fails after "Generating pre-update text"; reply: "把compute_v.py 的 161 行注释掉，可以正常运行" - commenting out line 161 of compute_v.py makes it run)
# note: FastEdit's ROME value-vector step reconstructed from the ROME `compute_v` it is based on (the thread names only "line 161"): the editor loads the model on cuda, `compute_v` optimizes `delta` on cuda, and a diagnostic line after the optimization converts the recorded initial value `target_init` (a detached cuda clone) with `.numpy()` for `np.linalg.norm`, which raises. The loss printout uses `.item()`, the delta projection runs under `torch.no_grad()`, the module input/output at the subject token come back detached, and the returned right vector stays a tensor. `fastedit/rome/__init__.py` re-exports through relative imports. Header `fastedit/rome/compute_v.py`.
from typing import Dict, List

import numpy as np
import torch
from transformers import PreTrainedModel, PreTrainedTokenizer

from ..utils import nethook
from .rome_hparams import ROMEHyperParams


def compute_v(
    model: PreTrainedModel,
    tokenizer: PreTrainedTokenizer,
    request: Dict,
    hparams: ROMEHyperParams,
    layer: int,
    left_vector: torch.Tensor,
    context_templates: List[str],
) -> torch.Tensor:
    """Computes the value (right) vector for the rank-1 update with a short optimization."""
    print("Computing right vector (v)")
    device = model.device
    target_ids = tokenizer(request["target"], return_tensors="pt").to(device)["input_ids"][0]

    rewriting_prompts = [context.format(request["prompt"]) + tokenizer.decode(target_ids[:-1])
                         for context in context_templates]
    input_tok = tokenizer([prompt.format(request["subject"]) for prompt in rewriting_prompts],
                          return_tensors="pt", padding=True).to(device)

    rewriting_targets = torch.tensor(-100, device=device).repeat(len(rewriting_prompts), *input_tok["input_ids"].shape[1:])
    for i in range(len(rewriting_prompts)):
        ex_len = input_tok["attention_mask"][i].sum()
        rewriting_targets[i, ex_len - len(target_ids):ex_len] = target_ids
    lookup_idxs = [int(input_tok["attention_mask"][i].sum()) - len(target_ids) - 1 for i in range(len(rewriting_prompts))]

    loss_layer = max(hparams.v_loss_layer, layer)
    delta = torch.zeros((model.config.hidden_size,), requires_grad=True, device=device)
    target_init = None

    def edit_output_fn(cur_out, cur_layer):
        nonlocal target_init
        if cur_layer == hparams.mlp_module_tmp.format(layer):
            if target_init is None:
                print("Recording initial value of v*")
                target_init = cur_out[0, lookup_idxs[0]].detach().clone()
            for i, idx in enumerate(lookup_idxs):
                cur_out[i, idx, :] += delta.to(cur_out.dtype)
        return cur_out

    opt = torch.optim.Adam([delta], lr=hparams.v_lr)
    nethook.set_requires_grad(False, model)

    for it in range(hparams.v_num_grad_steps):
        opt.zero_grad()
        with nethook.TraceDict(module=model, layers=[hparams.layer_module_tmp.format(loss_layer),
                                                     hparams.mlp_module_tmp.format(layer)],
                               retain_input=False, retain_output=True, edit_output=edit_output_fn):
            logits = model(**input_tok).logits
        log_probs = torch.log_softmax(logits.float(), dim=2)
        loss = torch.gather(log_probs, 2, torch.where(rewriting_targets != -100, rewriting_targets, 0).unsqueeze(2)).squeeze(2)
        mask = (rewriting_targets != -100).float()
        nll_loss_each = -(loss * mask).sum(1) / target_ids.size(0)
        nll_loss = nll_loss_each.mean()
        weight_decay = hparams.v_weight_decay * (torch.norm(delta) / torch.norm(target_init) ** 2)
        loss = nll_loss + weight_decay
        print("loss {:.3f} = {:.3f} + {:.3f} avg prob of [{}] {:.4f}".format(
            loss.item(), nll_loss.item(), weight_decay.item(), request["target"],
            torch.exp(-nll_loss_each).mean().item()))
        if loss < 5e-2:
            break
        if it == hparams.v_num_grad_steps - 1:
            break
        loss.backward()
        opt.step()
        max_norm = hparams.clamp_norm_factor * target_init.norm()
        if delta.norm() > max_norm:
            with torch.no_grad():
                delta[...] = delta * max_norm / delta.norm()

    target = target_init + delta.detach()
    init_norm = np.linalg.norm(target_init.numpy())
    print("Change in target norm: {:.3f} to {:.3f}".format(init_norm, target.norm().item()))

    cur_input, cur_output = get_module_input_output_at_word(
        model, tokenizer, layer, request["prompt"], request["subject"], hparams.rewrite_module_tmp)
    right_vector = (target - cur_output) / torch.dot(cur_input, left_vector)
    print("Division Factor: {:.4f}".format(torch.dot(cur_input, left_vector).item()))
    print("Right vector norm: {:.4f}".format(right_vector.norm().item()))
    return right_vector


def get_module_input_output_at_word(model, tokenizer, layer, context_template, word, module_template):
    module_name = module_template.format(layer)
    prompt = context_template.format(word)
    inputs = tokenizer([prompt], return_tensors="pt").to(model.device)
    with nethook.Trace(model, module_name, retain_input=True, retain_output=True) as tr:
        with torch.no_grad():
            model(**inputs)
    idx = int(inputs["attention_mask"][0].sum()) - 1
    return tr.input[0, idx].detach(), tr.output[0, idx].detach()
