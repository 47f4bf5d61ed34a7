from torch_geometric.datasets import AttributedGraphDataset

from pygod.models.mlpae import MLPAE

data = AttributedGraphDataset("data/", "BlogCatalog")[0]
model = MLPAE(contamination=0.03)
model.fit(data)
print(model.threshold_, model.labels_.sum())
