# expect: TL008
# source: https://github.com/McGregorWwww/UDTransNet/issues/21 ("复现": "为什么我在训练的时候显存会一直增加到爆了" (why does GPU memory keep growing during training until it runs out) - "我训练3D数据的时候也是一直增加到运行不了" - reply: "造成显存泄露的原因：loss_sum+=loss改成了loss_sum+=loss.item即可。" (the leak comes from `loss_sum+=loss`; change it to `loss_sum+=loss.item`))
# note: UDTransNet's per-epoch training routine reconstructed for Lightning Fabric (`train_model.py` builds `Fabric(accelerator="cuda", precision="16-mixed")`, calls `fabric.setup(model, optimizer)` and `fabric.setup_dataloaders(...)`, so batches arrive on the GPU and the model's outputs carry autograd history; the Fabric framing is this set's). In `train_one_epoch`, `loss_sum += loss` adds the graph-attached loss (the tensor just passed to `fabric.backward`) to a running sum that lives for the whole epoch, so every iteration's autograd history stays referenced. The soft Dice is computed on `preds.detach()`, so `dice_sum` holds no graph; the validation pass runs under `torch.no_grad()` with `.item()`; the logged averages go through `float(...)`; the learning rate is a Python float from the scheduler.
import time

import torch


def print_summary(epoch, i, nb_batch, loss, loss_name, batch_time, average_loss, average_time, dice, average_dice, lr, mode):
    summary = "   [" + str(mode) + "] Epoch: [{0}][{1}/{2}]  ".format(epoch, i, nb_batch)
    summary += "{}: {:.3f} (Avg {:.4f}) ".format(loss_name, loss, average_loss)
    summary += "Dice:{:.4f} (Avg {:.4f}) ".format(dice, average_dice)
    summary += "LR {:.2e}   ".format(lr)
    summary += "(AvgTime {:.1f})   ".format(average_time)
    print(summary)


def soft_dice(pred, target, eps=1e-5):
    inter = (pred * target).sum(dim=(1, 2, 3))
    union = pred.sum(dim=(1, 2, 3)) + target.sum(dim=(1, 2, 3))
    return ((2 * inter + eps) / (union + eps)).mean()


def train_one_epoch(fabric, loader, model, criterion, optimizer, epoch, lr_scheduler, config):
    model.train()
    loss_sum, dice_sum = 0.0, 0.0
    time_sum = 0.0
    end = time.time()
    for i, (sampled_batch, names) in enumerate(loader, 1):
        images, masks = sampled_batch["image"], sampled_batch["label"]

        preds = model(images)
        out_loss = criterion(preds, masks.float())
        optimizer.zero_grad()
        fabric.backward(out_loss)
        optimizer.step()

        loss = out_loss
        train_dice = soft_dice(torch.sigmoid(preds.detach()), masks.float())

        batch_time = time.time() - end
        time_sum += len(images) * batch_time
        loss_sum += loss
        dice_sum += len(images) * train_dice

        if i == len(loader):
            average_loss = loss_sum / (config.batch_size * (i - 1) + len(images))
            train_dice_avg = dice_sum / (config.batch_size * (i - 1) + len(images))
            average_time = time_sum / (config.batch_size * (i - 1) + len(images))
        else:
            average_loss = loss_sum / (i * config.batch_size)
            train_dice_avg = dice_sum / (i * config.batch_size)
            average_time = time_sum / (i * config.batch_size)
        end = time.time()

        if i % config.print_frequency == 0 and fabric.is_global_zero:
            print_summary(epoch + 1, i, len(loader), float(out_loss), "Loss", batch_time,
                          float(average_loss), average_time, float(train_dice), float(train_dice_avg),
                          optimizer.param_groups[0]["lr"], "Train")
        if lr_scheduler is not None:
            lr_scheduler.step()
    return float(average_loss), float(train_dice_avg)


def validate_one_epoch(fabric, loader, model, criterion, epoch, config):
    model.eval()
    loss_sum, dice_sum, n = 0.0, 0.0, 0
    with torch.no_grad():
        for sampled_batch, names in loader:
            images, masks = sampled_batch["image"], sampled_batch["label"]
            preds = model(images)
            loss_sum += criterion(preds, masks.float()).item() * len(images)
            dice_sum += soft_dice(torch.sigmoid(preds), masks.float()).item() * len(images)
            n += len(images)
    if fabric.is_global_zero:
        print("   [Val] Epoch: [{}]  Loss {:.4f}  Dice {:.4f}".format(epoch + 1, loss_sum / n, dice_sum / n))
    return loss_sum / n, dice_sum / n
