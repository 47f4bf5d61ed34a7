# expect: TL002
# source: https://github.com/DeepReinforcementLearning/DeepReinforcementLearningInAction/issues/42
# note: CPU only; losses holds the graph-attached loss tensors (w1, w2 require grad) and plt.plot converts them
import torch
import torchvision as TV
import numpy as np
from matplotlib import pyplot as plt


def nn(x, w1, w2):
    l1 = x @ w1
    l1 = torch.relu(l1)
    l2 = l1 @ w2
    return l2


w1 = torch.randn(784, 200, requires_grad=True)
w2 = torch.randn(200, 10, requires_grad=True)

mnist_data = TV.datasets.MNIST("MNIST", train=True, download=False)

plt.figure(figsize=(10, 7))
plt.imshow(mnist_data.train_data[0])
plt.axis('off')

lr = 0.0001
epochs = 2500
batch_size = 1000
losses = []
lossfn = torch.nn.CrossEntropyLoss()
for i in range(epochs):
    rid = np.random.randint(0, mnist_data.train_data.shape[0], size=batch_size)
    x = mnist_data.train_data[rid].float().flatten(start_dim=1)
    x /= x.max()
    pred = nn(x, w1, w2)
    target = mnist_data.train_labels[rid]
    loss = lossfn(pred, target)
    losses.append(loss)
    loss.backward()
    with torch.no_grad():
        w1 -= lr * w1.grad
        w2 -= lr * w2.grad
        w1.grad.zero_()
        w2.grad.zero_()

plt.figure(figsize=(10, 7))
plt.xlabel("Training Time", fontsize=22)
plt.ylabel("Loss", fontsize=22)
plt.plot(losses)
plt.savefig("appendix_a4_losses.png")
