from argparse import ArgumentParser

import numpy as np
import pytorch_lightning as pl
import torch
from torch.utils.data import DataLoader, TensorDataset, random_split

from models.gan_module import ConditionalGAN


def main(args):
    pl.seed_everything(args.seed)
    data = np.load(args.data)
    x = torch.from_numpy(data["x"]).float()
    c = torch.from_numpy(data["c"]).float()
    dataset = TensorDataset(x, c)
    n_val = int(0.1 * len(dataset))
    train_set, val_set = random_split(dataset, [len(dataset) - n_val, n_val])

    model = ConditionalGAN(in_dim=x.shape[1], cond_dim=c.shape[1], latent_dim=args.latent_dim, lr=args.lr)
    trainer = pl.Trainer(gpus=args.gpus, max_epochs=args.epochs, log_every_n_steps=50)
    trainer.fit(model, DataLoader(train_set, batch_size=args.batch_size, shuffle=True, num_workers=4),
                DataLoader(val_set, batch_size=args.batch_size, num_workers=4))


if __name__ == "__main__":
    parser = ArgumentParser()
    parser.add_argument("--data", default="data/reservoir.npz")
    parser.add_argument("--gpus", type=int, default=1 if torch.cuda.is_available() else 0)
    parser.add_argument("--epochs", type=int, default=500)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--latent-dim", type=int, default=32)
    parser.add_argument("--lr", type=float, default=2e-4)
    parser.add_argument("--seed", type=int, default=0)
    main(parser.parse_args())
