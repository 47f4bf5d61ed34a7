# expect: none
# source: https://github.com/tahashieenavaz/homa (src/homa/vision/concerns/HasLabels.py: `@torch.no_grad() def predict_(self, x): return torch.argmax(self.logits(x), dim=1)`) and https://github.com/beja28/Ms.Pacman-Machine-Learning (python/codigo/Pytorch_Predictor.py: softmax of the logits under no_grad, then `.numpy()`)
# note: reconstruction of a CPU predictor combining the two patterns: every conversion runs inside a function decorated with `@torch.no_grad()` or `@torch.inference_mode()`, so the model outputs carry no grad; the model is never moved off the CPU. The undecorated `logits` method is never converted.
import numpy as np
import torch
import torch.nn as nn


class PacmanPredictor(nn.Module):
    def __init__(self, n_features, n_moves=5):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_features, 64), nn.ReLU(), nn.Linear(64, n_moves))

    def logits(self, x):
        return self.net(x)

    @torch.no_grad()
    def predict_(self, x):
        return torch.argmax(self.logits(x), dim=1).numpy()

    @torch.inference_mode()
    def predict_proba(self, X):
        x = torch.tensor(X, dtype=torch.float32)
        return torch.softmax(self.logits(x), dim=1).numpy()


if __name__ == "__main__":
    model = PacmanPredictor(n_features=12)
    model.load_state_dict(torch.load("models/pacman_mlp.pt", map_location="cpu"))
    model.eval()
    states = np.random.rand(8, 12).astype(np.float32)
    probs = model.predict_proba(states)
    moves = model.predict_(torch.from_numpy(states))
    print(np.round(probs, 3), moves)
