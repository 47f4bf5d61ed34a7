import torch
import torchvision
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def load_finetuned(path="resnet18_ants_bees.pt"):
    model = torchvision.models.resnet18()
    model.fc = nn.Linear(model.fc.in_features, 2)
    model.load_state_dict(torch.load(path, map_location="cpu"))
    model = model.to(device)
    model.eval()
    return model


def finetune(loader, epochs=5):
    model = torchvision.models.resnet18(pretrained=True)
    model.fc = nn.Linear(model.fc.in_features, 2)
    model = model.to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.001, momentum=0.9)
    criterion = nn.CrossEntropyLoss()
    for epoch in range(epochs):
        correct = 0
        for inputs, labels in loader:
            inputs, labels = inputs.to(device), labels.to(device)
            optimizer.zero_grad()
            outputs = model(inputs)
            loss = criterion(outputs, labels)
            loss.backward()
            optimizer.step()
            correct += (outputs.argmax(1) == labels).sum().item()
        print(f"epoch {epoch}: loss {loss.item():.4f} acc {correct / len(loader.dataset):.3f}")
    torch.save(model.state_dict(), "resnet18_ants_bees.pt")
    return model
