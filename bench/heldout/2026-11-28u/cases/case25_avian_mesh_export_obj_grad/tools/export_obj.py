# expect: TL002
# source: https://github.com/marcbadger/avian-mesh/issues/9 ("How to save the reconstructed model as obj?": marcbadger: "The `model_mesh` vertices are available from the optimizer output as a tensor ... You can convert them to a `numpy.ndarray` with `model_mesh.numpy()`" ... "You can access the faces with `bird.dd['F']`" ... "From the vertices and faces, you can use either Trimesh or Open3D to create a mesh object, compute vertex normals, and export/save as needed.")
# note: the export script a user writes after that answer, reconstructed on top of the single-view demo: `OptimizeSV` (optimization/optimize_sv.py) fits pose, bone length and translation by Adam on the GPU and computes the returned `model_mesh` from those leaf tensors (which require grad) after the loop, outside any `no_grad`, so the vertices carry a graph; `.cpu().numpy()` on them raises the requires-grad error. The faces come from the NumPy `bird.dd['F']`, the keypoints are loaded from a `.npy` file, and the Trimesh export and the normals work on NumPy. Header `tools/export_obj.py`.
import argparse
import os

import numpy as np
import torch
import trimesh

from models.bird import bird_model
from optimization.optimize_sv import OptimizeSV
from utils.cub_dataset import load_image_and_keypoints
from utils.pose_regressor import initial_pose

parser = argparse.ArgumentParser()
parser.add_argument("--img", default="examples/img0.png")
parser.add_argument("--kpts", default="examples/kpts0.npy")
parser.add_argument("--outdir", default="examples/meshes")
parser.add_argument("--num_iters", type=int, default=100)
parser.add_argument("--use_mask", action="store_true")


def main(args):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    bird = bird_model(device=device)
    optimizer = OptimizeSV(num_iters=args.num_iters, prior_weight=1, mask_weight=1,
                           use_mask=args.use_mask, device=device)

    img, kpts, mask = load_image_and_keypoints(args.img, args.kpts)
    kpts = torch.tensor(kpts, dtype=torch.float32)[None]
    pose_init, bone_init = initial_pose(kpts)

    pose_op, bone_op, model_mesh, transl = optimizer(pose_init, bone_init, kpts[..., :2], kpts[..., 2],
                                                     mask=mask if args.use_mask else None)

    faces = bird.dd["F"]
    os.makedirs(args.outdir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(args.img))[0]
    for i in range(model_mesh.shape[0]):
        verts = model_mesh[i].cpu().numpy()
        mesh = trimesh.Trimesh(vertices=verts, faces=faces, process=False)
        mesh.fix_normals()
        out = os.path.join(args.outdir, "{}_{}.obj".format(stem, i))
        mesh.export(out)
        print("saved", out, "vertices:", verts.shape[0], "extent:", np.round(mesh.extents, 3))

    np.save(os.path.join(args.outdir, stem + "_pose.npy"), pose_op.detach().cpu().numpy())


if __name__ == "__main__":
    main(parser.parse_args())
