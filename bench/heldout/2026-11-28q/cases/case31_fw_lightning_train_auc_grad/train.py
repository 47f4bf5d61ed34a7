import pytorch_lightning as pl
import torch
from torch.utils.data import DataLoader, TensorDataset

from lit_module import ChurnClassifier


def main(X_train, y_train, X_val, y_val):
    train_dl = DataLoader(TensorDataset(torch.as_tensor(X_train, dtype=torch.float32),
                                        torch.as_tensor(y_train, dtype=torch.long)), batch_size=256, shuffle=True)
    val_dl = DataLoader(TensorDataset(torch.as_tensor(X_val, dtype=torch.float32),
                                      torch.as_tensor(y_val, dtype=torch.long)), batch_size=1024)
    model = ChurnClassifier(n_features=X_train.shape[1])
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=20, log_every_n_steps=10)
    trainer.fit(model, train_dl, val_dl)
    return trainer.callback_metrics.get("val_auc")
