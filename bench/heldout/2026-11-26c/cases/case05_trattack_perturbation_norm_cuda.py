# expect: TL001
# source: https://github.com/amirgholami/TRAttack/pull/3
# note: reconstruction of the thread's setting: model and data on cuda; the evaluation of the adversarial perturbation runs under no_grad, so only the missing .cpu() breaks .numpy()
from __future__ import print_function
import argparse
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torchvision import datasets, transforms

from models.resnet import ResNet
from attack.tr import tr_attack_adaptive_iter

parser = argparse.ArgumentParser(description='Trust Region Attack (CIFAR-10)')
parser.add_argument('--test-batch-size', type=int, default=200)
parser.add_argument('--eps', type=float, default=0.001)
parser.add_argument('--iter', type=int, default=1000)
parser.add_argument('--norm', type=int, default=2)
parser.add_argument('--resume', type=str, default='net.pkl')
args = parser.parse_args()

transform_test = transforms.Compose([transforms.ToTensor()])
testset = datasets.CIFAR10(root='../data', train=False, download=True, transform=transform_test)
test_loader = torch.utils.data.DataLoader(testset, batch_size=args.test_batch_size, shuffle=False)

model = ResNet(depth=20)
model = model.cuda()
model = torch.nn.DataParallel(model)
model.load_state_dict(torch.load(args.resume))
model.eval()

stat_time = 0.
total_num = 0
correct = 0
rho = []
for data, target in test_loader:
    data, target = data.cuda(), target.cuda()
    data_adv = tr_attack_adaptive_iter(model, data, target, args.eps, c=10,
                                       p=args.norm, iter=args.iter, worst_case=False)
    with torch.no_grad():
        output = model(data_adv)
        pred = output.max(1, keepdim=True)[1]
        correct += pred.eq(target.view_as(pred)).sum().item()
        total_num += data.size(0)

        diff = (data_adv - data).view(data.size(0), -1)
        clean = data.view(data.size(0), -1)
        if args.norm == 2:
            ratio = np.linalg.norm(diff.numpy(), axis=1) / np.linalg.norm(clean.cpu().numpy(), axis=1)
        else:
            ratio = diff.abs().max(1)[0].cpu().numpy() / clean.abs().max(1)[0].cpu().numpy()
    rho.extend(ratio.tolist())

print('Robust accuracy: {:.2f}%'.format(100. * correct / total_num))
print('Average perturbation ratio: {:.6f}'.format(np.mean(rho)))
