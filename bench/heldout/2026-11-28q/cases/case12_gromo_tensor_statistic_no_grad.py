# expect: none
# source: https://github.com/growingnet/gromo/issues/137 ("Memory on update of tensors": "The updates of the tensors have `requires_grad = True`, which causes the additions to be retained in the computational graph and unnecessarily increases the allocated memory."; fixed in growingnet/gromo#138 "Fix memory leak in tensor updates" by "switching to function decorator to disable grad")
# note: gromo's `TensorStatistic` and a linear growing module reconstructed in one file, after the reproducer (data moved to `device`, a training loop that calls `update()` after every backward). The layer stores its input during the forward pass; for the second layer that input is an activation of the first layer, so the einsum update requires grad, and `self._tensor += update` keeps every batch's autograd history alive inside the statistic across the whole loop. The pre-activation gradient (`.grad` of a retained tensor) does not require grad, the sample counts are Python ints, the report uses `.item()`, and the final eigen-decomposition runs once after the loop. Twin: `update` is decorated with `@torch.no_grad()`, as gromo#138 does.
import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class TensorStatistic:
    def __init__(self, shape, update_function, name=None):
        self._shape = shape
        self._update_function = update_function
        self.name = name
        self._tensor = None
        self.samples = 0
        self.updated = True

    @torch.no_grad()
    def update(self, **kwargs):
        if self.updated is False:
            update, nb_sample = self._update_function(**kwargs)
            if self._tensor is None:
                self._tensor = update
            else:
                self._tensor += update
            self.samples += nb_sample
            self.updated = True

    def init(self):
        self.updated = False

    def __call__(self):
        return self._tensor / self.samples


class LinearGrowingModule(nn.Module):
    def __init__(self, in_features, out_features, previous_module=None):
        super().__init__()
        self.layer = nn.Linear(in_features, out_features)
        self.previous_module = previous_module
        self.store_input = True
        self.input = None
        self.pre_activity = None
        self.tensor_s = TensorStatistic((in_features, in_features), self.compute_s_update, name="S")
        self.tensor_m = TensorStatistic((in_features, out_features), self.compute_m_update, name="M")

    def forward(self, x):
        if self.store_input:
            self.input = x
        self.pre_activity = self.layer(x)
        self.pre_activity.retain_grad()
        return self.pre_activity

    def compute_s_update(self):
        return torch.einsum("ij,ik->jk", self.input, self.input), self.input.shape[0]

    def compute_m_update(self):
        return torch.einsum("ij,ik->jk", self.input, self.pre_activity.grad), self.input.shape[0]

    def update_computation(self):
        self.tensor_s.init()
        self.tensor_m.init()
        self.tensor_s.update()
        self.tensor_m.update()


in_features, hidden, out_features = 64, 32, 10
first = LinearGrowingModule(in_features, hidden).to(device)
second = LinearGrowingModule(hidden, out_features, previous_module=first).to(device)
model = nn.Sequential(first, nn.ReLU(), second).to(device)
loss_fn = nn.CrossEntropyLoss()

X_train = torch.rand(2_000, in_features).to(device)
Y_train = torch.rand(2_000, out_features).argmax(dim=1).to(device)
train_dataloader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(X_train, Y_train), batch_size=64)

for x, y in train_dataloader:
    model.zero_grad()
    out = model(x)
    loss = loss_fn(out, y)
    loss.backward()
    second.update_computation()
    print(f"loss={loss.item():.4f} samples={second.tensor_s.samples} "
          f"alloc={torch.cuda.memory_allocated() / 1e6 if torch.cuda.is_available() else 0.0:.1f} MB")

S = second.tensor_s()
M = second.tensor_m()
eigenvalues, eigenvectors = torch.linalg.eigh(S)
print(f"trace(S)={S.trace().item():.3f}  |M|={M.norm().item():.3f}  min eig={eigenvalues.min().item():.2e}")
