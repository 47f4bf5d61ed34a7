#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29aa study (run inside this folder)."""
import json

ON = "autonomousvision/occupancy_networks"
RF = "hzwer/ECCV2022-RIFE"
LM = "advimman/lama"
CT = "facebookresearch/co-tracker"

# ---------------------------------------------------------------- shared evidence
ON_DEV = ("occupancy_networks picks device = torch.device('cuda' if is_cuda else 'cpu'), is_cuda = "
          "torch.cuda.is_available() and not --no-cuda (train.py:25-26; generate.py:25-26 likewise) and hands it to "
          "config.get_model / get_trainer / get_generator (train.py:73, :79; generate.py:43, :49; im2mesh/config.py:66-106); "
          "the model is built on it (im2mesh/onet/models/__init__.py:38-50 .to(device); im2mesh/psgn/config.py:31-32) and the "
          "trainer / generator keep it as self.device (im2mesh/onet/config.py:60-81, :84-106; im2mesh/onet/training.py:31)")
ON_VIS = ("train.py calls trainer.visualize(data_vis) and trainer.evaluate(val_loader) every visualize_every / "
          "validate_every iterations, it == 0 included (train.py:122-156; configs/default.yaml: visualize_every 2000, "
          "validate_every 2000), with grad mode on (nothing in train.py disables it)")
RF_TRAIN = ("RIFE trains with `python3 -m torch.distributed.launch --nproc_per_node=4 train.py --world_size=4` "
            "(README.md:155): train.py hard-codes device = torch.device('cuda') (train.py:17), sets the local cuda device "
            "and builds Model(local_rank) (train.py:145-153), whose IFNet is moved to model/RIFE.py's module-level device "
            "(cuda when available: model/RIFE.py:16, :24, :38-39) and wrapped in DDP (:29-30); batches are moved with "
            "data_gpu.to(device) (train.py:62, :106)")
RF_GRAD = ("Model.update / Model.inference run self.flownet(...) without any no_grad of their own (model/RIFE.py:56-97), "
           "and no IFNet parameter is frozen (the only requires_grad=False in model/ are the loss helpers in model/loss.py:96, "
           ":106), so the flow/mask/merged outputs and the losses built from them (model/IFNet.py:82, :91, :99, :107-108; "
           "model/laplacian.py:56-59) require grad whenever the caller leaves grad mode on")
LM_PL = "PyTorch Lightning 1.2.9 (pinned in lama requirements.txt; read at tag 1.2.9 of Lightning-AI/pytorch-lightning)"
LM_RUN = ("LaMa trains with `python3 bin/train.py -cn lama-fourier ...` (README): bin/train.py:45-64 builds "
          "pl.Trainer(**config.trainer.kwargs) and fit()s it, and configs/training/trainer/any_gpu_large_ssim_ddp_final.yaml "
          "sets gpus: -1, accelerator: ddp, precision: 32 and no move_metrics_to_cpu")
LM_MOVE = (LM_PL + " moves each batch to the root (cuda) device before the step: Accelerator.training_step / "
           "validation_step call self.to_device(args[0]) (accelerators/accelerator.py:140-176) -> batch_to_device -> "
           "LightningModule._apply_batch_transfer_handler -> transfer_batch_to_device -> move_data_to_device "
           "(accelerator.py:121-134; core/hooks.py:597-647; utilities/apply_func.py:126-161), and the generator / "
           "discriminator / evaluator submodules live on the same device")
LM_OUT = (LM_PL + " stores every validation_step output for validation_epoch_end through track_output_for_epoch_end "
          "(trainer/trainer.py:767-778), which for a dict only calls recursive_detach(output, to_cpu=self.move_metrics_to_cpu) "
          "(utilities/memory.py:20-43); move_metrics_to_cpu defaults to False (trainer.py:141) and the LaMa trainer config "
          "does not set it, and the evaluation loop hands the list on unchanged (trainer/evaluation_loop.py:152-182, :203-230)")
