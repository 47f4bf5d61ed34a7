import flash
import torch
from flash.vision import ImageClassificationData
from torchvision import models, transforms

from flash.core.classification import Labels
from flash.core.model import Task

genres = ["Animation", "Horror", "Musical", "News", "Sport"]


def main():
    datamodule = ImageClassificationData.from_folders(train_folder="data/movie_posters/train", val_folder="data/movie_posters/val", batch_size=16)
    backbone = models.resnet18(pretrained=True)
    backbone.fc = torch.nn.Linear(backbone.fc.in_features, len(genres))
    model = Task(backbone, serializer=Labels(genres))
    trainer = flash.Trainer(max_epochs=1, gpus=1)
    trainer.finetune(model, datamodule=datamodule, strategy="freeze")
    model = model.to("cuda")
    preprocess = transforms.Compose([transforms.Resize((196, 196)), transforms.ToTensor()])
    from PIL import Image

    images = [Image.open(f"data/movie_posters/predict/{i}.jpg").convert("RGB") for i in range(4)]
    print(model.predict(images, preprocess))


if __name__ == "__main__":
    main()
