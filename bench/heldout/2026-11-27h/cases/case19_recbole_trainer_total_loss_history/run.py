"""Quick start: train BPR on ml-100k."""
import torch

from model.bpr import BPR
from trainer import Trainer
from data_utils import load_ml100k

config = {
    "device": torch.device("cuda" if torch.cuda.is_available() else "cpu"),
    "epochs": 300,
    "learning_rate": 0.001,
}
train_data, n_users, n_items = load_ml100k(batch_size=2048, neg_sampling=1)
model = BPR(n_users, n_items).to(config["device"])
trainer = Trainer(config, model)
trainer.fit(train_data)
