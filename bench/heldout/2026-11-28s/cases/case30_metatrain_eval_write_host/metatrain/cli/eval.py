import argparse

import torch

from ..utils.devices import pick_devices
from ..utils.io import read_systems, write_predictions


def systems_to_tensors(frames, device, dtype):
    batch = []
    for atoms in frames:
        positions = torch.tensor(atoms.positions, dtype=dtype, device=device)
        numbers = torch.tensor(atoms.numbers, dtype=torch.long, device=device)
        cell = torch.tensor(atoms.cell.array, dtype=dtype, device=device)
        batch.append((positions, numbers, cell))
    return batch


def eval_model(model_path, systems_path, output, device="auto"):
    device = pick_devices(device)[0]
    model = torch.jit.load(model_path, map_location=device)
    model.eval()
    frames = read_systems(systems_path)
    predictions = {"energy": [], "forces": []}
    sq_err, n = 0.0, 0
    with torch.no_grad():
        for atoms, (positions, numbers, cell) in zip(frames, systems_to_tensors(frames, device, torch.float64)):
            energy, forces = model(positions, numbers, cell)
            predictions["energy"].append(energy)
            predictions["forces"].append(forces)
            if "energy" in atoms.info:
                sq_err += (energy.item() - atoms.info["energy"]) ** 2
                n += 1
    if n:
        print(f"energy RMSE: {(sq_err / n) ** 0.5:.5f}")
    write_predictions(output, frames, predictions)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("systems")
    parser.add_argument("-o", "--output", default="output.xyz")
    parser.add_argument("--device", default="auto")
    args = parser.parse_args()
    eval_model(args.model, args.systems, args.output, args.device)


if __name__ == "__main__":
    main()
