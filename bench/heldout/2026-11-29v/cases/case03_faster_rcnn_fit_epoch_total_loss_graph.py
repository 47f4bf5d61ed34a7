# expect: TL008
# source: https://github.com/bubbliiiing/faster-rcnn-pytorch/issues/35 ("代码存在内存泄漏问题，建议进行优化" [the code leaks memory, please optimise]: "loss累加的时候直接相加，而没有+=loss.item()，导致在某些时候资源没有得到释放，内存不断增加 / 代码修改成下面这样正常 total_loss += total.item() rpn_loc_loss += rpn_loc.item() rpn_cls_loss += rpn_cls.item() roi_loc_loss += roi_loc.item() roi_cls_loss += roi_cls.item()")
# note: bubbliiiing's Faster R-CNN `train.py`, reconstructed and reduced to one runnable file: the detector is a small stand-in with the same four losses (RPN loc/cls, ROI loc/cls), `FasterRCNNTrainer.train_step` runs forward, `backward()` and `optimizer.step()` and returns the loss tensors, and `fit_ori_model` sums them into `total_loss`, `rpn_loc_loss`... with `+=` over every iteration of the epoch, so each running sum keeps the autograd node chain of every step alive (`Cuda = True`, the model on the GPU). Traps: the validation sums run under `torch.no_grad()`, the progress line uses `float(...)`, the images are built from NumPy arrays with `torch.from_numpy`, and the learning rate is read with `get_lr`.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim


class FasterRCNN(nn.Module):
    def __init__(self, num_classes=20):
        super().__init__()
        self.extractor = nn.Sequential(
            nn.Conv2d(3, 16, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.ReLU(),
        )
        self.rpn_loc = nn.Conv2d(32, 9 * 4, 1)
        self.rpn_score = nn.Conv2d(32, 9 * 2, 1)
        self.head_loc = nn.Linear(32, (num_classes + 1) * 4)
        self.head_score = nn.Linear(32, num_classes + 1)

    def forward(self, x):
        base = self.extractor(x)
        pooled = base.mean(dim=(2, 3))
        return self.rpn_loc(base), self.rpn_score(base), self.head_loc(pooled), self.head_score(pooled)


class FasterRCNNTrainer(nn.Module):
    def __init__(self, faster_rcnn, optimizer):
        super().__init__()
        self.faster_rcnn = faster_rcnn
        self.optimizer = optimizer

    def forward(self, imgs, bboxes, labels):
        rpn_locs, rpn_scores, roi_locs, roi_scores = self.faster_rcnn(imgs)
        rpn_loc_loss = F.smooth_l1_loss(rpn_locs, torch.zeros_like(rpn_locs))
        rpn_cls_loss = F.cross_entropy(rpn_scores.permute(0, 2, 3, 1).reshape(-1, 2),
                                       torch.zeros(rpn_scores.numel() // 2, dtype=torch.long, device=imgs.device))
        roi_loc_loss = F.smooth_l1_loss(roi_locs[:, :4], bboxes)
        roi_cls_loss = F.cross_entropy(roi_scores, labels)
        losses = [rpn_loc_loss, rpn_cls_loss, roi_loc_loss, roi_cls_loss]
        losses = losses + [sum(losses)]
        return losses

    def train_step(self, imgs, bboxes, labels):
        self.optimizer.zero_grad()
        losses = self.forward(imgs, bboxes, labels)
        losses[-1].backward()
        self.optimizer.step()
        return losses


def get_lr(optimizer):
    for param_group in optimizer.param_groups:
        return param_group["lr"]


def generator(batches, batch_size=4, num_classes=20):
    rng = np.random.default_rng(0)
    for _ in range(batches):
        images = rng.random((batch_size, 3, 128, 128), dtype=np.float32)
        boxes = rng.random((batch_size, 4), dtype=np.float32)
        labels = rng.integers(0, num_classes, size=batch_size)
        yield images, boxes, labels


def fit_ori_model(net, train_util, epoch, epoch_size, epoch_size_val, gen, genval, Epoch, cuda):
    total_loss = 0
    rpn_loc_loss = 0
    rpn_cls_loss = 0
    roi_loc_loss = 0
    roi_cls_loss = 0
    val_toal_loss = 0

    net.train()
    for iteration, batch in enumerate(gen):
        if iteration >= epoch_size:
            break
        imgs, boxes, labels = batch[0], batch[1], batch[2]
        with torch.no_grad():
            imgs = torch.from_numpy(imgs).type(torch.FloatTensor)
            boxes = torch.from_numpy(boxes)
            labels = torch.from_numpy(labels).long()
            if cuda:
                imgs, boxes, labels = imgs.cuda(), boxes.cuda(), labels.cuda()

        losses = train_util.train_step(imgs, boxes, labels)
        rpn_loc, rpn_cls, roi_loc, roi_cls, total = losses
        total_loss += total
        rpn_loc_loss += rpn_loc
        rpn_cls_loss += rpn_cls
        roi_loc_loss += roi_loc
        roi_cls_loss += roi_cls

        if iteration % 10 == 0:
            print("Epoch %d/%d iter %d: total %.4f rpn_loc %.4f rpn_cls %.4f roi_loc %.4f roi_cls %.4f lr %.2e" % (
                epoch + 1, Epoch, iteration,
                float(total_loss) / (iteration + 1), float(rpn_loc_loss) / (iteration + 1),
                float(rpn_cls_loss) / (iteration + 1), float(roi_loc_loss) / (iteration + 1),
                float(roi_cls_loss) / (iteration + 1), get_lr(train_util.optimizer)))

    net.eval()
    print("Start Validation")
    for iteration, batch in enumerate(genval):
        if iteration >= epoch_size_val:
            break
        imgs, boxes, labels = batch[0], batch[1], batch[2]
        with torch.no_grad():
            imgs = torch.from_numpy(imgs).type(torch.FloatTensor)
            boxes = torch.from_numpy(boxes)
            labels = torch.from_numpy(labels).long()
            if cuda:
                imgs, boxes, labels = imgs.cuda(), boxes.cuda(), labels.cuda()
            train_util.optimizer.zero_grad()
            losses = train_util.forward(imgs, boxes, labels)
            _, _, _, _, val_total = losses
            val_toal_loss += val_total
    print("Total Loss: %.4f || Val Loss: %.4f " % (
        float(total_loss) / (epoch_size + 1), float(val_toal_loss) / (epoch_size_val + 1)))
    torch.save(net.state_dict(), "Epoch%d-Total_Loss%.4f.pth" % (epoch + 1, float(total_loss) / (epoch_size + 1)))


if __name__ == "__main__":
    Cuda = True
    NUM_CLASSES = 20
    model = FasterRCNN(NUM_CLASSES)
    net = model.train()
    if Cuda:
        net = net.cuda()

    lr = 1e-4
    Init_Epoch, Freeze_Epoch = 0, 2
    optimizer = optim.Adam(net.parameters(), lr, weight_decay=5e-4)
    lr_scheduler = optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.95)
    train_util = FasterRCNNTrainer(model, optimizer)

    epoch_size, epoch_size_val = 200, 20
    for epoch in range(Init_Epoch, Freeze_Epoch):
        gen = generator(epoch_size, num_classes=NUM_CLASSES)
        gen_val = generator(epoch_size_val, num_classes=NUM_CLASSES)
        fit_ori_model(net, train_util, epoch, epoch_size, epoch_size_val, gen, gen_val, Freeze_Epoch, Cuda)
        lr_scheduler.step()
