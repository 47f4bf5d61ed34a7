import argparse
import logging

import torch
from datasets import load_dataset
from transformers import (AutoModelForQuestionAnswering, AutoTokenizer, DefaultDataCollator, Trainer,
                          TrainingArguments)

from qa_metrics import StreamingSpanMetric

logger = logging.getLogger(__name__)


def prepare_features(examples, tokenizer, max_length=384, stride=128):
    questions = [q.strip() for q in examples["question"]]
    inputs = tokenizer(questions, examples["context"], max_length=max_length, truncation="only_second",
                       stride=stride, return_overflowing_tokens=False, return_offsets_mapping=True, padding="max_length")
    offset_mapping = inputs.pop("offset_mapping")
    start_positions, end_positions = [], []
    for i, offset in enumerate(offset_mapping):
        answer = examples["answers"][i]
        start_char = answer["answer_start"][0]
        end_char = start_char + len(answer["text"][0])
        seq_ids = inputs.sequence_ids(i)
        ctx_start = seq_ids.index(1)
        ctx_end = len(seq_ids) - 1 - seq_ids[::-1].index(1)
        if offset[ctx_start][0] > start_char or offset[ctx_end][1] < end_char:
            start_positions.append(0)
            end_positions.append(0)
            continue
        idx = ctx_start
        while idx <= ctx_end and offset[idx][0] <= start_char:
            idx += 1
        start_positions.append(idx - 1)
        idx = ctx_end
        while idx >= ctx_start and offset[idx][1] >= end_char:
            idx -= 1
        end_positions.append(idx + 1)
    inputs["start_positions"] = start_positions
    inputs["end_positions"] = end_positions
    return inputs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="bert-large-uncased-whole-word-masking")
    parser.add_argument("--output-dir", default="out/squad-bf16")
    parser.add_argument("--epochs", type=float, default=2.0)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForQuestionAnswering.from_pretrained(args.model)
    raw = load_dataset("squad")
    cols = raw["train"].column_names
    train_ds = raw["train"].map(lambda b: prepare_features(b, tokenizer), batched=True, remove_columns=cols)
    eval_ds = raw["validation"].map(lambda b: prepare_features(b, tokenizer), batched=True, remove_columns=cols)

    training_args = TrainingArguments(
        output_dir=args.output_dir,
        per_device_train_batch_size=16,
        per_device_eval_batch_size=64,
        num_train_epochs=args.epochs,
        learning_rate=3e-5,
        bf16=torch.cuda.is_available(),
        bf16_full_eval=torch.cuda.is_available(),
        batch_eval_metrics=True,
        eval_strategy="epoch",
        label_names=["start_positions", "end_positions"],
        report_to="none",
    )
    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=train_ds,
        eval_dataset=eval_ds,
        data_collator=DefaultDataCollator(),
        compute_metrics=StreamingSpanMetric(),
    )
    trainer.train()
    logger.info(trainer.evaluate())


if __name__ == "__main__":
    main()
