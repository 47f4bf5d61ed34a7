# source: https://github.com/TingsongYu/PyTorch_Tutorial/pull/9
# expect: none
# why: conv kernels are read through .data (no grad) and copied with .cpu() before .numpy() and imshow
import matplotlib.pyplot as plt
import torch
import torchvision

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
net = torchvision.models.alexnet(weights="DEFAULT").to(device)


def visualize_kernels(model, max_kernels=16):
    for name, layer in model.named_modules():
        if isinstance(layer, torch.nn.Conv2d):
            kernels = layer.weight.data.cpu().numpy()
            fig, axes = plt.subplots(4, 4, figsize=(6, 6))
            for k, ax in enumerate(axes.flat[:max_kernels]):
                ax.imshow(kernels[k, 0], cmap="gray")
                ax.axis("off")
            fig.savefig(f"{name}_kernels.png")
            plt.close(fig)
            break


visualize_kernels(net)
