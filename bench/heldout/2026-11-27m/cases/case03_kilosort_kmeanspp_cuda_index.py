# expect: TL003
# source: https://github.com/MouseLand/Kilosort/issues/956 ("BUG: TypeError: can't convert cuda:0 device type tensor to numpy": clustering_qr.kmeans_plusplus fails at `isamp = rev_idx[torch.multinomial(v2[idx], ntry)]`, raised from Tensor.__array__ after lowering Th_learned/Th_universal)
# note: reconstruction of kmeans_plusplus around the traceback line (the issue gives the traceback; the surrounding code is condensed): the spike features `Xg` live on the GPU, `rev_idx` is a NumPy index array built from the host mask of valid samples, and `torch.multinomial` on a cuda probability vector returns cuda indices; indexing the NumPy array with them makes NumPy call `__array__` on a cuda tensor and raises. Everything else stays in torch on the device; `iclust` is returned as a torch tensor.
import numpy as np
import torch


def kmeans_plusplus(Xg, niter=200, seed=1, device=torch.device("cuda"), verbose=False):
    # Xg: (n_spikes, n_features) float32 on `device`
    n_samples, n_features = Xg.shape
    vtot = (Xg ** 2).sum(1)

    valid = (vtot > 1e-8).cpu().numpy()
    rev_idx = np.nonzero(valid)[0]
    idx = torch.from_numpy(valid).to(device)

    ntry = 100
    torch.manual_seed(seed)
    np.random.seed(seed)

    mu = torch.zeros((niter, n_features), device=device)
    vexp0 = torch.zeros(n_samples, device=device)

    for j in range(niter):
        v2 = torch.relu(vtot - vexp0)
        isamp = rev_idx[torch.multinomial(v2[idx], ntry)]

        Xc = Xg[isamp]
        vexp = 2 * Xg @ Xc.T - (Xc ** 2).sum(1)
        dexp = vexp - vexp0.unsqueeze(1)
        dexp = torch.relu(dexp)
        vsum = dexp.sum(0)

        imax = torch.argmax(vsum)
        ix = dexp[:, imax] > 0
        mu[j] = Xg[ix].mean(0)
        vexp0[ix] = vexp[ix, imax]

        if verbose and j % 50 == 0:
            print(f"iter {j}: explained {vexp0.sum().item():.3f}")

    iclust = torch.argmax(2 * Xg @ mu.T - (mu ** 2).sum(1), dim=1)
    return iclust, mu


def cluster(Xd, nskip=20, seed=1, device=torch.device("cuda")):
    Xg = Xd.to(device)
    iclust, mu = kmeans_plusplus(Xg[::nskip], niter=min(200, Xg.shape[0] // 4), seed=seed, device=device)
    counts = torch.bincount(iclust, minlength=mu.shape[0])
    return iclust, mu, counts


if __name__ == "__main__":
    feats = torch.randn(20000, 32)
    iclust, mu, counts = cluster(feats)
    print(counts.max().item(), mu.shape)
