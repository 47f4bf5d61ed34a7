# expect: none
# source: https://github.com/Tencent/FaceDetection-DSFD/issues/62 ("can't convert CUDA tensor to numpy": "File \"demo.py\", line 69, in bbox_vote det_accu_sum[:, 0:4] = np.sum(det_accu[:, 0:4], axis=0) / np.sum(det_accu[:, -1:]) ... File \"/usr/local/lib/python3.7/site-packages/torch/tensor.py\", line 486, in __array__ return self.numpy() TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; no fix in the thread)
# note: DSFD's single-image demo (`demo.py`, 2019-2020), reconstructed and reduced to one file with a small stand-in detector instead of the ResNet-152 SSD and a random image instead of the selfie: the demo sets the default tensor type to `torch.cuda.FloatTensor` when cuda is available, moves the net with `net.cuda()` and the input with `x.cuda()`, and `infer` collects each detection as `[pt[0], pt[1], pt[2], pt[3], score]` where `pt` went through `.cpu().numpy()` but `score = detections[0, i, j, 0]` is still a 0-d cuda tensor; `det = np.array(det)` then has to convert that tensor (with current NumPy it raises there; in the thread the object array got as far as `bbox_vote`). Traps: `pt = (detections[0, i, j, 1:]*scale).cpu().numpy()`, the `np.where` / `np.maximum` / `np.row_stack` calls on NumPy arrays, `bbox_vote` working on the NumPy `det` only, `y.data` (no grad), and `Variable(..., volatile=True)` kept from the original. Twin: `score = detections[0, i, j, 0].item()`, so every row of `det` holds Python and NumPy floats only.
from __future__ import print_function
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
from torch.autograd import Variable

parser = argparse.ArgumentParser(description='DSFD:Dual Shot Face Detector')
parser.add_argument('--save_folder', default='eval_tools/', type=str,
                    help='Dir to save results')
parser.add_argument('--visual_threshold', default=0.1, type=float,
                    help='Final confidence threshold')
parser.add_argument('--cuda', default=True, type=bool,
                    help='Use cuda to train model')
args = parser.parse_args()

if args.cuda and torch.cuda.is_available():
    torch.set_default_tensor_type('torch.cuda.FloatTensor')
else:
    torch.set_default_tensor_type('torch.FloatTensor')

widerface_640 = {'min_dim': 640, 'conf_thresh': 0.05}
WIDERFace_CLASSES = ['face']


class TestBaseTransform:
    def __init__(self, mean):
        self.mean = np.array(mean, dtype=np.float32)

    def __call__(self, image):
        x = image.astype(np.float32) - self.mean
        return x, None, None


class TinySSD(nn.Module):
    """Stand-in for face_ssd.build_ssd('test', ...): returns [1, num_classes, top_k, 5]."""

    def __init__(self, num_classes, top_k=50):
        super().__init__()
        self.num_classes = num_classes
        self.top_k = top_k
        self.features = nn.Sequential(nn.Conv2d(3, 8, 3, stride=4, padding=1), nn.ReLU(),
                                      nn.AdaptiveAvgPool2d(4))
        self.head = nn.Linear(8 * 16, num_classes * top_k * 5)

    def forward(self, x):
        out = self.head(self.features(x).flatten(1))
        out = out.view(1, self.num_classes, self.top_k, 5)
        scores = torch.sigmoid(out[..., :1])
        scores, order = scores.sort(dim=2, descending=True)
        boxes = torch.sigmoid(out[..., 1:]).gather(2, order.expand(-1, -1, -1, 4))
        boxes = torch.cat([torch.minimum(boxes[..., :2], boxes[..., 2:]),
                           torch.maximum(boxes[..., :2], boxes[..., 2:])], dim=-1)
        return torch.cat([scores, boxes], dim=-1)


def build_ssd(phase, size, num_classes):
    return TinySSD(num_classes)


