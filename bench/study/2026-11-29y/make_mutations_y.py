#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29y study (run inside this folder)."""
import json

NG = "ashawkey/torch-ngp"
XM = "hkchengrex/XMem"
PN = "yanx27/Pointnet_Pointnet2_pytorch"
DM = "facebookresearch/demucs"

# ---------------------------------------------------------------- shared evidence
NG_DEV = ("main_nerf.py:109 sets device = cuda when available (the readme's `python main_nerf.py data/fox --workspace "
          "trial_nerf -O`; the raymarching/gridencoder CUDA extensions make a GPU the only practical setting) and passes "
          "it to Trainer(..., device=device) (:114, :140); Trainer stores it (nerf/utils.py:360, default cuda:{local_rank} "
          "as well) and moves the model there (model.to(self.device), :363); NeRFDataset(opt, device=device) "
          "(main_nerf.py:121/:134/:147/:153) builds rays on that device (nerf/provider.py:298-302 poses.to(self.device) -> "
          "get_rays) and moves the images there (:312)")
XM_TRAIN = ("XMemTrainer wraps XMem(config).cuda() in DDP (model/trainer.py:28-30), moves every tensor of the batch to "
            "cuda (:60-62) and turns grad on for training (:58 torch.set_grad_enabled(self._is_train); train() sets "
            "_is_train via :216-219)")
XM_GUI = ("interactive_demo.py:31-36 picks device = cuda (else mps, else cpu), builds the network/S2M/f-BRS controllers "
          "on it (:95, :105, :107) and passes it to App (:115); the GUI stores it (inference/interact/gui.py:63) and keeps "
          "its image and probability tensors there (:339, :427 image_to_torch(..., self.device), :430 .to(self.device)); "
          "grad is off module-wide (interactive_demo.py:29 torch.set_grad_enabled(False))")
PN_CUDA = ("the scripts run on cuda: the README's commands (`python train_semseg.py --model pointnet2_sem_seg "
           "--test_area 5 --log_dir ...`, `python test_partseg.py ...`) have no CPU option and the scripts call "
           ".cuda() on the model and every batch")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ torch-ngp
add("ng-ut-694-cpu", NG, "nerf/utils.py", 694,
    "preds[0].detach().cpu().numpy()", "preds[0].detach().numpy()", True, ["TL001"], "same_file",
    "Trainer.test: preds comes from self.test_step(data) (:689) -> self.model.render(rays_o, rays_d, ...) (:602) with "
    "the model moved to self.device (:363, self.device = device or cuda:{local_rank}, :360); " + NG_DEV + "; so preds is "
    "a cuda tensor and .numpy() raises on the first test frame (main_nerf.py:126/:158 trainer.test(test_loader)); the "
    "retained .detach() is not needed (no_grad at :684) but harmless")
add("ng-ut-697-detach", NG, "nerf/utils.py", 697,
    "preds_depth[0].detach().cpu().numpy()", "preds_depth[0].cpu().numpy()", False, [], "same_function",
    "not a bug: the whole loop of Trainer.test runs inside `with torch.no_grad():` (:684), so preds_depth (from "
    "test_step, :689) does not require grad; .cpu() stays, so the conversion works")
add("ng-ut-804-nograd", NG, "nerf/utils.py", 804,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "not a bug for the conversions: without the no_grad, preds/preds_depth of test_gui (:807) require grad (the "
    "model's parameters do), but the two conversions of the function keep .detach() (:821 and :822 "
    "preds[0].detach().cpu().numpy()), and F.interpolate / linear_to_srgb (:815-819) only build more graph; nothing "
    "is kept across calls (a slower GUI frame, no failure)",
    report_line=821, also_accept=["nerf/utils.py:822"])
add("ng-ut-186-cpu", NG, "nerf/utils.py", 186,
    ".detach().cpu().numpy() # [S, 1]", ".detach().numpy() # [S, 1]", True, ["TL001"], "same_file",
    "extract_fields is called by extract_geometry (:193) from Trainer.save_mesh (:625) with the query_func defined "
    "at :619-623, which returns self.model.density(pts.to(self.device))['sigma'], i.e. a tensor on the trainer's "
    "device (cuda: :360/:363, and main_nerf.py:108/:114); save_mesh runs at the end of every main_nerf.py run "
    "(:128, :160), so query_func(pts)...detach().numpy() raises on cuda")
