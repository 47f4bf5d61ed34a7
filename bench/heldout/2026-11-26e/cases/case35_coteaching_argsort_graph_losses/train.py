import numpy as np
import torch

from loss import loss_coteaching
from model import CNN


def train(train_loader, epoch, model1, optimizer1, model2, optimizer2, rate_schedule, noise_or_not):
    model1.train()
    model2.train()
    pure_ratio_1_list, pure_ratio_2_list = [], []
    for i, (images, labels, indexes) in enumerate(train_loader):
        ind = indexes.numpy()
        logits1 = model1(images)
        logits2 = model2(images)
        loss_1, loss_2, pure_ratio_1, pure_ratio_2 = loss_coteaching(
            logits1, logits2, labels, rate_schedule[epoch], ind, noise_or_not
        )
        pure_ratio_1_list.append(100 * pure_ratio_1)
        pure_ratio_2_list.append(100 * pure_ratio_2)
        optimizer1.zero_grad()
        loss_1.backward()
        optimizer1.step()
        optimizer2.zero_grad()
        loss_2.backward()
        optimizer2.step()
    return float(np.mean(pure_ratio_1_list)), float(np.mean(pure_ratio_2_list))


if __name__ == "__main__":
    model1, model2 = CNN(n_outputs=10), CNN(n_outputs=10)
    opt1 = torch.optim.Adam(model1.parameters(), lr=1e-3)
    opt2 = torch.optim.Adam(model2.parameters(), lr=1e-3)
