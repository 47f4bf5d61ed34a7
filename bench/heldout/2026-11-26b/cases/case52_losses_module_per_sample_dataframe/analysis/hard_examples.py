# expect: TL002
# source: https://github.com/alexandre01/deepsvg/issues/37
import pandas as pd

from .losses import per_sample_loss


def hardest_examples(model, loader, top=20):
    frames = []
    for batch_idx, (x, y) in enumerate(loader):
        losses = per_sample_loss(model, x, y)
        frames.append(pd.DataFrame({"batch": batch_idx, "label": y, "loss": losses}))
    df = pd.concat(frames, ignore_index=True)
    return df.sort_values("loss", ascending=False).head(top)