add("ng-ut-199-cpu", NG, "nerf/utils.py", 199,
    "bound_max.detach().cpu().numpy()", "bound_max.detach().numpy()", True, ["TL001"], "other_file",
    "bound_max is self.model.aabb_infer[3:] (save_mesh, :625); aabb_infer is a registered buffer of NeRFRenderer "
    "(nerf/renderer.py:82-85, register_buffer('aabb_infer', ...)), the base class of NeRFNetwork "
    "(nerf/network.py), so model.to(self.device) (:363) moves it to cuda; torch.linspace of its elements at "
    ":175-177 still works, and .numpy() at :199 raises")
add("ng-ut-200-detach", NG, "nerf/utils.py", 200,
    "bound_min.detach().cpu().numpy()", "bound_min.cpu().numpy()", False, [], "other_file",
    "not a bug: bound_min is self.model.aabb_infer[:3] (:625), a slice of a buffer registered with "
    "register_buffer (nerf/renderer.py:85); buffers are not parameters and never require grad, so .cpu().numpy() "
    "works without .detach()")
add("ng-ut-219-cpu", NG, "nerf/utils.py", 219,
    "inp.detach().cpu().numpy()", "inp.detach().numpy()", True, ["TL001"], "other_file",
    "PSNRMeter.prepare_inputs converts what update(preds, truths) gets (:223-224); main_nerf.py builds "
    "metrics = [PSNRMeter(), LPIPSMeter(device=device)] (:113, :139) and passes them to the Trainer, whose "
    "evaluate_one_epoch calls metric.update(preds, truths) (:968) with preds from eval_step (model output on the "
    "trainer's cuda device) and truths = gt_rgb built from data['images'] (moved to cuda, nerf/provider.py:312); "
    "trainer.evaluate runs for blender data (main_nerf.py:124, :156) and every eval_interval epochs in "
    "train (:654), so .numpy() of a cuda tensor raises")
add("ng-ut-219-detach", NG, "nerf/utils.py", 219,
    "inp.detach().cpu().numpy()", "inp.cpu().numpy()", False, [], "other_file",
    "not a bug: PSNRMeter.update is only called from evaluate_one_epoch (:968), inside `with torch.no_grad():` "
    "(:935), and from train_one_epoch only when report_metric_at_train is True (:877-879); its default is False "
    "(:336) and no caller sets it: main_nerf.py (:114, :140), main_tensoRF.py (:104, :129), main_CCNeRF.py (:158, "
    ":186) and the subclasses in tensoRF/utils.py (:28) and dnerf/utils.py (:25) keep False; so the inputs never "
    "require grad")
add("ng-ut-873-item", NG, "nerf/utils.py", 873,
    "loss_val = loss.item()", "loss_val = loss", True, ["TL008"], "same_function",
    "train_one_epoch: loss is the training loss of train_step (:864, grad on, backward at :866), and "
    "`total_loss += loss_val` (:874) now adds the graph-attached tensor to an accumulator that lives across all "
    "iterations of the epoch loop (:851), keeping every step's autograd graph alive until the epoch ends "
    "(average_loss :894 is appended to self.stats, :895, and saved in checkpoints); the tensorboardX add_scalar "
    "(:882) and the f-string formats (:886-888) would still work",
    report_line=874, also_accept=["nerf/utils.py:873"])
add("ng-ut-961-item", NG, "nerf/utils.py", 961,
    "loss_val = loss.item()", "loss_val = loss", False, [], "same_function",
    "not a bug: evaluate_one_epoch runs inside `with torch.no_grad():` (:935), so loss (eval_step, :942) has no "
    "graph; total_loss += loss_val (:962) accumulates a cuda scalar without history; f'{loss_val:.4f}' (:989) works "
    "(Tensor.__format__ of a 0-d tensor uses .item()), the comparison in save_checkpoint (:1055) work on tensors, "
    "and nothing converts it with NumPy")
add("ng-sdf-75-cpu", NG, "sdf/utils.py", 75,
    "bound_max.detach().cpu().numpy()", "bound_max.detach().numpy()", False, [], "same_file",
    "not a bug: sdf's extract_geometry is called only from its Trainer.save_mesh (:254) with "
    "bounds_max = torch.FloatTensor([1, 1, 1]) (:252), a CPU tensor without grad; unlike nerf/utils.py:199 (the "
    "model's cuda buffer) it is never moved")

