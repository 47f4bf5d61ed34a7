# expect: none
# source: https://github.com/udacity/deep-learning-v2-pytorch/issues/270 ("images Tensor needs to be moved to CPU": the solution notebook copies the batch to the CPU before imshow)
# note: the fixed "Visualize Sample Test Results" cell: the batch goes to cuda for the forward pass, the predictions are copied back (`.cpu()` on the GPU path), and the images are copied to the CPU once before plotting, so imshow's np.transpose gets a CPU tensor without grad. Twin of case03.
import matplotlib.pyplot as plt
import numpy as np
import torch

from cifar_net import Net, classes, test_loader

train_on_gpu = torch.cuda.is_available()


def imshow(img):
    img = img / 2 + 0.5  # unnormalize
    plt.imshow(np.transpose(img, (1, 2, 0)))


model = Net()
model.load_state_dict(torch.load("model_cifar.pt"))
if train_on_gpu:
    model.cuda()
model.eval()

dataiter = iter(test_loader)
images, labels = next(dataiter)
if train_on_gpu:
    images = images.cuda()

output = model(images)
_, preds_tensor = torch.max(output, 1)
preds = np.squeeze(preds_tensor.numpy()) if not train_on_gpu else np.squeeze(preds_tensor.cpu().numpy())
images = images.cpu()

fig = plt.figure(figsize=(25, 4))
for idx in np.arange(20):
    ax = fig.add_subplot(2, 10, idx + 1, xticks=[], yticks=[])
    imshow(images[idx])
    ax.set_title("{} ({})".format(classes[preds[idx]], classes[labels[idx]]),
                 color=("green" if preds[idx] == labels[idx].item() else "red"))
fig.savefig("test_results.png")
