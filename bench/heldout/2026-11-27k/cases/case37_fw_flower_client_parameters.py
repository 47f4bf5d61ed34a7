# expect: TL002
# source: https://github.com/ultralytics/ultralytics/issues/18483 ("How to extract weights from yolov8n.pt file": "I am trying to set up a federated learning architecture using flwr framework ... I am stuck at extracting the model weights in a numpy array, which I can send to the client")
# note: reconstruction of a Flower NumPyClient (flwr 1.x) whose weights are extracted from `net.parameters()`: the network is trained on cuda, the parameters are trainable nn.Parameter objects and get_parameters runs with grad mode on, so `p.cpu()` is a graph-attached host copy and `.numpy()` raises "Can't call numpy() on Tensor that requires grad". The training/evaluation statistics returned to Flower are Python floats from `.item()`.
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
        return [p.cpu().numpy() for p in self.net.parameters()]

    def set_parameters(self, parameters):
        keys = [name for name, _ in self.net.named_parameters()]
        state_dict = OrderedDict({k: torch.from_numpy(np.copy(v)) for k, v in zip(keys, parameters)})
        self.net.load_state_dict(state_dict, strict=False)

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