# ================================================================ XMem
add("xm-is-17-cpu", XM, "util/image_saver.py", 17,
    "x.detach().cpu()", "x.detach()", True, ["TL001"], "other_file",
    "detach_to_cpu feeds base_transform via im_transform/mask_transform/out_transform (:94-101), and "
    "base_transform calls tensor_to_np_float -> image.numpy() (:13, called at :82); pool_pairs (:103) gets "
    "images = {**data, **out} from XMemTrainer.do_pass (model/trainer.py:124-129) every log_image_interval "
    "training iterations; " + XM_TRAIN + ", so images['rgb'] and the masks are cuda tensors and image.numpy() at "
    ":13 raises",
    report_line=13, also_accept=["util/image_saver.py:17", "model/trainer.py:129"])
add("xm-is-17-detach", XM, "util/image_saver.py", 17,
    "x.detach().cpu()", "x.cpu()", True, ["TL002"], "other_file",
    "pool_pairs (:103-135) passes the network's masks images['masks_%d' % ti][bi][oi] (:127) to mask_transform -> "
    "base_transform -> tensor_to_np_float image.numpy() (:13); the images come from XMemTrainer.do_pass only when "
    "_is_train (model/trainer.py:124-129), where grad is on (:58) and out['masks_%d'] is the output of "
    "XMem('segment', ...) (:106), so the masks require grad; .cpu() keeps requires_grad and .numpy() raises "
    "'Can't call numpy() on Tensor that requires grad'",
    report_line=13, also_accept=["util/image_saver.py:17", "model/trainer.py:129"])
add("xm-li-34-item", XM, "util/log_integrator.py", 34,
    "tensor.mean().item()", "tensor.mean()", True, ["TL008"], "other_file",
    "Integrator.add_tensor accumulates self.values[key] across training iterations until finalize (every "
    "log_text_interval iterations, model/trainer.py:133-138); XMemTrainer.do_pass calls self.integrator.add_dict("
    "losses) (:123) with the LossComputer output (model/losses.py:52-68: total_loss, ce_loss_*, dice_loss_* computed "
    "from the network's logits/masks with grad on, trainer.py:58), so `self.values[key] += tensor.mean()` keeps "
    "every iteration's autograd graph alive in the integrator (memory growth; finalize's torch.tensor(avg) :71 "
    "copies it without failing)")
add("xm-li-75-cpu", XM, "util/log_integrator.py", 75,
    "(avg/self.world_size).cpu().item()", "(avg/self.world_size).item()", False, [], "same_function",
    "not a bug: avg is torch.tensor(avg).cuda() (:71) reduced with torch.distributed.reduce (:72); .item() copies a "
    "cuda scalar to a Python float directly, so .cpu() was redundant; no NumPy conversion and no grad involved")
add("xm-tr-68-item", XM, "model/trainer.py", 68,
    "[o.item() for o in", "[o for o in", False, [], "other_file",
    "not a bug: data['info'] is a dict, which the cuda loop (:60-62) skips, so num_objects are 0-d CPU int64 "
    "tensors from the DataLoader's default collate, without grad; they are used as slice bounds in "
    "LossComputer.compute (model/losses.py:60 `[:num_objects[bi]+1]`, Tensor.__index__) and in pool_pairs "
    "(util/image_saver.py:112 max(num_objects[:b]), :121 range(max_num_objects), :122 comparison), which accept "
    "integer tensors; nothing converts them with NumPy")
add("xm-ev-222-cpu", XM, "eval.py", 222,
    "out_mask.detach().cpu().numpy()", "out_mask.detach().numpy()", True, ["TL001"], "other_file",
    "out_mask = torch.max(prob, dim=0).indices (:221) where prob = processor.step(rgb, msk, labels, ...) (:206); "
    "InferenceCore.step (inference/inference_core.py:42-107) runs the network (eval.py:137 XMem(...).cuda()) on "
    "rgb = data['rgb'].cuda()[0] (:168) and returns unpad(pred_prob_with_bg) on that device; so out_mask is a "
    "cuda tensor and .numpy() raises on the first frame")
