# expect: none
# source: https://github.com/roytseng-tw/Detectron.pytorch/issues/22 ("cuda runtime error: out of memory after 15K iteration of 4 GPUs training": GPU memory grows steadily while training resnet-50 FPN; the reporter: "this was caused by the increasing GPU-memory of dynamic graph, such as `loss+=xxx`")
# note: counterpart of case29 in which the total loss is recorded as a Python number (`smoothed_loss.AddValue(loss.item())`, as the per-term losses already are), so SmoothedValue (smoothed_value.py, identical to case29) keeps floats and each iteration's graph is freed after backward. Only that call differs.
import argparse
import time

import torch

from smoothed_value import SmoothedValue
from modeling.model_builder import Generalized_RCNN
from datasets.roidb import combined_roidb_for_training, build_loader


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", default="coco2017")
    parser.add_argument("--max_iter", type=int, default=90000)
    parser.add_argument("--lr", type=float, default=0.02)
    args = parser.parse_args()

    device = torch.device("cuda")
    roidb, ratio_list, ratio_index = combined_roidb_for_training(args.dataset)
    loader = build_loader(roidb, ratio_list, ratio_index, batch_size=8)

    model = Generalized_RCNN().to(device)
    model.train()
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, weight_decay=1e-4)

    smoothed_loss = SmoothedValue(20)
    smoothed_losses = {}
    start = time.time()
    data_iter = iter(loader)
    for step in range(args.max_iter):
        try:
            input_data = next(data_iter)
        except StopIteration:
            data_iter = iter(loader)
            input_data = next(data_iter)
        input_data = {k: v.to(device) if torch.is_tensor(v) else v for k, v in input_data.items()}

        net_outputs = model(**input_data)
        loss = 0
        for name, value in net_outputs["losses"].items():
            loss += value
            smoothed_losses.setdefault(name, SmoothedValue(20)).AddValue(value.item())

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        smoothed_loss.AddValue(loss.item())

        if step % 20 == 0:
            lr = optimizer.param_groups[0]["lr"]
            parts = ", ".join(f"{k}: {v.GetMedianValue():.4f}" for k, v in smoothed_losses.items())
            print(f"iter {step} lr {lr:.5f} loss {smoothed_loss.GetMedianValue():.4f} ({parts}) "
                  f"{time.time() - start:.1f}s")


if __name__ == "__main__":
    main()
