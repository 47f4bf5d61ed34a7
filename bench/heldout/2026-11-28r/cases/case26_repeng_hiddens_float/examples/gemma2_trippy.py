"""Train a 'trippy' control vector for Gemma-2 2B-it and generate with it."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from repeng import ControlModel, ControlVector, DatasetEntry

model_name = "google/gemma-2-2b-it"
tokenizer = AutoTokenizer.from_pretrained(model_name)
tokenizer.pad_token_id = 0

model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.bfloat16)
model = model.to("cuda:0" if torch.cuda.is_available() else "cpu")
model = ControlModel(model, list(range(-5, -18, -1)))

user_tag, asst_tag = "<start_of_turn>user\n", "<end_of_turn>\n<start_of_turn>model\n"

with open("data/all_truncated_outputs.json") as f:
    output_suffixes = json.load(f)
truncated_output_suffixes = [
    tokenizer.convert_tokens_to_string(tokens[:i])
    for tokens in (tokenizer.tokenize(s) for s in output_suffixes)
    for i in range(1, len(tokens))
]


def make_dataset(template, positive_personas, negative_personas, suffix_list):
    dataset = []
    for suffix in suffix_list:
        for positive_persona, negative_persona in zip(positive_personas, negative_personas):
            positive_template = template.format(persona=positive_persona)
            negative_template = template.format(persona=negative_persona)
            dataset.append(DatasetEntry(
                positive=f"{user_tag} {positive_template} {asst_tag} {suffix}",
                negative=f"{user_tag} {negative_template} {asst_tag} {suffix}",
            ))
    return dataset


trippy_dataset = make_dataset(
    "Act as if you're extremely {persona}.",
    ["high on psychedelic drugs"],
    ["sober from psychedelic drugs"],
    truncated_output_suffixes,
)
model.reset()
trippy_vector = ControlVector.train(model, tokenizer, trippy_dataset)

input_ids = tokenizer(f"{user_tag} Give me a one-sentence pitch for a TV show. {asst_tag}", return_tensors="pt").to(model.device)
settings = {"pad_token_id": tokenizer.eos_token_id, "do_sample": False, "max_new_tokens": 128, "repetition_penalty": 1.1}
for strength in (-2.2, 0.0, 2.2):
    model.set_control(trippy_vector, strength)
    out = model.generate(**input_ids, **settings)
    print(strength, tokenizer.decode(out.squeeze()).strip())
model.reset()
