import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments

from metrics import compute_metrics, preprocess_logits_for_metrics
from summ_data import load_samsum, collator

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", torch_dtype=torch.bfloat16)
train_ds, eval_ds = load_samsum(tokenizer)
args = TrainingArguments(output_dir="out", bf16=True, per_device_eval_batch_size=8,
                         eval_strategy="epoch", report_to=[])
trainer = Trainer(model=model, args=args, train_dataset=train_ds, eval_dataset=eval_ds,
                  data_collator=collator(tokenizer), compute_metrics=compute_metrics,
                  preprocess_logits_for_metrics=preprocess_logits_for_metrics)
trainer.train()
