import argparse

import torch
from ase.io import read
from fairchem.core import FAIRChemCalculator, pretrained_mlip

import torch_sim as ts
from torch_sim.models.fairchem import FairChemModel
from torch_sim.optimizers import fire_cell_relax

parser = argparse.ArgumentParser()
parser.add_argument("structures", nargs="+")
parser.add_argument("--model-name", default="uma-s-1")
args = parser.parse_args()

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
predictor = pretrained_mlip.get_predict_unit(args.model_name, device=str(device))
model = FairChemModel(FAIRChemCalculator(predictor, task_name="omat"), device=device)
state = ts.initialize_state([read(path) for path in args.structures], device=device, dtype=torch.float32)
final = fire_cell_relax(model, state)
print("final energies:", model(final)["energy"].tolist())
