import argparse


class Options:
    def __init__(self):
        self.parser = argparse.ArgumentParser(formatter_class=argparse.ArgumentDefaultsHelpFormatter)
        self.parser.add_argument("--dataset", default="mnist")
        self.parser.add_argument("--batchsize", type=int, default=64)
        self.parser.add_argument("--isize", type=int, default=32)
        self.parser.add_argument("--nz", type=int, default=100)
        self.parser.add_argument("--device", type=str, default="gpu", help="Device: gpu | cpu")
        self.parser.add_argument("--metric", type=str, default="roc", help="Evaluation metric.")
        self.parser.add_argument("--niter", type=int, default=15)

    def parse(self):
        return self.parser.parse_args()
