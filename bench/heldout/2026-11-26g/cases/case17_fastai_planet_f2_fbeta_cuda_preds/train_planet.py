import torch
import torchvision

from data import planet_loaders
from learner import fit, predict_with_targs
from planet import f2, opt_th


def main():
    trn_dl, val_dl = planet_loaders("data/planet", size=128, bs=64)
    model = torchvision.models.resnet34(weights="IMAGENET1K_V1")
    model.fc = torch.nn.Linear(model.fc.in_features, 17)
    model = fit(model, trn_dl, epochs=5, lr=1e-2)
    val_preds, val_targs = predict_with_targs(model, val_dl)
    print("f2:", f2(val_preds, val_targs))
    print("best threshold:", opt_th(val_preds, val_targs))


if __name__ == "__main__":
    main()
