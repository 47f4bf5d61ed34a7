# expect: none
# source: https://github.com/arthurdouillard/deepcourse/issues/11 ("Error When Running Automatic Differentiation with Autograd": "When running the last two code blocks in the Autograd notebook I received the following error:", traceback `---> 25 plt.plot(epochs, losses)` ... "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."; "I was able to fix it by changing the line: `losses.append(loss)` to `losses.append(loss.detach())`"; open); code: arthurdouillard/deepcourse `docs/notebooks/Autograd_Deepcourse.ipynb` (data, training-loop and plot cells), `docs/code/backpropagation/mlp_autograd.py` (the `MLP` solution)
# note: single file, the notebook's hand-written autograd MLP as a script: the weights are `Parameter`s and require grad, `model.fit(X, Y, train=False)` still builds the graph and returns the mean cross-entropy with `requires_grad=True`, `losses.append(loss)` keeps that tensor and its graph for every epoch (TL008), and `plt.plot(epochs, losses)` converts the list through `Tensor.__array__`: "Can't call numpy() on Tensor that requires grad" (TL002). Traps: `accuracy` goes through `argmax` and a comparison, so `acc` does not require grad and `plt.plot(epochs, accuracies)` of those host tensors works; `plt.imshow(X[42])` shows a host tensor without grad; `np.argmax` gets `.item()` floats; the f-string prints are fine; everything is on the CPU (no TL001/TL003). Twin: `losses.append(loss.detach())` (the reporter's fix), so the list keeps neither grad nor graph and `plt.plot` converts plain host tensors.
# Deepcourse, "Automatic Differentiation with Autograd": a two-layer MLP on the sklearn digits,
# trained by hand with autograd (no nn.Module, no optimizer), then its curves are plotted.
import torch
import numpy as np
from sklearn.datasets import load_digits
import matplotlib.pyplot as plt
from torch.nn import Parameter

digits = load_digits()
X = torch.tensor(digits["images"]).float()
Y = torch.tensor(digits["target"]).long()

plt.subplot(1, 3, 1)
plt.imshow(X[42], cmap="gray")
plt.title(f"Digit: {Y[42]}")
plt.subplot(1, 3, 2)
plt.imshow(X[64], cmap="gray")
plt.title(f"Digit: {Y[64]}")
plt.subplot(1, 3, 3)
plt.imshow(X[1337], cmap="gray")
plt.title(f"Digit: {Y[1337]}")
plt.savefig("digits.png")
plt.clf()

X = X / X.max()
X = X.view(X.shape[0], -1)
print(f"Flatenned images shape: {X.shape}")


def softmax(x):
    maximum_value = x.max(dim=1, keepdims=True)[0]
    e = torch.exp(x - maximum_value)
    return e / e.sum(dim=1, keepdims=True)


def cross_entropy(probs, targets):
    return -torch.sum(targets * torch.log(probs + 1e-8), dim=1)


class MLP:
    def __init__(self, input_size, hidden_size, nb_classes, learning_rate=0.01):
        self.w_hidden = Parameter(torch.randn(input_size, hidden_size).float())
        self.b_hidden = Parameter(torch.zeros(hidden_size).float())

        self.w_output = Parameter(torch.randn(hidden_size, nb_classes).float())
        self.b_output = Parameter(torch.zeros(nb_classes).float())

        self.learning_rate = learning_rate

    def forward(self, x):
        h_tilde = torch.mm(x, self.w_hidden) + self.b_hidden
        h = torch.tanh(h_tilde)
        logits = torch.mm(h, self.w_output) + self.b_output
        return logits, h_tilde, h

    def fit(self, inputs, targets, train=True):
        logits, *outputs = self.forward(inputs)
        probs = softmax(logits)
        loss = cross_entropy(probs, torch.eye(10)[targets]).mean()
        if train:
            self.backward(inputs, probs, targets, loss, *outputs)
        return loss

    def backward(self, inputs, probs, targets, loss, h_tilde, h):
        loss.backward()  # Fill the graph with .grad attributes

        for param in (self.w_output, self.b_output, self.w_hidden, self.b_hidden):
            param.data = param.data - self.learning_rate * param.grad
            param.grad = None

    def accuracy(self, inputs, targets):
        y_pred = self.forward(inputs)[0].argmax(dim=1)
        y_true = targets
        return torch.mean((y_pred == y_true).float())


model = MLP(X.shape[1], 50, len(torch.unique(Y)), 0.1)
print(f"Accuracy before training: {model.accuracy(X, Y)}")

batch_size = 32
nb_epochs = 10

epochs, accuracies, losses = [], [], []

for epoch in range(nb_epochs):
    for batch_index in range(0, len(X), batch_size):
        batch_X = X[batch_index:batch_index + batch_size]
        batch_Y = Y[batch_index:batch_index + batch_size]

        model.fit(batch_X, batch_Y)

    loss = model.fit(X, Y, train=False)
    acc = model.accuracy(X, Y)

    print(f"Epoch: {epoch}, loss: {loss}, accuracy: {acc}")
    epochs.append(epoch)
    losses.append(loss.detach())
    accuracies.append(acc)

plt.subplot(1, 2, 1)
plt.plot(epochs, losses)
plt.xlabel("Epoch")
plt.ylabel("Loss")

plt.subplot(1, 2, 2)
plt.plot(epochs, accuracies)
plt.xlabel("Epoch")
plt.ylabel("accuracy")
plt.savefig("curves.png")

print(f"Best epoch: {int(np.argmax([a.item() for a in accuracies]))}")
