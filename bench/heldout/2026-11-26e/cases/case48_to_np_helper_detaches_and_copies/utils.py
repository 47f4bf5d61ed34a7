def to_np(x):
    """Tensor -> NumPy for logging: drop the graph and copy to the host."""
    return x.detach().cpu().numpy()
