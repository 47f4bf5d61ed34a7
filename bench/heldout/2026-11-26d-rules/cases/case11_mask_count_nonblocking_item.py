# expect: TL006
# source: https://github.com/pytorch/pytorch/pull/185252 ("[streams] Sync non-blocking copies": a non-blocking device-to-host copy followed by a CPU read such as .to("cpu", non_blocking=True).item() races with the copy)
# note: the number of valid tokens is computed on the GPU and fetched with a non-blocking copy whose result is read at once with .item(); the pinned staging copy may still be in flight, so the count (and the slice sizes derived from it) can be stale
import torch
import torch.nn.functional as F

device = "cuda" if torch.cuda.is_available() else "cpu"


def pack_valid_tokens(hidden: torch.Tensor, attention_mask: torch.Tensor):
    hidden = hidden.to(device)
    attention_mask = attention_mask.to(device)
    n_valid = attention_mask.sum().to("cpu", non_blocking=True).item()
    flat = hidden[attention_mask.bool()]
    return F.pad(flat, (0, 0, 0, max(0, 512 - n_valid)))[:512], n_valid


if __name__ == "__main__":
    h = torch.randn(4, 128, 64)
    m = (torch.rand(4, 128) > 0.3).long()
    packed, n = pack_valid_tokens(h, m)
    print(packed.shape, n)
