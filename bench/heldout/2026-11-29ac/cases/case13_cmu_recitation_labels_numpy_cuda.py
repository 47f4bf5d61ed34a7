# expect: TL001
# source: https://github.com/cmudeeplearning11785/Spring2019_Tutorials/pull/1 ("force using cpu() for labels": "In case `gpu` is `True` function fails without this fix."; `train_accuracy = (train_prediction.numpy()==train_labels.numpy()).mean()` -> `train_labels.cpu().numpy()`, the same for `val_labels`); code: `recitation-2/pytorch_example.ipynb` at 4947740 (`training_routine(net,dataset,n_iters,gpu)`: `if gpu: train_data,train_labels = train_data.cuda(),train_labels.cuda()`, `net = net.cuda()`, `print_model(model,datapoints)`)
# note: The recitation notebook as a script, with the GPU flag on when a GPU exists (`gpu = torch.cuda.is_available()`; the notebook has `gpu = gpu and torch.cuda.is_available()`): `training_routine` moves `train_labels`/`val_labels` to CUDA under `if gpu:`, and every 100 iterations `train_labels.numpy()` and `val_labels.numpy()` raise "can't convert cuda:0 device type tensor to numpy". Traps: the predictions beside them are converted after `.cpu().detach().argmax(dim=1)`, the losses with `.cpu().detach().numpy()`; `net.cuda()`/`net.cpu()` move the module in place, so after training `print_model` runs it on the host `testx` and its `.detach().numpy()` / `datapoints.numpy()` are right; `sample_points` is NumPy only.
"""11-785 Recitation 2: training a small MLP on the "point inside the unit circle" problem.

Exported from recitation-2/pytorch_example.ipynb (the %matplotlib magic removed).
"""
import numpy as np
import torch
import torch.nn as nn
import matplotlib.pyplot as plt


def sample_points(n):
    # returns (X,Y), where X of shape (n,2) is the numpy array of points and Y is the (n) array of classes
    radius = np.random.uniform(low=0, high=2, size=n).reshape(-1, 1)  # uniform radius between 0 and 2
    angle = np.random.uniform(low=0, high=2 * np.pi, size=n).reshape(-1, 1)  # uniform angle
    x1 = radius * np.cos(angle)
    x2 = radius * np.sin(angle)
    y = (radius < 1).astype(int).reshape(-1)
    x = np.concatenate([x1, x2], axis=1)
    return x, y


def generate_single_hidden_MLP(n_hidden_neurons):
    return nn.Sequential(nn.Linear(2, n_hidden_neurons), nn.ReLU(), nn.Linear(n_hidden_neurons, 2))


def training_routine(net, dataset, n_iters, gpu):
    # organize the data
    train_data, train_labels, val_data, val_labels = dataset

    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.01)

    # use the flag
    if gpu:
        train_data, train_labels = train_data.cuda(), train_labels.cuda()
        val_data, val_labels = val_data.cuda(), val_labels.cuda()
        net = net.cuda()  # the network parameters also need to be on the gpu !
        print("Using GPU")
    else:
        print("Using CPU")
    for i in range(n_iters):
        # forward pass
        train_output = net(train_data)
        train_loss = criterion(train_output, train_labels)
        # backward pass and optimization
        train_loss.backward()
        optimizer.step()
        optimizer.zero_grad()

        # Once every 100 iterations, print statistics
        if i % 100 == 0:
            print("At iteration", i)
            # compute the accuracy of the prediction
            train_prediction = train_output.cpu().detach().argmax(dim=1)
            train_accuracy = (train_prediction.numpy() == train_labels.numpy()).mean()
            # Now for the validation set
            val_output = net(val_data)
            val_loss = criterion(val_output, val_labels)
            # compute the accuracy of the prediction
            val_prediction = val_output.cpu().detach().argmax(dim=1)
            val_accuracy = (val_prediction.numpy() == val_labels.numpy()).mean()
            print("Training loss :", train_loss.cpu().detach().numpy())
            print("Training accuracy :", train_accuracy)
            print("Validation loss :", val_loss.cpu().detach().numpy())
            print("Validation accuracy :", val_accuracy)

    net = net.cpu()


def print_model(model, datapoints):
    out = model(datapoints).argmax(dim=1).detach().numpy()
    green = datapoints.numpy()[np.where(out == 1)]
    red = datapoints.numpy()[np.where(out == 0)]

    circle1 = plt.Circle((0, 0), 1, color='y')
    circle2 = plt.Circle((0, 0), 1, color='b', fill=False)

    fig, ax = plt.subplots()  # note we must use plt.subplots, not plt.subplot
    plt.xlim((-2, 2))
    plt.ylim((-2, 2))

    ax.scatter(x=green[:, 0], y=green[:, 1], color='g')
    ax.scatter(x=red[:, 0], y=red[:, 1], color='r')
    ax.add_artist(circle1)
    ax.add_artist(circle2)
    return fig


if __name__ == "__main__":
    # Generate the data
    trainx, trainy = sample_points(10000)
    valx, valy = sample_points(500)
    testx, testy = sample_points(500)

    trainx = torch.from_numpy(trainx).float()
    valx = torch.from_numpy(valx).float()
    testx = torch.from_numpy(testx).float()
    trainy = torch.from_numpy(trainy)
    valy = torch.from_numpy(valy)
    testy = torch.from_numpy(testy)
    dataset = trainx, trainy, valx, valy

    gpu = torch.cuda.is_available()  # use the GPU when there is one

    for n_hidden in (6, 3, 2):
        model = generate_single_hidden_MLP(n_hidden)
        training_routine(model, dataset, 10000, gpu)
        print_model(model, testx).savefig(f"mlp_{n_hidden}_hidden.png")
