# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning (src/lightning/pytorch/loops/optimization/automatic.py: ClosureResult.loss = closure_loss.detach().clone())
# note: outputs["loss"] handed to on_train_batch_end is Lightning's detached copy of the loss, so .cpu().numpy() works on the GPU run; the target tensor never requires grad
import numpy as np
import lightning as L
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


class LossHistory(L.Callback):
    """Keeps per-step training losses and the label prevalence, and plots them every epoch."""

    def __init__(self, out_dir: str = "plots"):
        self.out_dir = out_dir
        self.losses = []
        self.prevalence = []

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        self.losses.append(outputs["loss"].cpu().numpy())
        self.prevalence.append(outputs["target"].float().mean(0).cpu().numpy())

    def on_train_epoch_end(self, trainer, pl_module):
        losses = np.asarray(self.losses)
        fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4))
        ax1.plot(losses)
        ax1.plot(np.convolve(losses, np.ones(20) / 20, mode="valid"))
        ax1.set_title(f"epoch {trainer.current_epoch} loss")
        ax2.bar(range(len(self.prevalence[0])), np.mean(self.prevalence, axis=0))
        fig.savefig(f"{self.out_dir}/epoch_{trainer.current_epoch:03d}.png")
        plt.close(fig)
        self.losses.clear()
        self.prevalence.clear()
