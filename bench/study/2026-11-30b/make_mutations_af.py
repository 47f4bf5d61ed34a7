#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-30b study (run inside this folder)."""
import json

GF = "cvg/glue-factory"
MG = "prs-eth/Marigold"
PA = "mkocabas/PARE"
OL = "3DTopia/OpenLRM"

# ---------------------------------------------------------------- shared evidence
GF_TRAIN = ("glue-factory trains with `python -m gluefactory.train <name> --conf gluefactory/configs/<conf>.yaml` "
            "(README.md:258-259; GlueStick with --distributed, README.md:303, :309). training() picks device = rank "
            "with torch.cuda.set_device and init_process_group(nccl) for --distributed (gluefactory/train.py:272-282; "
            "the ranks come from torch.multiprocessing.spawn, :728-732), else 'cuda' when available (:294); the model "
            "is moved there (:331, wrapped in DistributedDataParallel :339) and every training batch is moved with "
            "batch_to_device(data, device) (:473; utils/tensor.py:30-34), so the extractor, ground-truth and matcher "
            "submodules of models/two_view_pipeline.py (:62-99) run on cuda tensors")
GF_GLUESTICK = ("gluefactory/configs/superpoint+lsd+gluestick-homography.yaml uses the wireframe extractor "
                "(gluefactory.models.lines.wireframe with line_extractor gluefactory.models.lines.lsd, "
                "force_num_lines: True, merge_line_endpoints: True) and ground_truth "
                "gluefactory.models.matchers.homography_matcher with use_lines: True")
GF_EVAL_CPU = ("The evaluation pipelines (`python -m gluefactory.eval.megadepth1500 --conf ...`, README.md:117-151) "
               "first export the predictions with utils/export_predictions.py (device 'cuda', :30-33, converted with "
               ".cpu().numpy() into an h5 file, :64-75) and then run_eval (eval/megadepth1500.py:102-162) iterates over "
               "a loader whose batches are never moved (get_dataloader :81-85) and reads the predictions back with "
               "CacheLoader, which loads them onto the device of the data's tensors, i.e. the CPU "
               "(models/cache_loader.py:87-98, :121). So every pred / data tensor in eval/utils.py is a CPU tensor "
               "without grad (train.py's run_benchmark goes through the same pipeline.run)")
MG_DEV = ("Marigold runs with `python script/depth/run.py ...` (README.md:152; `--ensemble_size 10` for the paper "
          "settings, :212-215) and script/depth/infer.py for evaluation; these pick cuda when available (mps on Apple, "
          "run.py:177-185; infer.py:196) and move the diffusers pipeline there with pipe.to(device) (run.py:222, "
          "infer.py:232); training (script/depth/train.py:214, :358-362) passes `device` to the trainer, which calls "
          "self.model.to(device) (src/trainer/marigold_depth_trainer.py:211-212, :517). The pipeline's single_infer "
          "moves the input to self.device (the device of its modules, diffusers' DiffusionPipeline.device) and "
          "denoises there (marigold/marigold_depth_pipeline.py:419-420)")
PA_PL = ("PARE evaluates with `python scripts/eval.py --cfg ... ` (README.md:134-140): scripts/eval.py:34 picks 'cuda' "
         "when available, :40 moves PARETrainer there and :48-55 runs pl.Trainer(gpus=1).test(model); training is "
         "scripts/train.py (:43, :74, pl.Trainer(gpus=1) :108-124, trainer.fit :131). requirements.txt pins "
         "pytorch-lightning==1.1.8 (read at tag 1.1.8 of the Lightning-AI/pytorch-lightning mirror): with gpus=1 the "
         "GPUAccelerator moves the LightningModule with model.cuda(root_gpu) "
         "(pytorch_lightning/accelerators/gpu_accelerator.py:41-47) and _step moves every training / validation / "
         "test batch to the GPU before calling the step (:58-59, :69-76, to_device :78-86 -> accelerator.py:77-81 -> "
         "LightningModule.transfer_batch_to_device -> move_data_to_device, core/hooks.py:504, :553)")
PA_EVALGRAD = ("Lightning 1.1.8 runs test/validation with grad disabled (trainer/trainer.py:591-612, "
               "torch.set_grad_enabled(False) at :612; run_test -> run_evaluation :696-700) and enables it for "
               "training (:539-542)")
PA_TRAIN_SUM = ("training_step (pare/core/trainer.py:302-406) runs with grad on (Lightning 1.1.8 trainer.py:539-542, "
                "loss returned for backward :398, :406) and calls train_summaries at batch 0 and every "
                "TRAINING.LOG_FREQ_TB_IMAGES (= 500, pare/core/config.py:143) batches (:403-404)")
