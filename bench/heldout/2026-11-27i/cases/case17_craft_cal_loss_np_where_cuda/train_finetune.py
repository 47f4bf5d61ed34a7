import torch

from craft import CRAFT
from datasets import SynthTextDataLoader
from utils.cal_loss import cal_fakeData_loss


def train(net, loader, optimizer, criterion, device, epochs=1):
    net.train()
    for epoch in range(epochs):
        for step, (images, labels_region, labels_affinity) in enumerate(loader):
            images = images.to(device)
            labels_region = labels_region.to(device)
            labels_affinity = labels_affinity.to(device)
            out, _ = net(images)
            score_text, score_link = out[:, :, :, 0], out[:, :, :, 1]
            loss = cal_fakeData_loss(criterion, score_text, score_link, labels_region, labels_affinity, device)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")


if __name__ == "__main__":
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    net = CRAFT(pretrained=True).to(device)
    loader = torch.utils.data.DataLoader(SynthTextDataLoader("data/SynthText"), batch_size=4, shuffle=True)
    optimizer = torch.optim.Adam(net.parameters(), lr=1e-4)
    criterion = torch.nn.MSELoss(reduction="none")
    train(net, loader, optimizer, criterion, device)
