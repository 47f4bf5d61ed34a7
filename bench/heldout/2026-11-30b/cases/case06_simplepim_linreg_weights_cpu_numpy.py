# expect: none
# source: https://github.com/CMU-SAFARI/SimplePIM/pull/1 ("Fixed Type Error in Pytorch linear_reg.py and logistic_reg.py": "Fixed TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first. Changed model.weights.detach().numpy() to model.weights.detach().cpu().numpy() in two files"), resubmitted as https://github.com/CMU-SAFARI/SimplePIM/pull/2 ("Fixed Type Error in Pytorch Code"; both closed unmerged); code: CMU-SAFARI/SimplePIM 1d639c5 `benchmarks/linear_reg/linear_reg.py`
# note: SimplePIM's PyTorch CPU/GPU baseline for linear regression: when CUDA is available `main` builds the training tensors and the initial weights with `.cuda()` (`torch.nn.Parameter(Variable(torch.from_numpy(init_vector).cuda(), requires_grad=True))`), hands the weights to `linearRegression.__init__`, which keeps them as `self.weights`, and after the SGD loop prints `model.weights.detach().numpy()`: `.detach()` removes the grad but not the device, so `.numpy()` raises "can't convert cuda:0 device type tensor to numpy". Traps: the data set, the ground truth and the timings are NumPy arrays (`np.savetxt(path, np.array([t]))`), `pd.DataFrame` gets Python numbers, the per-epoch loss is printed with `loss.item()`, and the CPU branch builds the same tensors without `.cuda()`. Twin: `model.weights.detach().cpu().numpy()` (PR #1).
num_threads=32
import os
from joblib import parallel_backend
os.environ["OMP_NUM_THREADS"] = str(num_threads)
os.environ["OPENBLAS_NUM_THREADS"] = str(num_threads)
os.environ["MKL_NUM_THREADS"] = str(num_threads)
os.environ["BLIS_NUM_THREADS"] = str(num_threads)

import time
import random
import numpy as np
import pandas as pd
import torch
from torch import float32
from torch.autograd import Variable
from torch.nn.functional import linear
random.seed(10)
np.set_printoptions(precision=4)
torch.set_printoptions(precision=4)
torch.set_default_dtype(float32)
torch.set_num_threads(num_threads)

class linearRegression(torch.nn.Module):
    def __init__(self, inputSize, init_weight):
        super(linearRegression, self).__init__()
        self.inputSize = inputSize
        self.weights = init_weight
        self.criterion = torch.nn.MSELoss(reduction='mean')

    def forward(self, x, y):
        out = torch.squeeze(linear(x, self.weights))
        loss = self.criterion(out, y)
        return loss

def generate_input(dim, num_elements):
    groud_truth = np.zeros((dim), dtype=np.float32)
    for i in range(dim):
        groud_truth[i] = random.randint(-2, 2)

    input = np.zeros((num_elements, dim+1), dtype=np.float32)
    for i in range(num_elements):
        for j in range(dim):
            r1, r2 = random.uniform(0, 1), random.uniform(0, 1)/dim
            input[i][j] = (int)((i-num_elements/2)*r1 + j*r2)%10 if j%2 == 0 else (int)(-1*((i-num_elements/2)*r1 + j*r2))%10
        input[i][dim] = groud_truth.dot(input[i][:-1])
    return input, groud_truth

def main():
    num_dpus = 5
    dim, num_elements, iter, lr = 10, 1000*num_dpus, 1, 1e-4

    df = pd.DataFrame([dim, num_elements, iter, lr], index=["dim", "num_elements", "iter", "lr"])
    print(df.T.to_string(index=False))
    init_vector = np.zeros((dim), dtype=np.float32)
    input, groud_truth = generate_input(dim, num_elements)

    np.savetxt("data/input.csv", input, delimiter=",", fmt='%f')

    x_train, y_train = (input.transpose(1, 0)[0:-1]).transpose(1, 0), (input.transpose(1, 0)[-1])

    if torch.cuda.is_available():
        inputs = Variable(torch.from_numpy(x_train).cuda(), requires_grad=True)
        labels = Variable(torch.from_numpy(y_train).cuda(), requires_grad=True)
        init_weights = torch.nn.Parameter(Variable(torch.from_numpy(init_vector).cuda(), requires_grad=True))
    else:
        inputs = Variable(torch.from_numpy(x_train), requires_grad=True)
        labels = Variable(torch.from_numpy(y_train), requires_grad=True)
        init_weights = torch.nn.Parameter(Variable(torch.from_numpy(init_vector), requires_grad=True))

    model = linearRegression(dim, init_weights)
    optimizer = torch.optim.SGD(model.parameters(), lr=lr)

    start = time.time()
    for epoch in range(iter):
    # Clear gradient buffers because we don't want any gradient from previous epoch to carry forward, dont want to cummulate gradients
        optimizer.zero_grad()

    # get output from the model, given the inputs
        loss = model(inputs, labels)
        loss.backward()

        # update parameters
        optimizer.step()
        print("epoch {}, loss {:.4f}".format(epoch, loss.item()))
    end = time.time()

    t = (end-start)*1000
    print("the time consumed is "+str(t)+"ms")
    print("linear model weights: ")
    print(model.weights.detach().cpu().numpy())

    print("groud truth: "+str(groud_truth))

    if not os.path.exists("results/"):
        os.makedirs("results/")

    path = 'results/cpu_'+str(dim)+"_"+str(num_elements)+".csv"
    np.savetxt(path, np.array([t]))

if __name__ == "__main__":
    if not os.path.exists("data/"):
        os.mkdir("data/")
    with parallel_backend('threading', n_jobs=num_threads):
        main()
