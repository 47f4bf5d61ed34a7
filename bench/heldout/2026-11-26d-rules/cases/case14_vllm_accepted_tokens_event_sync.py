# expect: none
# source: https://github.com/vllm-project/vllm/pull/36013 (the fix: record a CUDA event after the non-blocking copy and synchronize it before the CPU reads the pinned buffer)
# note: same tracker as the race, with the fix: num_accepted_tokens_event.record() right after copy_(non_blocking=True) and num_accepted_tokens_event.synchronize() before .tolist()/.numpy() read the pinned buffer
import numpy as np
import torch


class AcceptedTokenTracker:
    def __init__(self, max_num_reqs: int, device: torch.device):
        self.device = device
        self.num_accepted_tokens_gpu = torch.zeros(max_num_reqs, dtype=torch.int32, device=device)
        self.num_accepted_tokens_cpu_tensor = torch.zeros(
            max_num_reqs, dtype=torch.int32, pin_memory=torch.cuda.is_available()
        )
        self.num_accepted_tokens_event = torch.cuda.Event()

    def update_after_model_execute(self, output_token_ids: torch.Tensor, num_reqs: int):
        self.num_accepted_tokens_gpu[:num_reqs] = (
            torch.cat(
                [output_token_ids, torch.full((num_reqs, 1), -1, device=self.device)],
                dim=1,
            )
            == -1
        ).int().argmax(-1)
        self.num_accepted_tokens_cpu_tensor[:num_reqs].copy_(
            self.num_accepted_tokens_gpu[:num_reqs], non_blocking=True
        )
        self.num_accepted_tokens_event.record()

    def build_attention_metadata(self, num_reqs: int):
        self.num_accepted_tokens_event.synchronize()
        accepted = self.num_accepted_tokens_cpu_tensor[:num_reqs].tolist()
        cu = np.cumsum(self.num_accepted_tokens_cpu_tensor[:num_reqs].numpy())
        return accepted, cu


if __name__ == "__main__":
    dev = torch.device("cuda")
    tracker = AcceptedTokenTracker(8, dev)
    out = torch.randint(-1, 100, (4, 3), device=dev)
    tracker.update_after_model_execute(out, 4)
    print(tracker.build_attention_metadata(4))
