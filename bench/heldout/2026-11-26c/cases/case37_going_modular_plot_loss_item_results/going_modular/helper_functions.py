# expect: none
# source: https://github.com/mrdbourke/pytorch-deep-learning/issues/583
# note: the course version: engine.train_step accumulates loss.item() and test_step loss.item(), so every list in results holds Python floats
"""
A series of helper functions used throughout the course.
"""
import os
import zipfile
from pathlib import Path
from typing import Dict, List

import matplotlib.pyplot as plt
import numpy as np
import requests
import torch


def plot_loss_curves(results: Dict[str, List]):
    """Plots training curves of a results dictionary.

    Args:
        results (dict): dictionary containing list of values, e.g.
            {"train_loss": [...], "train_acc": [...], "test_loss": [...], "test_acc": [...]}
    """
    loss = results["train_loss"]
    test_loss = results["test_loss"]
    accuracy = results["train_acc"]
    test_accuracy = results["test_acc"]
    epochs = range(len(results["train_loss"]))

    plt.figure(figsize=(15, 7))
    plt.subplot(1, 2, 1)
    plt.plot(epochs, loss, label="train_loss")
    plt.plot(epochs, test_loss, label="test_loss")
    plt.title("Loss")
    plt.xlabel("Epochs")
    plt.legend()

    plt.subplot(1, 2, 2)
    plt.plot(epochs, accuracy, label="train_accuracy")
    plt.plot(epochs, test_accuracy, label="test_accuracy")
    plt.title("Accuracy")
    plt.xlabel("Epochs")
    plt.legend()
    plt.savefig("loss_curves.png")


def set_seeds(seed: int = 42):
    torch.manual_seed(seed)
    torch.cuda.manual_seed(seed)


def download_data(source: str, destination: str, remove_source: bool = True) -> Path:
    data_path = Path("data/")
    image_path = data_path / destination
    if image_path.is_dir():
        return image_path
    image_path.mkdir(parents=True, exist_ok=True)
    target_file = Path(source).name
    with open(data_path / target_file, "wb") as f:
        f.write(requests.get(source).content)
    with zipfile.ZipFile(data_path / target_file, "r") as zip_ref:
        zip_ref.extractall(image_path)
    if remove_source:
        os.remove(data_path / target_file)
    return image_path