def bbox_vote(det):
    order = det[:, 4].ravel().argsort()[::-1]
    det = det[order, :]
    dets = np.zeros((0, 5), dtype=np.float32)
    while det.shape[0] > 0:
        # IOU
        area = (det[:, 2] - det[:, 0] + 1) * (det[:, 3] - det[:, 1] + 1)
        xx1 = np.maximum(det[0, 0], det[:, 0])
        yy1 = np.maximum(det[0, 1], det[:, 1])
        xx2 = np.minimum(det[0, 2], det[:, 2])
        yy2 = np.minimum(det[0, 3], det[:, 3])
        w = np.maximum(0.0, xx2 - xx1 + 1)
        h = np.maximum(0.0, yy2 - yy1 + 1)
        inter = w * h
        o = inter / (area[0] + area[:] - inter)

        # get needed merge det and delete these det
        merge_index = np.where(o >= 0.3)[0]
        det_accu = det[merge_index, :]
        det = np.delete(det, merge_index, 0)

        if merge_index.shape[0] <= 1:
            continue
        det_accu[:, 0:4] = det_accu[:, 0:4] * np.tile(det_accu[:, -1:], (1, 4))
        max_score = np.max(det_accu[:, 4])
        det_accu_sum = np.zeros((1, 5))
        det_accu_sum[:, 0:4] = np.sum(det_accu[:, 0:4], axis=0) / np.sum(det_accu[:, -1:])
        det_accu_sum[:, 4] = max_score
        dets = np.row_stack((dets, det_accu_sum))
    dets = dets[0:750, :]
    return dets


def infer(net, img, transform, thresh, cuda, shrink):
    x = torch.from_numpy(transform(img)[0]).permute(2, 0, 1)
    x = Variable(x.unsqueeze(0), volatile=True)
    if cuda:
        x = x.cuda()
    y = net(x)      # forward pass
    detections = y.data
    # scale each detection back up to the image
    scale = torch.Tensor([img.shape[1] / shrink, img.shape[0] / shrink,
                          img.shape[1] / shrink, img.shape[0] / shrink])
    det = []
    for i in range(detections.size(1)):
        j = 0
        while j < detections.size(2) and detections[0, i, j, 0] >= thresh:
            score = detections[0, i, j, 0].item()
            pt = (detections[0, i, j, 1:] * scale).cpu().numpy()
            det.append([pt[0], pt[1], pt[2], pt[3], score])
            j += 1
    if (len(det)) == 0:
        det = [[0.1, 0.1, 0.2, 0.2, 0.01]]
    det = np.array(det)

    keep_index = np.where(det[:, 4] >= 0)[0]
    det = det[keep_index, :]
    return det


def infer_flip(net, img, transform, thresh, cuda, shrink):
    img = img[:, ::-1, :].copy()
    det = infer(net, img, transform, thresh, cuda, shrink)
    det_t = np.zeros(det.shape)
    det_t[:, 0] = img.shape[1] - det[:, 2]
    det_t[:, 1] = det[:, 1]
    det_t[:, 2] = img.shape[1] - det[:, 0]
    det_t[:, 3] = det[:, 3]
    det_t[:, 4] = det[:, 4]
    return det_t


def test_oneimage():
    # load net
    cfg = widerface_640
    num_classes = len(WIDERFace_CLASSES) + 1  # +1 background
    net = build_ssd('test', cfg['min_dim'], num_classes)  # initialize SSD
    cuda = args.cuda and torch.cuda.is_available()
    if cuda:
        net.cuda()
    net.eval()
    print('Finished loading model!')

    transform = TestBaseTransform((104, 117, 123))
    thresh = cfg['conf_thresh']
    img = np.random.RandomState(0).randint(0, 255, (480, 640, 3)).astype(np.uint8)

    max_im_shrink = ((2000.0 * 2000.0) / (img.shape[0] * img.shape[1])) ** 0.5
    shrink = max_im_shrink if max_im_shrink < 1 else 1

    det0 = infer(net, img, transform, thresh, cuda, shrink)
    det1 = infer_flip(net, img, transform, thresh, cuda, shrink)
    det = np.row_stack((det0, det1))
    det = bbox_vote(det)
    inds = np.where(det[:, -1] >= args.visual_threshold)[0]
    print('{} faces above {:.2f}'.format(len(inds), args.visual_threshold))


if __name__ == '__main__':
    test_oneimage()
