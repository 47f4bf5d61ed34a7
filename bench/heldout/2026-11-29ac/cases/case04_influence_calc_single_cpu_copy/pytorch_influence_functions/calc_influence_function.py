# expect: none
# source: https://github.com/nimarb/pytorch_influence_functions/issues/34 ("Pytorch TypeError when running examples": "I first ran `train_influence_functions.py`, which ran fine, and then `test_influence_functions.py`", the traceback ends after "Calc. influence function: [====] 50000 / 50000" with a `TypeError` raised from `ptif.calc_img_wise(config, model, trainloader, testloader)`); fixed by https://github.com/nimarb/pytorch_influence_functions/pull/37 ("Fixes TypeError when running on GPU", "A fix for #34", commit 2d3f53c: `influences.append(tmp_influence)` -> `influences.append(tmp_influence.cpu())` before `harmful = np.argsort(influences)`); code: at 7b7c7b6 `pytorch_influence_functions/calc_influence_function.py` (`calc_influence_single`, `calc_influence_function`, `calc_img_wise`), `influence_function.py` (`grad_z`: `if gpu >= 0: z, t = z.cuda(), t.cuda()`), `utils.py` (`get_default_config`: `'gpu': 0`), `examples/train_influence_functions.py` (`load_model`: `net.cuda()`)
# note: pytorch_influence_functions reduced to 6 files: `get_default_config()` (`utils.py`) sets `'gpu': 0`, `examples/train_influence_functions.py` `load_model()` calls `net.cuda()`, `examples/test_influence_functions.py` runs `calc_img_wise`, which passes `gpu=config['gpu']` to `calc_influence_single`; there `grad_z` and `s_test` (`influence_function.py`) move every sample to the GPU with `.cuda()` and return CUDA gradients, so each `tmp_influence = -sum([torch.sum(k * j).data ...]) / train_dataset_size` is a 0-d cuda tensor and `np.argsort(influences)` converts the list of them through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy". Traps: `calc_s_test_single` keeps the s_test estimates as `h.detach()` (an addition of the reduction; upstream keeps their graphs), and the `grad_z` gradients come from `grad(..., create_graph=True)` and require grad, but `.data` drops that (no TL002); `calc_influence_function` converts with `.data.cpu().numpy()` before its own `np.argsort`; `calc_img_wise` serialises the influences with `x.cpu().numpy().tolist()`; `display_progress`/`save_json` see Python numbers only. Twin: `calc_influence_single` appends `tmp_influence.cpu()` (PR #37), so `np.argsort` gets host 0-d tensors.
#! /usr/bin/env python3

import torch
import time
import numpy as np
import copy
import logging

from pathlib import Path
from pytorch_influence_functions.influence_function import s_test, grad_z
from pytorch_influence_functions.utils import save_json, display_progress


def calc_s_test_single(model, z_test, t_test, train_loader, gpu=-1,
                       damp=0.01, scale=25, recursion_depth=5000, r=1):
    """Calculates s_test for a single test image taking into account the whole
    training dataset. s_test = invHessian * nabla(Loss(test_img, model params))"""
    s_test_vec_list = []
    for i in range(r):
        # keep the values only: the estimates carry the double-backward graph
        s_test_vec = s_test(z_test, t_test, model, train_loader, gpu=gpu,
                            damp=damp, scale=scale,
                            recursion_depth=recursion_depth)
        s_test_vec_list.append([h.detach() for h in s_test_vec])
        display_progress("Averaging r-times: ", i, r)

    s_test_vec = s_test_vec_list[0]
    for i in range(1, r):
        s_test_vec = [a + b for a, b in zip(s_test_vec, s_test_vec_list[i])]

    return [i / r for i in s_test_vec]


def calc_influence_function(train_dataset_size, grad_z_vecs, e_s_test):
    """Calculates the influence function from precomputed (saved) grad_z and
    s_test vectors."""
    influences = []
    for i in range(train_dataset_size):
        tmp_influence = -sum(
            [
                torch.sum(k * j).data.cpu().numpy()
                for k, j in zip(grad_z_vecs[i], e_s_test)
            ]) / train_dataset_size
        influences.append(tmp_influence)
        display_progress("Calc. influence function: ", i, train_dataset_size)

    harmful = np.argsort(influences)
    helpful = harmful[::-1]

    return influences, harmful.tolist(), helpful.tolist()


def calc_influence_single(model, train_loader, test_loader, test_id_num, gpu,
                          recursion_depth, r, s_test_vec=None):
    """Calculates the influences of all training data points on a single
    test dataset image. Returns the influences, the training sample ids sorted
    by harmfulness and by helpfulness, and the test sample id."""
    # Calculate s_test vectors if not provided
    if not s_test_vec:
        z_test, t_test = test_loader.dataset[test_id_num]
        z_test = test_loader.collate_fn([z_test])
        t_test = test_loader.collate_fn([t_test])
        s_test_vec = calc_s_test_single(model, z_test, t_test, train_loader,
                                        gpu, recursion_depth=recursion_depth,
                                        r=r)

    # Calculate the influence function
    train_dataset_size = len(train_loader.dataset)
    influences = []
    for i in range(train_dataset_size):
        z, t = train_loader.dataset[i]
        z = train_loader.collate_fn([z])
        t = train_loader.collate_fn([t])
        grad_z_vec = grad_z(z, t, model, gpu=gpu)
        tmp_influence = -sum(
            [
                torch.sum(k * j).data
                for k, j in zip(grad_z_vec, s_test_vec)
            ]) / train_dataset_size
        influences.append(tmp_influence.cpu())
        display_progress("Calc. influence function: ", i, train_dataset_size)

    harmful = np.argsort(influences)
    helpful = harmful[::-1]

    return influences, harmful.tolist(), helpful.tolist(), test_id_num


def calc_img_wise(config, model, train_loader, test_loader):
    """Calculates the influence function one test point at a time. Calcualtes
    the `s_test` and `grad_z` values on the fly and discards them afterwards."""
    influences_meta = copy.deepcopy(config)
    outdir = Path(config['outdir'])
    outdir.mkdir(exist_ok=True, parents=True)
    test_dataset_iter_len = config['test_sample_num'] or len(test_loader.dataset)
    save_json(influences_meta, outdir.joinpath("influences_results_meta.json"))

    influences = {}
    for i in range(config['test_start_index'], test_dataset_iter_len):
        start_time = time.time()
        influence, harmful, helpful, _ = calc_influence_single(
            model, train_loader, test_loader, test_id_num=i, gpu=config['gpu'],
            recursion_depth=config['recursion_depth'], r=config['r_averaging'])
        _, label = test_loader.dataset[i]
        influences[str(i)] = {
            'label': label,
            'time_calc_influence_s': time.time() - start_time,
            'influence': [x.cpu().numpy().tolist() for x in influence],
            'harmful': harmful[:500],
            'helpful': helpful[:500],
        }
        display_progress("Test samples processed: ", i, test_dataset_iter_len)

    logging.info(f"Most harmful img IDs: {harmful[:3]}")
    logging.info(f"Most helpful img IDs: {helpful[:3]}")
    save_json(influences, outdir.joinpath("influence_results.json"))
    return influences

