#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29ad study (run inside this folder)."""
import json

VN = "facebookresearch/votenet"
E3 = "ehoogeboom/e3_diffusion_for_molecules"
FM = "facebookresearch/fastMRI"
TS = "facebookresearch/TimeSformer"

# ---------------------------------------------------------------- shared evidence
VN_DEV = ("VoteNet runs on CUDA: train.py:149, eval.py:98 and demo.py:66 pick device = cuda:0 when available and move the "
          "network there (train.py:170, eval.py:114, demo.py:71); train.py:263-264 and eval.py:142-143 move every batch "
          "key (point clouds and all labels) to the device and copy them into end_points (train.py:272-274, "
          "eval.py:151-153); demo.py:89, :95 puts the cuda point cloud into end_points. The model code itself hard-codes "
          ".cuda() (models/proposal_module.py:40, models/loss_helper.py:93-94, :101), so the project does not run without "
          "a GPU")
VN_NOGRAD = ("every caller of parse_predictions runs the network under torch.no_grad(): train.py:268-269 "
             "(evaluate_one_epoch, parse_predictions at :283), eval.py:147-148 (:162) and demo.py:91-92 (:96); "
             "get_loss (models/loss_helper.py:186-250), applied in between, only adds losses, labels and statistics "
             "computed from these no-grad outputs and from the labels, and never rebinds end_points['center'] or the "
             "score tensors (the keys are set by models/proposal_module.py:24-43)")
E3_DEV = ("EDM trains with `python main_qm9.py ...` (README.md:15) and samples with eval_sample.py / eval_analyze.py "
          "(README.md:27-31): main_qm9.py:128-129 and eval_sample.py:121-122 set device = cuda unless --no-cuda, and "
          "the EnVariationalDiffusion model is moved there (main_qm9.py:194, eval_sample.py:134)")
E3_SAMPLE = ("qm9/sampling.py puts node_mask / edge_mask on the device (sample_chain :71-74, sample :127-128) and "
             "EnVariationalDiffusion.sample / sample_chain draw their noise on node_mask.device "
             "(equivariant_diffusion/en_diffusion.py:747-757) and run the cuda network, so x, one_hot and the chain are "
             "cuda tensors; both methods are decorated @torch.no_grad() (en_diffusion.py:760, :795)")
FM_PL16 = ("fastmri's Lightning modules (fastmri/pl_modules) need pytorch-lightning 1.x (validation_step_end / "
           "validation_epoch_end / test_epoch_end, removed in 2.0; Trainer.add_argparse_args in the demos); setup.cfg "
           "requires pytorch-lightning>=1.4 and its tests extra pins 1.6.4, read at tag 1.6.4. train_unet_demo.py:85-87, "
           ":144-148 and train_varnet_demo.py:85-86 set gpus=2, strategy='ddp'. The DDP strategy moves the "
           "LightningModule to its GPU (strategies/ddp.py:164, :327-329) and every batch goes through "
           "strategy.batch_to_device (loops/dataloader/evaluation_loop.py:147, strategies/strategy.py:216-232), which "
           "rebuilds NamedTuples such as UnetSample / VarNetSample with every tensor field on the GPU "
           "(utilities/apply_func.py:116-126; default_collate already turned the int slice_num and the float max_value "
           "of each sample into tensors). Validation during fit and trainer.validate/test run under torch.no_grad() "
           "(loops/epoch/training_epoch_loop.py:308-309, trainer/trainer.py:1364); the step output is handed unchanged "
           "to {validation,test}_step_end and collected for *_epoch_end (loops/epoch/evaluation_epoch_loop.py:128-129, "
           ":146)")
FM_PL10 = ("the adaptive_varnet example pins pytorch_lightning==1.0.6, torch 1.7.0, torchmetrics 0.3.2 and wandb 0.12.7 "
           "(fastmri_examples/adaptive_varnet/requirements.txt; its README says the Lightning version differs from the "
           "base package), read at tag 1.0.6. train_adaptive_varnet_demo.py sets gpus=1 (:743-746), so the GPU "
           "accelerator moves the module with model.cuda(root_gpu) (accelerators/gpu_accelerator.py:45) and every batch "
           "with to_device before training_step / validation_step / test_step (gpu_accelerator.py:75-77, :93, :109; "
           "accelerator.py:77-81; NamedTuples rebuilt in utilities/apply_func.py:55)")
