# expect: TL003
# source: https://github.com/pytorch/pytorch/issues/9934 ("[pytorch] Inconsistent automatic conversion of GPU tensors to NumPy arrays on CPU": "a = torch.eye(2, 2).cuda() / print(np.linalg.inv(a)) # [[1. 0.] [0. 1.]] / print(np.linalg.inv(a.numpy())) # TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first." and, in the thread, "Now it is confusing that it works on my notebook (without gpu), but not on my workstation (with gpu)"; the implicit copy was removed by PR #10553 "remove implicit conversion from gpu to cpu", so `np.linalg.inv(a)` of a cuda tensor raises since then; found through the pages corpus at https://hdoplus.com/proxy_gol.php?url=https%3A%2F%2Fgithub.com%2Fpytorch%2Fpytorch%2Fissues%2F9934)
# note: A small feature-whitening script in the reporter's style (`import torch, numpy as np`, `np.linalg.inv` straight on a tensor): the 2-D points are drawn on `device`, which is cuda whenever one is available, so the covariance `a` computed from them with torch ops is a cuda tensor and `np.linalg.inv(a)` has to convert it through `__array__`, which raises on a GPU machine (and works on a laptop without one, as the thread says). Traps: `np.linalg.inv(np.eye(2))` and `np.allclose` on NumPy arrays, `.item()` for the printed trace, and the whitened points computed with torch ops on the device.
import torch, numpy as np

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def covariance(points):
    centered = points - points.mean(dim=0, keepdim=True)
    return centered.T @ centered / (points.shape[0] - 1)


def main():
    torch.manual_seed(0)
    mixing = torch.tensor([[2.0, 0.3], [0.0, 0.5]], device=device)
    points = torch.randn(512, 2, device=device) @ mixing

    print(np.linalg.inv(np.eye(2)))  # sanity check on a NumPy identity

    a = covariance(points)
    print("trace", a.trace().item())
    inv = np.linalg.inv(a)
    print(inv)

    # whiten with the Cholesky factor of the inverse covariance
    chol = torch.as_tensor(np.linalg.cholesky(inv)).to(device=device, dtype=points.dtype)
    whitened = (points - points.mean(dim=0)) @ chol
    cov_w = covariance(whitened).cpu().numpy()
    print("whitened covariance ~ I:", np.allclose(cov_w, np.eye(2), atol=1e-4))


if __name__ == "__main__":
    main()
