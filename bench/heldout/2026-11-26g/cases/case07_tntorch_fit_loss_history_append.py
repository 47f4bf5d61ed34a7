# expect: TL008
# source: https://github.com/rballester/tntorch/pull/19 ("There was a dangerous memory leak in loss_history. Every added loss used to be a full computational graph")
# note: reconstruction of the tensor-train fitting loop before the PR: every iteration's loss (graph attached) is appended to loss_history, which lives for the whole fit and is returned. The convergence test compares tensors and converts nothing to NumPy.
import torch


class TT(torch.nn.Module):
    def __init__(self, shape, rank, device="cpu"):
        super().__init__()
        ranks = [1] + [rank] * (len(shape) - 1) + [1]
        self.cores = torch.nn.ParameterList(
            torch.nn.Parameter(torch.randn(ranks[i], n, ranks[i + 1], device=device) * 0.1)
            for i, n in enumerate(shape)
        )

    def full(self):
        out = self.cores[0]
        for core in self.cores[1:]:
            out = torch.einsum("...a,abc->...bc", out, core)
        return out.squeeze(0).squeeze(-1)


def optimize(t, gt, max_iter=2000, lr=0.05, tol=1e-8, verbose=False):
    optimizer = torch.optim.Adam(t.parameters(), lr=lr)
    loss_history = []
    for it in range(max_iter):
        optimizer.zero_grad()
        loss = torch.sum((t.full() - gt) ** 2) / gt.numel()
        loss.backward()
        optimizer.step()
        loss_history.append(loss)
        if len(loss_history) > 1 and abs(loss_history[-2] - loss_history[-1]) < tol:
            break
    if verbose:
        print(f"iter {it}: mse {loss_history[-1]}")
    return loss_history
