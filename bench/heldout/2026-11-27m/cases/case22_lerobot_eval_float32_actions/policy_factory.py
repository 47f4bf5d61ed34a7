import torch

from lerobot.policies.factory import get_policy_class

_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}


def make_policy(cfg, ds_meta=None):
    policy_cls = get_policy_class(cfg.type)
    policy = policy_cls.from_pretrained(cfg.pretrained_path, config=cfg)
    # X-VLA and other large policies ship with `dtype: bfloat16` in their config
    dtype = _DTYPES[getattr(cfg, "dtype", "float32")]
    policy = policy.to(device=cfg.device, dtype=dtype)
    policy.eval()
    return policy
