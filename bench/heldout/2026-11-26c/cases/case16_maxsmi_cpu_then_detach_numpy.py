# expect: none
# source: https://github.com/volkamerlab/maxsmi/pull/26
# note: the PR's convention my_tensor.cpu().detach().numpy(): the order (.cpu() before .detach()) is fine on any device, with grad
import argparse
import logging

import numpy as np
import pandas as pd
import torch
import torch.nn as nn
from sklearn.metrics import mean_squared_error, mean_absolute_error, r2_score

from maxsmi.utils_smiles import smiles_to_tensors
from maxsmi.pytorch_models import ConvolutionNetwork

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def model_evaluation(data_loader, ml_model_name, ml_model, smiles_dictionary, max_length_smiles, device_to_use):
    ml_model.eval()
    all_output_pred = []
    all_output_true = []
    for item in data_loader:
        smiles, target = item
        input_true = smiles_to_tensors(smiles, smiles_dictionary, max_length_smiles).to(device_to_use)
        output_true = target.to(device_to_use).float()
        output_pred = ml_model(input_true)
        all_output_pred.append(output_pred.cpu().detach().numpy().reshape(-1))
        all_output_true.append(output_true.cpu().detach().numpy().reshape(-1))
    return np.concatenate(all_output_true), np.concatenate(all_output_pred)


def evaluation_results(output_true, output_pred, is_cuda=False):
    return {
        "MSE": mean_squared_error(output_true, output_pred),
        "RMSE": np.sqrt(mean_squared_error(output_true, output_pred)),
        "MAE": mean_absolute_error(output_true, output_pred),
        "R2": r2_score(output_true, output_pred),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--task", default="lipophilicity")
    parser.add_argument("--checkpoint", default="model.pt")
    args = parser.parse_args()
    model = ConvolutionNetwork(nb_char=53, max_length=200, kernel_size=10, stride=1)
    model.load_state_dict(torch.load(args.checkpoint, map_location="cpu"))
    model.to(device)
    from maxsmi.utils_data import data_retrieval_loader
    loader, smi_dict, max_len = data_retrieval_loader(args.task, split="test")
    y_true, y_pred = model_evaluation(loader, "CONV1D", model, smi_dict, max_len, device)
    logging.info(pd.Series(evaluation_results(y_true, y_pred)).to_string())
