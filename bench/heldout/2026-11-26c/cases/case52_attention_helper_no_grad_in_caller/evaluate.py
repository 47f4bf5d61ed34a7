import argparse
import os

import torch
from transformers import AutoTokenizer, AutoModelForSequenceClassification

from viz.heatmaps import save_attention_grid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--sentences", required=True)
    parser.add_argument("--out_dir", default="attention_maps")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tokenizer = AutoTokenizer.from_pretrained(args.checkpoint)
    model = AutoModelForSequenceClassification.from_pretrained(args.checkpoint).to(device)
    model.eval()
    os.makedirs(args.out_dir, exist_ok=True)

    with open(args.sentences) as f:
        sentences = [line.strip() for line in f if line.strip()]

    with torch.no_grad():
        for i, sentence in enumerate(sentences):
            enc = tokenizer(sentence, return_tensors="pt").to(device)
            out = model(**enc, output_attentions=True)
            tokens = tokenizer.convert_ids_to_tokens(enc["input_ids"][0])
            save_attention_grid(out.attentions, tokens, os.path.join(args.out_dir, f"{i:04d}.png"))
            pred = out.logits.argmax(-1).item()
            print(f"{i}: {model.config.id2label[pred]}\t{sentence}")


if __name__ == "__main__":
    main()
