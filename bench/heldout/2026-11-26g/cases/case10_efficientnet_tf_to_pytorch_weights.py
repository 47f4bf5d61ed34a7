# expect: none
# source: https://github.com/lukemelas/EfficientNet-PyTorch/issues/15 (the repository's tf_to_pytorch conversion of the TensorFlow checkpoints)
# note: reconstruction of a conversion script in that folder's style: the arrays read from the TF checkpoint are NumPy, `tf_out.numpy()` is a TensorFlow EagerTensor method, and the PyTorch model stays on the CPU and is run under no_grad, so `pt_out.numpy()` converts a CPU float32 tensor without grad.
import numpy as np
import tensorflow as tf
import torch
from efficientnet_pytorch import EfficientNet


def load_tf_weights(ckpt_path):
    reader = tf.train.load_checkpoint(ckpt_path)
    return {name: reader.get_tensor(name) for name in reader.get_variable_to_shape_map()}


def convert(ckpt_path, mapping, out_path, model_name="efficientnet-b0"):
    tf_weights = load_tf_weights(ckpt_path)
    model = EfficientNet.from_name(model_name)
    state = model.state_dict()
    for pt_name, tf_name in mapping.items():
        arr = tf_weights[tf_name]
        if arr.ndim == 4:
            arr = np.transpose(arr, (3, 2, 0, 1)) if "depthwise" not in tf_name else np.transpose(arr, (2, 3, 0, 1))
        elif arr.ndim == 2:
            arr = arr.T
        state[pt_name].copy_(torch.from_numpy(np.ascontiguousarray(arr)))
    model.load_state_dict(state)
    torch.save(model.state_dict(), out_path)
    return model


def check_equivalence(model, keras_model, size=224):
    x = tf.random.uniform((1, size, size, 3))
    tf_out = keras_model(x, training=False).numpy()
    model.eval()
    with torch.no_grad():
        pt_out = model(torch.from_numpy(np.transpose(x.numpy(), (0, 3, 1, 2)))).numpy()
    print("max abs diff:", np.abs(tf_out - pt_out).max())
    return np.allclose(tf_out, pt_out, atol=1e-4)
