# expect: none
# source: https://github.com/brazgardian/M3D-RPN/issues/47 ("TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.", running `python scripts/train_rpn_3d.py --config=kitti_3d_multi_warmup`: traceback `scripts/train_rpn_3d.py ... det_loss, det_stats = criterion_det(cls, prob, bbox_2d, bbox_3d, imobjs, feat_size)` -> `lib/loss/rpn_3d.py, line 126, in forward: src_anchors = self.anchors[rois[:, 4].type(torch.cuda.LongTensor), :]` -> `torch/tensor.py ... in __array__: return self.numpy()`; reply: "check which tensor is causing this error. just take that variable and apply variable_name.numpy() or variable_name.cpu().data.numpy()"), no upstream fix; code: garrickbrazil/M3D-RPN 05ef276 (the repository the fork copies) `lib/loss/rpn_3d.py`, `lib/rpn_util.py`, `lib/core.py`, `lib/imdb_util.py`, `scripts/train_rpn_3d.py`, `scripts/config/kitti_3d_multi_warmup.py`, `models/densenet121_3d_dilate.py`
# note: M3D-RPN reduced to 7 files: `scripts/config/kitti_3d_multi_warmup.py` starts with `conf.anchors = None`, `generate_anchors` (lib/rpn_util.py, called by `scripts/train_rpn_3d.py`) fills it with a NumPy array (`np.zeros(...)`, then `np.concatenate` with the 3D priors) and `RPN_3D_loss.__init__` keeps it as `self.anchors`; in `forward`, `rois` comes from `locate_anchors(..., convert_tensor=True)` and is cast with `.type(torch.cuda.FloatTensor)`, so `self.anchors[rois[:, 4].type(torch.cuda.LongTensor), :]` indexes a NumPy array with a cuda tensor, which NumPy converts with `__array__`: "can't convert CUDA tensor to numpy". Traps: `prob.cpu().detach().numpy()` and `cls.argmax(dim=2).cpu().detach().numpy()` copy first; `compute_targets` gets `rois_cpu.numpy()` and indexes `anchors` with a NumPy tracker; the targets (`transforms`) stay NumPy until `torch.tensor(...)`; `src_anchors[fg_inds, 4]` indexes a tensor with a NumPy array (torch indexing, no conversion); `.item()` values are host floats; the rois are built from NumPy (no grad). Twin: the anchor indices are copied to the host before indexing, `self.anchors[rois[:, 4].long().cpu().numpy(), :]` (the reply's "apply variable_name.cpu().data.numpy()"), so NumPy indexes with an int64 array; the cuda `src_anchors` tensor is then built from the NumPy rows as before.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from lib.rpn_util import bbXYWH2Coords, compute_targets, locate_anchors


