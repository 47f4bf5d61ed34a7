# expect: TL001
# source: https://github.com/marsmarcin/Visual-of-Social-GAN/issues/2
# note: plot_model01.py: every batch tensor is moved with tensor.cuda(); np.concatenate((input_a, gt)) converts cuda trajectories (inside no_grad)
import argparse
import os
import torch
import numpy as np
import matplotlib.pyplot as plt

from attrdict import AttrDict

from sgan.data.loader import data_loader
from sgan.models import TrajectoryGenerator
from sgan.utils import relative_to_abs, get_dset_path

parser = argparse.ArgumentParser()
parser.add_argument('--model_path', type=str)
parser.add_argument('--num_samples', default=20, type=int)
parser.add_argument('--dset_type', default='test', type=str)


def get_generator(checkpoint):
    args = AttrDict(checkpoint['args'])
    generator = TrajectoryGenerator(
        obs_len=args.obs_len, pred_len=args.pred_len, embedding_dim=args.embedding_dim,
        encoder_h_dim=args.encoder_h_dim_g, decoder_h_dim=args.decoder_h_dim_g,
        mlp_dim=args.mlp_dim, num_layers=args.num_layers, noise_dim=args.noise_dim,
        noise_type=args.noise_type, noise_mix_type=args.noise_mix_type,
        pooling_type=args.pooling_type, pool_every_timestep=args.pool_every_timestep,
        dropout=args.dropout, bottleneck_dim=args.bottleneck_dim, neighborhood_size=args.neighborhood_size,
        grid_size=args.grid_size, batch_norm=args.batch_norm)
    generator.load_state_dict(checkpoint['g_state'])
    generator.cuda()
    generator.train()
    return generator


def evaluate(args, loader, generator, num_samples):
    with torch.no_grad():
        for batch in loader:
            batch = [tensor.cuda() for tensor in batch]
            (obs_traj, pred_traj_gt, obs_traj_rel, pred_traj_gt_rel,
             non_linear_ped, loss_mask, seq_start_end) = batch
            for _ in range(num_samples):
                pred_traj_fake_rel = generator(obs_traj, obs_traj_rel, seq_start_end)
                pred_traj_fake = relative_to_abs(pred_traj_fake_rel, obs_traj[-1])
                input_a = obs_traj[:, 0, :]
                gt = pred_traj_gt[:, 0, :]
                aa = np.concatenate((input_a, gt), axis=0)
                fake = pred_traj_fake[:, 0, :].cpu().numpy()
                plt.plot(aa[:, 0], aa[:, 1], 'b-')
                plt.plot(fake[:, 0], fake[:, 1], 'r--')
            plt.savefig('traj_%d.png' % len(obs_traj))
            plt.clf()


def main(args):
    paths = [args.model_path] if not os.path.isdir(args.model_path) else \
        [os.path.join(args.model_path, f) for f in os.listdir(args.model_path)]
    for path in paths:
        checkpoint = torch.load(path)
        generator = get_generator(checkpoint)
        _args = AttrDict(checkpoint['args'])
        _, loader = data_loader(_args, get_dset_path(_args.dataset_name, args.dset_type))
        evaluate(_args, loader, generator, args.num_samples)


if __name__ == '__main__':
    args = parser.parse_args()
    main(args)
