import argparse

import numpy as np
import torch
import torch.nn as nn
from sklearn import metrics

from models.aen import AEN_GloVe


class Instructor:
    def __init__(self, opt, embedding_matrix, train_loader, test_loader):
        self.opt = opt
        self.model = AEN_GloVe(embedding_matrix, opt).to(opt.device)
        self.train_loader = train_loader
        self.test_loader = test_loader

    def _evaluate_acc_f1(self):
        self.model.eval()
        n_correct, n_total = 0, 0
        t_targets_all, t_outputs_all = [], []
        with torch.no_grad():
            for t_batch in self.test_loader:
                t_inputs = [t_batch[col].to(self.opt.device) for col in self.opt.inputs_cols]
                t_targets = t_batch["polarity"].to(self.opt.device)
                t_outputs = self.model(t_inputs)
                n_correct += (torch.argmax(t_outputs, -1) == t_targets).sum().item()
                n_total += len(t_outputs)
                t_targets_all.append(t_targets.cpu())
                t_outputs_all.append(t_outputs.cpu())
        acc = n_correct / n_total
        f1 = metrics.f1_score(torch.cat(t_targets_all).numpy(), torch.argmax(torch.cat(t_outputs_all), -1).numpy(),
                              labels=[0, 1, 2], average="macro")
        return acc, f1

    def run(self):
        criterion = nn.CrossEntropyLoss()
        optimizer = torch.optim.Adam([p for p in self.model.parameters() if p.requires_grad], lr=self.opt.lr)
        for epoch in range(self.opt.num_epoch):
            self.model.train()
            for sample_batched in self.train_loader:
                inputs = [sample_batched[col].to(self.opt.device) for col in self.opt.inputs_cols]
                targets = sample_batched["polarity"].to(self.opt.device)
                outputs = self.model(inputs)
                loss = criterion(outputs, targets)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            acc, f1 = self._evaluate_acc_f1()
            print("epoch {}: val_acc {:.4f}, val_f1 {:.4f}".format(epoch, acc, f1))


def parse_opt():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lr", default=2e-5, type=float)
    parser.add_argument("--num_epoch", default=10, type=int)
    parser.add_argument("--embed_dim", default=304, type=int)
    parser.add_argument("--polarities_dim", default=3, type=int)
    parser.add_argument("--device", default=None, type=str)
    opt = parser.parse_args()
    opt.inputs_cols = ["text_raw_indices", "aspect_indices"]
    opt.device = torch.device("cuda" if torch.cuda.is_available() else "cpu") if opt.device is None else torch.device(opt.device)
    return opt