add("xm-ev-225-detach", XM, "eval.py", 225,
    "prob.detach().cpu().numpy()", "prob.cpu().numpy()", False, [], "same_file",
    "not a bug: eval.py turns grad off for the whole script at module level (:131 "
    "torch.autograd.set_grad_enabled(False)) before the network runs, so prob does not require grad; .cpu() stays")
add("xm-iu-19-cpu", XM, "inference/interact/interactive_utils.py", 19,
    "mask.cpu().numpy()", "mask.numpy()", True, ["TL001"], "other_file",
    "torch_prob_to_numpy_mask is called by the GUI with self.current_prob (inference/interact/gui.py:615, :630) "
    "and self.interacted_prob (:820); current_prob is processor.step(self.current_image_torch, ...) (:614, :629) "
    "on the network's device, or index_numpy_to_one_hot_torch(...).to(self.device) (:430); " + XM_GUI + "; with "
    "cuda (or mps) mask is on the accelerator and .numpy() raises",
    also_accept=["inference/interact/gui.py:615"])
add("xm-iu-133-cpu", XM, "inference/interact/interactive_utils.py", 133,
    "(im_overlay*255).cpu().numpy()", "(im_overlay*255).numpy()", True, ["TL001"], "other_file",
    "overlay_davis_torch is reached from get_visualization_torch (:66-75), which gui.py's fast path calls with "
    "self.current_image_torch_no_norm and self.current_prob (inference/interact/gui.py:473-474); both are on "
    "self.device (:427 image_to_torch(self.current_image, self.device), :430); also color_map_torch is moved to "
    "the module's own device (interactive_utils.py:30-43); " + XM_GUI + "; so im_overlay is on the accelerator "
    "and .numpy() raises")
add("xm-bf-59-detach", XM, "inference/interact/fbrs/inference/predictors/brs_functors.py", 59,
    "loss.detach().cpu().numpy()", "loss.cpu().numpy()", True, ["TL002"], "same_function",
    "BaseOptimizer.__call__ makes opt_params.requires_grad_(True) (:43) and computes loss inside "
    "`with torch.enable_grad():` (:45-57) from the network prediction on opt_params (it calls loss.backward() at "
    ":74), so loss requires grad even though interactive_demo.py turned grad off globally; .cpu().numpy() raises "
    "'Can't call numpy() on Tensor that requires grad'")
add("xm-bf-59-cpu", XM, "inference/interact/fbrs/inference/predictors/brs_functors.py", 59,
    "loss.detach().cpu().numpy()", "loss.detach().numpy()", True, ["TL001"], "other_file",
    "opt_params = torch.from_numpy(x).float().to(self.device) (:42) where self.device is set by init_click "
    "(:33-39) from the predictor (predictors/brs.py:105/:193 init_click(..., self.device)); the predictor's device "
    "comes from InteractiveController (fbrs/controller.py:13, :23, :91 get_predictor(self.net, device=self.device)), "
    "built by FBRSController(args.fbrs_model, device=device) (interactive_demo.py:107, fbrs_model defaults to "
    "saves/fbrs.pth) with device = cuda when available (:31-32); loss is computed from the network output on that "
    "device, so .numpy() raises on cuda")

add("xm-bf-75-cpu", XM, "inference/interact/fbrs/inference/predictors/brs_functors.py", 75,
    "opt_params.grad.cpu().numpy()", "opt_params.grad.numpy()", True, ["TL001"], "other_file",
    "opt_params.grad is filled by loss.backward() (:74) on the device of opt_params = torch.from_numpy(x).float()"
    ".to(self.device) (:42); self.device comes from init_click (:33-39), called by the f-BRS predictor with its own "
    "device (predictors/brs.py:105, :193), which InteractiveController passes to get_predictor (fbrs/controller.py:"
    "91) from FBRSController(args.fbrs_model, device=device) (interactive_demo.py:107; device = cuda when available, "
    ":31-32); the grad has no grad history, but .numpy() of the cuda tensor raises")
