# expect: TL003
# source: https://github.com/d2l-ai/d2l-en/pull/1966 ("Kaggle Dog: explicitly move to cpu before plotting", TypeError: can't convert CUDA tensor to numpy)
# note: reconstruction of the notebook's setting: the validation loss is summed as a cuda tensor under no_grad, so every epoch appends a 0-d cuda tensor to valid_losses, and plt.plot converts the list with NumPy. The training loss is kept as a float. Checked on CPU torch with meta tensors: plt.plot(range, [0-d non-CPU tensors]) raises.
import matplotlib.pyplot as plt
import torch
from torch import nn

loss = nn.CrossEntropyLoss(reduction="none")


def try_all_gpus():
    return [torch.device(f"cuda:{i}") for i in range(torch.cuda.device_count())] or [torch.device("cpu")]


def evaluate_loss(data_iter, net, devices):
    l_sum, n = 0.0, 0
    with torch.no_grad():
        for features, labels in data_iter:
            features, labels = features.to(devices[0]), labels.to(devices[0])
            outputs = net(features)
            l_sum += loss(outputs, labels).sum()
            n += labels.numel()
    return l_sum / n


def train(net, train_iter, valid_iter, num_epochs, lr, wd, devices):
    net = nn.DataParallel(net, device_ids=devices).to(devices[0])
    trainer = torch.optim.SGD((p for p in net.parameters() if p.requires_grad), lr=lr, momentum=0.9, weight_decay=wd)
    train_losses, valid_losses = [], []
    for epoch in range(num_epochs):
        net.train()
        l_sum, n = 0.0, 0
        for features, labels in train_iter:
            features, labels = features.to(devices[0]), labels.to(devices[0])
            trainer.zero_grad()
            l = loss(net(features), labels).sum()
            l.backward()
            trainer.step()
            l_sum += float(l)
            n += labels.numel()
        train_losses.append(l_sum / n)
        valid_losses.append(evaluate_loss(valid_iter, net, devices))

    epochs = range(1, num_epochs + 1)
    plt.plot(epochs, train_losses, label="train loss")
    plt.plot(epochs, valid_losses, label="valid loss")
    plt.xlabel("epoch")
    plt.legend()
    plt.savefig("kaggle_dog_loss.png")
