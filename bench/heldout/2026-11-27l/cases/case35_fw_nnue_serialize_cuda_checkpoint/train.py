import argparse

import lightning.pytorch as pl
from lightning.pytorch.callbacks import ModelCheckpoint

import features
import model as M
from data import make_data_loaders

parser = argparse.ArgumentParser(description="Trains the network.")
parser.add_argument("train")
parser.add_argument("--gpus", default="0,")
features.add_argparse_args(parser)
args = parser.parse_args()

feature_set = features.get_feature_set_from_name(args.features)
nnue = M.NNUE(feature_set)
train_loader, val_loader = make_data_loaders(args.train, feature_set, batch_size=16384)
trainer = pl.Trainer(accelerator="gpu", devices=args.gpus, max_epochs=400,
                     callbacks=[ModelCheckpoint(save_last=True, every_n_epochs=10)])
trainer.fit(nnue, train_loader, val_loader)
