import argparse

import lightning as L

from module import RetrievalModule
from data import ProductsDataModule


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--precision", default="bf16-mixed")
    parser.add_argument("--max-epochs", type=int, default=30)
    parser.add_argument("--embedding-dim", type=int, default=512)
    args = parser.parse_args()

    model = RetrievalModule(embedding_dim=args.embedding_dim)
    trainer = L.Trainer(accelerator="gpu", devices=1, precision=args.precision, max_epochs=args.max_epochs)
    trainer.fit(model, datamodule=ProductsDataModule("data/sop", batch_size=128))


if __name__ == "__main__":
    main()
