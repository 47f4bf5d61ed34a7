# expect: none
# source: https://github.com/truera/trulens/pull/662 ("Cast bfloat to float in as_array": "numpy does not have a bfloat dtype, this casts any bfloat tensors to float first")
# note: reconstruction of an integrated-gradients attribution for a bfloat16 LLM on cuda: the gradients come from torch.autograd.grad (graph-attached only while create_graph is set, which it is not), and every conversion to NumPy goes through backend.as_array, which casts bfloat16 to float32, detaches and copies to the host. The pandas table is built from those arrays and from token strings. The deciding evidence is in backend.py.
import numpy as np
import pandas as pd
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from backend import as_array


def integrated_gradients(model, embeds, target_id, steps=16):
    baseline = torch.zeros_like(embeds)
    total = torch.zeros_like(embeds)
    for alpha in torch.linspace(0, 1, steps, device=embeds.device, dtype=embeds.dtype):
        point = (baseline + alpha * (embeds - baseline)).requires_grad_(True)
        logits = model(inputs_embeds=point).logits[0, -1]
        (grad,) = torch.autograd.grad(logits[target_id], point)
        total += grad
    return (embeds - baseline) * total / steps


def explain(model_name, prompt, target):
    tokenizer = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.bfloat16).to("cuda").eval()
    enc = tokenizer(prompt, return_tensors="pt").to("cuda")
    embeds = model.get_input_embeddings()(enc["input_ids"]).detach()
    target_id = tokenizer(target, add_special_tokens=False)["input_ids"][0]
    attributions = integrated_gradients(model, embeds, target_id)
    scores = np.abs(as_array(attributions)).sum(axis=-1)[0]
    tokens = tokenizer.convert_ids_to_tokens(enc["input_ids"][0].tolist())
    return pd.DataFrame({"token": tokens, "attribution": scores / scores.sum()})


if __name__ == "__main__":
    print(explain("meta-llama/Llama-3.2-1B", "The capital of France is", " Paris"))
