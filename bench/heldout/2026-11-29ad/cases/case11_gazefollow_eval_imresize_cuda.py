# expect: TL003
# source: https://github.com/ejcgt/attention-target-detection/issues/6 ("[GazeFollow eval] TypeError: can't convert CUDA tensor to numpy": "After running eval_on_gazefollow.py I received the following error:", traceback `File "eval_on_gazefollow.py", line 78, in test` / `scaled_heatmap = imresize(val_gaze_heatmap_pred[b_i], (imsize[b_i][1], imsize[b_i][0]), interp = 'bilinear')` / "TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; open, no fix); code: ejcgt/attention-target-detection acd264a `eval_on_gazefollow.py`, `utils/evaluation.py` (`auc`, `argmax_pts`: `np.unravel_index(heatmap.argmax(), heatmap.shape)`, `L2_dist`), `utils/imutils.py` (`multi_hot_targets`)
# note: single file, the project's `eval_on_gazefollow.py` (config names imported explicitly, a `--save_csv` option added): `device = torch.device('cuda', args.device)`, `model.cuda().to(device)` and the images, head channels and faces moved with `.cuda().to(device)`, so `val_gaze_heatmap_pred` is a cuda tensor and `imresize(val_gaze_heatmap_pred[b_i], ...)` (SciPy's resize turns its input into a NumPy image) raises "can't convert CUDA tensor to numpy"; `evaluation.argmax_pts` would fail next in `np.unravel_index`. Traps: `cont_gaze` and `imsize` come from the loader and stay on the host, so `valid_gaze`, `torch.mean(valid_gaze, 0)` and `evaluation.L2_dist` of them are host values; `AUC`/`min_dist`/`avg_dist` hold host numbers turned into tensors with `torch.tensor`; `rows` holds floats for pandas; everything runs under `torch.no_grad()` (no TL002).
import torch
from torchvision import transforms
import torch.nn as nn

from model import ModelSpatial
from dataset import GazeFollow
from config import gazefollow_val_data, gazefollow_val_label, input_resolution, output_resolution
from utils import imutils, evaluation

import argparse
import os
import numpy as np
import pandas as pd
from scipy.misc import imresize
import warnings

warnings.simplefilter(action='ignore', category=FutureWarning)


parser = argparse.ArgumentParser()
parser.add_argument("--device", type=int, default=0, help="gpu id")
parser.add_argument("--model_weights", type=str, default="model_gazefollow.pt", help="model weights")
parser.add_argument("--batch_size", type=int, default=48, help="batch size")
parser.add_argument("--save_csv", type=str, default="", help="optional per-sample results")
args = parser.parse_args()


def _get_transform():
    transform_list = []
    transform_list.append(transforms.Resize((input_resolution, input_resolution)))
    transform_list.append(transforms.ToTensor())
    transform_list.append(transforms.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]))
    return transforms.Compose(transform_list)


def test():
    transform = _get_transform()

    # Prepare data
    print("Loading Data")
    val_dataset = GazeFollow(gazefollow_val_data, gazefollow_val_label,
                             transform, input_size=input_resolution, output_size=output_resolution, test=True)
    val_loader = torch.utils.data.DataLoader(dataset=val_dataset,
                                             batch_size=args.batch_size,
                                             shuffle=False,
                                             num_workers=0)

    # Define device
    device = torch.device('cuda', args.device)

    # Load model
    print("Constructing model")
    model = ModelSpatial()
    model.cuda().to(device)
    model_dict = model.state_dict()
    pretrained_dict = torch.load(args.model_weights)
    pretrained_dict = pretrained_dict['model']
    model_dict.update(pretrained_dict)
    model.load_state_dict(model_dict)

    print('Evaluation in progress ...')
    model.train(False)
    AUC = []; min_dist = []; avg_dist = []; rows = []
    with torch.no_grad():
        for val_batch, (val_img, val_face, val_head_channel, val_gaze_heatmap, cont_gaze, imsize, _) in enumerate(val_loader):
            val_images = val_img.cuda().to(device)
            val_head = val_head_channel.cuda().to(device)
            val_faces = val_face.cuda().to(device)
            val_gaze_heatmap_pred, val_attmap, val_inout_pred = model(val_images, val_head, val_faces)
            val_gaze_heatmap_pred = val_gaze_heatmap_pred.squeeze(1)

            # go through each data point and record AUC, min dist, avg dist
            for b_i in range(len(cont_gaze)):
                # remove padding and recover valid ground truth points (loader tensors, on the host)
                valid_gaze = cont_gaze[b_i]
                valid_gaze = valid_gaze[valid_gaze != -1].view(-1, 2)
                # AUC: area under curve of ROC
                multi_hot = imutils.multi_hot_targets(cont_gaze[b_i], imsize[b_i])
                scaled_heatmap = imresize(val_gaze_heatmap_pred[b_i], (imsize[b_i][1], imsize[b_i][0]), interp='bilinear')
                auc_score = evaluation.auc(scaled_heatmap, multi_hot)
                AUC.append(auc_score)
                # min distance: minimum among all possible pairs of <ground truth point, predicted point>
                pred_x, pred_y = evaluation.argmax_pts(val_gaze_heatmap_pred[b_i])
                norm_p = [pred_x / float(output_resolution), pred_y / float(output_resolution)]
                all_distances = []
                for gt_gaze in valid_gaze:
                    all_distances.append(evaluation.L2_dist(gt_gaze, norm_p))
                min_dist.append(min(all_distances))
                # average distance: distance between the predicted point and human average point
                mean_gt_gaze = torch.mean(valid_gaze, 0)
                avg_distance = evaluation.L2_dist(mean_gt_gaze, norm_p)
                avg_dist.append(avg_distance)
                rows.append({"batch": val_batch, "index": b_i, "auc": float(auc_score),
                             "pred_x": norm_p[0], "pred_y": norm_p[1], "min_dist": float(min_dist[-1])})

    print("\tAUC:{:.4f}\tmin dist:{:.4f}\tavg dist:{:.4f}".format(
          torch.mean(torch.tensor(AUC)),
          torch.mean(torch.tensor(min_dist)),
          torch.mean(torch.tensor(avg_dist))))
    if args.save_csv:
        os.makedirs(os.path.dirname(args.save_csv) or ".", exist_ok=True)
        pd.DataFrame(rows).to_csv(args.save_csv, index=False)


if __name__ == "__main__":
    test()