add("xm-zi-67-cpu", XM, "inference/interact/fbrs/inference/transforms/zoom_in.py", 67,
    "prob_map.cpu().numpy()", "prob_map.numpy()", True, ["TL001"], "other_file",
    "ZoomIn.inv_transform gets the prediction of BasePredictor.get_prediction (fbrs/inference/predictors/base.py:"
    "42-47: pred_logits from the network on self.device, F.interpolate, then every transform's inv_transform in "
    "reverse order, zoom_in being the first transform, :21); the zoom-in transform is enabled by FBRSController's "
    "zoom_in_params (inference/interact/fbrs_controller.py:11-20 -> predictors/__init__.py:26-27 ZoomIn(...)); the "
    "predictor device is the demo's device (interactive_demo.py:31-32, :107 -> fbrs/controller.py:13, :91); "
    "before an object ROI exists (first clicks, skip_clicks=1) this branch converts the cuda prob_map and "
    ".numpy() raises (the ROI branch :81 would fail the same way)")

# ================================================================ Pointnet/Pointnet2
add("pn-trc-66-cpu", PN, "train_classification.py", 66,
    "np.unique(target.cpu())", "np.unique(target)", True, ["TL003"], "same_function",
    "test(): target is moved with points.cuda(), target.cuda() (:59-60) unless --use_cpu, whose default is False "
    "(:29; the README trains with `python train_classification.py --model pointnet2_cls_ssg --log_dir ...`); "
    "np.unique of a cuda tensor goes through Tensor.__array__ -> .numpy() and raises")
add("pn-trc-192-cpu", PN, "train_classification.py", 192,
    "pred_choice.eq(target.long().data).cpu().sum()", "pred_choice.eq(target.long().data).sum()", False, [],
    "same_function",
    "not a bug: correct is only used as correct.item() (:193), which copies a cuda scalar to a Python float; it is a "
    "bool-eq count (no grad), and the list holds floats, so np.mean(mean_correct) (:198) is unaffected")
add("pn-tsc-58-item", PN, "test_classification.py", 58,
    "correct.item() / float", "correct / float", False, [], "same_function",
    "not a bug: correct = pred_choice.eq(...).cpu().sum() (:57) is a CPU integer tensor without grad (pred.data, "
    ":51); mean_correct then holds 0-d CPU float tensors, and np.mean(mean_correct) (:62) converts them via "
    "__array__ without error (checked with torch 2.13 CPU / NumPy 2.4: np.mean([t1, t2]) of 0-d tensors returns a "
    "numpy float); test() runs under no_grad (:108)")
add("pn-trc-178-data", PN, "train_classification.py", 178,
    "points = points.data.numpy()", "points = points.numpy()", False, [], "other_file",
    "not a bug: points comes straight from trainDataLoader (:175), a torch DataLoader over ModelNetDataLoader "
    "(:121-123), whose __getitem__/_get_item returns NumPy arrays (data_utils/ModelNetDataLoader.py:115-136), so "
    "the default collate gives CPU tensors without grad; .data was redundant")
add("pn-trs-192-cpu", PN, "train_semseg.py", 192,
    "target.view(-1, 1)[:, 0].cpu().data.numpy()", "target.view(-1, 1)[:, 0].data.numpy()", True, ["TL001"],
    "same_function",
    "target was moved with target.long().cuda() two lines before (:186); " + PN_CUDA + "; .numpy() of the cuda view "
    "raises at the first training batch")
add("pn-trs-198-data", PN, "train_semseg.py", 198,
    "seg_pred.cpu().data.max(1)[1].numpy()", "seg_pred.cpu().max(1)[1].numpy()", False, [], "framework",
    "not a bug: seg_pred requires grad (training, grad on), but what is converted is .max(1)[1], the argmax "
    "indices, an int64 tensor that never requires grad (torch: integer outputs are not differentiable; checked "
    "with torch 2.13 CPU, x.max(1)[1].requires_grad is False for x requiring grad); .cpu() stays")
add("pn-trs-238-data", PN, "train_semseg.py", 238,
    "seg_pred.contiguous().cpu().data.numpy()", "seg_pred.contiguous().cpu().numpy()", False, [], "same_function",
    "not a bug: the evaluation loop runs inside `with torch.no_grad():` (:219), so seg_pred (:237) does not require "
    "grad; .cpu() stays")
add("pn-tps-32-cpu", PN, "test_partseg.py", 32,
    "y.cpu().data.numpy()", "y.data.numpy()", True, ["TL001"], "same_file",
    "to_categorical(label, num_classes) is called at :109 with label = label.long().cuda() (:104); the y.is_cuda "
    "check (:33) comes after the conversion; .numpy() of the cuda labels raises on the first test batch")
