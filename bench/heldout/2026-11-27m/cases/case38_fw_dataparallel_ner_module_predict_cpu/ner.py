# expect: none
# source: https://github.com/hertz-pj/BERT-BiLSTM-CRF-NER-pytorch/issues/3 ("AttributeError: 'DataParallel' object has no attribute 'predict'": with several GPUs the model is wrapped in torch.nn.DataParallel and evaluate() fails at `model.predict`; the suggested fix: `if isinstance(model, torch.nn.DataParallel): model = model.module` at the top of evaluate)
# note: evaluate() as in case37 but with the decoded paths copied to the host before NumPy (`pred_paths.cpu().numpy()`, the repository's own pattern for its logits): the unwrapped DataParallel module returns cuda LongTensors, which now convert; evaluate runs under no_grad. models.py is identical to case37; only that line differs.
import argparse
import logging
import os

import numpy as np
import torch
from torch.utils.data import DataLoader, RandomSampler, SequentialSampler, TensorDataset
from tqdm import tqdm, trange

from models import BERT_BiLSTM_CRF
from utils import NerProcessor, convert_examples_to_features
from pytorch_transformers import AdamW, BertConfig, BertTokenizer, WarmupLinearSchedule

logger = logging.getLogger(__name__)


def build_dataset(features):
    return TensorDataset(torch.tensor([f.input_ids for f in features], dtype=torch.long),
                         torch.tensor([f.input_mask for f in features], dtype=torch.long),
                         torch.tensor([f.segment_ids for f in features], dtype=torch.long),
                         torch.tensor([f.label_id for f in features], dtype=torch.long))


@torch.no_grad()
def evaluate(args, data, model, id2label, all_ori_tokens, device):
    if isinstance(model, torch.nn.DataParallel):
        model = model.module
    model.eval()
    loader = DataLoader(data, sampler=SequentialSampler(data), batch_size=args.eval_batch_size)
    pred_labels, correct, total = [], 0, 0
    for input_ids, input_mask, segment_ids, label_ids in tqdm(loader, desc="Evaluating"):
        input_ids, input_mask = input_ids.to(device), input_mask.to(device)
        segment_ids, label_ids = segment_ids.to(device), label_ids.to(device)
        pred_paths = model.predict(input_ids, segment_ids, input_mask)
        mask = input_mask.bool()
        correct += (pred_paths[mask] == label_ids[mask]).sum().item()
        total += mask.sum().item()
        paths = pred_paths.cpu().numpy()
        for path, length in zip(paths, input_mask.sum(dim=1).tolist()):
            pred_labels.append([id2label[int(i)] for i in path[:length]])
    model.train()
    assert len(pred_labels) == len(all_ori_tokens)
    return correct / max(total, 1), pred_labels


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train_file", required=True)
    parser.add_argument("--dev_file", required=True)
    parser.add_argument("--model_name_or_path", default="bert-base-chinese")
    parser.add_argument("--output_dir", default="output")
    parser.add_argument("--max_seq_length", type=int, default=256)
    parser.add_argument("--train_batch_size", type=int, default=32)
    parser.add_argument("--eval_batch_size", type=int, default=64)
    parser.add_argument("--learning_rate", type=float, default=3e-5)
    parser.add_argument("--num_train_epochs", type=int, default=20)
    args = parser.parse_args()

    device = torch.device("cuda")
    n_gpu = torch.cuda.device_count()
    processor = NerProcessor()
    label_list = processor.get_labels()
    id2label = dict(enumerate(label_list))

    tokenizer = BertTokenizer.from_pretrained(args.model_name_or_path)
    config = BertConfig.from_pretrained(args.model_name_or_path, num_labels=len(label_list))
    model = BERT_BiLSTM_CRF.from_pretrained(args.model_name_or_path, config=config)
    model.to(device)
    if n_gpu > 1:
        model = torch.nn.DataParallel(model)

    train_features = convert_examples_to_features(args, processor.get_examples(args.train_file), label_list,
                                                  args.max_seq_length, tokenizer)
    dev_examples = processor.get_examples(args.dev_file)
    dev_features = convert_examples_to_features(args, dev_examples, label_list, args.max_seq_length, tokenizer)
    train_data, dev_data = build_dataset(train_features), build_dataset(dev_features)
    train_loader = DataLoader(train_data, sampler=RandomSampler(train_data), batch_size=args.train_batch_size)

    optimizer = AdamW(model.parameters(), lr=args.learning_rate, eps=1e-8)
    scheduler = WarmupLinearSchedule(optimizer, warmup_steps=0, t_total=len(train_loader) * args.num_train_epochs)

    best_acc = 0.0
    model.train()
    for epoch in trange(args.num_train_epochs, desc="Epoch"):
        tr_loss = 0.0
        for input_ids, input_mask, segment_ids, label_ids in tqdm(train_loader, desc="Iteration"):
            loss = model(input_ids.to(device), label_ids.to(device), segment_ids.to(device), input_mask.to(device))
            if n_gpu > 1:
                loss = loss.mean()
            loss.backward()
            tr_loss += loss.item()
            optimizer.step()
            scheduler.step()
            model.zero_grad()
        acc, _ = evaluate(args, dev_data, model, id2label, [f.ori_tokens for f in dev_features], device)
        logger.info("epoch %d loss %.4f dev token acc %.4f", epoch, tr_loss, acc)
        if acc > best_acc:
            best_acc = acc
            model_to_save = model.module if hasattr(model, "module") else model
            model_to_save.save_pretrained(args.output_dir)
            tokenizer.save_pretrained(args.output_dir)


if __name__ == "__main__":
    main()
