# expect: TL003
# source: https://github.com/weecology/DeepForest/pull/1290 ("Gather validation predictions from all ranks in DDP for multi-gpu inference": "In on_validation_epoch_end, when world_size > 1, gather predictions from all ranks via torch.distributed.all_gather_object before building the predictions DataFrame and calling __evaluate__")
# note: DeepForest's LightningModule validation path reconstructed from the PR description (`validation_step` keeps each image's predicted boxes in `self.predictions`, `on_validation_epoch_end` builds the predictions DataFrame and evaluates recall/precision), single-GPU. Lightning (train.py: `Trainer(accelerator="gpu")`) moves the batch to the GPU and runs validation without grad, so the boxes/scores/labels are cuda tensors; `pd.DataFrame({"xmin": boxes[:, 0], ...})` converts them through NumPy and raises "can't convert cuda:0 device type tensor to numpy". Grad and dtype (float32 boxes, int64 labels) are fine; the ground-truth frame is already pandas.
import lightning.pytorch as pl
import pandas as pd
import torch
from torchvision.models.detection import retinanet_resnet50_fpn


def box_recall_precision(predictions, ground_df, iou_threshold=0.4):
    recalls, precisions = [], []
    for image_path, group in ground_df.groupby("image_path"):
        pred = predictions[predictions.image_path == image_path]
        if len(pred) == 0:
            recalls.append(0.0)
            continue
        gt = torch.tensor(group[["xmin", "ymin", "xmax", "ymax"]].values, dtype=torch.float32)
        pb = torch.tensor(pred[["xmin", "ymin", "xmax", "ymax"]].values, dtype=torch.float32)
        lt = torch.max(gt[:, None, :2], pb[None, :, :2])
        rb = torch.min(gt[:, None, 2:], pb[None, :, 2:])
        inter = (rb - lt).clamp(min=0).prod(-1)
        area_g = (gt[:, 2:] - gt[:, :2]).prod(-1)
        area_p = (pb[:, 2:] - pb[:, :2]).prod(-1)
        iou = inter / (area_g[:, None] + area_p[None, :] - inter)
        matched = (iou.max(dim=1).values > iou_threshold).float()
        recalls.append(matched.mean().item())
        precisions.append((iou.max(dim=0).values > iou_threshold).float().mean().item())
    return sum(recalls) / max(len(recalls), 1), sum(precisions) / max(len(precisions), 1)


class deepforest(pl.LightningModule):
    def __init__(self, num_classes=1, ground_df=None, score_thresh=0.1):
        super().__init__()
        self.model = retinanet_resnet50_fpn(weights=None, num_classes=num_classes)
        self.model.score_thresh = score_thresh
        self.ground_df = ground_df
        self.predictions = []

    def training_step(self, batch, batch_idx):
        paths, images, targets = batch
        loss_dict = self.model(images, targets)
        losses = sum(loss_dict.values())
        self.log("train_loss", losses)
        return losses

    def validation_step(self, batch, batch_idx):
        paths, images, targets = batch
        self.model.eval()
        preds = self.model(images)
        for path, pred in zip(paths, preds):
            self.predictions.append((path, pred))

    def on_validation_epoch_end(self):
        frames = []
        for path, pred in self.predictions:
            boxes = pred["boxes"]
            scores = pred["scores"]
            labels = pred["labels"]
            df = pd.DataFrame({"xmin": boxes[:, 0], "ymin": boxes[:, 1], "xmax": boxes[:, 2], "ymax": boxes[:, 3],
                               "score": scores, "label": labels})
            df["image_path"] = path
            frames.append(df)
        self.predictions = []
        if not frames or self.ground_df is None:
            return
        predictions = pd.concat(frames, ignore_index=True)
        recall, precision = box_recall_precision(predictions, self.ground_df)
        self.log("box_recall", recall)
        self.log("box_precision", precision)

    def configure_optimizers(self):
        return torch.optim.SGD(self.model.parameters(), lr=0.001, momentum=0.9)
