# expect: none
# source: https://github.com/flwrlabs/flower/issues/4344 ("State dict creation bug for e.g. resnet18": the Flower tutorial code with `DEVICE = torch.device("cuda")  # Try "cuda" to train on GPU`, a NumPyClient and get_parameters/set_parameters built on `net.state_dict()`)
# note: counterpart of case37 in the Flower tutorial's form (flwr 1.x): get_parameters converts the values of `net.state_dict()`, which are detached tensors (state_dict() returns them without grad, parameters and buffers alike, num_batches_tracked included), and `.cpu()` copies them off the GPU, so `.numpy()` is valid although the network trains on cuda with trainable parameters. The returned statistics are Python floats. Only get_parameters/set_parameters differ from case37.
from collections import OrderedDict

import flwr as fl
import numpy as np
import torch
import torch.nn as nn

from task import Net, load_partition

DEVICE = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")


class FlowerClient(fl.client.NumPyClient):
    def __init__(self, net, trainloader, valloader):
        self.net, self.trainloader, self.valloader = net.to(DEVICE), trainloader, valloader

    def get_parameters(self, config):
        return [val.cpu().numpy() for _, val in self.net.state_dict().items()]

    def set_parameters(self, parameters):
        params_dict = zip(self.net.state_dict().keys(), parameters)
        state_dict = OrderedDict({k: torch.from_numpy(np.copy(v)) for k, v in params_dict})
        self.net.load_state_dict(state_dict, strict=True)

    def fit(self, parameters, config):
        self.set_parameters(parameters)
        optimizer = torch.optim.SGD(self.net.parameters(), lr=config.get("lr", 0.01), momentum=0.9)
        self.net.train()
        running = 0.0
        for images, labels in self.trainloader:
            images, labels = images.to(DEVICE), labels.to(DEVICE)
            optimizer.zero_grad()
            loss = nn.functional.cross_entropy(self.net(images), labels)
            loss.backward()
            optimizer.step()
            running += loss.item()
        return self.get_parameters(config={}), len(self.trainloader.dataset), {"train_loss": running / len(self.trainloader)}

    def evaluate(self, parameters, config):
        self.set_parameters(parameters)
        self.net.eval()
        correct, loss = 0, 0.0
        with torch.no_grad():
            for images, labels in self.valloader:
                images, labels = images.to(DEVICE), labels.to(DEVICE)
                outputs = self.net(images)
                loss += nn.functional.cross_entropy(outputs, labels).item()
                correct += (outputs.argmax(1) == labels).sum().item()
        return float(loss), len(self.valloader.dataset), {"accuracy": correct / len(self.valloader.dataset)}


if __name__ == "__main__":
    import sys

    trainloader, valloader = load_partition(int(sys.argv[1]))
    fl.client.start_client(server_address="127.0.0.1:8080",
                           client=FlowerClient(Net(), trainloader, valloader).to_client())
