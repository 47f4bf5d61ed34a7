"""ADE20k-style scene-parsing data for SegFormer: image processor transforms and label maps."""
import json

import numpy as np
import torch
from datasets import load_dataset
from huggingface_hub import hf_hub_download
from transformers import AutoImageProcessor


def load_label_maps(repo_id="huggingface/label-files", filename="ade20k-id2label.json"):
    with open(hf_hub_download(repo_id, filename, repo_type="dataset")) as f:
        id2label = {int(k): v for k, v in json.load(f).items()}
    return id2label, {v: k for k, v in id2label.items()}


def build_datasets(dataset_name, checkpoint, max_train=None, max_eval=None, reduce_labels=True):
    ds = load_dataset(dataset_name)
    if "validation" not in ds:
        split = ds["train"].train_test_split(test_size=0.15, seed=42)
        ds["train"], ds["validation"] = split["train"], split["test"]
    if max_train:
        ds["train"] = ds["train"].select(range(max_train))
    if max_eval:
        ds["validation"] = ds["validation"].select(range(max_eval))

    processor = AutoImageProcessor.from_pretrained(checkpoint, do_reduce_labels=reduce_labels)

    def transform(batch):
        images = [img.convert("RGB") for img in batch["image"]]
        masks = [np.array(m) for m in batch["annotation"]]
        enc = processor(images, segmentation_maps=masks, return_tensors="pt")
        return {"pixel_values": enc["pixel_values"], "labels": enc["labels"]}

    ds["train"].set_transform(transform)
    ds["validation"].set_transform(transform)
    return ds["train"], ds["validation"], processor


def collate_fn(examples):
    return {
        "pixel_values": torch.stack([e["pixel_values"] for e in examples]),
        "labels": torch.stack([e["labels"] for e in examples]),
    }
