import torch

from models.bird import bird_model
from utils.geometry import perspective_projection
from .losses import camera_fitting_loss, kpts_fitting_loss, mask_loss, pose_prior_loss


class OptimizeSV():
    """Single-view fitting of pose and bone length to 2D keypoints (and optionally a silhouette)."""

    def __init__(self, num_iters=100, prior_weight=1, mask_weight=1, use_mask=False, device="cpu",
                 mesh="bird_template.pkl"):
        self.num_iters = num_iters
        self.prior_weight = prior_weight
        self.mask_weight = mask_weight
        self.use_mask = use_mask
        self.device = device
        self.bird = bird_model(device=device, mesh=mesh)
        self.faces = self.bird.faces
        self.focal = 2167
        self.center = torch.tensor([[128, 128]], dtype=torch.float32, device=device)

    def __call__(self, pose_init, bone_init, kpts, kpts_mask=None, mask=None):
        batch_size = pose_init.shape[0]
        pose = pose_init.detach().clone().to(self.device)
        bone = bone_init.detach().clone().to(self.device)
        kpts = kpts.to(self.device)
        if kpts_mask is None:
            kpts_mask = torch.ones(kpts.shape[:2], device=self.device)

        global_orient = pose[:, :3].clone().requires_grad_(True)
        body_pose = pose[:, 3:].clone().requires_grad_(True)
        bone_length = bone.clone().requires_grad_(True)
        transl = torch.tensor([[0.0, 0.0, 40.0]], device=self.device).repeat(batch_size, 1).requires_grad_(True)

        optimizer = torch.optim.Adam([global_orient, body_pose, bone_length, transl], lr=1e-2)

        for i in range(self.num_iters):
            _, _, model_kpts = self.bird(global_orient, body_pose, bone_length)
            proj_kpts = perspective_projection(model_kpts + transl.unsqueeze(1), self.focal, self.center)

            loss = kpts_fitting_loss(proj_kpts, kpts, kpts_mask)
            loss = loss + self.prior_weight * pose_prior_loss(body_pose, bone_length)
            if i < self.num_iters // 4:
                loss = loss + camera_fitting_loss(proj_kpts, kpts, kpts_mask)
            if self.use_mask and mask is not None:
                loss = loss + self.mask_weight * mask_loss(global_orient, body_pose, bone_length, transl, mask)

            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

        # final mesh with the fitted parameters (vertices placed in the camera frame)
        model_mesh, _, model_kpts = self.bird(global_orient, body_pose, bone_length)
        model_mesh = model_mesh + transl.unsqueeze(1)
        pose_est = torch.cat([global_orient, body_pose], dim=1)
        return pose_est, bone_length, model_mesh, transl
