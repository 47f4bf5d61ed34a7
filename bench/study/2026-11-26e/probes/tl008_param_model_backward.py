import torch

model = torch.nn.Linear(3, 3).cuda()


def e_reassign(loader, optimizer):
    loss = 0
    for x, y in loader:
        loss_batch = torch.nn.functional.mse_loss(model(x), y)
        loss_batch.backward()
        loss_batch = loss_batch.cpu()
        loss += loss_batch
    return loss


def e_param_backward(net, loader):
    loss = 0
    for x, y in loader:
        loss_batch = torch.nn.functional.mse_loss(net(x), y)
        loss_batch.backward()
        loss += loss_batch.cpu()
    return loss


def e_param_eval(net, loader):
    loss = 0
    for x, y in loader:
        loss_batch = torch.nn.functional.mse_loss(net(x), y)
        loss += loss_batch
    return loss
