# expect: TL008
# source: https://github.com/IBM/mi-prometheus/issues/111 ("Memory 'leak' due to compounding number of loss tensors": "Every time loss is calculated, there remains an empty tensor in memory that doesn't get cleaned up. This eventually causes an 'out of memory' error"; a gc-based memReport in problem.evaluate_loss shows one more 0-d tensor per cycle)
# note: reconstruction of the mi-prometheus training flow around evaluate_loss (the issue gives the symptom and the probe, not the collector): the problem computes the loss, and the statistics collector stores it per episode as `self.stats['loss'].append(loss)`; the graph-attached 0-d loss of every episode is kept for the whole run, so one more tensor (and its graph) survives each cycle. Accuracy is computed under no_grad and stored with `.item()`; the epoch summary uses `torch.stack(...).mean().item()`.
import collections

import torch
import torch.nn as nn


class SimpleCNNProblem:
    def __init__(self):
        self.criterion = nn.CrossEntropyLoss()

    def evaluate_loss(self, data_dict, logits):
        return self.criterion(logits, data_dict["targets"])

    @torch.no_grad()
    def calculate_accuracy(self, data_dict, logits):
        return (logits.argmax(dim=1) == data_dict["targets"]).float().mean()


class StatisticsCollector:
    def __init__(self):
        self.stats = collections.defaultdict(list)

    def collect(self, episode, loss, acc):
        self.stats["episode"].append(episode)
        self.stats["loss"].append(loss)
        self.stats["acc"].append(acc.item())

    def summary(self, last=100):
        losses = self.stats["loss"][-last:]
        accs = self.stats["acc"][-last:]
        return {"loss": torch.stack(losses).mean().item(), "acc": sum(accs) / max(len(accs), 1)}


class Trainer:
    def __init__(self, model, problem, lr=1e-3, device="cuda"):
        self.device = torch.device(device if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device)
        self.problem = problem
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.stat_col = StatisticsCollector()

    def train(self, loader, max_episodes=10000, log_every=100):
        self.model.train()
        episode = 0
        while episode < max_episodes:
            for data_dict in loader:
                data_dict = {k: v.to(self.device) for k, v in data_dict.items()}
                logits = self.model(data_dict["images"])
                loss = self.problem.evaluate_loss(data_dict, logits)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()

                acc = self.problem.calculate_accuracy(data_dict, logits)
                self.stat_col.collect(episode, loss, acc)
                if episode % log_every == 0:
                    print(episode, self.stat_col.summary())
                episode += 1
                if episode >= max_episodes:
                    break
