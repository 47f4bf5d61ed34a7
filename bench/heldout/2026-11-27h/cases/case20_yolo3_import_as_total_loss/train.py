# expect: TL008
# source: https://github.com/bubbliiiing/yolo3-pytorch/issues/3 ("loss累积写法 可能会导致显存溢出": `total_loss += loss` / `val_loss += loss` in train.py is pre-0.4 style and should be `+= loss.item()`)
# note: the loss comes from compute_loss in nets/yolo_training.py (imported with `import nets.yolo_training as yt`), a graph-attached sum over the three scales, computed in grad mode and backpropagated; `total_loss += loss` keeps every iteration's graph for the whole epoch. The validation loop runs under no_grad and reads .item(), so only the training sum is wrong.
import torch

import nets.yolo_training as yt


def fit_one_epoch(model, loss_fns, optimizer, gen, gen_val, epoch, cuda):
    total_loss = 0
    val_loss = 0
    model.train()
    for iteration, (images, targets) in enumerate(gen):
        if cuda:
            images = images.cuda()
            targets = [t.cuda() for t in targets]
        optimizer.zero_grad()
        outputs = model(images)
        loss = yt.compute_loss(outputs, targets, loss_fns)
        loss.backward()
        optimizer.step()
        total_loss += loss

    model.eval()
    with torch.no_grad():
        for images_val, targets_val in gen_val:
            if cuda:
                images_val = images_val.cuda()
                targets_val = [t.cuda() for t in targets_val]
            val_loss += yt.compute_loss(model(images_val), targets_val, loss_fns).item()

    print("Epoch %d || Total Loss: %.4f || Val Loss: %.4f"
          % (epoch + 1, total_loss / (iteration + 1), val_loss / len(gen_val)))
    return val_loss / len(gen_val)


if __name__ == "__main__":
    from nets.yolo import YoloBody
    from utils.dataloader import yolo_loaders

    cuda = torch.cuda.is_available()
    model = YoloBody(anchors_mask=[[6, 7, 8], [3, 4, 5], [0, 1, 2]], num_classes=20)
    model = model.cuda() if cuda else model
    loss_fns = [yt.YOLOLoss(num_classes=20) for _ in range(3)]
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    gen, gen_val = yolo_loaders("2007_train.txt", "2007_val.txt", batch_size=8)
    for epoch in range(50):
        fit_one_epoch(model, loss_fns, optimizer, gen, gen_val, epoch, cuda)
