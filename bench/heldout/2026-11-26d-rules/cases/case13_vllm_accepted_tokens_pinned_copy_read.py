# expect: TL006
# source: https://github.com/vllm-project/vllm/pull/36013 ("Fix race in non-blocking num_accepted_tokens GPU->CPU copy"; same fix in https://github.com/vllm-project/vllm-ascend/pull/8764)
# note: simplified from GPUModelRunner._update_states_after_model_execute: the accepted-token counts are copied into a pinned CPU buffer with copy_(non_blocking=True) and read back with .tolist() before any event or stream synchronize, so the host can see the previous step's counts
import torch


class AcceptedTokenTracker:
    def __init__(self, max_num_reqs: int, device: torch.device):
        self.device = device
        self.num_accepted_tokens_gpu = torch.zeros(max_num_reqs, dtype=torch.int32, device=device)
        self.num_accepted_tokens_cpu_tensor = torch.zeros(
            max_num_reqs, dtype=torch.int32, pin_memory=torch.cuda.is_available()
        )

    def update_after_model_execute(self, output_token_ids: torch.Tensor, num_reqs: int):
        # number of draft tokens accepted per request (first rejected position)
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
        accepted = self.num_accepted_tokens_cpu_tensor[:num_reqs].tolist()
        return accepted


if __name__ == "__main__":
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tracker = AcceptedTokenTracker(8, dev)
    out = torch.randint(-1, 100, (4, 3), device=dev)
    print(tracker.update_after_model_execute(out, 4))
