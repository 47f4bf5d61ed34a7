# expect: none
# source: https://github.com/MouseLand/Kilosort/issues/956 ("BUG: TypeError: can't convert cuda:0 device type tensor to numpy": clustering_qr.kmeans_plusplus fails at `isamp = rev_idx[torch.multinomial(v2[idx], ntry)]`, raised from Tensor.__array__ after lowering Th_learned/Th_universal)
# note: counterpart of case03 in which `rev_idx` is a torch index tensor on the same device as the samples (`torch.nonzero(valid_t)[:, 0]`), so `rev_idx[torch.multinomial(...)]` is plain torch indexing on the GPU and nothing is handed to NumPy; `np.random.seed` only seeds. Only the lines building `valid`/`rev_idx` differ from case03.
import numpy as np
import torch


def kmeans_plusplus(Xg, niter=200, seed=1, device=torch.device("cuda"), verbose=False):
    # Xg: (n_spikes, n_features) float32 on `device`
    n_samples, n_features = Xg.shape
    vtot = (Xg ** 2).sum(1)

    idx = vtot > 1e-8
    rev_idx = torch.nonzero(idx)[:, 0]

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
