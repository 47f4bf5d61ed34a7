import pytorch_lightning as pl

from pina.callbacks import MetricTracker
from pina.plotter import Plotter
from problem import build_pinn

if __name__ == "__main__":
    pinn = build_pinn()
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=50, callbacks=[MetricTracker()])
    trainer.fit(pinn)
    plotter = Plotter()
    plotter.plot_loss(trainer=trainer, metrics=["mean_loss"], logy=True)
