# expect: none
# source: https://github.com/pytorch/tutorials (advanced_source/super_resolution_with_onnxruntime.py: `def to_numpy(tensor): return tensor.detach().cpu().numpy() if tensor.requires_grad else tensor.cpu().numpy()`)
# note: the tutorial's helper: a tensor that requires grad is detached, any other one is only copied with .cpu(); export.py calls it with cuda outputs of a model in grad mode and with a cuda input, float32, so both branches convert correctly.
def to_numpy(tensor):
    return tensor.detach().cpu().numpy() if tensor.requires_grad else tensor.cpu().numpy()
