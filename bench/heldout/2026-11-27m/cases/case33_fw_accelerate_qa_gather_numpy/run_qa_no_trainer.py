# expect: TL001
# source: https://github.com/huggingface/transformers/pull/11050 ("accelerate scripts for question answering with no trainer": the evaluation loop of run_qa_no_trainer.py gathers each batch's start/end logits with the Accelerator and keeps them as NumPy arrays for create_and_fill_np_array and postprocess_qa_predictions)
# note: condensed evaluation part of examples/pytorch/question-answering/run_qa_no_trainer.py (accelerate 0.2x+, `gather_for_metrics`), with the gathered logits converted as `.numpy()`: `accelerator.prepare` puts the model and the dataloader batches on the cuda device, and gather/gather_for_metrics return tensors on that device, so `.numpy()` raises "can't convert cuda:0 device type tensor to numpy". The loop runs under no_grad and the model is float32.
import argparse

import numpy as np
import torch
from accelerate import Accelerator
from datasets import load_dataset
from torch.utils.data import DataLoader
from transformers import AutoModelForQuestionAnswering, AutoTokenizer, default_data_collator

from utils_qa import postprocess_qa_predictions


def create_and_fill_np_array(start_or_end_logits, dataset, max_len):
    step = 0
    logits_concat = np.full((len(dataset), max_len), -100, dtype=np.float64)
    for output_logit in start_or_end_logits:
        batch_size = output_logit.shape[0]
        cols = output_logit.shape[1]
        if step + batch_size < len(dataset):
            logits_concat[step: step + batch_size, :cols] = output_logit
        else:
            logits_concat[step:, :cols] = output_logit[: len(dataset) - step]
        step += batch_size
    return logits_concat


def evaluate(accelerator, model, eval_dataloader, eval_examples, eval_dataset, eval_features):
    model.eval()
    all_start_logits, all_end_logits = [], []
    for step, batch in enumerate(eval_dataloader):
        with torch.no_grad():
            outputs = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"])
            start_logits = outputs.start_logits
            end_logits = outputs.end_logits
            start_logits = accelerator.pad_across_processes(start_logits, dim=1, pad_index=-100)
            end_logits = accelerator.pad_across_processes(end_logits, dim=1, pad_index=-100)
        all_start_logits.append(accelerator.gather_for_metrics(start_logits).numpy())
        all_end_logits.append(accelerator.gather_for_metrics(end_logits).numpy())

    max_len = max(x.shape[1] for x in all_start_logits)
    start_logits_concat = create_and_fill_np_array(all_start_logits, eval_dataset, max_len)
    end_logits_concat = create_and_fill_np_array(all_end_logits, eval_dataset, max_len)
    predictions = postprocess_qa_predictions(eval_examples, eval_features, (start_logits_concat, end_logits_concat))
    exact = np.mean([float(predictions[ex["id"]].strip() in ex["answers"]["text"]) for ex in eval_examples])
    return {"exact_match": 100.0 * exact}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_name_or_path", default="distilbert-base-uncased-distilled-squad")
    parser.add_argument("--per_device_eval_batch_size", type=int, default=32)
    args = parser.parse_args()

    accelerator = Accelerator()
    tokenizer = AutoTokenizer.from_pretrained(args.model_name_or_path)
    model = AutoModelForQuestionAnswering.from_pretrained(args.model_name_or_path)

    raw = load_dataset("squad", split="validation[:2000]")
    features = raw.map(lambda ex: tokenizer(ex["question"], ex["context"], truncation="only_second", max_length=384,
                                            stride=128, return_overflowing_tokens=True, return_offsets_mapping=True,
                                            padding="max_length"),
                       batched=True, remove_columns=raw.column_names)
    eval_dataset = features.remove_columns(["offset_mapping", "overflow_to_sample_mapping"])
    eval_dataloader = DataLoader(eval_dataset.with_format("torch"), collate_fn=default_data_collator,
                                 batch_size=args.per_device_eval_batch_size)

    model, eval_dataloader = accelerator.prepare(model, eval_dataloader)
    metrics = evaluate(accelerator, model, eval_dataloader, raw, eval_dataset, features)
    accelerator.print(metrics)


if __name__ == "__main__":
    main()
