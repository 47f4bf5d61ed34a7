import argparse

import yaml

from sr_model import SRModel
from data import build_paired_loader


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-opt", required=True)
    args = parser.parse_args()
    with open(args.opt) as fh:
        opt = yaml.safe_load(fh)
    model = SRModel(opt)
    train_loader, val_loader = build_paired_loader(opt["datasets"])
    current_iter = 0
    while current_iter < opt["total_iter"]:
        for data in train_loader:
            current_iter += 1
            model.feed_data(data)
            logs = model.optimize_parameters(current_iter)
            if current_iter % opt.get("print_freq", 100) == 0:
                print("iter {}: ".format(current_iter) + ", ".join("{} {:.4e}".format(k, float(v)) for k, v in logs.items()))
            if current_iter % opt.get("val_freq", 5000) == 0:
                psnr = sum(model.validation(d) for d in val_loader) / len(val_loader)
                print("iter {}: val psnr {:.3f}".format(current_iter, psnr))
            if current_iter >= opt["total_iter"]:
                break


if __name__ == "__main__":
    main()
