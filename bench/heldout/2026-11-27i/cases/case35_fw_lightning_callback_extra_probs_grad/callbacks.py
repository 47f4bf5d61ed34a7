# expect: TL002
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/18464 ("on_train_batch_end ... returns mutated value under 'loss' key": the hook receives the outputs of training_step(x), with the 'loss' entry processed by Lightning)
# note: Lightning 2.x, checked in src/lightning/pytorch/loops/optimization/automatic.py: only the 'loss' entry is replaced by a detached copy (`closure_loss.detach().clone()`); the other keys are passed on as returned (`extra = {k: v ... if k != "loss"}`). module.py returns the sigmoid probabilities of the training forward pass without detaching them, so outputs["probs"] is graph-attached; the callback copies it with `.cpu()` (device handled) and sklearn's roc_auc_score converts it with NumPy, which raises. The targets from the batch carry no grad.
from lightning.pytorch.callbacks import Callback
from sklearn.metrics import roc_auc_score


class TrainAUROC(Callback):
    def __init__(self, every_n_steps=50):
        self.every_n_steps = every_n_steps

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        if batch_idx % self.every_n_steps:
            return
        _, y = batch
        y_true = y.cpu()
        if y_true.min() == y_true.max():
            return
        auc = roc_auc_score(y_true, outputs["probs"].cpu())
        pl_module.log("train_auroc", auc)
        pl_module.log("train_loss_seen", outputs["loss"].item())
