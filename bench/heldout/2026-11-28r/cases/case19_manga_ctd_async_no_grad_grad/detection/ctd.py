# expect: TL002
# source: https://github.com/zyddnys/manga-image-translator/issues/179 ("RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead." - reply: "not sure why @torch.no_grad didn't made it change following line https://github.com/zyddnys/manga-image-translator/blob/32a037532d51b471f196c5925fa0cd6769fa172e/detection/ctd.py#L112 to `with torch.no_grad():` / `_, mask, lines = self.model(batch)` should fix it")
# note: the comic-text-detector wrapper reconstructed. `_forward` is an `async def` decorated with `@torch.no_grad()`; torch's decorator wraps only the call that creates the coroutine, so when the coroutine body runs (awaited by the detector's `detect`) grad mode is on again. `_forward` hands `det_batch_forward_ctd` to `utils.det_rearrange_forward`, which calls it for every batch of page patches; there the cuda `TextDetBase` (an `nn.Module` whose weights require grad, `detection/ctd_utils/basemodel.py`) produces graph-attached `mask`/`lines`, and `mask.cpu().numpy()` raises (why the decorator "didn't make it"). The single-tile path of `_forward` detaches the model outputs itself; `postprocess_mask`/`postprocess_yolo` detach before converting; the OpenCV DNN path returns NumPy arrays.
import os
import shutil
from typing import Tuple, Union

import cv2
import einops
import numpy as np
import torch

from utils import det_rearrange_forward
from .common import OfflineDetector
from .ctd_utils.basemodel import TextDetBase, TextDetBaseDNN
from .ctd_utils.textblock import TextBlock, group_output
from .ctd_utils.textmask import REFINEMASK_INPAINT, refine_mask
from .ctd_utils.utils.db_utils import SegDetectorRepresenter
from .ctd_utils.utils.imgproc_utils import letterbox
from .ctd_utils.utils.yolov5_utils import non_max_suppression


def preprocess_img(img, input_size=(1024, 1024), device="cpu", bgr2rgb=True, half=False, to_tensor=True):
    if bgr2rgb:
        img = cv2.cvtColor(img, cv2.COLOR_BGR2RGB)
    img_in, ratio, (dw, dh) = letterbox(img, new_shape=input_size, auto=False, stride=64)
    if to_tensor:
        img_in = img_in.transpose((2, 0, 1))[::-1]
        img_in = np.array([np.ascontiguousarray(img_in)]).astype(np.float32) / 255
        img_in = torch.from_numpy(img_in).to(device)
        if half:
            img_in = img_in.half()
    return img_in, ratio, int(dw), int(dh)


def postprocess_mask(img: Union[torch.Tensor, np.ndarray], thresh=None):
    if isinstance(img, torch.Tensor):
        img = img.squeeze_()
        if img.device != "cpu":
            img = img.detach().cpu()
        img = img.numpy()
    else:
        img = img.squeeze()
    if thresh is not None:
        img = img > thresh
    img = img * 255
    return img.astype(np.uint8)


def postprocess_yolo(det, conf_thresh, nms_thresh, resize_ratio):
    det = non_max_suppression(det, conf_thresh, nms_thresh)[0]
    if isinstance(det, torch.Tensor):
        det = det.detach_().cpu().numpy()
    det[..., [0, 2]] = det[..., [0, 2]] * resize_ratio[0]
    det[..., [1, 3]] = det[..., [1, 3]] * resize_ratio[1]
    blines = det[..., 0:4].astype(np.int32)
    confs = np.round(det[..., 4], 3)
    cls = det[..., 5].astype(np.int32)
    return blines, cls, confs


