# expect: TL008
# source: https://github.com/bubbliiiing/faster-rcnn-pytorch/issues/27 (process killed after unfreezing; fix from the PyTorch FAQ: change `total_loss += loss` to `total_loss += float(loss)` so the loss stops accumulating autograd history)
# note: reconstruction of train.py's fit_one_epoch: the four Faster R-CNN losses are summed into `total_loss` without detaching, so every iteration's graph stays alive until the epoch ends. The progress line reads `.item()`, which is valid; nothing is converted to NumPy.
import torch
from tqdm import tqdm


def fit_one_epoch(net, train_util, optimizer, gen, epoch_step, epoch, Epoch, cuda):
    total_loss = 0
    rpn_loc_loss = 0
    net.train()
    with tqdm(total=epoch_step, desc=f"Epoch {epoch + 1}/{Epoch}") as pbar:
        for iteration, (images, boxes, labels) in enumerate(gen):
            if iteration >= epoch_step:
                break
            with torch.no_grad():
                images = torch.from_numpy(images).float()
                if cuda:
                    images = images.cuda()

            rpn_loc, rpn_cls, roi_loc, roi_cls, total = train_util.train_step(images, boxes, labels, 1)
            total_loss += total
            rpn_loc_loss += rpn_loc.item()

            pbar.set_postfix(total_loss=total_loss.item() / (iteration + 1),
                             rpn_loc=rpn_loc_loss / (iteration + 1),
                             lr=optimizer.param_groups[0]["lr"])
            pbar.update(1)
    return total_loss / epoch_step
