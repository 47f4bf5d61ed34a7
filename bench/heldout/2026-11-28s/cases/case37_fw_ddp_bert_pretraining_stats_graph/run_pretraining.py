# expect: TL008
# source: https://github.com/NVIDIA/DeepLearningExamples/issues/1102 ("[A BUG Maybe?] RAM requirement for BERT/PyTorch Pretraining": "modification from `stats.device_stat('average_loss').add_(loss)` to `stats.device_stat('average_loss').add_(loss.clone().detach())` make the program look ok" - "`loss` is a part of the graph. I believe the previous loss tensors/graph are retained")
# note: the BERT pretraining loop reconstructed under `DistributedDataParallel` (NCCL, one process per GPU via `torchrun`): `utils/training_stats.py` keeps device-side running statistics as cuda buffers without grad, and the training loop adds the graph-attached loss into one of them in place every step with `.add_(loss)`. The in-place add attaches the buffer to that step's graph, and the next add (and the periodic `zero_()`) chains onto it, so the graphs of all steps stay referenced and host memory keeps growing (the thread's observation). The loss is scaled and back-propagated by the AMP `GradScaler`, the logged value is read with `host_stat_value` (`.item()`), the learning rate is a float. Header `run_pretraining.py`.
import argparse
import os
import time

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from transformers import BertConfig, BertForPreTraining

from utils.data import create_pretraining_dataloader
from utils.training_stats import SyncFreeStats


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--input_dir", required=True)
    parser.add_argument("--max_steps", type=int, default=7038)
    parser.add_argument("--train_batch_size", type=int, default=64)
    parser.add_argument("--learning_rate", type=float, default=6e-3)
    parser.add_argument("--log_freq", type=int, default=50)
    return parser.parse_args()


def main():
    args = parse_args()
    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    device = torch.device("cuda", local_rank)

    config = BertConfig.from_pretrained("bert-large-uncased")
    model = BertForPreTraining(config).to(device)
    model = DDP(model, device_ids=[local_rank])
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.learning_rate, weight_decay=0.01)
    scaler = torch.cuda.amp.GradScaler()

    stats = SyncFreeStats()
    stats.add_stat("average_loss")
    dataloader = create_pretraining_dataloader(args.input_dir, args.train_batch_size, local_rank)

    global_step = 0
    start = time.time()
    model.train()
    for batch in dataloader:
        batch = {k: v.to(device, non_blocking=True) for k, v in batch.items()}
        with torch.autocast("cuda", dtype=torch.float16):
            outputs = model(input_ids=batch["input_ids"], token_type_ids=batch["segment_ids"],
                            attention_mask=batch["input_mask"], labels=batch["masked_lm_labels"],
                            next_sentence_label=batch["next_sentence_labels"])
            loss = outputs.loss
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad(set_to_none=True)

        stats.device_stat('average_loss').add_(loss)
        global_step += 1
        if global_step % args.log_freq == 0:
            average_loss = stats.host_stat_value("average_loss") / args.log_freq
            if dist.get_rank() == 0:
                print(f"step {global_step} loss {average_loss:.4f} "
                      f"lr {optimizer.param_groups[0]['lr']:.2e} {time.time() - start:.1f}s")
            stats.device_stat("average_loss").zero_()
        if global_step >= args.max_steps:
            break
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
