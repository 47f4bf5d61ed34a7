# expect: none
# source: https://github.com/huggingface/transformers/issues/7232 ("trainer.evaluate() aggregates predictions on GPU ...": "I would expect the predictions in predict() or evaluate() from each step would be moved to the CPU device ... and then concatenated later") and https://github.com/huggingface/transformers/pull/7767 ("Add predict step accumulation": predictions gathered and moved to the CPU every eval_accumulation_steps)
# note: transformers 4.4x, as read in Trainer.evaluation_loop: Trainer.predict returns a PredictionOutput whose predictions and label_ids have been gathered, moved to the host and numpified (nested_numpify upcasts bfloat16 to float32), so np.argmax, sklearn and pandas below receive ndarrays although the model runs on cuda with bf16=True. The metrics dict holds Python floats.
import argparse

import numpy as np
import pandas as pd
from datasets import load_dataset
from sklearn.metrics import classification_report
from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_dir", default="outputs/deberta-v3-base-mnli")
    parser.add_argument("--out", default="test_predictions.csv")
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model_dir)
    model = AutoModelForSequenceClassification.from_pretrained(args.model_dir)
    test_ds = load_dataset("nyu-mll/glue", "mnli", split="validation_matched")
    test_ds = test_ds.map(lambda b: tokenizer(b["premise"], b["hypothesis"], truncation=True, max_length=256), batched=True)

    training_args = TrainingArguments(output_dir="tmp_predict", per_device_eval_batch_size=64, bf16=True,
                                      eval_accumulation_steps=20, report_to=[])
    trainer = Trainer(model=model, args=training_args, tokenizer=tokenizer)
    pred = trainer.predict(test_ds)

    labels = np.argmax(pred.predictions, axis=-1)
    probs = np.exp(pred.predictions) / np.exp(pred.predictions).sum(axis=-1, keepdims=True)
    print(classification_report(pred.label_ids, labels, target_names=["entailment", "neutral", "contradiction"]))
    print({k: round(v, 4) for k, v in pred.metrics.items()})
    pd.DataFrame({"idx": test_ds["idx"], "label": labels, "confidence": probs.max(axis=-1)}).to_csv(args.out, index=False)


if __name__ == "__main__":
    main()
