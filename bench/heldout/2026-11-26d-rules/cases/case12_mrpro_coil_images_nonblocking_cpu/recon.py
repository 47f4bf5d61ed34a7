import torch

from mrpro.algorithms.reconstruction import DirectReconstruction
from mrpro.data import KData
from mrpro.data.traj_calculators import KTrajectoryIsmrmrd

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def reconstruct_coils(h5_path: str) -> torch.Tensor:
    """Coil-wise direct reconstruction on the GPU; returns complex images (coils, z, y, x)."""
    kdata = KData.from_file(h5_path, KTrajectoryIsmrmrd()).to(DEVICE)
    recon = DirectReconstruction(kdata, csm=None)
    idata = recon(kdata)
    images = idata.data[0].to(DEVICE)
    return images
