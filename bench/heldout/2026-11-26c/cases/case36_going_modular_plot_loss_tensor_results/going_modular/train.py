"""
Trains a PyTorch image classification model using device-agnostic code.
"""
import os
import argparse

import torch
from torchvision import transforms

import data_setup, engine, model_builder, utils
from helper_functions import plot_loss_curves

parser = argparse.ArgumentParser(description="Get some hyperparameters.")
parser.add_argument("--num_epochs", default=10, type=int)
parser.add_argument("--batch_size", default=32, type=int)
parser.add_argument("--hidden_units", default=10, type=int)
parser.add_argument("--learning_rate", default=0.001, type=float)
parser.add_argument("--train_dir", default="data/pizza_steak_sushi/train", type=str)
parser.add_argument("--test_dir", default="data/pizza_steak_sushi/test", type=str)
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"

data_transform = transforms.Compose([transforms.Resize((64, 64)), transforms.ToTensor()])
train_dataloader, test_dataloader, class_names = data_setup.create_dataloaders(
    train_dir=args.train_dir, test_dir=args.test_dir, transform=data_transform, batch_size=args.batch_size)

model = model_builder.TinyVGG(input_shape=3, hidden_units=args.hidden_units, output_shape=len(class_names)).to(device)
loss_fn = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=args.learning_rate)

model_0_results = engine.train(model=model, train_dataloader=train_dataloader, test_dataloader=test_dataloader,
                               loss_fn=loss_fn, optimizer=optimizer, epochs=args.num_epochs, device=device)
plot_loss_curves(model_0_results)
utils.save_model(model=model, target_dir="models", model_name="05_going_modular_tinyvgg_model.pth")