TS_RUN = ("TimeSformer runs as `python tools/run_net.py --cfg configs/Kinetics/TimeSformer_divST_8x32_224.yaml ...` "
          "(README.md:100): launch_job spawns one process per GPU with torch.multiprocessing.spawn "
          "(timesformer/utils/misc.py:284-298; the configs set NUM_GPUS: 8), each process sets its CUDA device "
          "(utils/multiprocessing.py:58), build_model moves the model with .cuda() and wraps it in "
          "DistributedDataParallel (models/build.py:41-55), and train_epoch / eval_epoch move inputs and labels with "
          ".cuda() (tools/train_net.py:56-68, :210-223)")
TS_METER = ("ScalarMeter.add_value appends every value to a deque and adds it to self.total (timesformer/utils/meters.py:"
            "221-227); log_iter_stats returns early except every LOG_PERIOD (= 10 by default, config/defaults.py:423) "
            "iterations (meters.py:352-353, :518-519) and then takes get_win_median() = np.median(self.deque) "
            "(meters.py:229-233)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ VoteNet (plain PyTorch)
add("vn-ap-71-cpu", VN, "models/ap_helper.py", 71,
    "end_points['sem_cls_scores'].detach().cpu().numpy()", "end_points['sem_cls_scores'].detach().numpy()",
    True, ["TL001"], "other_file",
    "parse_predictions converts the network's semantic class scores. " + VN_DEV + "; sem_cls_scores is set by the cuda "
    "ProposalModule (models/proposal_module.py:43). Without .cpu(), .detach().numpy() raises TypeError for the cuda "
    "tensor in the first evaluation batch of train.py (evaluate_one_epoch :283, run at epoch 0), eval.py (:162) and "
    "demo.py (:96)")
add("vn-ap-79-detach", VN, "models/ap_helper.py", 79,
    "pred_center.detach().cpu().numpy()", "pred_center.cpu().numpy()", False, [], "other_file",
    "pred_center = end_points['center'] is a network output, but " + VN_NOGRAD + ". Without .detach(), "
    "pred_center.cpu().numpy() converts a tensor that does not require grad: no error")
add("vn-ap-83-detach", VN, "models/ap_helper.py", 83,
    "pred_heading_class[i,j].detach().cpu()", "pred_heading_class[i,j].cpu()", False, [], "same_function",
    "pred_heading_class = torch.argmax(end_points['heading_scores'], -1) (models/ap_helper.py:62) is an int64 tensor, "
    "which can never require grad (whatever the grad mode). Without .detach(), .cpu().numpy() of the element still "
    "works; the second conversion on the line (pred_heading_residual) is unchanged")
add("vn-ap-95-cpu", VN, "models/ap_helper.py", 95,
    "end_points['point_clouds'].cpu().numpy()", "end_points['point_clouds'].numpy()", True, ["TL001"], "other_file",
    "The empty-box removal runs when config_dict['remove_empty_box'] is True: eval.py:129 sets it to "
    "not FLAGS.faster_eval, True unless --faster_eval is given (it is not in the README.md:77, :90 commands), and "
    "demo.py:60 sets it to True (train.py:211 sets False). end_points['point_clouds'] is the cuda batch: " + VN_DEV +
    ". Without .cpu(), .numpy() raises TypeError in the first batch of eval.py and in demo.py")
add("vn-ap-211-detach", VN, "models/ap_helper.py", 211,
    "center_label[:,:,0:3].detach().cpu()", "center_label[:,:,0:3].cpu()", False, [], "other_file",
    "center_label = end_points['center_label'] (models/ap_helper.py:200) is a ground-truth label: the datasets return "
    "NumPy arrays (sunrgbd/sunrgbd_detection_dataset.py, scannet/scannet_detection_dataset.py ret_dict) that the "
    "DataLoader collates into plain tensors, and train.py:264 / eval.py:143 only move them with .to(device) and copy "
    "them into end_points (train.py:272-274, eval.py:151-153). They never require grad, so .cpu().numpy() without "
    ".detach() works")
add("vn-ap-216-cpu", VN, "models/ap_helper.py", 216,
    "size_class_label[i,j].detach().cpu()", "size_class_label[i,j].detach()", True, ["TL001"], "other_file",
    "parse_groundtruths (models/ap_helper.py:183-225) converts the size class of every valid ground-truth box "
    "(box_label_mask check at :214). The labels are on the GPU: " + VN_DEV + ". Without .cpu(), "
    "int(size_class_label[i,j].detach().numpy()) raises TypeError at the first valid box of the first evaluation batch "
    "(train.py:284, eval.py:163)")
add("vn-dh-38-cpu", VN, "models/dump_helper.py", 38,
    "end_points['point_clouds'].cpu().numpy()", "end_points['point_clouds'].numpy()", True, ["TL001"], "other_file",
    "dump_results is called by eval.py:168-169 for the first batch of every evaluation, by demo.py:101 and by "
    "train.py:288-289 with --dump_results; in each case end_points['point_clouds'] is the cuda input batch: " + VN_DEV +
    ". Without .cpu(), .numpy() raises TypeError on dump_results' first conversion")
add("vn-dh-102-detach", VN, "models/dump_helper.py", 102,
    "end_points['objectness_label'].detach().cpu()", "end_points['objectness_label'].cpu()", False, [], "other_file",
    "objectness_label is made by compute_objectness_loss as torch.zeros((B,K), dtype=torch.long).cuda() and filled "
    "with the constant 1 through a boolean mask (models/loss_helper.py:93-95), then stored in end_points by get_loss "
    "(:215-218). An int64 tensor can never require grad, so .cpu().numpy() without .detach() works, also in the "
    "self-tests of models/votenet.py:126-138 / models/boxnet.py that run the network with grad on (the inference-only "
    "demo returns before this line, dump_helper.py:92-93)")
add("vn-tr-244-item", VN, "train.py", 244,
    "end_points[key].item()", "end_points[key]", True, ["TL008"], "same_function",
    "train_one_epoch (train.py:218-253) runs the network with grad on (net.train(), end_points = net(inputs) :230) and "
    "criterion(end_points, ...) adds the losses to end_points (:236; models/loss_helper.py:212-242); loss.backward() "
    "at :237 shows they require grad. Without .item(), stat_dict[key] += end_points[key] keeps the 'loss' keys as "
    "cuda tensors with their autograd history and adds the next iteration's onto them, over 10 iterations until "
    "stat_dict[key] = 0 (:246-253). (The TF logger then receives tensors instead of floats, TRAIN_VISUALIZER."
    "log_scalars :249 -> utils/tf_logger.py:23.)")
add("vn-ev-147-nograd", VN, "eval.py", 147,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "Without the block, end_points of eval.py:148 require grad. Every conversion that follows detaches or does not "
    "need it: parse_predictions converts scores, centers and residuals with .detach().cpu().numpy() "
    "(models/ap_helper.py:71, :79, :83, :85, :106), argmax results (:62, :66, :70, used at :159) are int64, the point "
    "cloud and labels are data (:95, :211-222); dump_results (called at eval.py:168-169) detaches every network output "
    "(models/dump_helper.py:42-55) except end_points['vote_xyz'][i] at :69, which pc_util.write_ply turns into a list "
    "of 0-d tensors converted element by element through float() (utils/pc_util.py:203-204; CPU check: "
    "np.array([(t0, t1, t2)], dtype=[('x','f4'),...]) of 0-d tensors that require grad works, with a UserWarning); "
    "stat_dict uses .item() (eval.py:160), which works with grad. The graph is dropped at every iteration. Nothing "
    "raises",
    report_file="models/dump_helper.py", report_line=69,
    also_accept=["utils/pc_util.py:204", "models/ap_helper.py:159", "eval.py:160"])

# ================================================================ e3_diffusion_for_molecules (plain PyTorch)
add("e3-sa-89-cpu", E3, "qm9/sampling.py", 89,
    "x.squeeze(0).cpu().detach()", "x.squeeze(0).detach()", True, ["TL001"], "other_file",
    "sample_chain converts the last frame of the sampled chain for check_stability. " + E3_DEV + "; " + E3_SAMPLE + ". "
    "It runs in training (train_test.py:80 -> save_and_sample_chain :154, at every test_epochs epoch) and in "
    "eval_sample.py:157 (-> :35). Without .cpu(), x.squeeze(0).detach().numpy() raises TypeError for the cuda tensor")
add("e3-sa-89-detach", E3, "qm9/sampling.py", 89,
    ".cpu().detach().numpy()", ".cpu().numpy()", False, [], "other_file",
    "chain = flow.sample_chain(...) (qm9/sampling.py:79) is computed inside EnVariationalDiffusion.sample_chain, "
    "decorated @torch.no_grad() (equivariant_diffusion/en_diffusion.py:795); reverse_tensor and torch.cat (:80, :83) "
    "run on tensors without grad. x = chain[-1:, :, 0:3] (:84) does not require grad, so .cpu().numpy() without "
    ".detach() works")
add("e3-es-76-cpu", E3, "eval_sample.py", 76,
    "squeeze(0).cpu().detach()", "squeeze(0).detach()", True, ["TL001"], "other_file",
    "sample_only_stable_different_sizes_and_save (eval_sample.py:62-94, called by main at :148 for "
    "`python eval_sample.py --model_path ...`, README.md:31) gets x from qm9.sampling.sample (:68-70): " + E3_DEV +
    "; " + E3_SAMPLE + ". Without .cpu(), .detach().numpy() raises TypeError for the first sample")
add("e3-es-75-detach", E3, "eval_sample.py", 75,
    "argmax(2).squeeze(0).cpu().detach()", "argmax(2).squeeze(0).cpu()", False, [], "same_function",
    "atom_type is one_hot[...].argmax(2): an int64 tensor, which can never require grad (and sample() runs under "
    "no_grad anyway). Without .detach(), .cpu().numpy() works")
add("e3-tt-188-cpu", E3, "train_test.py", 188,
    "x.detach().cpu()", "x.detach()", False, [], "other_file",
    "analyze_and_save (train_test.py:176-197) collects the sampled positions; without .cpu() they stay on cuda "
    "(" + E3_SAMPLE + ") and torch.cat (:191) keeps them there. Their only reader is analyze_stability_for_molecules "
    "(qm9/analyze.py:323-371), which takes pos = x[i].cpu().detach() (:343) before check_stability builds NumPy "
    "arrays from it (:221-223); the rdkit metrics read that CPU processed_list (:366-367). Nothing converts a cuda "
    "tensor",
    also_accept=["qm9/analyze.py:343", "qm9/analyze.py:221"])
add("e3-an-343-cpu", E3, "qm9/analyze.py", 343,
    "pos = x[i].cpu().detach()", "pos = x[i].detach()", False, [], "other_file",
    "Every caller of analyze_stability_for_molecules passes CPU tensors: train_test.py:187-189 and "
    "eval_analyze.py:47-49 store one_hot / x / node_mask with .detach().cpu() before torch.cat, and "
    "generated_samples/gschnet/analyze_gschnet.py:14-31 builds them with torch.from_numpy. Without .cpu(), pos is still a "
    "CPU tensor and check_stability's np.array([x[i], y[i], z[i]]) (:221-222) works",
    also_accept=["qm9/analyze.py:221", "qm9/analyze.py:351"])
add("e3-tt-75-item", E3, "train_test.py", 75,
    "nll_epoch.append(nll.item())", "nll_epoch.append(nll)", True, ["TL008", "TL003", "TL002"], "same_function",
    "nll comes from losses.compute_loss_and_nll(args, model_dp, ...) in training mode (train_test.py:53-54) and "
    "requires grad (loss = nll + ... ; loss.backward(), :56-57); the model is on cuda (" + E3_DEV + "). Without .item(), "
    "nll_epoch keeps every iteration's cuda loss with its autograd history for the whole epoch, and at the end "
    "np.mean(nll_epoch) (:94) converts the list element by element through Tensor.__array__, which raises for cuda "
    "tensors (and for tensors that require grad)",
    also_accept=["train_test.py:94"])
add("e3-ed-225-detach", E3, "equivariant_diffusion/en_diffusion.py", 225,
    "gamma.detach().cpu()", "gamma.cpu()", True, ["TL002"], "same_file",
    "GammaNetwork.__init__ calls show_schedule() (en_diffusion.py:219), which evaluates gamma = self.forward(t) "
    "(:223): forward combines the Parameters gamma_0 / gamma_1 (:217-218) and PositiveLinear layers whose weight and "
    "bias are Parameters (:128-131), so gamma requires grad (construction runs with grad on: qm9/models.py "
    "get_model, called at module level by main_qm9.py:191). Without .detach(), gamma.cpu().numpy() raises \"Can't call "
    "numpy() on Tensor that requires grad\" while the model is built, whenever the learned schedule is selected "
    "(EnVariationalDiffusion :274-275; EnVariationalDiffusion's own default noise_schedule='learned', :259; "
    "main_qm9.py:33-34 offers --diffusion_noise_schedule learned, with --diffusion_loss_type vlb as asserted at "
    ":267-269)")
add("e3-ed-225-cpu", E3, "equivariant_diffusion/en_diffusion.py", 225,
    "detach().cpu().numpy()", "detach().numpy()", False, [], "same_file",
    "show_schedule is only called from GammaNetwork.__init__ (en_diffusion.py:219): t = torch.linspace(...) is a "
    "CPU tensor and the Parameters were just created on the CPU (:128-131, :217-218; nothing in the project changes "
    "the default device), so gamma is on the CPU; the model is moved to cuda only later (main_qm9.py:194). "
    ".detach().numpy() works without .cpu()")

# ================================================================ fastMRI (PyTorch Lightning 1.6 / 1.0.6; mp.spawn DDP)
add("fm-mri-129-cpu", FM, "fastmri/pl_modules/mri_module.py", 129,
    "val_logs[\"output\"][i].cpu().numpy()", "val_logs[\"output\"][i].numpy()", True, ["TL001"], "framework",
    "MriModule.validation_step_end (used by UnetModule and VarNetModule) converts the reconstruction that "
    "validation_step returned (unet_module.py:92-105, varnet_module.py:110-126): the output of the module run on the "
    "GPU batch. " + FM_PL16 + ". Without .cpu(), .numpy() raises TypeError in the first validation batch (the "
    "sanity check)")
add("fm-mri-128-cpu", FM, "fastmri/pl_modules/mri_module.py", 128,
    "val_logs[\"max_value\"][i].cpu().numpy()", "val_logs[\"max_value\"][i].numpy()", True, ["TL001"], "framework",
    "val_logs['max_value'] is batch.max_value (unet_module.py:101, varnet_module.py:120): each sample's max_value is a "
    "float read from the HDF5 attributes (fastmri/data/transforms.py:336 and the VarNet transform), which "
    "default_collate turns into a float64 tensor. " + FM_PL16 + ". So it is a cuda tensor and .numpy() without .cpu() "
    "raises TypeError in the first validation batch")
add("fm-mri-127-cpu", FM, "fastmri/pl_modules/mri_module.py", 127,
    "int(val_logs[\"slice_num\"][i].cpu())", "int(val_logs[\"slice_num\"][i])", False, [], "same_function",
    "slice_num is a 0-d int64 tensor on the GPU (batch.slice_num moved by Lightning), but int() of a 0-d tensor "
    "calls Tensor.__int__, which copies the value from any device. No NumPy conversion is involved: the line works "
    "without .cpu()")
add("fm-un-115-cpu", FM, "fastmri/pl_modules/unet_module.py", 115,
    "(output * std + mean).cpu().numpy()", "(output * std + mean).numpy()", True, ["TL001"], "framework",
    "UnetModule.test_step (`python train_unet_demo.py --mode test ...`, fastmri_examples/unet/README.md:47; "
    "trainer.test at train_unet_demo.py:74-75) runs the module on the GPU test batch; mean / std are batch fields on "
    "the GPU too. " + FM_PL16 + ". Without .cpu(), .numpy() raises TypeError (the test loop's no_grad means no grad "
    "issue)")
add("fm-un-88-detach", FM, "fastmri/pl_modules/unet_module.py", 88,
    "self.log(\"loss\", loss.detach())", "self.log(\"loss\", loss)", False, [], "framework",
    "The training loss requires grad, but LightningModule.log detaches every logged value unless enable_graph=True "
    "(pytorch-lightning 1.6.4 trainer/connectors/logger_connector/result.py:454-455, ResultCollection.log calls "
    "recursive_detach; core/lightning.py:352 documents it). VarNetModule logs its loss without .detach() "
    "(varnet_module.py:106). Nothing keeps the graph and no conversion sees a tensor that requires grad")
add("fm-av-302-detach", FM, "fastmri_examples/adaptive_varnet/pl_modules/varnet_module.py", 302,
    "train_logs[\"output\"][i].detach().cpu()", "train_logs[\"output\"][i].cpu()", True, ["TL002"], "framework",
    "VarNetModule is the model of the adaptive_varnet example when --learn_acquisition is False (its default, "
    "train_adaptive_varnet_demo.py:588-592, :430-470; the 'Equispaced' command of its README). " + FM_PL10 + ". "
    "Lightning 1.0.6 trains with grad enabled (trainer/trainer.py:473) and calls training_step_end with the unchanged "
    "output of training_step (trainer/training_loop.py:323, via training_step_and_backward :808-813). "
    "train_logs['output'] is the network output of training_step (varnet_module.py:246-267), so it requires grad: "
    "without .detach(), .cpu().numpy() raises \"Can't call numpy() on Tensor that requires grad\" at the first "
    "training batch")
add("fm-td-291-cpu", FM, "fastmri_examples/adaptive_varnet/train_adaptive_varnet_demo.py", 291,
    "train_marg_dist.expand(W, W).cpu().numpy()", "train_marg_dist.expand(W, W).numpy()", True, ["TL001"], "framework",
    "WandbLoggerCallback (used with --wandb True, README of the example and train_adaptive_varnet_demo.py:480-483) "
    "reads pl_module.TrainMargDist.compute() in on_train_epoch_end. " + FM_PL10 + "; Lightning 1.0.6 calls "
    "callback.on_train_epoch_end(trainer, self.get_model(), outputs) (trainer/callback_hook.py:74-77), i.e. the "
    "module on the GPU, whose pl.metrics.Metric children move their states with it (metrics/metric.py:264-275). "
    "For AdaptiveVarNetModule (--learn_acquisition True, the policy / LOUPE commands) training_step_end updates "
    "TrainMargDist with the cuda prob_masks (pl_modules/adaptive_varnet_module.py:247-257; metrics.py:18-21 keeps the "
    "state on its device), so the shape check at :288 passes and train_marg_dist is a cuda tensor: without .cpu(), "
    ".numpy() raises TypeError at the end of the first training epoch",
    also_accept=["fastmri_examples/adaptive_varnet/train_adaptive_varnet_demo.py:290"])
add("fm-td-258-item", FM, "fastmri_examples/adaptive_varnet/train_adaptive_varnet_demo.py", 258,
    "pl_module.TrainTotExamples.compute().item()", "pl_module.TrainTotExamples.compute()", False, [], "framework",
    "Without .item(), tot_ex is the 0-d metric state (on the GPU with the module, " + FM_PL10 + "). It is only used "
    "in divisions (:260-263), which turn ssim / psnr / nmse into 0-d cuda tensors, and in the wandb_dict given to "
    "wandb.log (:264-274). wandb converts tensors itself: util.json_friendly detaches a tensor that requires grad and "
    "returns obj.item() for a 0-d tensor (.cpu().detach().numpy() otherwise), the same in the old and current wandb "
    "util.py copies of the code index; the unmodified callback already logs 0-d cuda tensors (train_marg_ent, "
    "train_cond_ent, train_mut_inf, :302-309). Nothing raises")
add("fm-rv-51-cpu", FM, "fastmri_examples/varnet/run_pretrained_varnet_inference.py", 51,
    "batch.mask.to(device)).cpu()", "batch.mask.to(device))", True, ["TL003"], "same_file",
    "run_inference moves the VarNet to --device, 'cuda' by default (run_pretrained_varnet_inference.py:118-121, "
    ":85), and run_varnet_model feeds it the batch moved there (:51). Without .cpu(), output stays on cuda through "
    "T.center_crop (:57) and is stored per file (:91); np.stack of the list of cuda tensors (:95) converts each "
    "through Tensor.__array__ and raises TypeError",
    report_line=95, also_accept=["fastmri_examples/varnet/run_pretrained_varnet_inference.py:51"])
add("fm-ri-58-cpu", FM, "fastmri_examples/unet/run_pretrained_unet_inference.py", 58,
    "output = (output * std + mean).cpu()", "output = (output * std + mean)", False, [], "same_function",
    "output was already copied to the CPU at :54 (model(...).squeeze(1).cpu()), and mean / std are CPU batch fields "
    "(never moved), so output * std + mean is a CPU tensor and this second .cpu() is a no-op; np.stack of the "
    "outputs (:109) works without it",
    also_accept=["fastmri_examples/unet/run_pretrained_unet_inference.py:109"])
add("fm-ep-138-cpu", FM, "fastmri_examples/adaptive_varnet/eval_pretrained_adaptive_varnet.py", 138,
    "squeeze().detach().cpu()", "squeeze().detach()", True, ["TL003"], "same_file",
    "eval_pretrained_adaptive_varnet.py (README command of the example) sets device = cuda:0 when available (:89), "
    "moves the loaded module there (:107) and calls it on the batch moved there (:126-130); extra_outputs['prob_masks'] "
    "holds the policy's cuda masks. Without .cpu(), batch_prob_masks stays on cuda and np.isclose(batch_prob_masks[0]"
    ".sum(), model.budget) (:140-142) converts the 0-d cuda tensor with np.asanyarray -> Tensor.__array__, TypeError "
    "at the first batch of an adaptive checkpoint",
    report_line=140, also_accept=["fastmri_examples/adaptive_varnet/eval_pretrained_adaptive_varnet.py:141",
                                  "fastmri_examples/adaptive_varnet/eval_pretrained_adaptive_varnet.py:138"])
add("fm-ri-869-item", FM, "fastmri_examples/RadiologyJohnson2022/RunInference.py", 869,
    "loss_va.append(loss.item())", "loss_va.append(loss)", True, ["TL003"], "same_file",
    "main_worker puts the model and loss on the rank's GPU (RunInference.py:695-707; one process per GPU through "
    "torch.multiprocessing.spawn, :1119-1121) and val() moves input and target there (:864-865, input_cuda :517-524), "
    "so loss is a 0-d cuda tensor (under no_grad, :862). Without .item(), loss_va is a list of cuda tensors; "
    "main_worker's epoch log (rank 0, after every training epoch) does np.mean(loss_va) (:820), which converts the "
    "list element by element through Tensor.__array__ and raises TypeError",
    report_line=820, also_accept=["fastmri_examples/RadiologyJohnson2022/RunInference.py:869"])
add("fm-ri-914-cpu", FM, "fastmri_examples/RadiologyJohnson2022/RunInference.py", 914,
    "target = target.cpu().numpy()", "target = target.numpy()", False, [], "same_function",
    "In visualize(), only input goes to the GPU (input_cuda(input), :908): unlike val() (:865), target is never "
    "moved, crop_to only reads its shape (:180-187) and F.interpolate(target) (:912) keeps it on the CPU. "
    "target.numpy() works without .cpu() (output, on line :915, is the cuda one)")
add("fm-br-255-float", FM, "banding_removal/fastmri/training_loop_mixin.py", 255,
    "output[i].float().cpu().numpy()", "output[i].cpu().numpy()", False, [], "other_file",
    "compute_stats converts the reconstructions of the banding-removal trainer. Nothing in banding_removal produces "
    "a dtype NumPy lacks: the models run in float32 (no autocast, .half() or bfloat16 anywhere in the sub-project; the "
    "--apex / --apex_amp flags of banding_removal/fastmri/args.py:147-148 are never read), and unnorm multiplies by "
    "the batch's mean / std (training_loop_mixin.py:76-78; var_net/var_net_trainer.py:46-48 returns the output "
    "unchanged). Without .float(), .cpu().numpy() converts a float32 (or float64) tensor: no error")

# ================================================================ TimeSformer (mp.spawn + DistributedDataParallel)
add("ts-tr-153-item", TS, "tools/train_net.py", 153,
    "loss.item(),", "loss,", True, ["TL008", "TL003", "TL002"], "other_file",
    TS_RUN + ". loss = loss_fun(preds, labels) (:93) requires grad (loss.backward() :105/:111; du.all_reduce only "
    "all-reduces and scales it in place, utils/distributed.py:36-52). Without .item(), train_meter.update_stats "
    "(:159-168) stores the cuda loss with its autograd history: self.loss.add_value(loss) and self.loss_total += "
    "loss * mb_size (meters.py:325-327) accumulate it over the epoch. " + TS_METER + "; log_iter_stats puts "
    "self.loss.get_win_median() into the stats (meters.py:366), and np.median of a deque of cuda tensors that require "
    "grad raises at iteration 10",
    also_accept=["tools/train_net.py:159", "timesformer/utils/meters.py:227", "timesformer/utils/meters.py:233",
                 "timesformer/utils/meters.py:327"])
add("ts-tr-264-item", TS, "tools/train_net.py", 264,
    "top1_err.item()", "top1_err", True, ["TL003"], "other_file",
    TS_RUN + ". In eval_epoch (@torch.no_grad, :190) top1_err comes from metrics.topks_correct of the cuda preds and "
    "labels (:254-261; utils/metrics.py:28-39), a 0-d cuda float tensor. Without .item(), val_meter.update_stats "
    "(:268-275) adds it to mb_top1_err (meters.py:486). " + TS_METER + "; ValMeter.log_iter_stats takes "
    "self.mb_top1_err.get_win_median() (meters.py:531), and np.median of the deque converts the cuda tensors through "
    "Tensor.__array__: TypeError at the 10th validation iteration",
    report_file="timesformer/utils/meters.py", report_line=233,
    also_accept=["tools/train_net.py:264", "tools/train_net.py:268", "timesformer/utils/meters.py:531"])
add("ts-di-261-cpu", TS, "timesformer/utils/distributed.py", 261,
    "buffer = tensor.cpu().numpy()", "buffer = tensor.numpy()", False, [], "same_file",
    "all_gather_unaligned defaults to the gloo group (:242-243, _get_global_gloo_group :150-161 creates a gloo group "
    "when the default backend is nccl), and every caller uses that default (tools/train_net.py:238-240, "
    "tools/test_net.py:86-88). _serialize_to_tensor puts the bytes on 'cpu' for gloo (:174-177, the 'cuda' branch is "
    "for an nccl group nobody passes), _pad_to_largest_tensor keeps tensor.device (:206-223) and the receive buffers are "
    "made on tensor.device (:253-255). So tensor is a CPU uint8 tensor and .numpy() works without .cpu()")
add("ts-me-177-cpu", TS, "timesformer/utils/meters.py", 177,
    "self.video_preds.cpu().numpy()", "self.video_preds.numpy()", False, [], "same_file",
    "TestMeter creates video_preds with torch.zeros on the CPU (meters.py:60) and only updates it in place "
    "(reset :81-83; update_stats :108, and :110 assigns into it by index), so it never leaves the CPU; "
    "tools/test_net.py:103-106 moves preds to the CPU before update_stats. .numpy() works without .cpu()")
add("ts-te-122-cpu", TS, "tools/test_net.py", 122,
    "all_preds = all_preds.cpu()", "all_preds = all_preds", False, [], "other_file",
    "all_preds = test_meter.video_preds.clone().detach() (test_net.py:119): TestMeter keeps video_preds on the CPU "
    "(timesformer/utils/meters.py:60, updated in place at :108-112 with preds already moved to the CPU at "
    "test_net.py:104). So all_preds is already a CPU tensor; the optional writer.plot_eval (:124-125) -> "
    "visualization/utils.py get_confusion_matrix -> sklearn confusion_matrix (:31-43) gets a CPU tensor either way",
    also_accept=["tools/test_net.py:125", "timesformer/visualization/utils.py:41"])
add("ts-te-111-detach", TS, "tools/test_net.py", 111,
    "preds.detach(), labels", "preds, labels", False, [], "same_function",
    "perform_test is decorated @torch.no_grad() (test_net.py:26), so preds = model(inputs) (:96) does not require "
    "grad; passing it without .detach() to test_meter.update_stats changes nothing, and the later conversion of "
    "video_preds (timesformer/utils/meters.py:177) sees no grad",
    also_accept=["timesformer/utils/meters.py:177"])

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