LM_GRAD = (LM_PL + " runs training_step with grad enabled (Trainer.run_train: torch.set_grad_enabled(True), trainer.py:616) "
           "and validation / sanity check with grad disabled (run_evaluation: torch.set_grad_enabled(False), trainer.py:695)")
CT_CUDA = ("co-tracker moves every batch itself: the Lite setup passes move_to_device=False (train_on_kubric.py:325, :378; "
           "Lightning 1.6.0 LightningLite._setup_dataloader then gives _LiteDataLoader device=None, lite/lite.py:242-243, "
           "lite/wrappers.py:133-137, so the framework leaves the batch alone), and dataclass_to_cuda_ "
           "(cotracker/datasets/utils.py:91-120: setattr(obj, f, t.float().cuda()) for every tensor field) is called on the "
           "training batch (train_on_kubric.py:396) and on every evaluation sample when cuda is available "
           "(cotracker/evaluation/core/evaluator.py:200-202); the model is moved with model.cuda() (train_on_kubric.py:311) / "
           "predictor.model.cuda() (cotracker/utils/train_utils.py:170-171; cotracker/evaluation/evaluate.py:110-111)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ occupancy_networks (plain PyTorch)
add("on-tr-51-item", ON, "im2mesh/onet/training.py", 51,
    "return loss.item()", "return loss", False, [], "framework",
    "train_step's value is only used by train.py: logger.add_scalar('train/loss', loss, it) (train.py:124-125) and "
    "'%.4f' % loss in the print (train.py:129-130). logger is a tensorboardX SummaryWriter (train.py:3, :105; environment.yaml "
    "pins tensorboardx=1.4, read at lanpa/tensorboardX commit 6a80f7b 'prepare for pypi release', setup.py version 1.4): "
    "add_scalar -> summary.scalar -> make_np -> prepare_pytorch does `x = x.data` then `x.cpu().numpy()` "
    "(tensorboardX/writer.py:323-334, summary.py:101-119, x2num.py:10-18, :35-39), so a cuda loss that requires grad is "
    "accepted; '%.4f' % t calls Tensor.__float__, which works on a one-element cuda tensor with grad (CPU check: '1.5000'). "
    "The loss is reassigned every iteration, never accumulated, so nothing fails",
    also_accept=["train.py:125", "train.py:129", "train.py:130"])
add("on-tr-81-item", ON, "im2mesh/onet/training.py", 81,
    "-elbo.mean().item()", "-elbo.mean()", True, ["TL003"], "other_file",
    "elbo comes from self.model.compute_elbo on points / inputs moved to self.device (:61-79), i.e. cuda (" + ON_DEV + "). "
    "Without .item() eval_dict['loss'] is a 0-d cuda tensor; BaseTrainer.evaluate collects every step's values in a list "
    "and computes {k: np.mean(v)} (im2mesh/training.py:18-24), and np.mean of a list holding cuda tensors converts each "
    "through Tensor.__array__ -> .numpy(), which raises TypeError (CPU check with meta tensors: np.mean([t, t]) raises "
    "\"can't convert meta device type tensor to numpy\", the same path as cuda). train.py:150 runs it at every validation "
    "(" + ON_VIS + ")",
    report_file="im2mesh/training.py", report_line=24, also_accept=["im2mesh/onet/training.py:81"])
add("on-tr-93-cpu", ON, "im2mesh/onet/training.py", 93,
    "(p_out.probs >= threshold).cpu().numpy()", "(p_out.probs >= threshold).numpy()", True, ["TL001"], "other_file",
    "p_out = self.model(points_iou, inputs, ...) (:88-90) with points_iou / inputs moved to self.device (:61, :69, :72); "
    + ON_DEV + ". The comparison stays on cuda and .numpy() raises at the first validation (" + ON_VIS + ")")
add("on-tr-88-nograd", ON, "im2mesh/onet/training.py", 88,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "without the block p_out = self.model(...) (:89-90, a dist.Bernoulli, im2mesh/onet/models/__init__.py:53-65, :111-112) "
    "has probs that require grad, but the only conversion is (p_out.probs >= threshold).cpu().numpy() (:93): a comparison "
    "returns a bool/uint8 tensor that never requires grad (CPU check), so .numpy() after .cpu() still works; "
    "occ_iou (:92) is input data",
    report_line=93)
add("on-tr-142-cpu", ON, "im2mesh/onet/training.py", 142,
    "inputs[i].cpu(),", "inputs[i],", True, ["TL003"], "other_file",
    "inputs = data.get('inputs').to(device) (:123-126), cuda (" + ON_DEV + "); vis.visualize_data dispatches on "
    "self.input_type = cfg['data']['input_type'] (im2mesh/onet/config.py:72-80): for 'pointcloud' "
    "(configs/pointcloud/onet.yaml) it calls visualize_pointcloud -> points = np.asarray(points) "
    "(im2mesh/utils/visualize.py:22-23, :67), for 'voxels' (configs/voxels/onet.yaml) visualize_voxels -> np.asarray(voxels) "
    "(:20-21, :39); np.asarray of a cuda tensor raises TypeError. (For 'img' configs torchvision's save_image copies to the "
    "CPU itself, so only the point-cloud and voxel runs fail.) Runs at iteration 0 and every 2000 (" + ON_VIS + ")",
    report_file="im2mesh/utils/visualize.py", report_line=67,
    also_accept=["im2mesh/utils/visualize.py:39", "im2mesh/onet/training.py:142",
                 "im2mesh/onet/training.py:141"])
add("on-gen-124-cpu", ON, "im2mesh/onet/generation.py", 124,
    "**kwargs).cpu().numpy()", "**kwargs).numpy()", False, [], "same_file",
    "self.eval_points returns torch.cat of occ_hat.squeeze(0).detach().cpu() pieces (:145-157), a CPU tensor without grad, "
    "so .numpy() works without the extra .cpu() although the points and the model are on cuda (:118, " + ON_DEV + ")")
add("on-gen-311-data", ON, "im2mesh/onet/generation.py", 311,
    "v.data.cpu().numpy()", "v.cpu().numpy()", True, ["TL002"], "same_function",
    "v = torch.nn.Parameter(v0.clone()) (:269-270) is optimised with RMSprop in refine_mesh (:276-309) with grad on (it calls "
    "loss.backward()); v.cpu() keeps requires_grad, so .numpy() raises 'Can't call numpy() on Tensor that requires grad'. "
    "refine_mesh runs when refinement_step > 0 (:215-218): the README's demo `python generate.py configs/demo.yaml` "
    "(README.md:47) sets generation.refinement_step: 30 (configs/demo.yaml), passed by im2mesh/onet/config.py:101")
add("on-com-88-detach", ON, "im2mesh/common.py", 88,
    "points2.detach().cpu().numpy()", "points2.cpu().numpy()", True, ["TL002"], "other_file",
    "chamfer_distance (use_kdtree=True by default, :38-50) -> chamfer_distance_kdtree converts both point sets (:87-88); "
    "PSGN's Trainer.compute_loss calls chamfer_distance(points, points_out) with points_out = self.model(inputs) in training "
    "mode with grad on (im2mesh/psgn/training.py:42-50, :108-119; configs/img/psgn.yaml, configs/pointcloud/psgn.yaml), so "
    "points2 requires grad and .cpu().numpy() raises in the first training step")
add("on-genpy-184-cpu", ON, "generate.py", 184,
    "squeeze(0).cpu().numpy()", "squeeze(0).numpy()", False, [], "other_file",
    "data comes from the plain DataLoader (generate.py:65-66, :77), so data['inputs'] is a CPU tensor; generate.py never "
    "moves it, and generator.generate_mesh(data) only moves a local copy (inputs = data.get('inputs').to(device), "
    "im2mesh/onet/generation.py:64; im2mesh/psgn/generation.py:37, :54 likewise) without writing it back into data. "
    "So data['inputs'].squeeze(0).numpy() works for input_type 'pointcloud' although device is cuda (generate.py:25-26)")
add("on-r2n2-89-cpu", ON, "im2mesh/r2n2/training.py", 89,
    "points.cpu().numpy()", "points.numpy()", False, [], "same_function",
    "points = data.get('points_iou') (:66) is the DataLoader's CPU tensor and, unlike occ and inputs (:64-65), is never "
    "moved to device in eval_step, so .numpy() works without .cpu()")
add("on-psgn-92-nograd", ON, "im2mesh/psgn/training.py", 92,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_function",
    "visualize is called from the training loop with grad on (" + ON_VIS + "); without the block points_out = "
    "self.model(inputs) (:93, PCGN whose parameters require grad) requires grad and points_out.cpu().numpy() (:95) raises "
    "'Can't call numpy() on Tensor that requires grad' (PSGN configs: configs/img/psgn.yaml, configs/pointcloud/psgn.yaml)",
    report_line=95)

# ================================================================ ECCV2022-RIFE (plain PyTorch, DDP launch script)
add("rf-tr-77-detach", RF, "train.py", 77,
    "permute(0, 2, 3, 1).detach().cpu().numpy()", "permute(0, 2, 3, 1).cpu().numpy()", True, ["TL002"], "other_file",
    "info['mask'] / info['mask_tea'] are the mask returned by Model.update(..., training=True) (train.py:67; "
    "model/RIFE.py:78, :88-97), i.e. mask_list[2] = torch.sigmoid(mask) of the IFBlock outputs (model/IFNet.py:82, :108). "
    + RF_GRAD + ". The optimizer step does not clear requires_grad, so torch.cat(...).permute(...).cpu().numpy() raises "
    "'Can't call numpy() on Tensor that requires grad' at step 1 (step % 1000 == 1, rank 0)")
add("rf-tr-76-detach", RF, "train.py", 76,
    "gt.permute(0, 2, 3, 1).detach().cpu()", "gt.permute(0, 2, 3, 1).cpu()", False, [], "same_function",
    "gt = data_gpu[:, 6:9] (:62, :65) is a slice of the input batch: it never requires grad (Model.update only reads it, "
    "model/RIFE.py:69-80), so .cpu().numpy() works without .detach()")
add("rf-tr-76-cpu", RF, "train.py", 76,
    "gt.permute(0, 2, 3, 1).detach().cpu().numpy()", "gt.permute(0, 2, 3, 1).detach().numpy()", True, ["TL001"], "same_file",
    "gt is a slice of data_gpu = data_gpu.to(device) / 255. (:62, :65) with device = torch.device('cuda') (:17), so .numpy() "
    "raises at step 1 on rank 0")
add("rf-tr-109-nograd", RF, "train.py", 109,
    "with torch.no_grad():", "if True:", True, ["TL002"], "other_file",
    "evaluate() is called from the training loop with grad on (:92-93). Without the block, model.update(imgs, gt, "
    "training=False) (:110) only switches the IFNet to eval mode; " + RF_GRAD + ", so info['loss_l1'] (lap(merged[2], gt).mean(), "
    "model/RIFE.py:79) requires grad and info['loss_l1'].cpu().numpy() (:112) raises 'Can't call numpy() on Tensor that "
    "requires grad' (pred, merged_img and the flows at :121-124 likewise)",
    report_line=112, also_accept=["train.py:113", "train.py:114", "train.py:121", "train.py:122", "train.py:123",
                                  "train.py:124"])
add("rf-tr-121-cpu", RF, "train.py", 121,
    "pred.permute(0, 2, 3, 1).cpu().numpy()", "pred.permute(0, 2, 3, 1).numpy()", True, ["TL001"], "other_file",
    "pred is merged[2] returned by Model.update (train.py:110; model/RIFE.py:88), computed by the IFNet on the cuda images "
    "(" + RF_TRAIN + "). Under the no_grad block it has no grad, but it is on cuda, so .numpy() raises")
add("rf-tr-116-cpu", RF, "train.py", 116,
    "(gt[j] - pred[j])).cpu().data", "(gt[j] - pred[j])).data", False, [], "same_function",
    "torch.mean(...) is a 0-d (cuda) tensor and .data gives it without grad; math.log10 converts its argument with "
    "__float__ (PyFloat_AsDouble), and Tensor.__float__ copies a one-element tensor from any device (CPU check: "
    "math.log10(torch.tensor(100.)) == 2.0). No NumPy conversion is involved, so dropping .cpu() changes nothing")
add("rf-img-111-cpu", RF, "inference_img.py", 111,
    ".byte().cpu().numpy()", ".byte().numpy()", True, ["TL001"], "same_file",
    "img_list holds img0 / img1 = torch.tensor(...).to(device) (:59-60, device = cuda when available, :9) and "
    "model.inference outputs computed from them (:95-103); (img_list[i][0] * 255).byte() stays on cuda and .numpy() "
    "raises for the README's `python3 inference_img.py --img img0.png img1.png --exp=4` (README.md:91). Grad is off "
    "(torch.set_grad_enabled(False), :10), so only the device matters")
add("rf-ucf-33-detach", RF, "benchmark/UCF101.py", 33,
    "pred.detach().cpu().numpy()", "pred.cpu().numpy()", True, ["TL002"], "other_file",
    "benchmark/UCF101.py (README.md:136) never disables grad: pred = model.inference(img0, img1)[0] (:31) with Model() "
    "loaded by load_model and only put in eval mode (:14-17); " + RF_GRAD + ", so pred.cpu().numpy() raises "
    "'Can't call numpy() on Tensor that requires grad' for the first clip")
add("rf-hd-77-detach", RF, "benchmark/HD.py", 77,
    "pred[0].detach().cpu().numpy()", "pred[0].cpu().numpy()", False, [], "same_function",
    "pred is computed inside `with torch.no_grad():` (:74-76), so it does not require grad and .cpu().numpy() works "
    "without .detach()")
add("rf-hd4-90-nograd", RF, "benchmark/HD_multi_4X.py", 90,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "without the block the frames returned by inference() (:34-50, model.inference outputs that require grad) are "
    "converted as pred[i].detach().cpu().numpy() (:93), and .detach() removes the grad, so nothing raises",
    report_line=93)

# ================================================================ lama (PyTorch Lightning 1.2.9)
add("lm-vis-63-detach", LM, "saicinpainting/training/visualizers/base.py", 63,
    "tens.detach().cpu().numpy()", "tens.cpu().numpy()", True, ["TL002"], "other_file",
    "visualize_mask_and_images_batch is called by DirectoryVisualizer.__call__ (saicinpainting/training/visualizers/"
    "directory.py:22-26) from BaseInpaintingTrainingModule._do_step (saicinpainting/training/trainers/base.py:244-252) "
    "with the batch returned by forward, which holds predicted_image = self.generator(masked_img) and inpainted "
    "(saicinpainting/training/trainers/default.py:70-71); the visualizer keys include predicted_image and inpainted "
    "(configs/training/visualizer/directory.yaml). In training_step with optimizer_idx 0 the generator's parameters "
    "require grad (base.py:225-227) and " + LM_GRAD + "; visualize_each_iters: 1000 (configs/training/lama-fourier.yaml) "
    "fires at batch_idx 0, so tens.cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad'")
add("lm-vis-63-cpu", LM, "saicinpainting/training/visualizers/base.py", 63,
    "tens.detach().cpu().numpy()", "tens.detach().numpy()", True, ["TL001"], "framework",
    "the batch visualized from _do_step (trainers/base.py:232, :244-252; default.py:56-71) is the Lightning-moved batch "
    "and the generator outputs made from it; " + LM_RUN + "; " + LM_MOVE + ". So image / mask / predicted_image are cuda "
    "tensors and .numpy() raises in the first training step and in every 'test' validation batch")
add("lm-bl-67-cpu", LM, "saicinpainting/evaluation/losses/base_loss.py", 67,
    ".reshape(-1).cpu().numpy()", ".reshape(-1).numpy()", True, ["TL001"], "framework",
    "states are the per-batch SSIM / LPIPS values returned by SSIMScore / LPIPSScore.forward (:98-118) via "
    "InpaintingEvaluatorOnline.process_batch in validation_step (trainers/base.py:258-261; saicinpainting/evaluation/"
    "evaluator.py:168-187), computed on the Lightning-moved cuda batch (" + LM_MOVE + "); validation_epoch_end passes them "
    "to evaluation_end(states=...) -> get_value(states=cur_states) (trainers/base.py:189-190, :200-202; evaluator.py:199-202). "
    + LM_OUT + ". So torch.cat(states) is on cuda and .numpy() raises at the end of the sanity check")
add("lm-bl-181-cpu", LM, "saicinpainting/evaluation/losses/base_loss.py", 181,
    "torch.cat(activations_pred).cpu().numpy()", "torch.cat(activations_pred).numpy()", True, ["TL001"], "framework",
    "in training, states is not None (evaluation_end(states=...), trainers/base.py:189-190, evaluator.py:201-202), so "
    "activations_pred comes from zip(*states) (:179-180): the (activations_pred, activations_target) tuples returned by "
    "FIDScore.forward (:168-175) from validation_step, computed by the Inception model on the cuda batch (" + LM_MOVE + "). "
    + LM_OUT + " (a tuple has no .detach, so it is not even detached). torch.cat(...) is a cuda tensor and .numpy() raises. "
    "(Only the offline bin/evaluate_predicts.py path, states=None, reads the .cpu() copies of :172-173.)")
add("lm-bl-101-detach", LM, "saicinpainting/evaluation/losses/base_loss.py", 101,
    "batch_values.detach().cpu().numpy()", "batch_values.cpu().numpy()", False, [], "other_file",
    "SSIMScore.forward is only called inside `with torch.no_grad():` blocks: InpaintingEvaluatorOnline.forward "
    "(saicinpainting/evaluation/evaluator.py:174-183, used by validation_step through process_batch) and "
    "InpaintingEvaluator.evaluate (evaluator.py:82-97, used by bin/evaluate_predicts.py); moreover " + LM_GRAD + ". "
    "batch_values therefore never requires grad and .cpu().numpy() works")
add("lm-bl-172-cpu", LM, "saicinpainting/evaluation/losses/base_loss.py", 172,
    "activations_pred.detach().cpu())", "activations_pred.detach())", False, [], "same_file",
    "self.activations_pred is only read by FIDScore.get_value when states is None (:179-180), and there "
    "torch.cat(activations_pred).cpu().numpy() (:181) moves the list to the CPU itself; the online evaluator passes "
    "states and never reads the list. Keeping the activations on cuda costs memory but no conversion fails",
    report_line=181, also_accept=["saicinpainting/evaluation/losses/base_loss.py:172"])
add("lm-ev-164-detach", LM, "saicinpainting/evaluation/evaluator.py", 164,
    ".mean(dim=-1).detach().cpu().numpy()", ".mean(dim=-1).cpu().numpy()", False, [], "same_file",
    "_get_bins is only called from forward inside `with torch.no_grad():` (:174-180) with mask_batch = batch['mask'], the "
    "input mask (input data, no grad in any case), so .cpu().numpy() works without .detach()")
add("lm-pr-86-cpu", LM, "bin/predict.py", 86,
    ".detach().cpu().numpy()", ".detach().numpy()", False, [], "same_function",
    "bin/predict.py hard-codes device = torch.device('cpu') (:44), moves the model (:61) and the batch (:83) to it, so "
    "batch[out_key] is a CPU tensor (computed under no_grad and model.freeze(), :59, :82) and .numpy() works without .cpu()")
add("lm-pr-80-cpu", LM, "bin/predict.py", 80,
    ".detach().cpu().numpy()", ".detach().numpy()", False, [], "other_file",
    "with refine=True, cur_res = refine_predict(batch, model, ...) (:79) runs the refinement on the cuda devices from "
    "gpu_ids (saicinpainting/evaluation/refinement.py:266-308) but _infer returns inpainted.detach().cpu() "
    "(refinement.py:172-174) and refine_predict only slices it (:308-314), so cur_res is already a CPU tensor without grad "
    "and .numpy() works without .cpu()")
add("lm-base-247-nograd", LM, "saicinpainting/training/trainers/base.py", 247,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "store_discr_outputs (:282-288) puts discriminator outputs into the batch for the visualizer; without the block the "
    "output for predicted_image requires grad in the generator step (predicted_image requires grad, default.py:70). The "
    "only consumer is the visualizer (:252; configs/training/visualizer/directory.yaml lists discr_output_fake/_real), "
    "which converts with tens.detach().cpu().numpy() (saicinpainting/training/visualizers/base.py:63); the evaluator reads "
    "only image, mask and inpainted (evaluator.py:175). So nothing raises (the graph is only kept a little longer)",
    report_file="saicinpainting/training/visualizers/base.py", report_line=63,
    also_accept=["saicinpainting/training/trainers/base.py:248"])

# ================================================================ co-tracker (Lightning Lite 1.6.0, DDP)
add("ct-vis-179-cpu", CT, "cotracker/utils/visualizer.py", 179,
    ".byte().detach().cpu().numpy()", ".byte().detach().numpy()", True, ["TL001"], "other_file",
    "draw_tracks_on_video gets the video from Visualizer.visualize (:108-131), which is called with batch.video.clone() "
    "in the training loop (train_on_kubric.py:418-434) and with sample.video in evaluation "
    "(cotracker/evaluation/core/evaluator.py:279-286); " + CT_CUDA + ". So video[0]...byte() is a cuda tensor and .numpy() "
    "raises at the first visualization (save_freq, train_on_kubric.py:417) and in run_test_eval")
add("ct-ev-54-cpu", CT, "cotracker/evaluation/core/evaluator.py", 54,
    ".clone().cpu().numpy()", ".clone().numpy()", True, ["TL001"], "other_file",
    "compute_metrics is called from evaluate_sequence (:287) after dataclass_to_cuda_(sample) (:200-202); " + CT_CUDA +
    ". For the TAP-Vid datasets (tapvid_davis_first is the default eval set, train_on_kubric.py:585-590) "
    "sample.query_points is a stacked tensor (cotracker/datasets/utils.py:41-42), so it is on cuda and .numpy() raises")
add("ct-ev-71-cpu", CT, "cotracker/evaluation/core/evaluator.py", 71,
    ".permute(0, 2, 1, 3).cpu().numpy()", ".permute(0, 2, 1, 3).numpy()", True, ["TL001"], "other_file",
    "pred_trajectory is the first output of the predictor called on the cuda sample.video (:234-255): EvaluationPredictor "
    "(cotracker/models/evaluation_predictor.py:50-144, outputs on video.device) or CoTrackerOnlinePredictor, with the "
    "model moved to cuda (" + CT_CUDA + "); so it is a cuda tensor and .numpy() raises")
add("ct-ev-176-nograd", CT, "cotracker/evaluation/core/evaluator.py", 176,
    "@torch.no_grad()", "", True, ["TL002"], "other_file",
    "evaluate_sequence is the only no-grad guard of the offline evaluation: for an offline model it calls the "
    "EvaluationPredictor directly (:254-255), whose forward has no no_grad (cotracker/models/evaluation_predictor.py:50-144), "
    "and the CoTrackerThreeOffline model returns coords = coords + delta_coords from the updateformer "
    "(cotracker/models/core/cotracker/cotracker3_offline.py:139-233) with unfrozen parameters (build_cotracker only "
    "loads a state dict, cotracker/models/build_cotracker.py:26-45). It is called with grad on both by run_test_eval during "
    "training (cotracker/utils/train_utils.py:139-181, from train_on_kubric.py:480-490) and by cotracker/evaluation/"
    "evaluate.py:162-164. Without the decorator pred_trajectory requires grad and pred_trajectory...cpu().numpy() (:71) "
    "raises in the README's offline evaluation and offline training (--offline_model); the online path goes through "
    "CoTrackerOnlinePredictor.forward, which has its own @torch.no_grad() (cotracker/predictor.py:229)",
    report_line=71)
add("ct-ev-157-item", CT, "cotracker/evaluation/core/evaluator.py", 157,
    "torch.mean(survival).item()", "torch.mean(survival)", True, ["TL003"], "other_file",
    "survival is built from pred_trajectory and sample.visibility on device = sample.video.device (:95-156), cuda after "
    "dataclass_to_cuda_ (" + CT_CUDA + "). Without .item() out_metrics['survival'] is a 0-d cuda tensor and "
    "float(np.mean([v[metric_name] ...])) (:164-169) converts the list through Tensor.__array__ -> .numpy(), which raises "
    "TypeError (CPU check with meta tensors). This branch runs for dynamic_replica, which train_on_kubric.py evaluates at "
    "the end of training (:259-262, :504-514) and evaluate.py on request",
    report_line=168, also_accept=["cotracker/evaluation/core/evaluator.py:167",
                                  "cotracker/evaluation/core/evaluator.py:157"])
add("ct-vis-180-detach", CT, "cotracker/utils/visualizer.py", 180,
    "tracks[0].long().detach().cpu()", "tracks[0].long().cpu()", False, [], "same_function",
    ".long() returns an integer tensor, which can never require grad (CPU check: x.long().requires_grad is False for x "
    "that requires grad), so .cpu().numpy() works without .detach() whatever tracks is")
add("ct-vis-147-cpu", CT, "cotracker/utils/visualizer.py", 147,
    "permute(1, 2, 0).cpu().numpy()", "permute(1, 2, 0).numpy()", False, [], "same_file",
    "save_video is only called by visualize with res_video (:122-133), the return of draw_tracks_on_video: "
    "torch.from_numpy(np.stack(res_video)).permute(...)[None].byte() (:293), a CPU tensor, so wide[0]...numpy() works "
    "without .cpu() (this branch runs when no writer is given: demo.py, online_demo.py, evaluate.py)")
add("ct-tr-205-detach", CT, "train_on_kubric.py", 205,
    "tracks[0].detach()", "tracks[0]", False, [], "other_file",
    "output['flow']['predictions'] is only used for visualizer.visualize(tracks=output['flow']['predictions'][None], ...) "
    "(:427-434), which adds the pad value and converts with tracks[0].long().detach().cpu().numpy() "
    "(cotracker/utils/visualizer.py:115, :180): .long() (and .detach()) drop the grad of the model output, so nothing "
    "raises; the dict is rebuilt every step (forward_batch, :163-227), so no graph is kept across iterations",
    report_file="cotracker/utils/visualizer.py", report_line=180,
    also_accept=["train_on_kubric.py:205", "train_on_kubric.py:429"])
add("ct-tr-413-item", CT, "train_on_kubric.py", 413,
    'v["loss"].item()', 'v["loss"]', False, [], "framework",
    "logger.writer is torch.utils.tensorboard.SummaryWriter (cotracker/utils/train_utils.py:14, :209); add_scalar -> "
    "summary.scalar -> make_np -> _prepare_pytorch does x.detach().cpu().numpy() (torch/utils/tensorboard/_convert_np.py:8-37, "
    "summary.py scalar: make_np(...).squeeze(), float(...); read in /work/.venv torch 2.13, and torch 1.x did x.data then "
    "x.cpu().numpy()), so the cuda loss that requires grad is logged as before",
    also_accept=["train_on_kubric.py:412"])

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
