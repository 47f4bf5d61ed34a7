import pickle

import numpy as np
import torch

from .lbs import lbs


class bird_model():
    """Articulated bird mesh: template vertices, kinematic tree and skinning weights from `bird_template.pkl`."""

    def __init__(self, device=torch.device("cpu"), mesh="bird_template.pkl"):
        self.device = device

        with open(mesh, "rb") as f:
            dd = pickle.load(f)
        self.dd = dd

        self.kintree_table = dd["kintree_table"]
        self.parents = self.kintree_table[0].astype(np.int64)
        self.weights = torch.tensor(dd["weights"], dtype=torch.float32, device=device)
        self.vert2kpt = torch.tensor(dd["vert2kpt"], dtype=torch.float32, device=device)
        self.J_regressor = torch.tensor(dd["J_regressor"], dtype=torch.float32, device=device)
        self.V = torch.tensor(dd["V"], dtype=torch.float32, device=device).unsqueeze(0)
        self.J = torch.tensor(dd["J"], dtype=torch.float32, device=device).unsqueeze(0)
        self.faces = torch.tensor(dd["F"], dtype=torch.int64, device=device)

    def __call__(self, global_pose, body_pose, bone_length, scale=1, pose2rot=True):
        batch_size = global_pose.shape[0]
        V = self.V.repeat(batch_size, 1, 1) * scale
        J = self.J.repeat(batch_size, 1, 1) * scale

        full_pose = torch.cat([global_pose, body_pose], dim=1)
        vertices, joints = lbs(full_pose, V, J, bone_length, self.parents, self.weights, pose2rot=pose2rot)
        keypoints = torch.einsum("vk,bvd->bkd", self.vert2kpt, vertices)
        return vertices, joints, keypoints