add("pn-tps-113-cpu", PN, "test_partseg.py", 113,
    "seg_pred.cpu().data.numpy()", "seg_pred.data.numpy()", True, ["TL001"], "same_function",
    "seg_pred = vote_pool / args.num_votes (:112) with vote_pool = torch.zeros(...).cuda() (:106) accumulating the "
    "cuda classifier's output (:82, :109-110); .numpy() raises")
add("pn-tps-116-data", PN, "test_partseg.py", 116,
    "target.cpu().data.numpy()", "target.cpu().numpy()", False, [], "same_function",
    "not a bug: target is the integer label tensor of the batch (:104, target.long().cuda()), which never requires "
    "grad, and the loop is inside `with torch.no_grad():` (:86); .cpu() stays")
add("pn-tss-142-cpu", PN, "test_semseg.py", 142,
    "seg_pred.contiguous().cpu().data.max(2)[1].numpy()", "seg_pred.contiguous().data.max(2)[1].numpy()", True,
    ["TL001"], "same_function",
    "seg_pred is the output of classifier = MODEL.get_model(NUM_CLASSES).cuda() (:90) on torch_data.float().cuda() "
    "(:139-141); the argmax indices stay on cuda and .numpy() raises")

add("pn-trs-183-data", PN, "train_semseg.py", 183,
    "points = points.data.numpy()", "points = points.numpy()", False, [], "other_file",
    "not a bug: points comes from trainDataLoader (:180) over S3DISDataset (:97, :101), whose __getitem__ returns "
    "the NumPy arrays current_points, current_labels (data_utils/S3DISDataLoader.py:48-80); the default collate "
    "gives CPU tensors without grad, so .numpy() works without .data")

# ================================================================ demucs
add("dm-ev-115-to", DM, "demucs/evaluate.py", 115,
    "estimates = estimates.to(eval_device)", "estimates = estimates", True, ["TL001"], "other_file",
    "evaluate() moves the mix to solver.device (:107), which is the model's device (demucs/solver.py:39 "
    "next(iter(self.model.parameters())).device), cuda after demucs/train.py:166-167 model.cuda(); apply_model "
    "(demucs/apply.py) returns the separated stems on mix.device (split branch :259 th.zeros(..., "
    "device=mix.device) and .to(mix.device) :296-297), so without the move to eval_device = 'cpu' (:88) estimates "
    "stays on cuda and reaches eval_track (:130-131); with compute_sdr (test.sdr: true in conf/config.yaml, on the "
    "last epoch, solver.py:276-279) eval_track calls estimates.numpy() (:56), which raises. Note: with the default "
    "test.workers: 2 a ProcessPoolExecutor receives the cuda tensor first (see README, uncertain points)",
    report_line=56, also_accept=["demucs/evaluate.py:115"])
add("dm-ev-121-to", DM, "demucs/evaluate.py", 121,
    "references = references.to(eval_device)", "references = references", False, [], "same_file",
    "not a bug: references is th.stack of th.from_numpy(track.targets[name].audio).t() (:117-118), CPU tensors "
    "built from musdb's NumPy audio; convert_audio (demucs/audio.py:169-172, julius resample) keeps the device, so "
    "references.numpy() in eval_track (:55) works without the move",
    report_line=55)
add("dm-ev-128-cpu", DM, "demucs/evaluate.py", 128,
    "save_audio(estimate.cpu(),", "save_audio(estimate,", False, [], "same_file",
    "not a bug: estimate iterates over estimates, already moved to eval_device = 'cpu' (:115); besides, save_audio "
    "-> encode_mp3 moves the tensor itself (demucs/audio.py:210 wav = wav.data.cpu()) before .numpy() (:211)",
    also_accept=["demucs/audio.py:211"])
add("dm-di-42-cpu", DM, "demucs/distrib.py", 42,
    "(tensor[:-1] / tensor[-1]).cpu().numpy()", "(tensor[:-1] / tensor[-1]).numpy()", True, ["TL001"],
    "same_function",
    "average() builds tensor = torch.tensor(..., device='cuda') (:39) for the all_reduce (:41) whenever "
    "world_size > 1 (multi-GPU training, solver.py:405 distrib.average(losses, idx + 1) at the end of every epoch); "
    ".numpy() of the cuda result raises")


with open("mutations.json", "w") as fh:
    json.dump(M, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(M), "mutations")
