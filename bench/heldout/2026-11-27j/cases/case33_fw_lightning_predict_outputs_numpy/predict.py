# expect: TL001
# source: https://github.com/mmcdermott/MEDS_EIC_AR/pull/141 ("fix: detach + move predict_step tensors to CPU before returning": `Trainer.predict` accumulates per-batch return values in a Python list; "Downstream demux in `__main__.py` and `format_trajectories` run on CPU anyway")
# note: reconstruction of the prediction entry point before that fix (Lightning 2.x): Trainer(accelerator="gpu") moves the module and every batch to cuda and runs predict_step under inference mode, so module.py's predict_step returns cuda tensors without grad; this script concatenates them and calls `.numpy()` on the GPU tensors. pandas receives the resulting arrays.
import argparse

import lightning as L
import pandas as pd
import torch

from module import EventModel
from data import make_predict_dataloader


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt", required=True)
    parser.add_argument("--cohort", default="data/held_out.parquet")
    parser.add_argument("--out", default="predictions.parquet")
    args = parser.parse_args()

    model = EventModel.load_from_checkpoint(args.ckpt)
    trainer = L.Trainer(accelerator="gpu", devices=1, logger=False)
    outputs = trainer.predict(model, dataloaders=make_predict_dataloader(args.cohort, batch_size=256))

    subject_idx = torch.cat([o["subject_idx"] for o in outputs]).numpy()
    probs = torch.cat([o["probs"] for o in outputs]).numpy()
    frame = pd.DataFrame({"subject_idx": subject_idx, "p_outcome": probs[:, 1]})
    frame.to_parquet(args.out)
    print(frame.describe())


if __name__ == "__main__":
    main()
