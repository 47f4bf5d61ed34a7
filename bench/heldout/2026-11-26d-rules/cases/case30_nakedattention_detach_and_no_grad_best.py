# expect: none
# source: https://github.com/jostmey/NakedAttention/issues/1 (the accepted fix in model_and_script.py: e_train += e_batch.detach()/len(loader_train))
# note: model_and_script.py after the fix: the epoch accumulators add detached losses, and e_better = e_val keeps a loss tensor across epochs but it was computed inside torch.no_grad(), so it carries no graph (CPU only)
import dataplumbing as dp
import torch
import torchmetrics

from model import SelfAttentionModel

model = SelfAttentionModel(num_steps=28**2, num_channels=1, num_outputs=10)
probability = torch.nn.Softmax(dim=1)

loss = torch.nn.CrossEntropyLoss()
accuracy = torchmetrics.classification.MulticlassAccuracy(num_classes=10)

optimizer = torch.optim.Adam(model.parameters(), lr=0.01)

xs_train, ys_train, xs_val, ys_val, xs_test, ys_test = dp.load_mnist(seed=46525)

dataset_train = torch.utils.data.TensorDataset(xs_train, ys_train)
sampler_train = torch.utils.data.RandomSampler(dataset_train, replacement=True)
loader_train = torch.utils.data.DataLoader(dataset=dataset_train, batch_size=16, sampler=sampler_train, drop_last=True)

i_better = -1
e_better = 1.0e8
a_better = 0.0
state_better = {}
history = []

for i in range(128):

    model.train()
    e_train = 0.0
    a_train = 0.0
    for xs_batch, ys_batch in iter(loader_train):
        ls_batch = model(xs_batch)
        ps_batch = probability(ls_batch)
        e_batch = loss(ls_batch, ys_batch)
        a_batch = accuracy(ps_batch, ys_batch)
        optimizer.zero_grad()
        e_batch.backward()
        optimizer.step()
        e_train += e_batch.detach()/len(loader_train)
        a_train += a_batch.detach()/len(loader_train)

    model.eval()
    with torch.no_grad():
        ls_val = model(xs_val)
        ps_val = probability(ls_val)
        e_val = loss(ls_val, ys_val)
        a_val = accuracy(ps_val, ys_val)
        history.append(e_val)
        if e_val < e_better:
            i_better = i
            e_better = e_val
            a_better = a_val
            state_better = model.state_dict()

    print(
        'i: '+str(i),
        'e_train: {:.5f}'.format(float(e_train)/0.693)+' bits',
        'e_val: {:.5f}'.format(float(e_val)/0.693)+' bits',
        sep='\t', flush=True
    )
