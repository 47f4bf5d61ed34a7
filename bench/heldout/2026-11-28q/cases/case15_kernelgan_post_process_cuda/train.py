import os

import tqdm

from configs import Config
from data import DataGenerator
from kernelGAN import KernelGAN


def train(conf):
    gan = KernelGAN(conf)
    data = DataGenerator(conf, gan)
    for iteration in tqdm.tqdm(range(conf.max_iters), ncols=60):
        [g_in, d_in] = data.__getitem__(iteration)
        loss_g, loss_d = gan.train(g_in, d_in)
        if iteration % 500 == 0:
            print(f"iter {iteration}: G {loss_g:.4f} D {loss_d:.4f}")
    return gan.finish()


def main():
    conf = Config().parse()
    for filename in sorted(os.listdir(conf.input_dir)):
        conf.img_name = os.path.splitext(filename)[0]
        conf.input_image_path = os.path.join(conf.input_dir, filename)
        train(conf)


if __name__ == "__main__":
    main()
