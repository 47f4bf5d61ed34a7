import matplotlib.pyplot as plt
import numpy as np
import torch
from transformer_lens import HookedTransformer

import transformer_lens.utils as utils

model = HookedTransformer.from_pretrained("google/gemma-2-2b", dtype=torch.bfloat16, device="cuda")
prompt = "The Eiffel Tower is located in the city of Paris, which is the capital of France."
tokens = model.to_tokens(prompt)
_, cache = model.run_with_cache(tokens, names_filter=lambda name: name.endswith("hook_pattern"))

entropies = []
for layer in range(model.cfg.n_layers):
    pattern = utils.to_numpy(cache["pattern", layer][0])
    entropies.append(-(pattern * np.log(pattern + 1e-9)).sum(-1).mean(-1))
plt.imshow(np.stack(entropies), aspect="auto", cmap="viridis")
plt.xlabel("head")
plt.ylabel("layer")
plt.savefig("attention_entropy.png")
