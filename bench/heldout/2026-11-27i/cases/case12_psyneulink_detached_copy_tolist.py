# expect: none
# source: https://github.com/PrincetonUniversity/PsyNeuLink/pull/3217 ("tests/AutodiffComposition: Explicitly copy tensors to CPU before converting to numpy", fixing "can't convert cuda:0 device type tensor to numpy" when the XOR batching test runs on a CUDA machine)
# note: reconstruction of an XOR training check in that spirit: the network runs on cuda when available; the outputs are detached and copied once into a separate name (`results_cpu`) that is converted later, the per-epoch loss is read with `.item()`, and the predicted labels go through `.tolist()`, which copies a cuda tensor into a Python list. np.testing and the list comparison see host data only.
import numpy as np
import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
xor_in = torch.tensor([[0., 0.], [0., 1.], [1., 0.], [1., 1.]], device=device)
xor_out = torch.tensor([[0.], [1.], [1.], [0.]], device=device)

net = nn.Sequential(nn.Linear(2, 10), nn.Sigmoid(), nn.Linear(10, 1), nn.Sigmoid()).to(device)
optimizer = torch.optim.SGD(net.parameters(), lr=10.0)
loss_fn = nn.MSELoss()

losses = []
for epoch in range(500):
    optimizer.zero_grad()
    results = net(xor_in)
    loss = loss_fn(results, xor_out)
    loss.backward()
    optimizer.step()
    losses.append(loss.item())

results_cpu = results.detach().cpu()
labels = (results.detach() > 0.5).int().flatten().tolist()

np.testing.assert_allclose(results_cpu.numpy(), xor_out.cpu().numpy(), atol=0.2)
assert labels == [0, 1, 1, 0], labels
print("final loss", losses[-1], "mean of last 10", np.mean(losses[-10:]))
