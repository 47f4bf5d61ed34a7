import torch

x = torch.ones(3, dtype=torch.bfloat16).cuda()
y = x.numpy()
