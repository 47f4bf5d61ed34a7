# expect: TL003
# source: https://github.com/RomanovMikeV/setka/issues/13
import lightning.pytorch as pl
import matplotlib.pyplot as plt


class PredictionGrid(pl.Callback):
    def __init__(self, num_images=8):
        self.num_images = num_images

    def on_validation_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        if batch_idx != 0:
            return
        images, labels = batch
        preds = outputs["preds"]
        fig, axes = plt.subplots(1, self.num_images, figsize=(2 * self.num_images, 2.5))
        for i, ax in enumerate(axes):
            ax.imshow(images[i].permute(1, 2, 0))
            ax.set_title(f"pred {preds[i].item()} / true {labels[i].item()}", fontsize=8)
            ax.axis("off")
        trainer.logger.experiment.add_figure("val/predictions", fig, global_step=trainer.global_step)
        plt.close(fig)
