# expect: TL008
# source: https://github.com/VISION-SJTU/DiffusionTrack/issues/2 ("训练时内存占用一直增加" (memory keeps growing during training): "找到了，是他记录loss的时候没有用item()，tensor被不断存储，将lib\\train\\actors\\diffusiontrack.py文件中的compute_losses函数改一下就行了" (found it: the losses are recorded without item(), tensors keep being stored; change compute_losses in lib/train/actors/diffusiontrack.py))
# note: the pytracking-style DiffusionTrack training stack under `DistributedDataParallel`, reconstructed: `train_script.py` wraps the network in DDP on `cuda:{local_rank}`, `actors/diffusiontrack.py` returns a `status` dict holding the graph-attached total and per-term losses, and `LTRTrainer._update_stats` feeds them to `AverageMeter`s (`admin/stats.py`) that sum them over the whole epoch, so every iteration's graph stays referenced. The IoU statistic is computed under `torch.no_grad()`; the learning rate is read as a float. Header `lib/train/actors/diffusiontrack.py`.
import torch

from lib.utils.box_ops import box_cxcywh_to_xyxy, box_iou, box_xywh_to_xyxy

from . import BaseActor


class DiffusionTrackActor(BaseActor):
    """Actor for training DiffusionTrack models."""

    def __init__(self, net, objective, loss_weight, settings, cfg=None):
        super().__init__(net, objective)
        self.loss_weight = loss_weight
        self.settings = settings
        self.bs = self.settings.batchsize
        self.cfg = cfg

    def __call__(self, data):
        """
        args:
            data - The input data, should contain the fields 'template', 'search', 'gt_bbox'.
        returns:
            loss    - the training loss
            status  -  dict containing detailed losses
        """
        outputs, new_targets = self.forward_pass(data)
        loss, status = self.compute_losses(outputs, new_targets)
        return loss, status

    def forward_pass(self, data):
        template_img = data["template_images"][0].view(-1, *data["template_images"].shape[2:])
        search_img = data["search_images"][0].view(-1, *data["search_images"].shape[2:])
        targets = [{"boxes": box_xywh_to_xyxy(b)} for b in data["search_anno"][0]]
        outputs, new_targets = self.net(template=template_img, search=search_img, targets=targets, mode="train")
        return outputs, new_targets

    def compute_losses(self, outputs, new_targets, return_status=True):
        loss_dict, weight_dict = self.net(outputs=outputs, new_targets=new_targets, mode="compute_loss")
        new_loss_dict = {}
        for k in loss_dict.keys():
            if k in weight_dict:
                new_loss_dict[k] = loss_dict[k] * weight_dict[k]

        losses = sum(new_loss_dict.values())

        if return_status:
            # status for log
            status = {"Loss/total": losses}
            status.update({"Loss/" + k: v for k, v in new_loss_dict.items()})
            with torch.no_grad():
                pred = box_cxcywh_to_xyxy(outputs["pred_boxes"][:, 0])
                gt = torch.stack([t["boxes"][0] for t in new_targets])
                iou, _ = box_iou(pred, gt)
            status["IoU"] = iou.diag().mean().item()
            return losses, status
        return losses
