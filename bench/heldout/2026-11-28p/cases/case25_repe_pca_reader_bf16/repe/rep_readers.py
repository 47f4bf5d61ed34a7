# expect: TL004
# source: https://github.com/andyzoujm/representation-engineering/pull/51 ("feat: bfloat16 support for rep reading": "address a numpy type error which would cause rep reading to fail for models in bfloat16")
# note: RepE's `PCARepReader` reconstructed (recenter, PCA on the differences of paired hidden states, sign computation). `honesty_probe.py` loads the LLM with `torch_dtype=torch.bfloat16`; `rep_reading_pipeline.py` collects `hidden_states[layer][:, rep_token, :]` under no_grad and concatenates them, so `H_train` here is bf16. It is moved to the CPU (device fine) and stacked with `np.vstack`, whose implicit conversion raises "Got unsupported ScalarType BFloat16". The projection in `transform` uses torch only, and the signs are computed from NumPy arrays after `.float().cpu().numpy()`.
import numpy as np
import torch
from sklearn.decomposition import PCA


def recenter(x, mean=None):
    x = torch.Tensor(x) if not isinstance(x, torch.Tensor) else x
    if mean is None:
        mean = torch.mean(x, axis=0, keepdims=True)
    else:
        mean = torch.as_tensor(mean, device=x.device)
    return x - mean


class PCARepReader:
    n_components: int = 1

    def __init__(self, n_components=1):
        self.n_components = n_components
        self.H_train_means = {}
        self.directions = {}
        self.direction_signs = {}

    def get_rep_directions(self, relative_hidden_states, hidden_layers):
        directions = {}
        for layer in hidden_layers:
            H_train = relative_hidden_states[layer]
            H_train_mean = H_train.mean(axis=0, keepdims=True)
            self.H_train_means[layer] = H_train_mean
            H_train = recenter(H_train, mean=H_train_mean).cpu()
            H_train = np.vstack(H_train)
            pca_model = PCA(n_components=self.n_components, whiten=False).fit(H_train)
            directions[layer] = pca_model.components_
            print(f"layer {layer}: explained variance {pca_model.explained_variance_ratio_[0]:.3f}")
        self.directions = directions
        return directions

    def get_signs(self, hidden_states, train_labels, hidden_layers):
        signs = {}
        for layer in hidden_layers:
            layer_hidden_states = recenter(hidden_states[layer], mean=self.H_train_means[layer]).float().cpu().numpy()
            transformed = layer_hidden_states @ self.directions[layer].T
            pairs = transformed[:, 0].reshape(-1, 2)
            labels = np.array([lab.index(1) for lab in train_labels])
            correct = np.mean(np.argmax(pairs, axis=1) == labels)
            signs[layer] = 1 if correct >= 0.5 else -1
        self.direction_signs = signs
        return signs

    def transform(self, hidden_states, hidden_layers, component_index=0):
        scores = {}
        for layer in hidden_layers:
            H = recenter(hidden_states[layer], mean=self.H_train_means[layer])
            direction = torch.as_tensor(self.directions[layer][component_index], dtype=H.dtype, device=H.device)
            scores[layer] = (H @ direction) * self.direction_signs[layer]
        return scores
