# expect: TL008
# source: https://github.com/ULTR-Community/ULTRA_pytorch/issues/6 ("Memory Leakage in DLA implementation": ultra/learning_algorithm/dla.py line 266 keeps `self.loss`; "When I run DLA for 10k steps, the CPU memory will be used up. A simple fixation is to modify it as `self.loss.item()`")
# note: reconstruction of the DLA update and the training driver: the ranking and propensity losses are graph-attached tensors (on cuda when available), and the driver sums the returned loss over the whole run (`total_loss += ...`) without detaching, so the graph of every step stays alive (memory grows until it runs out). Logging reads `.item()`/float formatting only.
import torch


class DLA:
    def __init__(self, ranking_model, propensity_model, lr=0.05, device="cuda"):
        self.device = torch.device(device if torch.cuda.is_available() else "cpu")
        self.model = ranking_model.to(self.device)
        self.propensity = propensity_model.to(self.device)
        params = list(self.model.parameters()) + list(self.propensity.parameters())
        self.optimizer = torch.optim.Adagrad(params, lr=lr)

    def update(self, features, clicks):
        features, clicks = features.to(self.device), clicks.to(self.device)
        scores = self.model(features)
        propensities = self.propensity(clicks.shape[1])
        rank_loss = -(torch.log_softmax(scores, 1) * clicks / propensities.detach()).sum(1).mean()
        exam_loss = -(torch.log_softmax(propensities, 1) * clicks / torch.softmax(scores, 1).detach()).sum(1).mean()
        self.loss = rank_loss + exam_loss
        self.optimizer.zero_grad()
        self.loss.backward()
        self.optimizer.step()
        return self.loss


def train(model, data_iter, max_steps=10000, steps_per_checkpoint=50):
    total_loss = 0.0
    for step in range(1, max_steps + 1):
        features, clicks = next(data_iter)
        total_loss += model.update(features, clicks)
        if step % steps_per_checkpoint == 0:
            print("step %d average loss %.4f" % (step, total_loss.item() / step))
    return total_loss.item() / max_steps
