#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29x study (run inside this folder)."""
import json

LF = "zju3dv/LoFTR"
FS = "ming024/FastSpeech2"
YV = "Tianxiaomo/pytorch-YOLOv4"
GC = "jacobgil/pytorch-grad-cam"

# ---------------------------------------------------------------- shared evidence
PL = "Lightning 1.3.5 (pinned in requirements.txt; read at tag 1.3.5 of Lightning-AI/pytorch-lightning)"
PL_GPU = ("LoFTR is trained with `train.py ... --gpus=4 --num_nodes=1 --accelerator=\"ddp\"` (scripts/reproduce_train/"
          "indoor_ds.sh and the other reproduce_train scripts) and tested with `test.py ... --gpus=... --accelerator=\"ddp\" "
          "--dump_dir=...` (scripts/reproduce_test/*.sh); train.py:71 setup_gpus and :104 pl.Trainer.from_argparse_args, "
          "so " + PL + " moves every batch dict to the root cuda device before training_step, validation_step and "
          "test_step (pytorch_lightning/accelerators/accelerator.py:201, :221, :240 -> to_device :392-394 -> batch_to_device "
          ":166-179 move_data_to_device) and the LoFTR matcher, a submodule of PL_LoFTR, lives on that device")
PL_VAL_NOGRAD = (PL + " runs validation and test with grad off (trainer.py:911-931 run_evaluation: "
                 "torch.set_grad_enabled(False); re-enabled at :1020) and training with grad on (run_train :836-848)")
TB = ("the logger is Lightning's TensorBoardLogger, whose experiment is torch.utils.tensorboard.SummaryWriter "
      "(pytorch_lightning/loggers/tensorboard.py:25 at tag 1.3.5); SummaryWriter.add_scalar converts a tensor itself "
      "through summary.scalar -> make_np -> _prepare_pytorch, which does x.detach().cpu().numpy() in current torch "
      "(torch/utils/tensorboard/_convert_np.py, read in /work/.venv torch 2.13) and x = x.data; x.cpu().numpy() in the "
      "torch 1.8 of LoFTR's environment.yaml (the same shape as tensorboardX x2num.py:17-43, read in the lanpa/"
      "tensorboardX mirror)")
TB_FS = ("train.py:8 uses torch.utils.tensorboard.SummaryWriter, whose add_scalar converts a tensor itself "
         "(summary.scalar -> make_np -> _prepare_pytorch: x.detach().cpu().numpy() in current torch, "
         "torch/utils/tensorboard/_convert_np.py; x.data then x.cpu().numpy() in torch <= 1.8, as in tensorboardX "
         "x2num.py:17-43)")
FS_DEV = ("train.py:18 sets device = cuda when available (README: 'less than 1 hour on my GTX1080Ti GPU'), "
          "get_model moves FastSpeech2 there (utils/model.py:14) and every batch is moved with to_device "
          "(train.py:79 -> utils/tools.py:18-47, .to(device))")
FS_SYN = ("synthesize.py:17 sets device = cuda when available (the README's `python3 synthesize.py ... --mode "
          "batch/single`), get_model moves the model there (:188 -> utils/model.py:14) and synthesize() moves the "
          "batch with to_device (:92) and runs the model and synth_samples inside `with torch.no_grad():` (:93-108)")
YV_DEV = ("train.py's __main__ sets device = cuda when available (:613), after CUDA_VISIBLE_DEVICES = cfg.gpu (:612; the "
          "README runs `python train.py -g [GPU_ID] ...`), moves the model there (:623) and passes device to train() (:629)")
