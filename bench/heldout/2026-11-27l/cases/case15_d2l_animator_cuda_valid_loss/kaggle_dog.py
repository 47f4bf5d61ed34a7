import torch
from torch import nn

from d2l import torch as d2l
from data import get_iters, get_net

loss = nn.CrossEntropyLoss(reduction="none")


@torch.no_grad()
def evaluate_loss(data_iter, net, devices):
    l_sum, n = 0.0, 0
    for features, labels in data_iter:
        features, labels = features.to(devices[0]), labels.to(devices[0])
        outputs = net(features)
        l = loss(outputs, labels)
        l_sum += l.sum()
        n += labels.numel()
    return l_sum / n


def train(net, train_iter, valid_iter, num_epochs, lr, wd, devices, lr_period, lr_decay):
    net = nn.DataParallel(net, device_ids=devices).to(devices[0])
    trainer = torch.optim.SGD((p for p in net.parameters() if p.requires_grad), lr=lr, momentum=0.9,
                              weight_decay=wd)
    scheduler = torch.optim.lr_scheduler.StepLR(trainer, lr_period, lr_decay)
    num_batches = len(train_iter)
    animator = d2l.Animator(xlabel="epoch", xlim=[1, num_epochs], legend=["train loss", "valid loss"])
    for epoch in range(num_epochs):
        metric = d2l.Accumulator(2)
        for i, (features, labels) in enumerate(train_iter):
            features, labels = features.to(devices[0]), labels.to(devices[0])
            trainer.zero_grad()
            output = net(features)
            l = loss(output, labels).sum()
            l.backward()
            trainer.step()
            metric.add(l, labels.shape[0])
            if (i + 1) % (num_batches // 5) == 0 or i == num_batches - 1:
                animator.add(epoch + (i + 1) / num_batches, (metric[0] / metric[1], None))
        if valid_iter is not None:
            valid_loss = evaluate_loss(valid_iter, net, devices)
            animator.add(epoch + 1, (None, valid_loss.detach()))
        scheduler.step()


if __name__ == "__main__":
    devices = d2l.try_all_gpus()
    train_iter, valid_iter = get_iters(batch_size=128)
    train(get_net(devices), train_iter, valid_iter, num_epochs=10, lr=1e-4, wd=1e-4, devices=devices,
          lr_period=2, lr_decay=0.9)
