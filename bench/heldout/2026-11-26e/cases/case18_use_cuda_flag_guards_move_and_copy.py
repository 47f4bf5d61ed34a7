# expect: none
# source: https://github.com/pytorch/examples (mnist/main.py: use_cuda = not args.no_cuda and torch.cuda.is_available()); guarded
#         copy-back pattern as in marvis/pytorch-caffe-darknet-convert/cfg.py (is_cuda -> convert2cpu)
# note: one `use_cuda` flag guards both the move to the GPU and the `.cpu()` before `.numpy()`; inference runs under no_grad, float32.
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, 1)
        self.conv2 = nn.Conv2d(32, 64, 3, 1)
        self.fc1 = nn.Linear(9216, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return F.log_softmax(self.fc2(x), dim=1)


def predict(model, loader, use_cuda):
    model.eval()
    all_probs = []
    with torch.no_grad():
        for data, _ in loader:
            if use_cuda:
                data = data.cuda()
            output = model(data).exp()
            if use_cuda:
                output = output.cpu()
            all_probs.append(output.numpy())
    return np.concatenate(all_probs, axis=0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-cuda", action="store_true", default=False)
    parser.add_argument("--weights", default="mnist_cnn.pt")
    args = parser.parse_args()
    use_cuda = not args.no_cuda and torch.cuda.is_available()

    model = Net()
    model.load_state_dict(torch.load(args.weights, map_location="cpu"))
    if use_cuda:
        model = model.cuda()

    from torchvision import datasets, transforms
    test_set = datasets.MNIST("../data", train=False, transform=transforms.ToTensor())
    loader = torch.utils.data.DataLoader(test_set, batch_size=1000)
    probs = predict(model, loader, use_cuda)
    np.save("probs.npy", probs)


if __name__ == "__main__":
    main()
