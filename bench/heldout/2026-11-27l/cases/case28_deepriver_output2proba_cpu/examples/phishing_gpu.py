import torch
from river import compose, datasets, metrics, preprocessing
from torch import nn

from deep_river.classification.classifier import Classifier


class MyModule(nn.Module):
    def __init__(self, n_features):
        super().__init__()
        self.dense0 = nn.Linear(n_features, 5)
        self.nonlin = nn.ReLU()
        self.dense1 = nn.Linear(5, 2)

    def forward(self, X, **kwargs):
        return self.dense1(self.nonlin(self.dense0(X)))


model = compose.Pipeline(
    preprocessing.StandardScaler(),
    Classifier(module=MyModule, loss_fn="binary_cross_entropy_with_logits", optimizer_fn="adam", lr=1e-3,
               device="cuda" if torch.cuda.is_available() else "cpu"),
)
metric = metrics.Accuracy()
for x, y in datasets.Phishing():
    y_pred = model.predict_one(x)
    metric.update(y, y_pred)
    model.learn_one(x, y)
print(f"Accuracy: {metric.get():.4f}")
