# expect: none
# source: https://github.com/jax-ml/jax (docs/notebooks/Neural_Network_and_Data_Loading.md: "Training a simple neural network, with PyTorch data loading", NumpyLoader / numpy_collate)
# note: the tutorial's structure split into data.py and train.py: the PyTorch DataLoader collates to NumPy (numpy_collate) and the test set comes from CPU torchvision tensors via .numpy(); the model is JAX, so np.asarray/np.argmax here convert jax.Array values. No torch tensor that could be on a device, require grad or be bf16 is ever converted.
import time

import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.special import logsumexp

from data import mnist_loaders


def init_params(sizes, key):
    keys = jax.random.split(key, len(sizes))
    return [(0.01 * jax.random.normal(k, (n, m)), 0.01 * jax.random.normal(k, (n,)))
            for m, n, k in zip(sizes[:-1], sizes[1:], keys)]


def predict(params, images):
    activations = images
    for w, b in params[:-1]:
        activations = jax.nn.relu(jnp.dot(activations, w.T) + b)
    final_w, final_b = params[-1]
    logits = jnp.dot(activations, final_w.T) + final_b
    return logits - logsumexp(logits, axis=1, keepdims=True)


def loss(params, images, targets):
    return -jnp.mean(predict(params, images) * targets)


@jax.jit
def update(params, x, y, lr=0.01):
    grads = jax.grad(loss)(params, x, y)
    return [(w - lr * dw, b - lr * db) for (w, b), (dw, db) in zip(params, grads)]


def main(epochs=8):
    train_loader, test_images, test_labels = mnist_loaders()
    params = init_params([784, 512, 512, 10], jax.random.PRNGKey(0))
    for epoch in range(epochs):
        start = time.time()
        for x, y in train_loader:
            params = update(params, jnp.asarray(x), jax.nn.one_hot(y, 10))
        test_pred = np.asarray(predict(params, test_images))
        acc = np.mean(np.argmax(test_pred, axis=1) == test_labels)
        print(f"epoch {epoch} in {time.time() - start:0.2f}s, test accuracy {acc:.4f}")
