import torch.nn as nn
from torchvision import models


def dilate_layer(layer, val):
    layer.dilation = val
    layer.padding = val


def flatten_heads(x, num_anchors):
    """[B, A * K, H, W] -> [B, H * W * A, K], anchors varying fastest (as in `locate_anchors`)."""
    batch_size, channels, feat_h, feat_w = x.shape
    x = x.view(batch_size, num_anchors, channels // num_anchors, feat_h, feat_w)
    return x.permute(0, 3, 4, 1, 2).reshape(batch_size, feat_h * feat_w * num_anchors, channels // num_anchors)


class RPN(nn.Module):

    def __init__(self, phase, base, conf):
        super(RPN, self).__init__()

        self.base = base

        del self.base.transition3.pool

        # dilate
        dilate_layer(self.base.denseblock4.denselayer1.conv2, 2)
        dilate_layer(self.base.denseblock4.denselayer2.conv2, 2)
        dilate_layer(self.base.denseblock4.denselayer3.conv2, 2)

        # settings
        self.phase = phase
        self.num_classes = len(conf['lbls']) + 1
        self.num_anchors = conf['anchors'].shape[0]

        self.prop_feats = nn.Sequential(
            nn.Conv2d(self.base[-1].num_features, 512, 3, padding=1),
            nn.ReLU(inplace=True),
        )

        # outputs
        self.cls = nn.Conv2d(self.prop_feats[0].out_channels, self.num_classes * self.num_anchors, 1)

        # bbox 2d [x, y, w, h] and 3d [x, y, z, w, h, l, rotY]
        self.bbox_2d = nn.Conv2d(self.prop_feats[0].out_channels, 4 * self.num_anchors, 1)
        self.bbox_3d = nn.Conv2d(self.prop_feats[0].out_channels, 7 * self.num_anchors, 1)

        self.softmax = nn.Softmax(dim=2)

    def forward(self, x):

        # densenet
        x = self.base(x)

        prop_feats = self.prop_feats(x)
        feat_size = [prop_feats.size(2), prop_feats.size(3)]

        cls = flatten_heads(self.cls(prop_feats), self.num_anchors)

        # score probabilities
        prob = self.softmax(cls)

        bbox_2d = flatten_heads(self.bbox_2d(prop_feats), self.num_anchors)
        bbox_3d = flatten_heads(self.bbox_3d(prop_feats), self.num_anchors)

        if self.training:
            return cls, prob, bbox_2d, bbox_3d, feat_size
        else:
            return cls, prob, bbox_2d, bbox_3d, feat_size


def build(conf, phase='train'):

    train = phase.lower() == 'train'

    densenet121 = models.densenet121(weights='DEFAULT' if train else None)

    rpn_net = RPN(phase, densenet121.features, conf)

    if train: rpn_net.train()
    else: rpn_net.eval()

    return rpn_net