OL_ACC = ("OpenLRM runs inference with `python -m openlrm.launch infer.lrm --infer ./configs/infer-b.yaml ... "
          "export_video=true export_mesh=true` (README.md:70-85) and trains with `accelerate launch --config_file "
          "./configs/accelerate-train.yaml -m openlrm.launch train.lrm` (README.md:102-112; 8 GPUs, bf16). "
          "accelerate is unpinned (requirements.txt); read at v0.30.0 (released days before the repository's last "
          "commit, 2024-05-06; the parts used are unchanged in 1.x). Inferrer.__init__ creates Accelerator() "
          "(openlrm/runners/infer/base_inferrer.py:35) and its device property is accelerator.device (:46-47), which "
          "is the default device, cuda when available, in a single process (accelerate state.py:688-709, :772) and "
          "cuda:<local rank> under accelerate launch (:784); LRMInferrer moves the model there "
          "(openlrm/runners/infer/lrm.py:121)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ glue-factory (plain PyTorch, own DDP spawn)
add("gf-gt-516-cpu", GF, "gluefactory/geometry/gt_generation.py", 516,
    "cost.detach().cpu().numpy()", "cost.detach().numpy()", True, ["TL001"], "other_file",
    "gt_line_matches_from_homography builds `cost` from num_close_pts of the predicted lines warped with H "
    "(:409-515) and solves linear_sum_assignment per batch element on its NumPy copy. Its only caller is "
    "HomographyMatcher._forward with use_lines (gluefactory/models/matchers/homography_matcher.py:47-59), the "
    "ground_truth submodule run inside the model's forward (models/two_view_pipeline.py:87-99). " + GF_GLUESTICK + ". "
    + GF_TRAIN + "; the lines come from lsd on the image's device (models/lines/lsd.py:55-85). Without .cpu(), "
    "cost.detach().numpy() raises TypeError for the cuda tensor in the first GlueStick training step")
add("gf-gt-367-detach", GF, "gluefactory/geometry/gt_generation.py", 367,
    "cost.detach().cpu().numpy()", "cost.cpu().numpy()", False, [], "same_function",
    "gt_line_matches_from_pose_depth is decorated @torch.no_grad() (:207-208), so `cost` (built from the masks and "
    "point counts of :208-366) never requires grad, whoever calls it (models/matchers/depth_matcher.py:72 during "
    "GlueStick MegaDepth training). cost.cpu().numpy() without .detach() works")
add("gf-lsd-64-cpu", GF, "gluefactory/models/lines/lsd.py", 64,
    "image.squeeze(1).cpu().numpy()", "image.squeeze(1).numpy()", True, ["TL001"], "other_file",
    "LSD._forward converts the batch image to grayscale on its own device (:55-63) before running pytlsd on "
    "NumPy. " + GF_GLUESTICK + " (line_extractor of the wireframe, called by models/lines/wireframe.py:174 with the "
    "view data). " + GF_TRAIN + "; in the GlueStick evaluations export_predictions moves the batch to 'cuda' too "
    "(utils/export_predictions.py:30-34). Without .cpu(), np.uint8(image.squeeze(1).numpy() * 255) raises "
    "TypeError for the cuda image")
add("gf-wf-55-cpu", GF, "gluefactory/models/lines/wireframe.py", 55,
    "endpoints[bs].cpu().numpy()", "endpoints[bs].numpy()", True, ["TL001"], "other_file",
    "lines_to_wireframe clusters the line endpoints with sklearn DBSCAN (:55). Its only caller is "
    "SPWireframeDescriptor._forward (:218-241, with merge_line_endpoints), which passes pred['lines'] produced by "
    "the lsd line extractor as torch.tensor(lines, device=device) on the image's device (models/lines/lsd.py:62, "
    ":80-83; force_num_lines: True). " + GF_GLUESTICK + ". " + GF_TRAIN + ". Without .cpu(), endpoints[bs].numpy() "
    "raises TypeError for the cuda tensor")
add("gf-ep-64-cpu", GF, "gluefactory/utils/export_predictions.py", 64,
    "v[0].cpu().numpy()", "v[0].numpy()", True, ["TL001"], "same_function",
    "export_predictions (@torch.no_grad) picks device = 'cuda' when available (:30), moves the model and every "
    "batch there (:31-33) and rescales the keypoints with data['scales'] on that device (:44-62). Every evaluation "
    "command of the README (eval/megadepth1500.py:93-99, eval/hpatches.py:86-92, ...) exports through it. "
    "Without .cpu(), v[0].numpy() raises TypeError for the first cuda prediction")
add("gf-op-33-cpu", GF, "gluefactory/robust_estimators/relative_pose/opencv.py", 33,
    ".cpu().detach().numpy()", ".detach().numpy()", False, [], "other_file",
    "OpenCVRelativePoseEstimator (eval.estimator=opencv; the README's MegaDepth-1500 table has an OpenCV column, "
    "README.md:160, the pipeline default is poselib, eval/megadepth1500.py:51-54) gets m_kpts0 / camera0 from eval_relative_pose_robust (eval/utils.py:159-179), whose only "
    "callers are the run_eval loops of eval/megadepth1500.py:120 and eval/scannet1500.py:110. " + GF_EVAL_CPU + ". "
    "camera0.image2cam(kpts0) is therefore a CPU tensor, and .detach().numpy() without .cpu() works")
add("gf-eu-104-item", GF, "gluefactory/eval/utils.py", 104,
    "(reproj_error < 1).float().mean().nan_to_num().item()", "(reproj_error < 1).float().mean().nan_to_num()",
    False, [], "other_file",
    "eval_matches_depth computes reproj_error from pred keypoints and data depths/cameras (:81-103); only "
    "eval/megadepth1500.py:118 calls it. " + GF_EVAL_CPU + ". The function does pick a cuda device, but only for "
    "gt_matches_from_pose_depth (:110-117, moved back with .cpu() at :124, :132). Without .item(), "
    "results_i['reproj_prec@1px'] is a 0-d CPU float tensor without grad: run_eval appends it (:132-133) and "
    "np.array(v) / np.mean (:139-142) and save_eval's np.array(v) (eval/eval_pipeline.py:28-32) convert a list of "
    "such tensors to a float32 array (checked with torch 2.13 CPU), so the summary is unchanged",
    also_accept=["gluefactory/eval/megadepth1500.py:139", "gluefactory/eval/megadepth1500.py:142",
                 "gluefactory/eval/eval_pipeline.py:29"])
add("gf-sift-138-cpu", GF, "gluefactory/models/extractors/sift.py", 138,
    "image.cpu().numpy()", "image.numpy()", False, [], "same_file",
    "extract_single_image is only called by SIFT._forward (:226), which has already moved the whole batch to the "
    "host with image = image.cpu() (:218) before slicing img = image[k] (:220-225); the SIFT extractor is not "
    "trainable, and the image is input data without grad. image.numpy() without .cpu() works")
add("gf-aug-147-cpu", GF, "gluefactory/datasets/augmentations.py", 147,
    "image.cpu().detach().numpy()", "image.detach().numpy()", False, [], "other_file",
    "BaseAugmentation.__call__ converts a tensor input before albumentations (:144-147). Its only callers are "
    "HomographyDataset._read_view (gluefactory/datasets/homographies.py:220, :222), which pass "
    "data['image'] from sample_homography = cv2.warpPerspective of a NumPy image (:37-44, :237-241), in the "
    "DataLoader workers. The tensor branch is never taken with a device tensor, and image.detach().numpy() "
    "without .cpu() works for any CPU tensor")
add("gf-tr-532-item", GF, "gluefactory/train.py", 532,
    "losses[k].item()", "losses[k]", False, [], "framework",
    "Every log_every_iter iterations the training loop reduces each loss to a 0-d tensor (:526-531) that is on "
    "the device and requires grad. Without .item(), losses[k] stays that tensor: the f-string "
    "f'{k} {v:.3E}' (:534) goes through Tensor.__format__, which formats self.item() for 0-d tensors, and "
    "write_dict_summaries (:540, :199-207) calls SummaryWriter.add_scalar, whose summary.scalar converts with "
    "make_np -> _prepare_pytorch = x.detach().cpu().numpy() (torch/utils/tensorboard/_convert_np.py:31-35, "
    "summary.py:371-376 in torch 2.13). losses is rebound every iteration and deleted (:559), so nothing keeps the "
    "graph across iterations. Nothing fails",
    also_accept=["gluefactory/train.py:534", "gluefactory/train.py:540", "gluefactory/train.py:207"])
add("gf-tr-91-nograd", GF, "gluefactory/train.py", 91,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "do_evaluation is itself decorated @torch.no_grad() (:78-79), so removing the inner block (:91-103) leaves the "
    "model call, the loss and the plot function under no_grad. The plot function of the LightGlue configs "
    "(make_match_figures, e.g. configs/superpoint+lightglue_homography.yaml:42) moves pred and data to the CPU "
    "(visualization/visualize_batch.py:13-14) and converts kp0[i][valid].numpy() (:27) and the images through "
    "matplotlib's imshow (viz2d.py:146): no tensor there requires grad",
    report_file="gluefactory/visualization/visualize_batch.py", report_line=27,
    also_accept=["gluefactory/visualization/viz2d.py:146"])

# ================================================================ Marigold (plain PyTorch + diffusers pipeline)
add("mg-dp-316-cpu", MG, "marigold/marigold_depth_pipeline.py", 316,
    "final_pred.cpu().numpy()", "final_pred.numpy()", True, ["TL001"], "other_file",
    "final_pred is the (ensembled, resized) output of single_infer (:281-312). " + MG_DEV + ". Without .cpu(), "
    "final_pred.numpy() raises TypeError for every image of run.py / infer.py and in the trainer's validation "
    "(marigold_depth_trainer.py:548-561)")
add("mg-dp-289-detach", MG, "marigold/marigold_depth_pipeline.py", 289,
    "target_pred_raw.detach()", "target_pred_raw", False, [], "same_function",
    "__call__ is decorated @torch.no_grad() (:154) and single_infer too (:396), so target_pred_raw never requires "
    "grad; the list is concatenated (:290), ensembled and converted with final_pred.cpu().numpy() (:316), which "
    "works without the .detach(); the list lives for one call only",
    report_line=316, also_accept=["marigold/marigold_depth_pipeline.py:289"])
add("mg-en-98-cpu", MG, "marigold/util/ensemble.py", 98,
    "torch.cat((init_s, init_t)).cpu().numpy()", "torch.cat((init_s, init_t)).numpy()", True, ["TL001"],
    "other_file",
    "init_param computes the initial scale/shift from depth.min/max (:91-97) of depth_to_align, the ensemble "
    "members given to ensemble_depth (:154-163, :178-179). Its only caller is MarigoldDepthPipeline.__call__ with "
    "ensemble_size > 1 (marigold/marigold_depth_pipeline.py:294-300), whose target_preds come from single_infer on "
    "the pipeline's device. " + MG_DEV + ". The depth checkpoints are affine-invariant (scale_invariant and "
    "shift_invariant, logged at run.py:224), so this branch runs. Without .cpu(), .numpy() raises TypeError",
    also_accept=["marigold/marigold_depth_pipeline.py:295"])
add("mg-en-144-item", MG, "marigold/util/ensemble.py", 144,
    "(diff**2).mean().sqrt().item()", "(diff**2).mean().sqrt()", True, ["TL003"], "framework",
    "cost_fn is the objective that compute_param hands to scipy.optimize.minimize(method='BFGS') (:138-152, "
    ":165-171); depth_aligned is on the pipeline's device (ensemble_depth is called from "
    "marigold_depth_pipeline.py:295 with the ensemble members from single_infer; " + MG_DEV + "; README "
    "--ensemble_size 10). Without .item(), cost (0.0 + tensor, :139, :144, :150) is a 0-d cuda tensor; scipy's "
    "function wrapper sees that it is not a scalar and converts it with np.asarray(fx).item() "
    "(scipy/optimize/_optimize.py:533-538 in scipy 1.17, the same check in older versions), which calls "
    "Tensor.__array__ -> numpy() and fails for a cuda tensor (scipy re-raises it as 'The user-provided objective "
    "function must return a scalar value'). Under the pipeline's no_grad there is no grad, so TL003 only",
    report_line=165, also_accept=["marigold/util/ensemble.py:144", "marigold/util/ensemble.py:152"])
add("mg-me-218-cpu", MG, "src/util/metric.py", 218,
    "pred_error.view(-1).detach().cpu().numpy()", "pred_error.view(-1).detach().numpy()", True, ["TL001"],
    "other_file",
    "compute_cosine_error returns the per-pixel angular error as NumPy for the metric functions. Its callers move "
    "both inputs to the device: MarigoldNormalsTrainer.validate_single_dataset (normals_gt "
    ".to(self.device), normals_pred_ts .to(self.device), src/trainer/marigold_normals_trainer.py:520, :545-550) "
    "and script/normals/eval.py (device cuda when available :98-99, :132, :144-150). Without .cpu(), "
    ".detach().numpy() raises TypeError",
    also_accept=["src/trainer/marigold_normals_trainer.py:548", "script/normals/eval.py:150"])
add("mg-me-218-detach", MG, "src/util/metric.py", 218,
    "pred_error.view(-1).detach().cpu().numpy()", "pred_error.view(-1).cpu().numpy()", False, [], "other_file",
    "The two callers of compute_cosine_error pass tensors without grad: the trainer's validate_single_dataset is "
    "decorated @torch.no_grad() (src/trainer/marigold_normals_trainer.py:498-499) and compares "
    "torch.from_numpy of the pipeline's NumPy output with dataset normals (:520, :543-550); script/normals/eval.py "
    "compares np.load-ed predictions with dataset normals (:132, :144-150). .cpu().numpy() without .detach() works",
    also_accept=["src/trainer/marigold_normals_trainer.py:548", "script/normals/eval.py:150"])
add("mg-nt-555-item", MG, "src/trainer/marigold_normals_trainer.py", 555,
    "met_func(cosine_error).item()", "met_func(cosine_error)", False, [], "other_file",
    "The metric functions of the normals trainer (cfg.eval.eval_metrics = mean_angular_error, sub11_25_error..., "
    "config/train_marigold_normals.yaml:84-86; getattr(metric, ...) in __init__) take the NumPy array returned by "
    "compute_cosine_error (src/util/metric.py:218) and return round(np.average(...), 4) / round(100.0 * ...) "
    "(src/util/metric.py:222-257), a NumPy scalar (np.float32 for the mean of the float32 error array, np.float64 "
    "for the percentages; checked with NumPy 2.4). Without .item() _metric is that NumPy scalar instead of a Python "
    "float: str() works (a float32 may print with fewer digits) and MetricTracker.update does the same arithmetic "
    "with it. No tensor is involved (unlike the same line in the depth trainer, marigold_depth_trainer.py:590, "
    "whose metrics are torch functions)",
    also_accept=["src/trainer/marigold_normals_trainer.py:556", "src/trainer/marigold_normals_trainer.py:557"])
add("mg-iu-47-detach", MG, "marigold/util/image_util.py", 47,
    "depth_map.detach().squeeze().numpy()", "depth_map.squeeze().numpy()", False, [], "other_file",
    "colorize_depth_maps has a tensor branch (:46-47) that nothing in the project takes: its only caller, "
    "MarigoldDepthPipeline.__call__ (marigold/marigold_depth_pipeline.py:324-327), passes final_pred after "
    "final_pred.cpu().numpy() (:316), a NumPy array that goes through the ndarray branch (:48-49). Removing the "
    ".detach() changes nothing that runs")
add("mg-iid-118-cpu", MG, "marigold/marigold_iid_pipeline.py", 118,
    "prediction.squeeze().cpu().numpy()", "prediction.squeeze().numpy()", True, ["TL001"], "other_file",
    "MarigoldIIDOutput.fill_entry converts each decomposed component; the only caller is fill_outputs "
    "(:393-411) from MarigoldIIDPipeline.__call__ (:388-390) with final_pred = the single_infer outputs on "
    "self.device (:354-364, :487-488), resized on the same device (:379-385). script/iid/run.py picks cuda when "
    "available (:174-182) and moves the pipeline with pipe.to(device) (:219) before pipe(...) (:248). Without "
    ".cpu(), prediction.squeeze().numpy() raises TypeError for the first component")
add("mg-iid-238-nograd", MG, "marigold/marigold_iid_pipeline.py", 238,
    "@torch.no_grad()", "", False, [], "same_file",
    "Removing the decorator of __call__ leaves single_infer decorated @torch.no_grad() (:466-467), so every "
    "prediction is made without grad; __call__ also detaches it (:364), and the rest (torch.concat, ensemble_iid's "
    "mean/median, marigold/util/ensemble.py:252-271, resize) only combines those tensors. fill_entry's "
    "prediction.squeeze().cpu().numpy() (:118) and the uncertainty conversion (:140) work",
    report_line=118, also_accept=["marigold/marigold_iid_pipeline.py:140", "marigold/marigold_iid_pipeline.py:364"])

# ================================================================ PARE (PyTorch Lightning 1.1.8)
add("pa-tr-502-cpu", PA, "pare/core/trainer.py", 502,
    ".mean(dim=-1).cpu().numpy()", ".mean(dim=-1).numpy()", True, ["TL001"], "same_function",
    "validation_step (also test_step, :791-792) computes the MPJPE from gt_keypoints_3d = batch['pose_3d'].cuda() "
    "(:494) and the model's joints. Without .cpu(), error ... .numpy() raises TypeError for the cuda tensor in the "
    "first test batch of scripts/eval.py (and in scripts/occlusion_analysis.py, which calls validation_step "
    "directly, :171, :183)")
add("pa-tr-555-cpu", PA, "pare/core/trainer.py", 555,
    "x.cpu().numpy()", "x.numpy()", True, ["TL001"], "framework",
    "With TESTING.SAVE_RESULTS (True by default, pare/core/config.py:159) validation_step stores the predictions "
    "through the tolist lambda (:555-559): pred = self(images) (:475-477), the output of the model. " + PA_PL + ". "
    "Without .cpu(), x.numpy() raises TypeError for pred['pred_pose'] in the first test batch",
    also_accept=["pare/core/trainer.py:556", "pare/core/trainer.py:557", "pare/core/trainer.py:558",
                 "pare/core/trainer.py:559"])
add("pa-tr-475-nograd", PA, "pare/core/trainer.py", 475,
    "with torch.no_grad():", "if True:", True, ["TL002"], "other_file",
    "The block runs the model (pred = self(images), :476-477). Under scripts/eval.py the removal is harmless ("
    + PA_EVALGRAD + "), but the README's occlusion sensitivity analysis (README.md:150-160) runs "
    "scripts/occlusion_analysis.py, which moves PARETrainer and each batch to 'cuda' (:124, :129, :147-149) and "
    "calls model.validation_step directly (:171, :183) with no no_grad anywhere in the script; the PARE parameters "
    "require grad (model.eval() at :130 does not change that). Without the block, pred_keypoints_3d requires grad "
    "and error = ... .cpu().numpy() (:502) raises RuntimeError (Can't call numpy() on Tensor that requires grad)",
    report_line=502, also_accept=["pare/core/trainer.py:508", "pare/core/trainer.py:518", "pare/core/trainer.py:541",
                                  "pare/core/trainer.py:555"])
add("pa-tr-412-detach", PA, "pare/core/trainer.py", 412,
    "output['smpl_vertices'].detach()", "output['smpl_vertices']", True, ["TL002"], "other_file",
    PA_TRAIN_SUM + "; output is the model's prediction of that step, so output['smpl_vertices'] requires grad. "
    "train_summaries passes pred_vertices to Renderer.visualize_tb (:433-440), which converts it with "
    "vertices.cpu().numpy() (pare/utils/renderer.py:89): without the .detach() that raises RuntimeError (Can't "
    "call numpy() on Tensor that requires grad) at the first training batch",
    report_file="pare/utils/renderer.py", report_line=89,
    also_accept=["pare/core/trainer.py:433", "pare/core/trainer.py:412"])
add("pa-re-89-cpu", PA, "pare/utils/renderer.py", 89,
    "vertices.cpu().numpy()", "vertices.numpy()", True, ["TL001"], "other_file",
    "Renderer.visualize_tb is called from pare/core/trainer.py only: train_summaries (:433, :442, with "
    "output['smpl_vertices'].detach() and the batch's vertices) and validation_summaries (:639). " + PA_TRAIN_SUM
    + ", on the GPU (" + PA_PL + "). Without .cpu(), vertices.numpy() raises TypeError at the first training batch",
    also_accept=["pare/core/trainer.py:433"])
add("pa-iu-339-cpu", PA, "pare/utils/image_utils.py", 339,
    "joints.detach().cpu().numpy()", "joints.detach().numpy()", True, ["TL001"], "framework",
    "generate_heatmaps_2d_batch is only called by training_step (pare/core/trainer.py:366-371) when "
    "DATASET.USE_HEATMAPS is '', 'hm' or 'hm_soft' ('' by default, pare/core/config.py:114), with "
    "gt_smpl_keypoints_2d projected from the batch's SMPL parameters with camera_center / rotation created on "
    "self.device (:338, :348-362). " + PA_PL + ". Without .cpu(), joints.detach().numpy() raises TypeError in the "
    "first training step (the helper itself sends its result back with .to('cuda'), :349-350)",
    also_accept=["pare/core/trainer.py:366"])
add("pa-te-417-cpu", PA, "pare/core/tester.py", 417,
    "pred_cam.cpu().numpy()", "pred_cam.numpy()", True, ["TL001"], "same_file",
    "The video demo (`python scripts/demo.py --vid_file ...`, README.md:61-65; scripts/demo.py:99, :108) runs "
    "PARETester.run_on_video: self.device is cuda when available (:57), the model is built .to(self.device) "
    "(:108), each batch is moved there (:397) and the outputs are concatenated (:401-413). Without .cpu(), "
    "pred_cam.numpy() raises TypeError for the first tracked person")
add("pa-te-359-nograd", PA, "pare/core/tester.py", 359,
    "@torch.no_grad()", "", True, ["TL002"], "same_function",
    "run_on_video is decorated @torch.no_grad() (:359-360); nothing else in the demo turns grad off (scripts/demo.py "
    ":99-108; model.eval() at :60 does not). Without it, output = self.model(batch) (:399) requires grad (the PARE "
    "parameters require grad), the concatenated pred_cam (:408) too, and pred_cam.cpu().numpy() (:417) raises "
    "RuntimeError (Can't call numpy() on Tensor that requires grad). (Every batch's graph is also kept until "
    ":415, which could exhaust GPU memory on a long video first)",
    report_line=417, also_accept=["pare/core/tester.py:418", "pare/core/tester.py:419", "pare/core/tester.py:420",
                                  "pare/core/tester.py:421", "pare/core/tester.py:422"])
add("pa-tr-451-cpu", PA, "pare/core/trainer.py", 451,
    "images_pred.cpu().numpy()", "images_pred.numpy()", False, [], "other_file",
    "images_pred is the return value of Renderer.visualize_tb (:433-440), make_grid (pare/utils/renderer.py:202-205) "
    "of images moved to the host (images = images.cpu(), :95) and of renders, keypoint, heatmap and side-view "
    "images built with torch.from_numpy(...).float() (:109-122, :136, :141, :147-190). It is a CPU tensor without "
    "grad, so images_pred.numpy() (TRAINING.SAVE_IMAGES branch, :450-455) works without .cpu()")
add("pa-tr-623-detach", PA, "pare/core/trainer.py", 623,
    "output['pred_heatmaps_2d'].detach().cpu().numpy()", "output['pred_heatmaps_2d'].cpu().numpy()", False, [],
    "same_file",
    "validation_summaries is only called from validation_step (:485, :563, :581; scripts/occlusion_analysis.py "
    "reaches it through validation_step too), always with pred = self(images) computed inside validation_step's "
    "`with torch.no_grad():` (:475-477). The heatmaps never require grad, and .cpu().numpy() without .detach() "
    "works (under Lightning the whole test loop also runs with grad disabled)")
add("pa-tr-431-detach", PA, "pare/core/trainer.py", 431,
    "input_batch['heatmaps_2d'].detach().cpu().numpy()", "input_batch['heatmaps_2d'].cpu().numpy()", False, [],
    "other_file",
    "batch['heatmaps_2d'] is only set by training_step (:366-371) from generate_heatmaps_2d_batch, which builds it "
    "with torch.from_numpy(np.stack(heatmaps)).float().to('cuda') from NumPy heatmaps "
    "(pare/utils/image_utils.py:336-350): a ground-truth tensor without grad. .cpu().numpy() without .detach() works")
add("pa-sp-52-cpu", PA, "pare/utils/smooth_pose.py", 52,
    "smpl_output.vertices.detach().cpu().numpy()", "smpl_output.vertices.detach().numpy()", False, [],
    "same_function",
    "smooth_pose builds its own SMPL body model on the CPU (smpl = SMPL(model_path=...), :36, never moved) and "
    "feeds it torch.from_numpy of the NumPy poses and betas (:46-51; tester.py passes the arrays it converted at "
    ":417-422). smpl_output.vertices is a CPU tensor, and .detach().numpy() without .cpu() works")
add("pa-sp-68-detach", PA, "pare/utils/smooth_pose.py", 68,
    "smpl_output.vertices.detach().cpu().numpy()", "smpl_output.vertices.cpu().numpy()", False, [], "other_file",
    "The smplx SMPL built at :36 has create_transl=True by default, so its forward adds the nn.Parameter transl "
    "and the vertices would require grad with grad on. But smooth_pose is only called from "
    "PARETester.run_on_video (pare/core/tester.py:428, with --smooth), which is decorated @torch.no_grad() "
    "(:359-360): the vertices do not require grad and .cpu().numpy() without .detach() works")

# ================================================================ OpenLRM (HF accelerate)
add("ol-il-203-cpu", OL, "openlrm/runners/infer/lrm.py", 203,
    "squeeze(-1).cpu().numpy()", "squeeze(-1).numpy()", True, ["TL001"], "framework",
    "infer_mesh queries the density grid with self.model.synthesizer.forward_grid(planes, ...) (:198-201); the "
    "planes come from the model on self.device (:155-160, :234-235). " + OL_ACC + ". Without .cpu(), "
    "grid_out['sigma'] ... .numpy() raises TypeError before marching cubes (export_mesh=true)")
add("ol-vi-26-cpu", OL, "openlrm/utils/video.py", 26,
    "permute(1, 2, 0).cpu().numpy()", "permute(1, 2, 0).numpy()", True, ["TL001"], "other_file",
    "images_to_video's only caller is LRMInferrer.infer_video (openlrm/runners/infer/lrm.py:188-195), which passes "
    "v[0] of the concatenated 'images_rgb' renders of self.model.synthesizer with cameras, anchors and "
    "resolutions created on self.device (:162-185). " + OL_ACC + ". Without .cpu(), images[i]...numpy() raises "
    "TypeError for the first frame (export_video=true)",
    also_accept=["openlrm/runners/infer/lrm.py:190"])
add("ol-il-234-nograd", OL, "openlrm/runners/infer/lrm.py", 234,
    "with torch.no_grad():", "if True:", True, ["TL002"], "other_file",
    "The block is the only grad switch of inference (nothing else in openlrm/runners/infer disables grad; the "
    "model from from_pretrained keeps requires_grad on its transformer and synthesizer; at most the DINO encoder is "
    "frozen, with encoder_freeze, openlrm/models/encoders/dinov2_wrapper.py:32-41; the renderer's own no_grad only "
    "covers importance sampling, openlrm/models/rendering/utils/renderer.py:248). Without it, planes and every rendered frame require "
    "grad; infer_video hands them to images_to_video, whose .cpu().numpy() (openlrm/utils/video.py:26) raises "
    "RuntimeError (Can't call numpy() on Tensor that requires grad); with export_video=false the first failure is "
    "infer_mesh's conversion (:203). (Keeping the graph of all 160 views may exhaust GPU memory before the "
    "conversion is reached.) " + OL_ACC,
    report_file="openlrm/utils/video.py", report_line=26,
    also_accept=["openlrm/runners/infer/lrm.py:203", "openlrm/runners/infer/lrm.py:207",
                 "openlrm/runners/infer/lrm.py:190"])
add("ol-tr-275-detach", OL, "openlrm/runners/train/lrm.py", 275,
    "outs['images_rgb'].detach()[", "outs['images_rgb'][", False, [], "framework",
    "Every image_monitor.train_global_steps (100, configs/train-sample.yaml) the training loop logs renders of the "
    "current step (grad on, accelerator.backward at :222). Without .detach() the renders slice requires grad; "
    "log_image_monitor (:407-425) only stacks / views / make_grid-s it (:412-415) and passes it to log_images "
    "(openlrm/runners/train/base_trainer.py:308-312), i.e. accelerate's TensorBoardTracker.log_images -> "
    "SummaryWriter.add_images (accelerate v0.30.0 tracking.py:251-265; trackers: [tensorboard] in the config), "
    "whose summary.image converts with make_np -> _prepare_pytorch = x.detach().cpu().numpy() "
    "(torch/utils/tensorboard/_convert_np.py:31-35, summary.py:572). The slice is dropped after the call. Nothing "
    "fails",
    also_accept=["openlrm/runners/train/lrm.py:418"])
add("ol-tr-243-item", OL, "openlrm/runners/train/lrm.py", 243,
    "loss.item()", "loss", False, [], "framework",
    "loss is an element of global_step_loss = accelerator.gather(torch.stack(local_step_losses)).mean(dim=0).cpu() "
    "(:240-241) of detached losses (:229-231): a 0-d CPU tensor without grad. Without .item() it reaches "
    "math.isnan / tqdm.format_num (:262-263, both work on 0-d CPU tensors) and log_scalar_kwargs -> "
    "accelerator.log (openlrm/runners/train/base_trainer.py:301-306), where TensorBoardTracker.log first applies "
    "listify, which converts tensors with tensor.detach().cpu().tolist() (accelerate v0.30.0 tracking.py:239, "
    "utils/operations.py:285-303). Nothing fails and the value is logged",
    also_accept=["openlrm/runners/train/lrm.py:248", "openlrm/runners/train/base_trainer.py:306"])
add("ol-tr-240-cpu", OL, "openlrm/runners/train/lrm.py", 240,
    ".mean(dim=0).cpu()", ".mean(dim=0)", False, [], "same_function",
    "Without .cpu() global_step_loss stays on the device (accelerator.gather returns device tensors), but it holds "
    "detached losses (:229-231) and is only used through .item() (:243-246), appended to global_step_losses "
    "(:254), stacked and reduced with .item() again at the epoch end (:286-293). No NumPy conversion and no "
    "grad is involved; .item() works on a cuda tensor",
    also_accept=["openlrm/runners/train/lrm.py:243", "openlrm/runners/train/lrm.py:289"])

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
