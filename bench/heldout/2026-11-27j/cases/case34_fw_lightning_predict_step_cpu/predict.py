# expect: none
# source: https://github.com/mmcdermott/MEDS_EIC_AR/pull/141 ("fix: detach + move predict_step tensors to CPU before returning": "Move `tokens`, `subject_idxs`, and `trajectory_idxs` to CPU inside `predict_step` before returning") - fixed twin of case33
# note: fixed twin of case33 with that PR's change: module.py's predict_step returns `.detach().cpu()` copies, so the lists Trainer.predict hands back hold CPU tensors and the `.numpy()` calls here are valid, although the model still runs on the GPU. This file is unchanged apart from its header lines; the deciding evidence is in module.py.
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
