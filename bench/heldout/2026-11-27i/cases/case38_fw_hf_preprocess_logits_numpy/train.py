from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments

from metrics import make_compute_metrics, preprocess_logits_for_metrics
from fc_data import load_function_call_dataset, collator

tokenizer = AutoTokenizer.from_pretrained("THUDM/chatglm3-6b", trust_remote_code=True)
model = AutoModelForCausalLM.from_pretrained("THUDM/chatglm3-6b", trust_remote_code=True)
train_ds, eval_ds = load_function_call_dataset("data/fc.jsonl", tokenizer)

args = TrainingArguments(output_dir="output", per_device_eval_batch_size=4, eval_strategy="steps",
                         eval_steps=200, bf16=True, report_to=[])
trainer = Trainer(model=model, args=args, train_dataset=train_ds, eval_dataset=eval_ds,
                  data_collator=collator(tokenizer), compute_metrics=make_compute_metrics(tokenizer),
                  preprocess_logits_for_metrics=preprocess_logits_for_metrics)
trainer.train()
