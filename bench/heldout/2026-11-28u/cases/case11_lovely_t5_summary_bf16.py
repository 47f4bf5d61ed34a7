# expect: TL004
# source: https://github.com/xl0/lovely-tensors/issues/17 ("BFloat16 not supported": "Code fails when printing a tensor in bfloat16" ... `common = np_to_str_common(t.detach().cpu().numpy(), color=color, ddof=1)` -> "TypeError: Got unsupported ScalarType BFloat16" ... "bfloat16 is used for T5-like text generation models."; maintainer: "Good catch ... I'll try to fix this today.")
# note: a T5 generation debugging script with its own lovely-tensors-style summary helper, reconstructed: the model is loaded with `torch_dtype=torch.bfloat16` and moved to the GPU, and `summarize()` formats the statistics of every logged tensor from `t.detach().cpu().numpy()`, which raises for the bf16 encoder states and logits. Everything runs under `torch.no_grad()`; the token ids (int64) go through the same helper without trouble; the generated text is decoded from a LongTensor.
import argparse

import numpy as np
import torch
from transformers import AutoTokenizer, T5ForConditionalGeneration


def summarize(name, t):
    """One-line lovely-style summary: shape, dtype, device, mean/std, min/max, nan/inf counts."""
    arr = t.detach().cpu().numpy()
    parts = [
        f"{name}: tensor{list(t.shape)}",
        str(t.dtype).replace("torch.", ""),
        str(t.device),
    ]
    if arr.size == 0:
        return " ".join(parts + ["empty"])
    if np.issubdtype(arr.dtype, np.floating):
        finite = arr[np.isfinite(arr)]
        parts.append(f"x∈[{finite.min():.3g}, {finite.max():.3g}] μ={finite.mean():.3g} σ={finite.std(ddof=1):.3g}")
        n_nan = int(np.isnan(arr).sum())
        n_inf = int(np.isinf(arr).sum())
        if n_nan or n_inf:
            parts.append(f"NaN!{n_nan} +Inf!{n_inf}")
    else:
        parts.append(f"x∈[{arr.min()}, {arr.max()}]")
    return " ".join(parts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="google/flan-t5-large")
    parser.add_argument("--prompt", default="translate English to German: The house is wonderful.")
    parser.add_argument("--max_new_tokens", type=int, default=40)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = T5ForConditionalGeneration.from_pretrained(args.model, torch_dtype=torch.bfloat16).to(device)
    model.eval()

    inputs = tokenizer(args.prompt, return_tensors="pt").to(device)
    print(summarize("input_ids", inputs.input_ids))

    with torch.no_grad():
        encoder_outputs = model.get_encoder()(**inputs)
        print(summarize("encoder.last_hidden_state", encoder_outputs.last_hidden_state))

        decoder_input_ids = torch.full((1, 1), model.config.decoder_start_token_id, device=device)
        for step in range(args.max_new_tokens):
            outputs = model(
                encoder_outputs=encoder_outputs,
                attention_mask=inputs.attention_mask,
                decoder_input_ids=decoder_input_ids,
            )
            next_logits = outputs.logits[:, -1, :]
            if step < 3:
                print(summarize(f"logits[step={step}]", next_logits))
            next_token = next_logits.argmax(dim=-1, keepdim=True)
            decoder_input_ids = torch.cat([decoder_input_ids, next_token], dim=-1)
            if next_token.item() == model.config.eos_token_id:
                break

    print(summarize("generated_ids", decoder_input_ids))
    print(tokenizer.decode(decoder_input_ids[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
