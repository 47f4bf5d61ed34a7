# expect: TL008
# source: https://github.com/NVIDIA-AI-IOT/jetbot/pull/117
# note: the road_following training loop the PR fixes: `train_loss += loss` keeps every step's autograd graph alive until the end of the epoch (the PR uses float(loss)). The test loss is already accumulated as a float under no_grad; the `%f` formatting converts through __float__, no NumPy.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision.models as models

NUM_EPOCHS = 70
BEST_MODEL_PATH = "best_steering_model_xy.pth"


def train(train_loader, test_loader):
    device = torch.device("cuda")
    model = models.resnet18(weights=None)
    model.fc = nn.Linear(512, 2)
    model = model.to(device)
    optimizer = torch.optim.Adam(model.parameters())
    best_loss = 1e9

    for epoch in range(NUM_EPOCHS):
        model.train()
        train_loss = 0.0
        for images, labels in iter(train_loader):
            images = images.to(device)
            labels = labels.to(device)
            optimizer.zero_grad()
            outputs = model(images)
            loss = F.mse_loss(outputs, labels)
            train_loss += loss
            loss.backward()
            optimizer.step()
        train_loss /= len(train_loader)

        model.eval()
        test_loss = 0.0
        with torch.no_grad():
            for images, labels in iter(test_loader):
                images = images.to(device)
                labels = labels.to(device)
                outputs = model(images)
                loss = F.mse_loss(outputs, labels)
                test_loss += float(loss)
        test_loss /= len(test_loader)

        print("%f, %f" % (train_loss, test_loss))
        if test_loss < best_loss:
            torch.save(model.state_dict(), BEST_MODEL_PATH)
            best_loss = test_loss