class RPN_3D_loss(nn.Module):

    def __init__(self, conf):
        super(RPN_3D_loss, self).__init__()
        self.anchors = conf.anchors
        self.bbox_means = conf.bbox_means
        self.bbox_stds = conf.bbox_stds
        self.feat_stride = conf.feat_stride
        self.fg_fraction = conf.fg_fraction
        self.box_samples = conf.box_samples
        self.fg_thresh = conf.fg_thresh
        self.bg_thresh_hi = conf.bg_thresh_hi
        self.hard_negatives = conf.hard_negatives
        self.cls_2d_lambda = conf.cls_2d_lambda
        self.bbox_3d_lambda = conf.bbox_3d_lambda
        self.lbls = conf.lbls

    def forward(self, cls, prob, bbox_2d, bbox_3d, imobjs, feat_size):

        stats = []
        loss = torch.tensor(0).type(torch.cuda.FloatTensor)
        batch_size = cls.shape[0]
        prob_detach = prob.cpu().detach().numpy()

        bbox_z3d = bbox_3d[:, :, 2]
        bbox_ry3d = bbox_3d[:, :, 6]

        labels = np.zeros(cls.shape[0:2])
        labels_weight = np.zeros(cls.shape[0:2])
        bbox_weights = np.zeros(cls.shape[0:2])
        bbox_z3d_tar = np.zeros(cls.shape[0:2])
        bbox_ry3d_tar = np.zeros(cls.shape[0:2])

        # get all rois
        rois = locate_anchors(self.anchors, feat_size, self.feat_stride, convert_tensor=True)
        rois = rois.type(torch.cuda.FloatTensor)

        bbox_z3d_dn = bbox_z3d * self.bbox_stds[:, 4][0] + self.bbox_means[:, 4][0]

        src_anchors = self.anchors[rois[:, 4].long().cpu().numpy(), :]
        src_anchors = torch.tensor(src_anchors, requires_grad=False).type(torch.cuda.FloatTensor)
        if len(src_anchors.shape) == 1: src_anchors = src_anchors.unsqueeze(0)

        bbox_z3d_dn = src_anchors[:, 4].unsqueeze(0) + bbox_z3d_dn

        rois_cpu = rois.cpu()
        for bind in range(0, batch_size):
            imobj = imobjs[bind]
            gts_val = bbXYWH2Coords(np.array([gt.bbox_full for gt in imobj.gts]).reshape(-1, 4) * imobj.scale_factor)
            gts_3d = np.array([gt.bbox_3d for gt in imobj.gts]).reshape(-1, 7)
            box_lbls = np.array([self.lbls.index(gt.cls) for gt in imobj.gts], dtype=np.int64)

            # bbox regression
            transforms = compute_targets(gts_val, rois_cpu.numpy(), self.fg_thresh, self.bg_thresh_hi, self.anchors,
                                         gts_3d, box_lbls, tracker=rois_cpu[:, 4].numpy())

            # normalize 3d
            transforms[:, 5:7] = (transforms[:, 5:7] - self.bbox_means[:, 4:6]) / self.bbox_stds[:, 4:6]

            fg_inds = np.flatnonzero(transforms[:, 4] > 0)
            bg_inds = np.flatnonzero(transforms[:, 4] < 0)

            labels[bind, fg_inds] = transforms[fg_inds, 4]
            bbox_z3d_tar[bind, :] = transforms[:, 5]
            bbox_ry3d_tar[bind, :] = transforms[:, 6]

            # box sampling
            fg_num = min(round(rois.shape[0] * self.box_samples * self.fg_fraction), len(fg_inds))
            bg_num = min(round(rois.shape[0] * self.box_samples - fg_num), len(bg_inds))

            if fg_num > 0 and fg_num != fg_inds.shape[0]:
                fg_inds = np.random.choice(fg_inds, fg_num, replace=False)
            if self.hard_negatives and bg_num > 0 and bg_num != bg_inds.shape[0]:
                # hardest negatives: lowest background probability
                bg_inds = bg_inds[prob_detach[bind, bg_inds, 0].argsort()][0:bg_num]
            elif bg_num > 0:
                bg_inds = np.random.choice(bg_inds, bg_num, replace=False)

            labels_weight[bind, bg_inds] = 1
            labels_weight[bind, fg_inds] = 1
            bbox_weights[bind, fg_inds] = 1

            if len(fg_inds) > 0:
                z_tar = bbox_z3d_tar[bind, fg_inds] * self.bbox_stds[0, 4] + self.bbox_means[0, 4]
                z_tar = torch.from_numpy(z_tar).type(torch.cuda.FloatTensor) + src_anchors[fg_inds, 4]
                abs_z = torch.abs(z_tar - bbox_z3d_dn[bind, fg_inds].detach()).mean().item()
                stats.append({'name': 'z', 'val': abs_z, 'format': '{:0.2f}', 'group': 'misc'})

        cls_pred = cls.argmax(dim=2).cpu().detach().numpy()
        fg_all = (labels > 0) & (labels_weight > 0)
        if fg_all.any():
            stats.append({'name': 'fg', 'val': np.mean(cls_pred[fg_all] == labels[fg_all]), 'format': '{:0.2f}', 'group': 'acc'})

        labels = torch.tensor(labels, requires_grad=False).view(-1).type(torch.cuda.LongTensor)
        active = torch.tensor(labels_weight, requires_grad=False).view(-1).type(torch.cuda.FloatTensor) > 0
        if self.cls_2d_lambda and active.any():
            loss_cls = F.cross_entropy(cls.reshape(-1, cls.shape[2])[active], labels[active])
            loss += loss_cls * self.cls_2d_lambda
            stats.append({'name': 'cls', 'val': loss_cls.item(), 'format': '{:0.4f}', 'group': 'loss'})

        fg = torch.tensor(bbox_weights, requires_grad=False).view(-1).type(torch.cuda.FloatTensor) > 0
        if self.bbox_3d_lambda and fg.any():
            z_tar = torch.tensor(bbox_z3d_tar).view(-1).type(torch.cuda.FloatTensor)[fg]
            ry_tar = torch.tensor(bbox_ry3d_tar).view(-1).type(torch.cuda.FloatTensor)[fg]
            loss_3d = F.smooth_l1_loss(bbox_z3d.reshape(-1)[fg], z_tar) + F.smooth_l1_loss(bbox_ry3d.reshape(-1)[fg], ry_tar)
            loss += loss_3d * self.bbox_3d_lambda
            stats.append({'name': 'bbox_3d', 'val': loss_3d.item(), 'format': '{:0.4f}', 'group': 'loss'})

        return loss, stats