GC_DEV = ("BaseCAM uses the model's device (base_cam.py:29 self.device = next(model.parameters()).device) and moves the "
          "input there (:100); cam.py builds the model on --device (:89) and the README documents `python cam.py ... "
          "--device cuda` (README.md:295-296)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ LoFTR (Lightning 1.3.5)
add("lf-met-115-cpu", LF, "src/utils/metrics.py", 115,
    "data['mkpts0_f'].cpu().numpy()", "data['mkpts0_f'].numpy()", True, ["TL001"], "framework",
    "compute_pose_errors(data, config) is called with the batch dict from PL_LoFTR._compute_metrics "
    "(src/lightning/lightning_loftr.py:95-98) in validation_step (:142-145) and test_step (:205-209); mkpts0_f is "
    "set by the matcher from data['mkpts0_c'] (src/loftr/utils/fine_matching.py:67, :71-74), itself computed by "
    "coarse matching on the device of the batch features; " + PL_GPU + "; so mkpts0_f is a cuda tensor and "
    ".numpy() raises in the first validation (the sanity check runs 10 val steps, --num_sanity_val_steps=10)")
add("lf-pl-105-cpu", LF, "src/lightning/lightning_loftr.py", 105,
    "batch['epi_errs'][batch['m_bids'] == b].cpu().numpy()", "batch['epi_errs'][batch['m_bids'] == b].numpy()",
    True, ["TL001"], "other_file",
    "epi_errs is written into the batch by compute_symmetrical_epipolar_errors (src/utils/metrics.py:50-69), called "
    "just before (:97); it is torch.cat of symmetric_epipolar_distance (:30-47) of data['mkpts0_f'], "
    "data['mkpts1_f'], data['K0'], data['K1'] and an E matrix from data['T_0to1'] (:55-56), all torch ops on the "
    "batch tensors and the matcher's outputs, so epi_errs stays on their device; with the reproduce scripts' "
    "--gpus (" + PL + " moves the batch to cuda, accelerator.py:221/:240 -> :392-394) it is a cuda tensor and "
    ".numpy() raises in validation_step/test_step")
add("lf-pl-224-cpu", LF, "src/lightning/lightning_loftr.py", 224,
    "batch[key][mask].cpu().numpy()", "batch[key][mask].numpy()", True, ["TL001"], "framework",
    "test_step dumps mkpts0_f, mkpts1_f, mconf and epi_errs (:214) when dump_dir is set; scripts/reproduce_test/*.sh "
    "pass --dump_dir and --gpus/--accelerator=ddp to test.py, which builds PL_LoFTR(dump_dir=args.dump_dir) "
    "(test.py:57) and pl.Trainer.from_argparse_args(args) (:65); " + PL + " moves the test batch to the cuda root "
    "device (accelerator.py:240 -> :392-394), the matcher writes its matches on that device, so batch[key][mask] "
    "is a cuda tensor and .numpy() raises")
add("lf-fm-62-nograd", LF, "src/loftr/utils/fine_matching.py", 62,
    "@torch.no_grad()", "", True, ["TL002"], "other_file",
    "get_fine_match computes mkpts1_f = data['mkpts1_c'] + (coords_normed * (W // 2) * scale1)[...] (:69), where "
    "coords_normed is the spatial expectation of a softmax of the fine features (:43-49, called at :60); without the "
    "decorator, in training (grad on: " + PL_VAL_NOGRAD + ") mkpts1_f requires grad; training_step "
    "(src/lightning/lightning_loftr.py:112-131) calls make_matching_figures(batch, ...) at global_step % "
    "log_every_n_steps == 0 (step 0 included) because TRAINER.ENABLE_PLOTTING defaults to True "
    "(src/config/default.py:129; no config under configs/ overrides it), and _make_evaluation_figure converts "
    "data['mkpts1_f'][b_mask].cpu().numpy() (src/utils/plotting.py:75), which raises 'Can't call numpy() on Tensor "
    "that requires grad' (epi_errs at :82 also requires grad, computed from mkpts1_f at lightning_loftr.py:128); "
    "validation is unaffected (no grad)",
    report_file="src/utils/plotting.py", report_line=75,
    also_accept=["src/utils/plotting.py:82", "src/lightning/lightning_loftr.py:129"])
add("lf-demo-163-cpu", LF, "demo/demo_loftr.py", 163,
    "last_data['mconf'].cpu().numpy()", "last_data['mconf'].numpy()", True, ["TL001"], "same_file",
    "the demo requires a GPU: device = 'cuda' or RuntimeError('GPU is required to run this demo.') (:89-92), the "
    "matcher is moved there (:97) and run on frame tensors made for that device (:114, :156-158); mconf is written "
    "by the coarse matching of that cuda matcher, so last_data['mconf'] is a cuda tensor and .numpy() raises on "
    "the first matched frame (it needs no detach: get_coarse_match is @torch.no_grad(), "
    "src/loftr/utils/coarse_matching.py:150)")
add("lf-plot-86-cpu", LF, "src/utils/plotting.py", 86,
    "data['conf_matrix_gt'][b_id].sum().cpu())", "data['conf_matrix_gt'][b_id].sum())", False, [],
    "same_function",
    "not a bug: the value is passed to int() (:86), not to NumPy; int() of a one-element tensor goes through "
    "Tensor.__int__ (= .item()), which works for a cuda tensor (a synchronising host copy), and conf_matrix_gt is a "
    "supervision target built under @torch.no_grad() (spvs_coarse, src/loftr/utils/supervision.py:21-22, creates it at :84), so grad plays no part")
add("lf-loss-180-detach", LF, "src/losses/loftr_loss.py", 180,
    "loss_c.clone().detach().cpu()", "loss_c.clone().cpu()", False, [], "framework",
    "not a bug: loss_scalars (:169-192) are only read in two places: training_step passes each value to "
    "self.logger.experiment.add_scalar (src/lightning/lightning_loftr.py:118-119) and discards the batch (it returns "
    "only {'loss': batch['loss']}, :133), so no graph is kept across steps; validation_step returns them (:154) but "
    + PL_VAL_NOGRAD + ", so there loss_c has no grad; " + TB + "; nothing converts loss_c with NumPy")
add("lf-pl-124-cpu", LF, "src/lightning/lightning_loftr.py", 124,
    "bin_score.clone().detach().cpu().data", "bin_score.clone().detach().data", False, [], "framework",
    "not a bug: the (cuda, with --gpus) sinkhorn bin score is passed only to self.logger.experiment.add_scalar "
    "(:123-124, for the *_ot configs); " + TB + ", so a cuda scalar tensor is logged fine; .detach() and .data "
    "remain, so no grad either")

# ================================================================ FastSpeech2
add("fs-tools-136-cpu", FS, "utils/tools.py", 136,
    "(mel_prediction.cpu().numpy(), pitch, energy),", "(mel_prediction.numpy(), pitch, energy),", True, ["TL001"],
    "other_file",
    "synth_one_sample is called from train.py:114-120 every synth_step and from evaluate.py:58-64 with the model "
    "output; mel_prediction = predictions[1][0, :mel_len].detach().transpose(0, 1) (:115) is the postnet mel of "
    "FastSpeech2 on the training device: " + FS_DEV + "; so mel_prediction is a cuda tensor and .numpy() raises at "
    "the first synth step")
add("fs-tools-115-detach", FS, "utils/tools.py", 115,
    "predictions[1][0, :mel_len].detach().transpose(0, 1)", "predictions[1][0, :mel_len].transpose(0, 1)", True,
    ["TL002"], "other_file",
    "train.py calls synth_one_sample(batch, output, ...) (:113-120) with the output of the training forward "
    "(:82), outside any no_grad, and evaluate.py:58 calls it after its no_grad block (:41-49 ends before :58) with "
    "the last output, computed under no_grad; in the training call predictions[1] requires grad, so without "
    ".detach() mel_prediction requires grad and mel_prediction.cpu().numpy() (:136) raises 'Can't call numpy() on "
    "Tensor that requires grad' (vocoder_infer at :152-157 is under its own no_grad)",
    report_line=136, also_accept=["utils/tools.py:115"])
add("fs-tools-116-detach", FS, "utils/tools.py", 116,
    "targets[11][0, :src_len].detach().cpu().numpy()", "targets[11][0, :src_len].cpu().numpy()", False, [],
    "same_file",
    "not a bug: targets is the batch; targets[11] is durations = torch.from_numpy(durations).long().to(device) "
    "(to_device, utils/tools.py:42), a data tensor of integer dtype that never requires grad (an integer tensor "
    "cannot); .cpu() remains, so the conversion works")
add("fs-tools-172-detach", FS, "utils/tools.py", 172,
    "predictions[5][i, :src_len].detach().cpu().numpy()", "predictions[5][i, :src_len].cpu().numpy()", False, [],
    "other_file",
    "not a bug: synth_samples has one caller, synthesize.py:101-108, inside `with torch.no_grad():` (:93) that also "
    "encloses the forward pass producing predictions (:95-100); predictions[5] (the rounded durations) has no grad "
    "there, and .cpu() remains")
add("fs-tools-174-cpu", FS, "utils/tools.py", 174,
    "predictions[2][i, :src_len].detach().cpu().numpy()", "predictions[2][i, :src_len].detach().numpy()", True,
    ["TL001"], "other_file",
    "config/LJSpeech/preprocess.yaml sets pitch feature: 'phoneme_level' (:26), so this branch (:173-175) runs; "
    "predictions[2] is the predicted pitch of the model on the synthesis device: " + FS_SYN + "; so it is a cuda "
    "tensor and .numpy() raises in synth_samples")
add("fs-model-83-cpu", FS, "utils/model.py", 83,
    "wavs.cpu().numpy()", "wavs.numpy()", True, ["TL001"], "other_file",
    "wavs is the output of the vocoder (:76-80), which get_vocoder moved to the device it was given "
    "(:56 MelGAN, :69 HiFi-GAN, the default of config/LJSpeech/model.yaml:35-37); train.py:48 and synthesize.py:191 "
    "pass their module-level cuda device (train.py:18, synthesize.py:17), and the mels passed in are on it too "
    "(utils/tools.py:146-157, :202-206); so wavs is a cuda tensor and .numpy() raises")
add("fs-model-76-nograd", FS, "utils/model.py", 76,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_file",
    "the vocoder is an nn.Module whose parameters require grad: get_vocoder loads HiFi-GAN (hifigan.Generator, "
    ":57-69) or MelGAN from torch.hub (:46-56) and only calls .eval(), which does not turn grad off, and nothing in "
    "the project calls requires_grad_(False) on it; vocoder_infer is called from synth_one_sample "
    "(utils/tools.py:146-157), which train.py:114 runs during training and evaluate.py:58 after its no_grad block, "
    "both with grad on; without the no_grad, wavs = vocoder(mels).squeeze(1) (:80) requires grad and "
    "wavs.cpu().numpy() (:83) raises 'Can't call numpy() on Tensor that requires grad'",
    report_line=83)
add("fs-eval-49-item", FS, "evaluate.py", 49,
    "loss_sums[i] += losses[i].item() * len(batch[0])", "loss_sums[i] += losses[i] * len(batch[0])", False, [],
    "same_function",
    "not a bug: the loop runs inside `with torch.no_grad():` (:41-49), so losses[i] has no grad and no graph is "
    "kept across batches; loss_sums and loss_means (:51) become 0-d cuda tensors, which the message's "
    "'{:.4f}'.format (:53-55, Tensor.__format__ -> item()) and log(...losses=loss_means) (:66 -> utils/tools.py:73-78 "
    "add_scalar, which converts a tensor itself) accept; nothing passes them to NumPy")
add("fs-eval-41-nograd", FS, "evaluate.py", 41,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "not a bug: with grad on, losses[i] requires grad but is reduced with .item() (:49), so nothing is kept across "
    "batches; the last output goes to synth_one_sample (:58), which detaches every prediction it converts "
    "(utils/tools.py:112-115 .item()/.detach(); :136 mel_prediction is the detached :115 view) and converts only "
    "targets otherwise (:116-126, data tensors); vocoder_infer has its own no_grad (utils/model.py:76)",
    report_line=49, also_accept=["utils/tools.py:136", "utils/tools.py:137"])
add("fs-train-100-item", FS, "train.py", 100,
    "losses = [l.item() for l in losses]", "losses = [l for l in losses]", False, [], "framework",
    "not a bug: the six 0-d cuda loss tensors (which require grad) are used only for the message "
    "'{:.4f}'.format(*losses) (:102-104; Tensor.__format__ of a 0-d tensor calls .item(), which works with grad and "
    "on cuda) and for log(train_logger, step, losses=losses) (:111 -> utils/tools.py:73-78 add_scalar); " + TB_FS +
    "; losses is rebound at every step (:85), so no graph is kept across iterations",
    also_accept=["utils/tools.py:73"])

# ================================================================ pytorch-YOLOv4
add("yv-tr-384-item", YV, "train.py", 384,
    "epoch_loss += loss.item()", "epoch_loss += loss", True, ["TL008"], "same_function",
    "loss is the training loss returned by Yolo_loss (:380) on which .backward() is called (:382); with .item() "
    "removed, epoch_loss (initialised to 0 per epoch, :366) becomes a tensor whose graph chains every iteration's "
    "loss graph for the whole epoch (the accumulated-autograd-history pattern of the README's TL008 row), holding "
    "activations of every step in GPU memory until the epoch ends")
add("yv-tr-181-cpu", YV, "train.py", 181,
    "truth_x_all.to(torch.int16).cpu().numpy()", "truth_x_all.to(torch.int16).numpy()", True, ["TL001"],
    "same_file",
    "build_target is called by Yolo_loss.forward with labels = the bboxes of the batch, which train() moves with "
    "bboxes.to(device=device) (:377) before criterion(bboxes_pred, bboxes) (:380); " + YV_DEV + "; truth_x_all is "
    "computed from labels (:177), so it is a cuda tensor and .numpy() raises at the first training step")
add("yv-tr-499-detach", YV, "train.py", 499,
    "boxes.squeeze(2).cpu().detach().numpy()", "boxes.squeeze(2).cpu().numpy()", False, [], "same_function",
    "not a bug: evaluate() is decorated with @torch.no_grad() (:466), so the eval model's outputs (:488) and boxes "
    "(:496) have no grad; .cpu() remains")
add("yv-tr-507-cpu", YV, "train.py", 507,
    "confs.cpu().detach().numpy()", "confs.detach().numpy()", True, ["TL001"], "same_function",
    "evaluate() moves the input to device (:482) and runs the eval model, which train() moved there "
    "(eval_model.to(device), :424) with the cuda device: " + YV_DEV + "; confs comes from "
    "outputs[1] (:496), a cuda tensor, so .numpy() raises in the first validation")
add("yv-ut-188-detach", YV, "tool/utils.py", 188,
    "box_array.cpu().detach().numpy()", "box_array.cpu().numpy()", False, [], "other_file",
    "not a bug: the tensor branch of post_processing (:187) is reached only from tool/torch_utils.py:104 do_detect, "
    "which runs the model and calls post_processing inside `with torch.no_grad():` (:78-104); the other callers "
    "(demo_trt.py:184, demo_darknet2onnx.py:49, demo_tensorflow.py:52) pass NumPy outputs and skip the branch; so "
    "box_array has no grad and .cpu() remains")
add("yv-ut-189-cpu", YV, "tool/utils.py", 189,
    "confs.cpu().detach().numpy()", "confs.detach().numpy()", True, ["TL001"], "other_file",
    "post_processing's tensor branch is reached from do_detect (tool/torch_utils.py:76-104), which moves the image "
    "with img.cuda() when use_cuda (:89-90; default use_cuda=1, :76) and runs the model on it; demo.py sets "
    "use_cuda = True (:24) and moves the model with m.cuda() (:34-35), as do models.py:479-480 and "
    "evaluate_on_coco.py; so confs = output[1] is a cuda tensor and .numpy() raises")
add("yv-tr-392-item", YV, "train.py", 392,
    "writer.add_scalar('train/Loss', loss.item(), global_step)",
    "writer.add_scalar('train/Loss', loss, global_step)", False, [], "framework",
    "not a bug: writer is tensorboardX's SummaryWriter (train.py:28, created at :304; requirements.txt pins "
    "tensorboardX==2.0); add_scalar converts a tensor itself: summary.scalar -> make_np -> prepare_pytorch does "
    "x = x.data; x.cpu().numpy() (tensorboardX/x2num.py:17-42, read in the lanpa/tensorboardX mirror @ 48a5f8a), so "
    "the cuda loss that requires grad is logged fine, and it is not kept beyond the call (loss is rebound every "
    "iteration, :380)")
add("yv-tr-512-item", YV, "train.py", 512,
    "res[target[\"image_id\"].item()] = {", "res[target[\"image_id\"]] = {", True, ["TL003"], "other_file",
    "targets are moved to device (:483, {k: v.to(device)}), and image_id is a one-element tensor "
    "(dataset.py:406 torch.tensor([get_image_id(img_path)])), so without .item() the keys of res are cuda tensors; "
    "coco_evaluator.update(res) (:518) runs img_ids = list(np.unique(list(predictions.keys()))) "
    "(tool/tv_reference/coco_eval.py:36), and np.unique of a list of cuda tensors calls Tensor.__array__ -> .numpy() "
    "and raises 'can't convert cuda:0 device type tensor to numpy' (checked on CPU torch with meta tensors, which take "
    "the same path)",
    report_file="tool/tv_reference/coco_eval.py", report_line=36, also_accept=["train.py:518", "train.py:512"])

# ================================================================ pytorch-grad-cam
add("gc-base-152-cpu", GC, "pytorch_grad_cam/base_cam.py", 152,
    "[a.cpu().data.numpy() for a in", "[a.data.numpy() for a in", False, [], "other_file",
    "not a bug: this branch runs only when self.detach (:151), the same flag BaseCAM passes to "
    "ActivationsAndGradients (:50-51); with detach=True, save_activation stores activation.cpu().detach() "
    "(pytorch_grad_cam/activations_and_gradients.py:23-26), so every element is already a CPU tensor without grad")
add("gc-aag-26-cpu", GC, "pytorch_grad_cam/activations_and_gradients.py", 26,
    "self.activations.append(activation.cpu().detach())", "self.activations.append(activation.detach())", False, [],
    "other_file",
    "not a bug: the stored activations now stay on the model's device, but every reader moves them again before "
    "NumPy: BaseCAM.compute_cam_per_layer converts a.cpu().data.numpy() (pytorch_grad_cam/base_cam.py:152) and "
    "DeepFeatureFactorization converts activations[0].cpu().numpy() "
    "(pytorch_grad_cam/feature_factorization/deep_feature_factorization.py:67-68); no other file reads "
    "activations_and_grads.activations",
    report_file="pytorch_grad_cam/base_cam.py", report_line=152,
    also_accept=["pytorch_grad_cam/activations_and_gradients.py:26",
                 "pytorch_grad_cam/feature_factorization/deep_feature_factorization.py:67"])
add("gc-abl-89-cpu", GC, "pytorch_grad_cam/ablation_cam.py", 89,
    "target(output).cpu().item()", "target(output).item()", False, [], "same_function",
    "not a bug: .item() of a one-element cuda tensor works (host copy), and the scores are computed inside "
    "`with torch.no_grad():` (:85-89); np.float32 gets a list of Python floats")
add("gc-pc-63-cpu", GC, "pytorch_grad_cam/metrics/perturbation_confidence.py", 63,
    "np.percentile(mask.cpu().numpy(), self.percentile)", "np.percentile(mask.numpy(), self.percentile)", False, [],
    "same_file",
    "not a bug: RemoveMostRelevantFirst/RemoveLeastRelevantFirst are the perturbations of "
    "PerturbationConfidenceMetric (used by metrics/road.py:146, :152), whose __call__ calls them with "
    "self.perturbation(input_tensor[i, ...].cpu(), torch.from_numpy(cam)) (:31-32), cam being a NumPy CAM; mask is "
    "that CPU tensor from NumPy (or 1 - mask, :80), with no grad")
add("gc-base-108-data", GC, "pytorch_grad_cam/base_cam.py", 108,
    "outputs.cpu().data.numpy()", "outputs.cpu().numpy()", True, ["TL002"], "same_function",
    "outputs = self.activations_and_grads(input_tensor) (:105) is the model's forward output, computed with grad on "
    "(BaseCAM never disables grad: the gradients of :111-118 need the graph) from a model with trainable "
    "parameters, so it requires grad; .cpu() keeps requires_grad, and with .data removed .numpy() raises 'Can't call "
    "numpy() on Tensor that requires grad' whenever targets is None (cam.py passes targets = None, :118)")
add("gc-fg-50-cpu", GC, "pytorch_grad_cam/fullgrad_cam.py", 50,
    "input_tensor.grad.data.cpu().numpy()", "input_tensor.grad.data.numpy()", True, ["TL001"], "other_file",
    "FullGrad passes compute_input_gradient=True (:25-31); BaseCAM.forward moves input_tensor to the model's device "
    "(pytorch_grad_cam/base_cam.py:100) and wraps it in Variable(requires_grad=True) (:102-103) before backward "
    "(:115), so input_tensor.grad lives on the model's device; " + GC_DEV + "; with a cuda model .numpy() raises")
add("gc-sh-49-detach", GC, "pytorch_grad_cam/shapley_cam.py", 49,
    "(grads  - 0.5 * hvp).detach().cpu().numpy()", "(grads  - 0.5 * hvp).cpu().numpy()", True, ["TL002"],
    "other_file",
    "ShapleyCAM sets detach=False (:22), so ActivationsAndGradients keeps the raw gradients "
    "(pytorch_grad_cam/activations_and_gradients.py:36-42) and BaseCAM.forward computes them with "
    "torch.autograd.grad(loss, input_tensor, retain_graph=True, create_graph=True) (pytorch_grad_cam/base_cam.py:"
    "114-118); gradients made with create_graph=True require grad (the project itself differentiates them again "
    "for hvp, :31-37), so grads - 0.5 * hvp requires grad and .cpu().numpy() raises 'Can't call numpy() on Tensor "
    "that requires grad'")
add("gc-base-78-cpu", GC, "pytorch_grad_cam/base_cam.py", 78,
    "activations.cpu().detach().numpy()", "activations.detach().numpy()", True, ["TL001"], "other_file",
    "activations reaches get_cam_image as a tensor only when BaseCAM.detach is False (:151-156; with detach=True it "
    "is already NumPy and :77 skips); the one such class is ShapleyCAM (pytorch_grad_cam/shapley_cam.py:22, "
    "'shapleycam' in cam.py's methods), for which save_activation stores the raw layer output on the model's device "
    "(pytorch_grad_cam/activations_and_gradients.py:27-28); " + GC_DEV + "; with a cuda model .numpy() raises")
add("gc-pc-21-nograd", GC, "pytorch_grad_cam/metrics/perturbation_confidence.py", 21,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_function",
    "without the no_grad, outputs = model(input_tensor) (:22) is computed with grad on (the metric is called from "
    "user code, e.g. the ROAD/CAM-confidence metrics of the README, outside any no_grad) and target(output) "
    "(ClassifierOutputTarget, pytorch_grad_cam/utils/model_targets.py: output[..., category]) requires grad, so "
    "target(output).cpu().numpy() (:23) raises 'Can't call numpy() on Tensor that requires grad'",
    report_line=23)

with open("mutations.json", "w") as fh:
    json.dump(M, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(M), "mutations")
