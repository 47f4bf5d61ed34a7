import torch

from analysis.hard_examples import hardest_examples
from model import SmallCNN
from data import make_train_loader

model = SmallCNN()
model.load_state_dict(torch.load("checkpoints/last.pt", map_location="cpu"))
model.eval()

print(hardest_examples(model, make_train_loader(batch_size=256)))
