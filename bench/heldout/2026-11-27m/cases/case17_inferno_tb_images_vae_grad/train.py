import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

from tb_logger import TensorboardLogger
from vae import VAE


def main(folder="runs/vae", epochs=100):
    device = torch.device("cuda")
    vae = VAE().to(device)
    optimizer = torch.optim.Adam(vae.parameters(), lr=1e-3)
    loader = DataLoader(datasets.MNIST("data", train=True, download=True, transform=transforms.ToTensor()),
                        batch_size=128, shuffle=True)
    logger = TensorboardLogger(folder, log_scalars_every=1, log_images_every=1)

    iteration = 0
    for epoch in range(epochs):
        vae.train()
        for x, _ in loader:
            x = x.to(device)
            recon, mu, logvar = vae(x)
            loss = VAE.loss_function(recon, x, mu, logvar)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

            logger.log_object("training/loss", loss.detach(), iteration)
            logger.log_object("training/prediction", recon, iteration)
            logger.log_object("training/input", x, iteration)
            iteration += 1


if __name__ == "__main__":
    main()
