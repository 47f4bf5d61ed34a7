# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning (examples/pytorch/domain_templates/generative_adversarial_net.py: validation_z on the module device, images logged each epoch)
# note: variant that plots the samples with matplotlib: the noise is created on self.device (the GPU with accelerator="gpu"), the generator
#       output is produced under no_grad and `sample_imgs.numpy()` has no .cpu().
import matplotlib.pyplot as plt
import numpy as np
import pytorch_lightning as pl
import torch
import torch.nn as nn
import torch.nn.functional as F


class Generator(nn.Module):
    def __init__(self, latent_dim, img_shape):
        super().__init__()
        self.img_shape = img_shape
        self.model = nn.Sequential(
            nn.Linear(latent_dim, 128), nn.LeakyReLU(0.2), nn.Linear(128, 256), nn.LeakyReLU(0.2),
            nn.Linear(256, int(np.prod(img_shape))), nn.Tanh(),
        )

    def forward(self, z):
        return self.model(z).view(z.size(0), *self.img_shape)


class GAN(pl.LightningModule):
    def __init__(self, latent_dim=100, lr=2e-4):
        super().__init__()
        self.save_hyperparameters()
        self.automatic_optimization = False
        self.generator = Generator(latent_dim, (1, 28, 28))
        self.discriminator = nn.Sequential(nn.Flatten(), nn.Linear(784, 256), nn.LeakyReLU(0.2), nn.Linear(256, 1))

    def forward(self, z):
        return self.generator(z)

    def training_step(self, batch, batch_idx):
        imgs, _ = batch
        opt_g, opt_d = self.optimizers()
        z = torch.randn(imgs.size(0), self.hparams.latent_dim, device=self.device)
        fake = self(z)
        g_loss = F.binary_cross_entropy_with_logits(self.discriminator(fake), torch.ones(imgs.size(0), 1, device=self.device))
        opt_g.zero_grad()
        self.manual_backward(g_loss)
        opt_g.step()
        real_loss = F.binary_cross_entropy_with_logits(self.discriminator(imgs), torch.ones(imgs.size(0), 1, device=self.device))
        fake_loss = F.binary_cross_entropy_with_logits(self.discriminator(fake.detach()), torch.zeros(imgs.size(0), 1, device=self.device))
        d_loss = (real_loss + fake_loss) / 2
        opt_d.zero_grad()
        self.manual_backward(d_loss)
        opt_d.step()
        self.log_dict({"g_loss": g_loss, "d_loss": d_loss}, prog_bar=True)

    def configure_optimizers(self):
        lr = self.hparams.lr
        return [torch.optim.Adam(self.generator.parameters(), lr=lr), torch.optim.Adam(self.discriminator.parameters(), lr=lr)]

    def on_train_epoch_end(self):
        z = torch.randn(16, self.hparams.latent_dim, device=self.device)
        with torch.no_grad():
            sample_imgs = self(z)
        grid = sample_imgs.numpy()
        fig, axes = plt.subplots(4, 4, figsize=(4, 4))
        for ax, img in zip(axes.flat, grid):
            ax.imshow(img[0], cmap="gray")
            ax.axis("off")
        fig.savefig(f"samples_epoch{self.current_epoch}.png")
        plt.close(fig)


if __name__ == "__main__":
    from torchvision import datasets, transforms

    ds = datasets.MNIST(".", download=True, transform=transforms.Compose([transforms.ToTensor(), transforms.Normalize([0.5], [0.5])]))
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=20)
    trainer.fit(GAN(), torch.utils.data.DataLoader(ds, batch_size=64, shuffle=True))
