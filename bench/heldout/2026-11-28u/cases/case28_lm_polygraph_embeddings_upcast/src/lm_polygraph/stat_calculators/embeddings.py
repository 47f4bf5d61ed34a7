# expect: none
# source: https://github.com/IINemo/lm-polygraph/pull/410 ("Fix for models loaded in bfloat16": "1. Update estimators to support hidden states and logits in bfloat16" ... "3. Fix issues in statistic_extraction")
# note: lm-polygraph's decoder-embedding statistic, reduced to the causal-LM path: the example script loads the model through `WhiteboxModel.from_pretrained(..., torch_dtype=torch.bfloat16, device_map="cuda")` (utils/model.py passes the kwargs to `AutoModelForCausalLM.from_pretrained`), so every hidden state that `generate(output_hidden_states=True)` returns is bf16; the calculator averages the last layer over the prompt and generated tokens and hands the result out with `.cpu().detach().numpy()`, which raises "Got unsupported ScalarType BFloat16". The pad mask and the token ids are integer tensors, the greedy texts are decoded strings, and the Mahalanobis fit in the example works on NumPy. Header `src/lm_polygraph/stat_calculators/embeddings.py`. Twin: the hidden states are upcast with `.float()` where they are read, before the averaging, so the `.numpy()` at the end (unchanged) sees float32.
from typing import Dict, List

import numpy as np
import torch

from lm_polygraph.utils.model import WhiteboxModel

from .stat_calculator import StatCalculator


def get_embeddings_from_output(output, pad_token_id: int, hidden_layer: int = -1):
    """Mean of one hidden layer over the prompt tokens and the non-pad generated tokens of each sequence."""
    prompt_hs = output.hidden_states[0][hidden_layer].float()  # (B, T_prompt, H), upcast from bf16/fp16
    if len(output.hidden_states) == 1:
        return prompt_hs.mean(dim=1).cpu().detach()

    generated_hs = torch.cat([step[hidden_layer].float() for step in output.hidden_states[1:]], dim=1)
    gen_len = generated_hs.shape[1]
    gen_tokens = output.sequences[:, -gen_len - 1:-1]
    keep = torch.cat([torch.ones_like(prompt_hs[..., 0], dtype=torch.bool), gen_tokens != pad_token_id], dim=1)

    hs = torch.cat([prompt_hs, generated_hs], dim=1)
    summed = (hs * keep.unsqueeze(-1)).sum(dim=1)
    return (summed / keep.sum(dim=1, keepdim=True)).cpu().detach()


class EmbeddingsCalculator(StatCalculator):
    """Greedy generation with hidden states; returns the decoder embeddings and the greedy texts."""

    def __init__(self, hidden_layer: int = -1):
        super().__init__(["embeddings_decoder", "greedy_texts"], [])
        self.hidden_layer = hidden_layer

    def __call__(
        self,
        dependencies: Dict[str, np.ndarray],
        texts: List[str],
        model: WhiteboxModel,
        max_new_tokens: int = 100,
    ) -> Dict[str, np.ndarray]:
        if model.model_type != "CausalLM":
            raise NotImplementedError("only decoder-only models are kept in this copy")

        batch: Dict[str, torch.Tensor] = model.tokenize(texts)
        batch = {k: v.to(model.device()) for k, v in batch.items()}
        with torch.no_grad():
            out = model.generate(
                **batch,
                output_scores=True,
                return_dict_in_generate=True,
                max_new_tokens=max_new_tokens,
                min_new_tokens=2,
                output_hidden_states=True,
                num_return_sequences=1,
            )
            embeddings_decoder = get_embeddings_from_output(
                out, model.tokenizer.pad_token_id, self.hidden_layer
            )

        prompt_len = batch["input_ids"].shape[1]
        greedy_texts = model.tokenizer.batch_decode(out.sequences[:, prompt_len:], skip_special_tokens=True)
        return {
            "embeddings_decoder": embeddings_decoder.cpu().detach().numpy(),
            "greedy_texts": greedy_texts,
        }
