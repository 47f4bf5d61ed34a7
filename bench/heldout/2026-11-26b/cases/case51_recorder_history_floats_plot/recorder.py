from collections import defaultdict


class Recorder:
    def __init__(self):
        self.history = defaultdict(list)

    def log_step(self, loss, optimizer):
        self.history["loss"].append(loss.item())
        self.history["lr"].append(optimizer.param_groups[0]["lr"])

    def log_epoch(self, val_loss, val_acc):
        self.history["val_loss"].append(float(val_loss))
        self.history["val_acc"].append(float(val_acc))
