# expect: none
# source: https://github.com/GMvandeVen/class-incremental-learning/issues/5 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": the traceback runs through `numpy/core/fromnumeric.py` "line 1242, in argmax ... result = getattr(asarray(obj), method)(*args, **kwds)" into `torch/_tensor.py` "line 678, in __array__ return self.numpy()")
# note: the generative classifier (one VAE per class) evaluated on the GPU, reconstructed: `main_generative.py` moves the classifier to `device` (cuda when `--cuda` and available), `eval/evaluate.py` sends each test image to that device, and `classify()` collects one log-likelihood per class from `models/vae.py` (0-d cuda tensors, computed under `torch.no_grad()`) and takes `np.argmax` of that list, which converts them through `Tensor.__array__`. `allowed_classes` is a Python list; the sampling helpers draw the class id with `np.random.randint`. Header `models/gen_classifier.py`. Twin: the per-class scores are stacked and reduced with torch's `argmax().item()`, no NumPy conversion.
import numpy as np
import torch
from torch import nn

from models.vae import AutoEncoder


class GenClassifier(nn.Module):
    """Generative classifier with a separate VAE for each class to be learned."""

    def __init__(self, image_size, image_channels, classes, fc_layers=3, fc_units=400, z_dim=20,
                 recon_loss="BCE", network_output="sigmoid"):
        super().__init__()
        self.classes = classes
        self.label = "GenClassifier"
        self.vaes = nn.ModuleList([
            AutoEncoder(image_size, image_channels, fc_layers=fc_layers, fc_units=fc_units, z_dim=z_dim,
                        recon_loss=recon_loss, network_output=network_output)
            for _ in range(classes)
        ])

    ##------ NAMES --------##

    def get_name(self):
        return "x{}-{}".format(self.classes, self.vaes[0].get_name())

    @property
    def name(self):
        return self.get_name()

    ##------ UTILITIES --------##

    def _device(self):
        return next(self.parameters()).device

    ##------ SAMPLE FUNCTIONS --------##

    def sample(self, size, only_x=True, class_id=None):
        """Generate [size] samples from the model (tensors on the model's device, not requiring grad)."""
        X, y = [], []
        for _ in range(size):
            selected_class_id = np.random.randint(0, self.classes, 1)[0] if class_id is None else class_id
            X.append(self.vaes[selected_class_id].sample(1))
            y.append(int(selected_class_id))
        X = torch.cat(X, dim=0)
        if only_x:
            return X
        return X, torch.tensor(y, dtype=torch.long, device=self._device())

    ##------ CLASSIFICATION FUNCTIONS --------##

    def classify(self, x, S=10, batch_size=128, allowed_classes=None):
        """Given an input [x] (batch-size must be 1!), return the predicted class-ID (as integer)."""

        # If not provided, set [allowed_classes] to all possible classes
        if allowed_classes is None:
            allowed_classes = list(range(self.classes))

        # For each possible class, evaluate likelihood of [x] under the class-specific generative model
        scores = []
        with torch.no_grad():
            for class_id in allowed_classes:
                scores.append(
                    self.vaes[class_id].estimate_loglikelihood_single(x, S=S, batch_size=batch_size)
                )

        # Extract [class_id] with highest likelihood and return
        predicted = allowed_classes[torch.stack(scores).argmax().item()]
        return predicted
