# expect: TL003
# source: https://github.com/udacity/deep-learning-v2-pytorch/pull/242
import matplotlib.pyplot as plt
import numpy as np
import torch

from cifar_data import classes, test_loader
from cifar_model import Net

train_on_gpu = torch.cuda.is_available()
model = Net()
model.load_state_dict(torch.load("model_cifar.pt"))
if train_on_gpu:
    model.cuda()
model.eval()


def imshow(img):
    img = img / 2 + 0.5  # unnormalize
    plt.imshow(np.transpose(img, (1, 2, 0)))


dataiter = iter(test_loader)
images, labels = next(dataiter)
if train_on_gpu:
    images = images.cuda()

output = model(images)
_, preds_tensor = torch.max(output, 1)
preds = np.squeeze(preds_tensor.numpy()) if not train_on_gpu else np.squeeze(preds_tensor.cpu().numpy())

fig = plt.figure(figsize=(25, 4))
for idx in np.arange(20):
    ax = fig.add_subplot(2, 20 // 2, idx + 1, xticks=[], yticks=[])
    imshow(images[idx])
    ax.set_title("{} ({})".format(classes[preds[idx]], classes[labels[idx]]),
                 color=("green" if preds[idx] == labels[idx].item() else "red"))
