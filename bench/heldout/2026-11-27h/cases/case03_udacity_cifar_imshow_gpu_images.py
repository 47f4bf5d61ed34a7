# expect: TL003
# source: https://github.com/udacity/deep-learning-v2-pytorch/issues/121 ("Visualize Sample Test Results" fails with train_on_gpu = True: `imshow(images[idx])` gets a CUDA tensor)
# note: the notebook's last cell: the test batch is moved to cuda for the forward pass, the predictions are copied back correctly, but the images are still on the GPU when imshow() calls np.transpose on them (an implicit NumPy conversion). The outputs' argmax indices carry no grad.
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

fig = plt.figure(figsize=(25, 4))
for idx in np.arange(20):
    ax = fig.add_subplot(2, 10, idx + 1, xticks=[], yticks=[])
    imshow(images[idx])
    ax.set_title("{} ({})".format(classes[preds[idx]], classes[labels[idx]]),
                 color=("green" if preds[idx] == labels[idx].item() else "red"))
fig.savefig("test_results.png")