class ComicTextDetector(OfflineDetector):
    _MODEL_MAPPING = {
        "model-cuda": {"file": "comictextdetector.pt"},
        "model-cpu": {"file": "comictextdetector.pt.onnx"},
    }

    def __init__(self, *args, **kwargs):
        os.makedirs(self._MODEL_DIR, exist_ok=True)
        for fname in ("comictextdetector.pt", "comictextdetector.pt.onnx"):
            if os.path.exists(fname):
                shutil.move(fname, self._get_file_path(fname))
        super().__init__(*args, **kwargs)

    async def _load(self, device: str, input_size=1024, half=False, nms_thresh=0.35, conf_thresh=0.4):
        self.device = device
        if self.device == "cuda":
            self.model = TextDetBase(self._get_file_path("comictextdetector.pt"), device=self.device, act="leaky")
            self.model.cuda()
            self.backend = "torch"
        else:
            self.model = TextDetBaseDNN(input_size, self._get_file_path("comictextdetector.pt.onnx"))
            self.backend = "opencv"
        self.input_size = (input_size, input_size) if isinstance(input_size, int) else input_size
        self.half = half
        self.conf_thresh = conf_thresh
        self.nms_thresh = nms_thresh
        self.seg_rep = SegDetectorRepresenter(thresh=0.3)

    async def _unload(self):
        del self.model

    def det_batch_forward_ctd(self, batch: np.ndarray, device: str) -> Tuple[np.ndarray, np.ndarray]:
        if isinstance(self.model, TextDetBase):
            batch = einops.rearrange(batch.astype(np.float32) / 255., "n h w c -> n c h w")
            batch = torch.from_numpy(batch).to(device)
            _, mask, lines = self.model(batch)
            mask = mask.cpu().numpy()
            lines = lines.cpu().numpy()
        elif isinstance(self.model, TextDetBaseDNN):
            mask_lst, line_lst = [], []
            for b in batch:
                _, mask, lines = self.model(b)
                if mask.shape[1] == 2:  # some versions of opencv return the outputs swapped
                    mask, lines = lines, mask
                mask_lst.append(mask)
                line_lst.append(lines)
            lines, mask = np.concatenate(line_lst, 0), np.concatenate(mask_lst, 0)
        else:
            raise NotImplementedError
        return lines, mask

    @torch.no_grad()
    async def _forward(self, image: np.ndarray, detect_size: int, text_threshold: float, box_threshold: float,
                       unclip_ratio: float, det_rearrange_max_batches: int, verbose: bool = False):
        im_h, im_w = image.shape[:2]
        lines_map, mask = det_rearrange_forward(image, self.det_batch_forward_ctd, self.input_size[0],
                                                det_rearrange_max_batches, self.device, verbose)
        blks = []
        if lines_map is None:
            img_in, ratio, dw, dh = preprocess_img(image, input_size=self.input_size, device=self.device,
                                                   half=self.half, to_tensor=self.backend == "torch")
            blks, mask, lines_map = self.model(img_in)
            if self.backend == "opencv" and mask.shape[1] == 2:
                mask, lines_map = lines_map, mask
            if self.backend == "torch":
                blks, mask = blks.detach(), mask.detach()
                lines_map = lines_map.detach().cpu().numpy()
            mask = mask.squeeze()
            resize_ratio = (im_w / (self.input_size[0] - dw), im_h / (self.input_size[1] - dh))
            blks = postprocess_yolo(blks, self.conf_thresh, self.nms_thresh, resize_ratio)
            mask = mask[..., :mask.shape[0] - dh, :mask.shape[1] - dw]
            lines_map = lines_map[..., :lines_map.shape[2] - dh, :lines_map.shape[3] - dw]

        mask = postprocess_mask(mask)
        lines, scores = self.seg_rep(None, lines_map, height=im_h, width=im_w)
        idx = np.where(scores[0] > box_threshold)
        lines, scores = lines[0][idx], scores[0][idx]

        mask = cv2.resize(mask, (im_w, im_h), interpolation=cv2.INTER_LINEAR)
        if verbose:
            cv2.imwrite("result/mask_raw.png", mask)
        lines = [] if lines.size == 0 else lines.astype(np.int32)
        blk_list = group_output(blks, lines, im_w, im_h, mask)
        mask_refined = refine_mask(image, mask, blk_list, refine_mode=REFINEMASK_INPAINT)
        return blk_list, mask_refined
