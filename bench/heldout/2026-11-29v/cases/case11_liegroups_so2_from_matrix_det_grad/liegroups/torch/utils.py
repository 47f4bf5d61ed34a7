import torch


def isclose(mat1, mat2, tol=1e-6):
    """Check element-wise if two tensors are close within some tolerance.

    Either tensor can be replaced by a scalar.
    """
    return (mat1 - mat2).abs_().lt(tol)


def allclose(mat1, mat2, tol=1e-6):
    return isclose(mat1, mat2, tol).all()


def outer(vecs1, vecs2):
    if vecs1.dim() < 2:
        vecs1 = vecs1.unsqueeze(dim=0)
    if vecs2.dim() < 2:
        vecs2 = vecs2.unsqueeze(dim=0)
    return torch.bmm(vecs1.unsqueeze(dim=2), vecs2.unsqueeze(dim=1))
