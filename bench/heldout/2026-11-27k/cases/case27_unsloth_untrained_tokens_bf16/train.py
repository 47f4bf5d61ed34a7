import argparse

import torch
from datasets import load_dataset
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments

from finetune.tokenizer_utils import fix_untrained_tokens

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="mistralai/Mistral-Nemo-Base-2407")
parser.add_argument("--data", default="data/train.jsonl")
parser.add_argument("--output_dir", default="outputs/nemo-lora")
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.bfloat16).to("cuda")
dataset = load_dataset("json", data_files=args.data, split="train")

fix_untrained_tokens(model, tokenizer, dataset)

model = get_peft_model(model, LoraConfig(r=16, lora_alpha=16, target_modules=["q_proj", "k_proj", "v_proj", "o_proj"]))
tokenized = dataset.map(lambda ex: tokenizer(ex["text"], truncation=True, max_length=2048), remove_columns=["text"])
trainer = Trainer(model=model, train_dataset=tokenized,
                  args=TrainingArguments(args.output_dir, per_device_train_batch_size=2, bf16=True,
                                         gradient_accumulation_steps=4, num_train_epochs=1, logging_steps=10))
trainer.train()
