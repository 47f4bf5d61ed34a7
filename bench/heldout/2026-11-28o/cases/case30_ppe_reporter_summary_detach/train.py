import torch
import torch.nn.functional as F

from ppe_lite import reporting


def train(model, loader, epochs=10, lr=1e-3):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model.to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    for epoch in range(epochs):
        summary = reporting.DictSummary()
        model.train()
        for x, t in loader:
            x, t = x.to(device), t.to(device)
            y = model(x)
            loss = F.cross_entropy(y, t)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            reporting.report({"train/loss": loss, "lr": optimizer.param_groups[0]["lr"]})
            reporting.flush(summary)
        means = summary.compute_mean()
        print("epoch", epoch, {k: float(v) for k, v in means.items()})
