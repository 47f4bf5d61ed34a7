import torch
from torch_geometric.data import Batch

from chemtorch.utils.io import save_predictions


def load_model(ckpt_path, model_cls, device):
    model = model_cls()
    state = torch.load(ckpt_path, map_location="cpu")
    model.load_state_dict(state["state_dict"])
    model.to(device)
    model.eval()
    return model


def predict(model_cls, ckpt_path, test_graphs, out_csv):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = load_model(ckpt_path, model_cls, device)
    batch = Batch.from_data_list(test_graphs).to(device)
    preds = model(batch).squeeze(-1)
    return save_predictions(preds, list(batch.smiles), out_csv, targets=batch.y)
