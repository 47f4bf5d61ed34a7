# expect: TL002
# source: https://github.com/utiasSTARS/liegroups/issues/4 ("Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead.": "When I use liegroups in a loss function, it reports error as follows ... `rvec_ab_pred = SO2.from_matrix(rotation_ab_pred)` ... `rotation_ab_pred size = torch.Size([32, 2, 2]) type = torch.cuda.FloatTensor`"; the maintainer: "There are a couple places where we convert to numpy to use np.linalg functions (specifically the determinant and SVD) to validate and normalize rotation matrices. I added the missing detach() calls")
# note: liegroups' torch `SO2Matrix` (2019 version), reconstructed: `SO2.from_matrix(mat)` validates the batch with `is_valid_matrix`, which computes the determinants with `np.linalg.det(mat.cpu().numpy())`; `train_registration.py` calls it in its loss on the network's predicted 2x2 rotations, which are outputs of a model being trained (grad on, `requires_grad=True`) on `cuda`, so the `.cpu()` is done and the `.numpy()` raises the requires-grad error. Traps: `is_valid_matrix` is also called on the ground-truth rotations built under `torch.no_grad()`, `log()` and `from_angle` stay in torch, `utils.isclose` compares tensors, and the loss is printed with `.item()`. Header `liegroups/torch/so2.py`.
import numpy as np
import torch

from liegroups.torch import utils


class SO2Matrix:
    """Rotation matrix in SO(2) using active (alibi) transformations."""

    dim = 2
    dof = 1

    def __init__(self, mat):
        self.mat = mat

    @classmethod
    def is_valid_matrix(cls, mat):
        if mat.dim() < 3:
            mat = mat.unsqueeze(dim=0)
        # Check the shape
        shape_check = mat.shape[1:3] == (cls.dim, cls.dim)
        if not shape_check:
            return shape_check
        # Determinants of each matrix in the batch should be 1
        det_check = utils.isclose(mat.new_tensor(np.linalg.det(mat.cpu().numpy())), 1.0)
        # The transpose of each matrix in the batch should be its inverse
        identity = torch.eye(cls.dim, dtype=mat.dtype, device=mat.device).unsqueeze(0).expand_as(mat)
        inv_check = utils.isclose(mat.transpose(2, 1).bmm(mat), identity).sum(dim=1).sum(dim=1) == cls.dim * cls.dim
        return (det_check & inv_check).all()

    @classmethod
    def from_matrix(cls, mat, normalize=False):
        mat_is_valid = cls.is_valid_matrix(mat)
        if mat_is_valid or normalize:
            result = cls(mat)
            if not mat_is_valid and normalize:
                result.normalize()
        else:
            raise ValueError("Invalid rotation matrix. Use normalize=True to handle rounding errors.")
        return result

    @classmethod
    def from_angle(cls, angle_in_radians):
        s, c = angle_in_radians.sin(), angle_in_radians.cos()
        mat = torch.stack([torch.stack([c, -s], dim=-1), torch.stack([s, c], dim=-1)], dim=-2)
        return cls(mat)

    def normalize(self):
        # Re-orthogonalize through the angle of the first column
        angle = torch.atan2(self.mat[..., 1, 0], self.mat[..., 0, 0])
        self.mat = SO2Matrix.from_angle(angle).mat

    def log(self):
        if self.mat.dim() < 3:
            mat = self.mat.unsqueeze(dim=0)
        else:
            mat = self.mat
        s = mat[:, 1, 0]
        c = mat[:, 0, 0]
        return torch.atan2(s, c).squeeze()

    def dot(self, other):
        return SO2Matrix(torch.matmul(self.mat, other.mat))

    def inv(self):
        return SO2Matrix(self.mat.transpose(-2, -1))


SO2 = SO2Matrix
