import argparse

import lightning as L
from torch.utils.data import DataLoader, random_split
from torchvision import datasets, transforms

from module import ImageClassifier


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data_dir")
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args()

    tf = transforms.Compose([transforms.Resize((224, 224)), transforms.ToTensor()])
    dataset = datasets.ImageFolder(args.data_dir, transform=tf)
    n_val = len(dataset) // 5
    train_set, val_set = random_split(dataset, [len(dataset) - n_val, n_val])
    model = ImageClassifier(num_classes=len(dataset.classes), class_names=dataset.classes)
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=args.epochs)
    trainer.fit(model, DataLoader(train_set, batch_size=args.batch_size, shuffle=True, num_workers=4),
                DataLoader(val_set, batch_size=args.batch_size, num_workers=4))


if __name__ == "__main__":
    main()
