import lightning.pytorch as pl
import pandas as pd

from deepforest.main import deepforest
from deepforest.dataset import get_loaders


def main(csv_train, csv_val, root_dir):
    ground_df = pd.read_csv(csv_val)
    train_loader, val_loader = get_loaders(csv_train, csv_val, root_dir, batch_size=4)
    m = deepforest(num_classes=1, ground_df=ground_df)
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=20, check_val_every_n_epoch=1)
    trainer.fit(m, train_loader, val_loader)


if __name__ == "__main__":
    main("train.csv", "val.csv", "images/")
