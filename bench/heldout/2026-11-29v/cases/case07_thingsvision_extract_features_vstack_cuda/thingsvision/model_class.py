# expect: TL003
# source: https://github.com/ViCCo-Group/thingsvision/issues/48 ("model feature extraction not possible on cuda": "if torch.device is cuda, then `thingsvision.model_class.Model.extract_features()` throws a type error, since features are `torch.Tensor()` and `features = np.vstack(features)` #L223 is not possible. suggested fix on #L221 `features.append(act.cpu().numpy())`")
# note: thingsvision's `Model` wrapper (2022 version), reconstructed: `extract.py` picks `device = 'cuda' if torch.cuda.is_available() else 'cpu'` and passes it to `Model`, which moves the network there, registers a forward hook on the requested module and, in `extract_features`, sends every batch to `self.device`, collects the hooked activations (detached, flattened, on the device) in a list and stacks them with `np.vstack`, which converts each cuda tensor through `Tensor.__array__`. Traps: the hook stores `output.detach()`, the forward runs under `torch.no_grad()`, the targets are gathered with `.tolist()`, and `center_features`/`normalize_features` work on the NumPy result. Header `thingsvision/model_class.py`.
import re

import numpy as np
import torch

from thingsvision.models import get_model


class Model:
    def __init__(self, model_name, pretrained=True, device="cpu", model_path=None):
        self.model_name = model_name
        self.pretrained = pretrained
        self.device = device
        self.model_path = model_path
        self.activations = {}
        self.load_model()

    def load_model(self):
        self.model = get_model(self.model_name)
        if self.model_path is not None:
            state_dict = torch.load(self.model_path, map_location=self.device)
            self.model.load_state_dict(state_dict)
        self.model.eval()
        self.model = self.model.to(self.device)

    def get_activation(self, name):
        def hook(model, input, output):
            try:
                self.activations[name] = output.detach()
            except AttributeError:
                self.activations[name] = output
        return hook

    def register_hook(self, module_name):
        for name, module in self.model.named_modules():
            if name == module_name:
                module.register_forward_hook(self.get_activation(name))
                return
        raise ValueError(f"\nCould not find module {module_name} in {self.model_name}.\n")

    def extract_features(self, data_loader, module_name, flatten_acts=False, clip=False, return_probabilities=False):
        """Extract hidden unit activations (at specified layer) for every image in the database."""
        self.register_hook(module_name)
        features, targets = [], []
        for X, y in data_loader:
            X = X.to(self.device)
            with torch.no_grad():
                _ = self.model(X)
            act = self.activations[module_name]
            if flatten_acts:
                act = act.view(act.size(0), -1)
            features.append(act)
            targets.extend(y.tolist())

        # stack each mini-batch of hidden activations to obtain an N x F matrix
        features = np.vstack(features)
        targets = np.asarray(targets)
        print(f"...Features successfully extracted for all {len(features)} images in the database.")
        return features, targets


def center_features(X):
    try:
        return X - X.mean(axis=0)
    except Exception:
        raise Exception("\nMake sure features are represented through a two-dimensional array\n")


def normalize_features(X):
    return X / np.linalg.norm(X, axis=1)[:, np.newaxis]


def get_module_names(model):
    return [name for name, _ in model.named_modules() if re.search(r"\.", name)]
