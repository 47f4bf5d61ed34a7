# expect: TL001
# source: https://github.com/MorvanZhou/PyTorch-Tutorial/pull/4 ("Update 502_GPU.py": "if you use numpy in your code like `print(test_y[:10].numpy(), 'real number')` which is in the last line. There will be an error `RuntimeError: can't convert CUDA tensor to numpy (it doesn't support GPU arrays). Use .cpu() to move the tensor to host memory first.`"; the PR also quotes `pred_y = torch.max(test_output, 1)[1].cuda().data.squeeze()`)
# note: the tutorial's GPU variant of the MNIST CNN, reconstructed as the PR describes it: the test images and labels are moved to the GPU once with `.cuda()`, training and the periodic accuracy check stay on the device, and the final printout of the first ten labels calls `.numpy()` on a cuda LongTensor. The accuracy uses `.item()`, the loss is printed with `.item()`, the prediction is printed as a tensor, and the plotting of the training curve works on Python floats.
"""
502_GPU.py -- train a small CNN on MNIST with the GPU.

Dependencies:
torch: 0.4+
torchvision
matplotlib
"""
import torch
import torch.nn as nn
import torch.utils.data as Data
import torchvision
import matplotlib.pyplot as plt

torch.manual_seed(1)

EPOCH = 1
BATCH_SIZE = 50
LR = 0.001
DOWNLOAD_MNIST = False

train_data = torchvision.datasets.MNIST(
    root='./mnist/',
    train=True,
    transform=torchvision.transforms.ToTensor(),
    download=DOWNLOAD_MNIST,
)
train_loader = Data.DataLoader(dataset=train_data, batch_size=BATCH_SIZE, shuffle=True)

test_data = torchvision.datasets.MNIST(root='./mnist/', train=False)

# GPU change:
test_x = torch.unsqueeze(test_data.data, dim=1).type(torch.FloatTensor)[:2000].cuda() / 255.   # Tensor on GPU
test_y = test_data.targets[:2000].cuda()


class CNN(nn.Module):
    def __init__(self):
        super(CNN, self).__init__()
        self.conv1 = nn.Sequential(
            nn.Conv2d(in_channels=1, out_channels=16, kernel_size=5, stride=1, padding=2,),
            nn.ReLU(),
            nn.MaxPool2d(kernel_size=2),
        )
        self.conv2 = nn.Sequential(nn.Conv2d(16, 32, 5, 1, 2), nn.ReLU(), nn.MaxPool2d(2),)
        self.out = nn.Linear(32 * 7 * 7, 10)

    def forward(self, x):
        x = self.conv1(x)
        x = self.conv2(x)
        x = x.view(x.size(0), -1)
        output = self.out(x)
        return output


cnn = CNN()

# GPU change:
cnn.cuda()      # Moves all model parameters and buffers to the GPU.

optimizer = torch.optim.Adam(cnn.parameters(), lr=LR)
loss_func = nn.CrossEntropyLoss()

steps, accuracies = [], []

for epoch in range(EPOCH):
    for step, (x, y) in enumerate(train_loader):

        # GPU change:
        b_x = x.cuda()    # Tensor on GPU
        b_y = y.cuda()    # Tensor on GPU

        output = cnn(b_x)
        loss = loss_func(output, b_y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        if step % 50 == 0:
            with torch.no_grad():
                test_output = cnn(test_x)

            # GPU change:
            pred_y = torch.max(test_output, 1)[1].cuda().data  # move the computation in GPU

            accuracy = torch.sum(pred_y == test_y).type(torch.FloatTensor).item() / test_y.size(0)
            steps.append(epoch * len(train_loader) + step)
            accuracies.append(accuracy)
            print('Epoch: ', epoch, '| train loss: %.4f' % loss.item(), '| test accuracy: %.2f' % accuracy)

plt.plot(steps, accuracies)
plt.xlabel('step')
plt.ylabel('test accuracy')
plt.savefig('502_gpu_accuracy.png')

with torch.no_grad():
    test_output = cnn(test_x[:10])

# GPU change:
pred_y = torch.max(test_output, 1)[1].cuda().data.squeeze()  # move the computation in GPU

print(pred_y, 'prediction number')
print(test_y[:10].numpy(), 'real number')
