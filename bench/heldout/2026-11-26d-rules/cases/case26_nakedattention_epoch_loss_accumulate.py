# expect: TL008
# source: https://github.com/jostmey/NakedAttention/issues/1 ("Memory issues caused by += with pytorch graph objects"; model_and_script.py before the fix added .detach())
# note: model_and_script.py before the fix; e_batch is the CrossEntropyLoss of the model output with grad enabled, and e_train += e_batch/len(loader_train) chains every batch's graph into e_train for the whole epoch (the validation block runs under torch.no_grad and is fine; CPU only)
import dataplumbing as dp
import torch
import torchmetrics


class SelfAttentionModel(torch.nn.Module):
    def __init__(self, num_steps, num_channels, num_outputs, **kwargs):
        super().__init__(**kwargs)
        self.K = torch.nn.Parameter((2.0*torch.rand(num_channels, num_channels)-1.0)/num_channels**0.5)
        self.Q = torch.nn.Parameter((2.0*torch.rand(num_channels, num_channels)-1.0)/num_channels**0.5)
        self.V = torch.nn.Parameter((2.0*torch.rand(num_channels, num_channels)-1.0)/num_channels**0.5)
        self.softmax = torch.nn.Softmax(dim=1)
        self.out = torch.nn.Linear(num_steps*num_channels, num_outputs)

    def forward(self, x):
        batch_size, num_steps, num_channels = x.shape
        y = []
        for i in range(batch_size):
            x_i = x[i, :, :]
            x_k_i = torch.matmul(x_i, self.K)
            x_q_i = torch.matmul(x_i, self.Q)
            x_v_i = torch.matmul(x_i, self.V)
            w_i = self.softmax(torch.matmul(x_q_i, x_k_i.T)/num_channels**0.5)
            y_i = torch.matmul(w_i, x_v_i)
            y.append(y_i)
        y = torch.stack(y, axis=0)
        y_flat = y.reshape([batch_size, num_steps*num_channels])
        l = self.out(y_flat)
        return l


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
        e_train += e_batch/len(loader_train)
        a_train += a_batch/len(loader_train)

    model.eval()
    with torch.no_grad():
        ls_val = model(xs_val)
        ps_val = probability(ls_val)
        e_val = loss(ls_val, ys_val)
        a_val = accuracy(ps_val, ys_val)
        if e_val < e_better:
            i_better = i
            e_better = e_val
            a_better = a_val
            state_better = model.state_dict()

    print(
        'i: '+str(i),
        'e_train: {:.5f}'.format(float(e_train)/0.693)+' bits',
        'a_train: {:.1f}'.format(100.0*float(a_train))+' %',
        'e_val: {:.5f}'.format(float(e_val)/0.693)+' bits',
        'a_val: {:.1f}'.format(100.0*float(a_val))+' %',
        sep='\t', flush=True
    )
