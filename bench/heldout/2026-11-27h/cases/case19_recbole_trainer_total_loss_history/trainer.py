# expect: TL008
# source: https://github.com/RUCAIBox/RecBole/pull/307 ("FIX: bug of storing loss in each batch cause out of memory in Trainer")
# note: reconstruction of Trainer._train_epoch before the fix: `loss_func` is the model's calculate_loss (model/bpr.py), a graph-attached loss computed in grad mode and backpropagated each step, and it is summed into total_loss across the whole epoch, keeping every batch's graph alive. The epoch log formats the 0-d tensor with %.4f (not a NumPy conversion); the fix adds losses.item().
import torch


class Trainer:
    def __init__(self, config, model):
        self.model = model
        self.device = config["device"]
        self.epochs = config["epochs"]
        self.optimizer = torch.optim.Adam(model.parameters(), lr=config["learning_rate"])

    def _train_epoch(self, train_data, epoch_idx, loss_func=None):
        self.model.train()
        loss_func = loss_func or self.model.calculate_loss
        total_loss = None
        for batch_idx, interaction in enumerate(train_data):
            interaction = {k: v.to(self.device) for k, v in interaction.items()}
            self.optimizer.zero_grad()
            losses = loss_func(interaction)
            total_loss = losses if total_loss is None else total_loss + losses
            losses.backward()
            self.optimizer.step()
        return total_loss

    def fit(self, train_data):
        for epoch_idx in range(self.epochs):
            train_loss = self._train_epoch(train_data, epoch_idx)
            print("epoch %d training [loss: %.4f]" % (epoch_idx, train_loss))
