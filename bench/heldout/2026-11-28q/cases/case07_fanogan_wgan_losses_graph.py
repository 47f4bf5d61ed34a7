# expect: TL008
# source: https://github.com/mulkong/f-AnoGAN_with_Pytorch/issues/3 ("GPU 사용량 조절??": GPU memory keeps growing while running f_AnoGAN_MNIST(AE).ipynb; the fix reported in the thread: in `d_losses.append()` and `g_losses.append()` the code appended `d_loss` and `g_loss`, changed to append `d_loss.item()` and `g_loss.item()`)
# note: the WGAN-GP stage of the f-AnoGAN notebook reconstructed around the two appends. `d_loss` carries the graph of the critic (including the gradient-penalty graph built with `create_graph=True`) and `g_loss` the generator graph; appending them to lists that live across all iterations keeps every step's autograd history alive, which is the growth the thread reports. The progress print uses `.item()`, the gradient penalty uses `real_imgs.data`/`fake_imgs.data`, the critic sees `fake_imgs.detach()`, and the lists are only counted and printed after training.
import torch
import torch.autograd as autograd
import torch.nn as nn
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
latent_dim, img_size, channels = 100, 28, 1
n_epochs, n_critic, lambda_gp, lr = 200, 5, 10, 0.0002


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = nn.Sequential(
            nn.Linear(latent_dim, 256), nn.LeakyReLU(0.2, inplace=True),
            nn.Linear(256, 512), nn.LeakyReLU(0.2, inplace=True),
            nn.Linear(512, channels * img_size * img_size), nn.Tanh(),
        )

    def forward(self, z):
        return self.model(z).view(z.shape[0], channels, img_size, img_size)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = nn.Sequential(
            nn.Linear(channels * img_size * img_size, 512), nn.LeakyReLU(0.2, inplace=True),
            nn.Linear(512, 256), nn.LeakyReLU(0.2, inplace=True),
            nn.Linear(256, 1),
        )

    def forward(self, img):
        return self.model(img.view(img.shape[0], -1))


def compute_gradient_penalty(D, real_samples, fake_samples):
    alpha = torch.rand(real_samples.size(0), 1, 1, 1, device=device)
    interpolates = (alpha * real_samples + ((1 - alpha) * fake_samples)).requires_grad_(True)
    d_interpolates = D(interpolates)
    fake = torch.ones(real_samples.shape[0], 1, device=device)
    gradients = autograd.grad(outputs=d_interpolates, inputs=interpolates, grad_outputs=fake,
                              create_graph=True, retain_graph=True, only_inputs=True)[0]
    gradients = gradients.view(gradients.size(0), -1)
    return ((gradients.norm(2, dim=1) - 1) ** 2).mean()


dataloader = DataLoader(
    datasets.MNIST("./data", train=True, download=True,
                   transform=transforms.Compose([transforms.ToTensor(), transforms.Normalize([0.5], [0.5])])),
    batch_size=64, shuffle=True,
)
generator = Generator().to(device)
discriminator = Discriminator().to(device)
optimizer_G = torch.optim.Adam(generator.parameters(), lr=lr, betas=(0.5, 0.999))
optimizer_D = torch.optim.Adam(discriminator.parameters(), lr=lr, betas=(0.5, 0.999))

d_losses, g_losses = [], []
for epoch in range(n_epochs):
    for i, (imgs, _) in enumerate(dataloader):
        real_imgs = imgs.to(device)

        optimizer_D.zero_grad()
        z = torch.randn(imgs.shape[0], latent_dim, device=device)
        fake_imgs = generator(z)
        real_validity = discriminator(real_imgs)
        fake_validity = discriminator(fake_imgs.detach())
        gradient_penalty = compute_gradient_penalty(discriminator, real_imgs.data, fake_imgs.data)
        d_loss = -torch.mean(real_validity) + torch.mean(fake_validity) + lambda_gp * gradient_penalty
        d_loss.backward()
        optimizer_D.step()

        optimizer_G.zero_grad()
        if i % n_critic == 0:
            fake_imgs = generator(z)
            fake_validity = discriminator(fake_imgs)
            g_loss = -torch.mean(fake_validity)
            g_loss.backward()
            optimizer_G.step()
            print(f"[Epoch {epoch}/{n_epochs}] [Batch {i}/{len(dataloader)}] "
                  f"[D loss: {d_loss.item():.4f}] [G loss: {g_loss.item():.4f}]")
            d_losses.append(d_loss)
            g_losses.append(g_loss)

print(f"logged {len(d_losses)} critic / {len(g_losses)} generator losses; last D loss {d_losses[-1]}")
torch.save(generator.state_dict(), "results/generator")
torch.save(discriminator.state_dict(), "results/discriminator")
