import torch


def predict_with_targs(model, dl, device="cuda"):
    model = model.to(device)
    model.eval()
    preds, targs = [], []
    with torch.no_grad():
        for x, y in dl:
            x, y = x.to(device), y.to(device)
            preds.append(torch.sigmoid(model(x)))
            targs.append(y)
    return torch.cat(preds), torch.cat(targs)


def fit(model, dl, epochs, lr, device="cuda"):
    model = model.to(device)
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    crit = torch.nn.BCEWithLogitsLoss()
    for epoch in range(epochs):
        model.train()
        for x, y in dl:
            loss = crit(model(x.to(device)), y.to(device).float())
            opt.zero_grad()
            loss.backward()
            opt.step()
    return model
