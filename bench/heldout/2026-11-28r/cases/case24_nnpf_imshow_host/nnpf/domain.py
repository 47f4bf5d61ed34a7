import torch


class Domain:
    """ Regular periodic discretization of a box

    Parameters
    ----------
    bounds: list of [a, b]
        Bounds of the domain along each dimension
    N: list of int
        Number of points along each dimension
    """
    def __init__(self, bounds, N):
        self.bounds = [(float(a), float(b)) for a, b in bounds]
        self.N = [int(n) for n in N]
        self.dim = len(self.N)

    @property
    def spacing(self):
        return [(b - a) / n for (a, b), n in zip(self.bounds, self.N)]

    @property
    def dX(self):
        return self.spacing

    @property
    def X(self):
        """ Point coordinates (CPU tensors, broadcastable against each other) """
        coords = [torch.linspace(a, b, n + 1, dtype=torch.float32)[:-1] for (a, b), n in zip(self.bounds, self.N)]
        return torch.meshgrid(*coords, indexing="ij")
