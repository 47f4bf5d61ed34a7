import argparse
import math
import os
import time
from functools import partial

import numpy as np
import torch
import visdom

import pyro
import pyro.optim as optim
import pyro.poutine as poutine
from pyro.infer import SVI, JitTraceGraph_ELBO, TraceGraph_ELBO

from air import AIR, latents_to_tensor
from viz import draw_many, tensor_to_objs


def count_accuracy(X, true_counts, air, batch_size):
    assert X.size(0) == true_counts.size(0), "Size mismatch."
    assert X.size(0) % batch_size == 0, "Input size must be multiple of batch_size."
    counts = torch.LongTensor(3, 4).zero_()
    for i in range(X.size(0) // batch_size):
        X_batch = X[i * batch_size:(i + 1) * batch_size]
        true_counts_batch = true_counts[i * batch_size:(i + 1) * batch_size]
        z_where, z_pres = air.guide(X_batch, batch_size)
        inferred_counts = sum(z.cpu() for z in z_pres).squeeze().detach().long()
        for j in range(true_counts_batch.size(0)):
            counts[true_counts_batch[j], inferred_counts[j]] += 1
    acc = counts.diag().sum().float() / X.size(0)
    return acc.item(), counts


def main(**kwargs):
    args = argparse.Namespace(**kwargs)
    if args.seed is not None:
        pyro.set_rng_seed(args.seed)

    inpath = "./data"
    X_np, true_counts_np = np.load(os.path.join(inpath, "multi_mnist_uint8.npz"), allow_pickle=True, encoding="latin1")["x"], None
    X_np = X_np.astype(np.float32) / 255.0
    X = torch.from_numpy(X_np)
    true_counts = torch.zeros(X.size(0), dtype=torch.long)
    if args.cuda:
        X = X.cuda()

    # Viz sample from prior.
    vis = visdom.Visdom(env=args.visdom_env) if args.viz else None

    air = AIR(num_steps=args.model_steps, x_size=50, use_masking=not args.no_masking, z_what_size=50,
              window_size=28, encoder_net=[200], decoder_net=[200], predict_net=[200],
              use_cuda=args.cuda, likelihood_sd=0.3)

    adam = optim.Adam({"lr": args.learning_rate})
    elbo = JitTraceGraph_ELBO() if args.jit else TraceGraph_ELBO()
    svi = SVI(air.model, air.guide, adam, loss=elbo)

    examples_to_viz = X[5:10]
    t0 = time.time()
    for i in range(1, args.num_steps + 1):
        loss = svi.step(X, batch_size=args.batch_size, z_pres_prior_p=partial(lambda s: 0.01, i))

        if args.progress_every > 0 and i % args.progress_every == 0:
            print("i={}, epochs={:.2f}, elapsed={:.2f}, elbo={:.2f}".format(
                i, (i * args.batch_size) / X_np.shape[0], (time.time() - t0) / 3600, loss / X_np.shape[0]))

        if args.viz and i % args.viz_every == 0:
            trace = poutine.trace(air.guide).get_trace(examples_to_viz, None)
            z, recons = poutine.replay(air.prior, trace=trace)(examples_to_viz.size(0))
            z_wheres = tensor_to_objs(latents_to_tensor(z).detach().cpu())

            # Show data with inferred objection positions.
            vis.images(draw_many(examples_to_viz, z_wheres))
            # Show reconstructions of data.
            vis.images(draw_many(recons, z_wheres))

        if args.eval_every > 0 and i % args.eval_every == 0:
            acc, counts = count_accuracy(X, true_counts, air, 1000)
            print("i={}, accuracy={}, counts={}".format(i, acc, counts.numpy().tolist()))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Pyro AIR example")
    parser.add_argument("-n", "--num-steps", type=int, default=int(1e8))
    parser.add_argument("-b", "--batch-size", type=int, default=64)
    parser.add_argument("-lr", "--learning-rate", type=float, default=1e-4)
    parser.add_argument("--progress-every", type=int, default=1)
    parser.add_argument("--eval-every", type=int, default=0)
    parser.add_argument("--viz", action="store_true", default=False)
    parser.add_argument("--visdom-env", default="main")
    parser.add_argument("--viz-every", type=int, default=100)
    parser.add_argument("--model-steps", type=int, default=3)
    parser.add_argument("--no-masking", action="store_true", default=False)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--cuda", action="store_true", default=False)
    parser.add_argument("--jit", action="store_true", default=False)
    main(**vars(parser.parse_args()))
