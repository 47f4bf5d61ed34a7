# expect: none
# source: https://github.com/tsugumi-sys/SA-ConvLSTM-Pytorch/issues/41
import os

import matplotlib.pyplot as plt
import torch
import torch.nn as nn
from torch.utils.data import DataLoader


class Evaluator:
    def __init__(self, model: nn.Module, test_dataloader: DataLoader, save_dir: str, device: str):
        self.model = model
        self.test_dataloader = test_dataloader
        self.save_dir = save_dir
        self.device = device

    def run(self):
        self.model.eval()
        with torch.no_grad():
            for batch_idx, (input, label) in enumerate(self.test_dataloader):
                input, label = input.to(self.device), label.to(self.device)
                pred_frames = self.model(input)
                self.visualize_predlabel_frames(batch_idx, label.cpu(), pred_frames.cpu())

    def visualize_predlabel_frames(self, batch_idx, label, pred_frames, num_frames=10):
        fig, axes = plt.subplots(2, num_frames, figsize=(2 * num_frames, 4))
        for row, frame_data in enumerate((label, pred_frames)):
            for fidx in range(num_frames):
                ax = axes[row, fidx]
                ax.imshow(frame_data[0, 0, fidx], cmap="gray")
                ax.axis("off")
        fig.savefig(os.path.join(self.save_dir, f"predlabel_{batch_idx}.png"))
        plt.close(fig)
