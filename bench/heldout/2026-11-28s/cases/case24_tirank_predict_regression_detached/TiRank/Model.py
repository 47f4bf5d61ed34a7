# expect: none
# source: https://github.com/LenisLin/TiRank/issues/10 ("报错": regression (IC50) mode, `model = model.to("cpu")` then `sc_PredDF = Predict(model, bulk_GPmat=bulk_gene_pairs_mat, sc_GPmat=single_cell_gene_pairs_mat, mode="Regression", sc_rownames=scAnndata.obs.index.tolist(), do_reject=True)` fails with a `RuntimeError` inside `Predict`)
# note: TiRank's prediction step reconstructed (the stored thread shows the call and the start of the RuntimeError, not the failing line): `Predict` in `TiRank/Model.py` runs the trained model on the single-cell gene-pair matrix without `torch.no_grad()`; the model was moved to the CPU by the notebook (`scripts/regression.py`), so the regression output is a graph-attached CPU tensor and `.numpy()` raises "Can't call numpy() on Tensor that requires grad". The classification branch already detaches; the inputs come from `torch.from_numpy` (no grad); the rejection step (GMM on the embeddings) takes `.detach().numpy()`; the result is a pandas DataFrame built from NumPy. `TiRank/__init__.py` re-exports `Predict`. Header `TiRank/Model.py`. Twin: `.detach().numpy()` for the regression predictions.
import numpy as np
import pandas as pd
import torch
import torch.nn as nn
from sklearn.mixture import GaussianMixture


class TiRankModel(nn.Module):
    def __init__(self, n_features, nhead=2, nhid1=96, nhid2=8, nlayers=2, n_output=1, dropout=0.5, mode="Cox"):
        super().__init__()
        self.mode = mode
        encoder_layer = nn.TransformerEncoderLayer(d_model=n_features, nhead=nhead,
                                                   dim_feedforward=nhid1, dropout=dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(encoder_layer, num_layers=nlayers)
        self.embed = nn.Linear(n_features, nhid2)
        self.head = nn.Linear(nhid2, n_output)

    def forward(self, x):
        h = self.encoder(x.unsqueeze(1)).squeeze(1)
        embeddings = torch.relu(self.embed(h))
        out = self.head(embeddings)
        if self.mode == "Classification":
            out = torch.softmax(out, dim=1)
        return embeddings, out


def Reject(embeddings, tolerance=0.05, n_components=2):
    gmm = GaussianMixture(n_components=n_components, random_state=619).fit(embeddings)
    log_density = gmm.score_samples(embeddings)
    cutoff = np.quantile(log_density, tolerance)
    return log_density < cutoff


def Predict(model, bulk_GPmat, sc_GPmat, mode, sc_rownames, do_reject=True, tolerance=0.05, reject_mode="GMM"):
    model.eval()
    sc_GPmat = torch.from_numpy(sc_GPmat.astype(np.float32))
    bulk_GPmat = torch.from_numpy(bulk_GPmat.astype(np.float32))

    embeddings, sc_pred = model(sc_GPmat)
    _, bulk_pred = model(bulk_GPmat)

    if mode == "Classification":
        pred_prob_sc = sc_pred[:, 1].detach().numpy()
        pred_label_sc = (pred_prob_sc > 0.5).astype(int)
        result = pd.DataFrame({"Pred_score": pred_prob_sc, "Pred_label": pred_label_sc}, index=sc_rownames)
    elif mode == "Regression":
        pred_sc = sc_pred.reshape(-1).detach().numpy()
        result = pd.DataFrame({"Pred_score": pred_sc}, index=sc_rownames)
    else:
        raise ValueError(f"Unsupported mode: {mode}")

    if do_reject and reject_mode == "GMM":
        reject = Reject(embeddings.detach().numpy(), tolerance=tolerance)
        result["Reject"] = reject
        result.loc[reject, "Pred_score"] = np.nan
    print(f"Predicted {len(result)} cells; bulk predictions range "
          f"{float(bulk_pred.min()):.3f} to {float(bulk_pred.max()):.3f}")
    return result
