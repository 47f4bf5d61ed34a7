# source: https://github.com/ml-explore/mlx-examples/pull/187
# expect: TL004
# why: loading.load_model() returns a bfloat16 model, and every state_dict tensor is .cpu().numpy()'d here without a cast
import numpy as np

from loading import load_model


def export_npz(out_path="weights.npz"):
    model = load_model()
    arrays = {}
    for name, tensor in model.state_dict().items():
        arrays[name.replace("model.", "")] = tensor.cpu().numpy()
    np.savez(out_path, **arrays)


if __name__ == "__main__":
    export_npz()
