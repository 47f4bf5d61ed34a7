import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from repe.rep_reading_pipeline import RepReadingPipeline


def main(model_name="mistralai/Mistral-7B-Instruct-v0.1", data_path="data/facts/facts_true_false.json"):
    model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.bfloat16, device_map="auto")
    tokenizer = AutoTokenizer.from_pretrained(model_name, padding_side="left")
    tokenizer.pad_token_id = 0
    with open(data_path) as f:
        data = json.load(f)
    texts = [d["text"] for d in data["train"]]
    labels = [d["label"] for d in data["train_pairs"]]
    hidden_layers = list(range(-1, -model.config.num_hidden_layers, -1))
    reader = RepReadingPipeline(model, tokenizer).get_directions(texts, labels, hidden_layers)
    print({layer: reader.direction_signs[layer] for layer in hidden_layers[:5]})


if __name__ == "__main__":
    main()
