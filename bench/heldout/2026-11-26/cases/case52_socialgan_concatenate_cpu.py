# source: https://github.com/marsmarcin/Visual-of-Social-GAN/issues/2
# expect: none
# why: the trajectories are copied to host with .cpu().numpy() before np.concatenate, as the error message suggests
import numpy as np
import torch
import matplotlib.pyplot as plt


def evaluate(args, loader, generator, num_samples):
    with torch.no_grad():
        for batch in loader:
            batch = [tensor.cuda() for tensor in batch]
            (obs_traj, pred_traj_gt, obs_traj_rel, pred_traj_gt_rel, non_linear_ped, loss_mask, seq_start_end) = batch
            for _ in range(num_samples):
                pred_traj_fake_rel = generator(obs_traj, obs_traj_rel, seq_start_end)
                input_a = obs_traj[:, 0, :].cpu().numpy()
                gt = pred_traj_gt[:, 0, :].cpu().numpy()
                aa = np.concatenate((input_a, gt), axis=0)
                plt.plot(aa[:, 0], aa[:, 1], "g-")
            plt.savefig("traj.png")
            plt.close()
