# expect: TL003
# source: https://github.com/PINA-org/PINA/issues/219
# note: Plotter.plot_loss as in the traceback: MetricTracker (pina/callbacks.py) stacks trainer.logged_metrics, which are detached tensors on the
#       GPU when the Trainer runs with accelerator='gpu' (run.py); plt.plot(epochs, loss) converts the cuda tensor (no grad: device only).
import matplotlib.pyplot as plt


class Plotter:
    def plot_loss(self, trainer, metrics=None, logy=False, logx=False, filename=None, **kwargs):
        if metrics is None:
            metrics = ["mean_loss"]
        elif not isinstance(metrics, list):
            raise ValueError("metrics must be class list.")
        trainer_metrics = trainer.callbacks[0].metrics
        for metric in metrics:
            if metric not in trainer_metrics:
                raise ValueError(f"{metric} not a valid metric. Available metrics are {list(trainer_metrics.keys())}.")
            loss = trainer_metrics[metric]
            epochs = range(len(loss))
            plt.plot(epochs, loss, **kwargs)
        if logy:
            plt.yscale("log")
        if logx:
            plt.xscale("log")
        plt.xlabel("epoch")
        plt.ylabel("loss")
        if filename:
            plt.savefig(filename)
            plt.close()
        else:
            plt.show()
