import os

import numpy as np
import scanpy as sc
import torch

from TiRank import Predict, TiRankModel

savePath = "./results/IC50"
scAnndata = sc.read_h5ad(os.path.join(savePath, "scAnndata.h5ad"))
bulk_gene_pairs_mat = np.load(os.path.join(savePath, "bulk_gene_pairs_mat.npy"))
single_cell_gene_pairs_mat = np.load(os.path.join(savePath, "single_cell_gene_pairs_mat.npy"))

device = "cuda" if torch.cuda.is_available() else "cpu"
model = TiRankModel(n_features=bulk_gene_pairs_mat.shape[1], mode="Regression")
model.load_state_dict(torch.load(os.path.join("./checkpoints/", "model_trial_28_val_loss_0.2830.pt"), map_location=device))
model = model.to("cpu")

sc_PredDF = Predict(model, bulk_GPmat=bulk_gene_pairs_mat, sc_GPmat=single_cell_gene_pairs_mat, mode="Regression", sc_rownames=scAnndata.obs.index.tolist(), do_reject=True)
scAnndata.obs["TiRank_pred"] = sc_PredDF["Pred_score"].values
scAnndata.write_h5ad(os.path.join(savePath, "scAnndata_pred.h5ad"))
