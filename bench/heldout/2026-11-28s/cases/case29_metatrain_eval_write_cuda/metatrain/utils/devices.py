from typing import List

import torch


def pick_devices(desired: str = "auto") -> List[torch.device]:
    if desired == "auto":
        if torch.cuda.is_available():
            return [torch.device("cuda")]
        return [torch.device("cpu")]
    return [torch.device(desired)]
