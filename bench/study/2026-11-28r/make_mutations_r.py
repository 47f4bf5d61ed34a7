#!/usr/bin/env python3
"""Generate mutations.json of the 2026-11-28r external-project study (run inside this folder).

Every mutant removes one protection from a real conversion (or accumulation) in the project.
Line numbers refer to the recorded commits in projects.json. Standard library only.
"""
import json
import os

RL = "ai4co/rl4co"
SG = "POSTECH-CVLab/PyTorch-StudioGAN"
OP = "thunlp/OpenPrompt"
F5 = "SWivid/F5-TTS"

# shared evidence strings
LIGHTNING_DEVICE = (
    "RL4COTrainer defaults to accelerator='auto' (rl4co/utils/trainer.py:49), which Lightning resolves to "
    "cuda when a GPU is available (lightning 2.6.2 pytorch/trainer/connectors/accelerator_connector.py:331-333 -> fabric/utilities/device_parser.py:209-221); "
    "the example trains with accelerator='gpu' (examples/2b-train-simple.py:44-47)")
LIGHTNING_BATCH = (
    "Lightning moves every batch with strategy.batch_to_device (loops/training_epoch_loop.py:322, "
    "loops/evaluation_loop.py:415, strategies/strategy.py:263-279) -> LightningModule.transfer_batch_to_device -> "
    "fabric move_data_to_device (core/hooks.py:612), which moves every object whose type has a callable .to(), "
    "so the TensorDict batch too (fabric/utilities/apply_func.py:50-76 __subclasshook__, :78-110)")
SG_DEVICE = (
    "StudioGAN runs on GPUs only: main.py:129 takes rank = torch.cuda.current_device() and calls "
    "loader.load_worker(local_rank=rank, ...) (main.py:191-195); load_worker calls torch.cuda.set_device(local_rank) "
    "(loader.py:95) and builds the models on device=local_rank (loader.py:219)")
F5_DEVICE = (
    "the callers load the model and vocoder onto the accelerator: F5TTS.__init__ picks self.device = 'cuda' when "
    "available (src/f5_tts/api.py:45-58), load_vocoder(..., self.device) moves the vocoder (api.py:61-63; "
    "infer/utils_infer.py:129, :144), load_model(..., self.device) ends in model.to(device) (api.py:82-84; "
    "utils_infer.py:232), and F5TTS.infer passes device=self.device to infer_process (api.py:124-141), which "
    "forwards it to infer_batch_process (utils_infer.py:419-437); infer_cli.py does the same with "
    "device = args.device or utils_infer.device ('cuda' when available, utils_infer.py:38-46; infer_cli.py:223, "
    ":262, :300, :358); infer_batch_process also moves the reference audio with audio.to(device) (utils_infer.py:469)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, report=None, also=None):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    if report:
        m["report_file"], m["report_line"] = report
    if also:
        m["also_accept"] = also
    M.append(m)


# ---------------------------------------------------------------- rl4co (PyTorch Lightning)
add("rl-bl-185-cpu", RL, "rl4co/models/rl/reinforce/baselines.py", 185, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "framework",
    "RolloutBaseline._update_policy converts the greedy-rollout rewards; the device it rolls out on is Lightning's: "
    "REINFORCE.post_setup_hook calls self.baseline.setup(..., device=get_lightning_device(self)) "
    "(rl4co/models/rl/reinforce/reinforce.py:113-121), get_lightning_device returns "
    "lit_module.trainer.strategy.root_device (rl4co/utils/lightning.py:14-23) because Lightning calls the setup hook "
    "(lightning 2.6.2 trainer/trainer.py:1045) before strategy.setup moves the module (trainer.py:1059, "
    "strategy.py:155); " + LIGHTNING_DEVICE + "; AttentionModel's default baseline 'rollout' is "
    "WarmupBaseline(RolloutBaseline) (am/model.py:24; baselines.py:286-290) whose setup reaches _update_policy "
    "(baselines.py:114-115, :171-172); rollout() moves the policy and every batch to that device "
    "(baselines.py:227, :231) and returns torch.cat of the rewards (:236), so .numpy() raises on cuda at setup. "
    "No grad: rollout runs under torch.inference_mode (:230)")
add("rl-bl-205-cpu", RL, "rl4co/models/rl/reinforce/baselines.py", 205, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "framework",
    "RolloutBaseline.epoch_callback runs from the Lightning hook REINFORCE.on_train_epoch_end with "
    "device=get_lightning_device(self) (reinforce.py:123-132), i.e. trainer.strategy.root_device "
    "(rl4co/utils/lightning.py:14-23), via WarmupBaseline.epoch_callback (baselines.py:130-132); " + LIGHTNING_DEVICE
    + "; rollout() moves policy and batches to that device (baselines.py:227, :231) so candidate_vals is a cuda "
    "tensor and .numpy() raises at the end of the first training epoch (the result also feeds scipy ttest_rel, "
    ":211)")
add("rl-bl-80-detach", RL, "rl4co/models/rl/reinforce/baselines.py", 80, "v.detach()", "v", False, [],
    "other_file",
    "not a bug: ExponentialBaseline keeps a running mean of the reward across steps (self.v = beta*self.v + ..., "
    "baselines.py:75-81), used during the warmup epoch of the default rollout baseline (baselines.py:105, :120-121) "
    "and called with policy_out['reward'] (reinforce.py:90-96); that reward is env.get_reward(td, actions) "
    "(rl4co/models/common/constructive/base.py:245), computed by gathering the data locations with the sampled "
    "integer actions (rl4co/envs/routing/tsp/env.py:150-156), so it never requires grad and self.v holds no graph "
    "(no TL008 leak); the detach is redundant")
add("rl-gfacs-145-cpu", RL, "rl4co/models/zoo/gfacs/model.py", 145, ".detach().cpu().numpy()", ".detach().numpy()",
    True, ["TL001"], "framework",
    "GFACS.calculate_log_pb_uniform converts the CVRP actions; it is called from calculate_loss "
    "(gfacs/model.py:121, :132) in the training phase of DeepACO.shared_step (deepaco/model.py:48-60), i.e. inside "
    "Lightning's training_step (rl4co/models/rl/common/base.py:243-245); the actions come from GFACSPolicy's "
    "decoding of td_initial (gfacs/policy.py:114-128) = env.reset(batch) of the Lightning batch; "
    + LIGHTNING_BATCH + "; " + LIGHTNING_DEVICE + "; so actions are on cuda and .numpy() raises every CVRP "
    "training step")
add("rl-gfacs-145-detach", RL, "rl4co/models/zoo/gfacs/model.py", 145, ".detach().cpu()", ".cpu()", False, [],
    "other_file",
    "not a bug: actions are integer indices: the decoding strategies pick them with torch.multinomial / argmax "
    "(rl4co/utils/decoding.py:391, :403, :408) and stack them (decoding.py:339); an int64 tensor cannot require "
    "grad, so .cpu().numpy() works without the detach")
add("rl-vrpad-39-cpu", RL, "rl4co/models/zoo/glop/adapter/vrp_adapter.py", 39, "actions.cpu().numpy()",
    "actions.numpy()", True, ["TL001"], "framework",
    "VRP2SubTSPAdapter is built by GLOPPolicy.local_policy with the td and the partition actions "
    "(glop/policy.py:159-164, :201-203; adapter_map['cvrp'], glop/adapter/__init__.py:10-14); td is "
    "env.reset(batch) in GLOP.shared_step (glop/model.py:36-46) and the actions are decoded from it "
    "(policy.py:145-159), so both live on the batch's device; " + LIGHTNING_BATCH + "; " + LIGHTNING_DEVICE
    + "; actions.numpy() raises on cuda (local_policy is @torch.no_grad, so grad plays no part)")
add("rl-vrpad-45-cpu", RL, "rl4co/models/zoo/glop/adapter/vrp_adapter.py", 45, ".cpu().numpy()", ".numpy()", True,
    ["TL001"], "framework",
    "parent_td is the td that GLOPPolicy.local_policy passes (glop/policy.py:203), env.reset of the Lightning "
    "batch (glop/model.py:36-46); " + LIGHTNING_BATCH + "; " + LIGHTNING_DEVICE
    + "; parent_td['locs'].numpy() raises on cuda in every GLOP train/val/test step on CVRP")
add("rl-vrpad-81-cpu", RL, "rl4co/models/zoo/glop/adapter/vrp_adapter.py", 81, ".cpu().numpy()", ".numpy()", False,
    [], "other_file",
    "not a bug: subtsp_actions is what the sub-problem solver returns for mapping.subprob_coordinates "
    "(glop/policy.py:204-206), and those coordinates are torch.from_numpy(...) CPU tensors "
    "(vrp_adapter.py:57-61, :74-78); the default 'insertion' solver returns torch.from_numpy(results) "
    "(policy.py:259-263) and a RL4COLitModule solver returns results['actions'].to(coordinates.device) "
    "(policy.py:246-250), so subtsp_actions is on the CPU by construction")
add("rl-glop-185-nograd", RL, "rl4co/models/zoo/glop/policy.py", 185, "@torch.no_grad()", "", False, [],
    "other_file",
    "not a bug: without the decorator nothing converted in local_policy requires grad: the partition actions are "
    "integer indices (rl4co/utils/decoding.py:391, :403), parent_td['locs'] is data, and the sub-solver's "
    "actions are integers from torch.from_numpy or a policy's decoding (policy.py:246-263); the adapter's "
    ".cpu().numpy() conversions (vrp_adapter.py:39, :45, :81) therefore stay valid",
    report=("rl4co/models/zoo/glop/adapter/vrp_adapter.py", 39),
    also=["rl4co/models/zoo/glop/adapter/vrp_adapter.py:45", "rl4co/models/zoo/glop/adapter/vrp_adapter.py:81"])
add("rl-tspls-37-cpu", RL, "rl4co/envs/routing/tsp/local_search.py", 37, ".detach().cpu().numpy()",
    ".detach().numpy()", False, [], "other_file",
    "not a bug: the only caller of env.local_search is AntSystem (grep: deepaco/antsystem.py:204, :213, :216; "
    "TSPEnv.local_search, tsp/env.py:184-188), which first moves td to the CPU (td = td.detach().cpu(), "
    "antsystem.py:190) and then sets td['distances'] = get_distance_matrix(td['locs']) on that CPU td (:192); the "
    "NLS path sets distances from heuristic_dist, which is .detach().cpu() (antsystem.py:80, :209); distances is "
    "therefore always a CPU tensor")
add("rl-tspls-40-cpu", RL, "rl4co/envs/routing/tsp/local_search.py", 40, ".detach().cpu().numpy()",
    ".detach().numpy()", False, [], "other_file",
    "not a bug: AntSystem.local_search passes actions = actions.detach().cpu() (deepaco/antsystem.py:193) and the "
    "NLS path passes local_search's own output, torch.from_numpy(...).to(actions.device) of those CPU actions "
    "(local_search.py:43; antsystem.py:213-218); the actions are CPU tensors by construction")

# ---------------------------------------------------------------- PyTorch-StudioGAN
add("sg-feat-65-cpu", SG, "src/metrics/features.py", 65, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "other_file",
    "fake_label_holder concatenates the fake_labels returned by sample.generate_images(..., device=device) "
    "(features.py:28-47, :55, :59); generate_images samples them with sample_y(..., device=device) "
    "(src/utils/sample.py:105-112, :43-45: torch.randint(..., device=device)); Worker.evaluate passes "
    "device=self.local_rank (src/worker.py:819-841); " + SG_DEVICE + "; .numpy() raises on cuda at every evaluation")
add("sg-feat-65-detach", SG, "src/metrics/features.py", 65, ".detach().cpu()", ".cpu()", False, [], "other_file",
    "not a bug: the labels are integer class indices sampled by torch.randint(..., dtype=torch.long) "
    "(src/utils/sample.py:45, :57, :65); a long tensor cannot require grad, so .cpu().numpy() works without detach")
add("sg-fid-69-cpu", SG, "src/metrics/fid.py", 69, ".detach().cpu().numpy()", ".detach().numpy()", True,
    ["TL001"], "other_file",
    "fake_feats is the feature_holder built by features.generate_images_and_stack_features from "
    "eval_model.get_outputs on the generated cuda images (src/metrics/features.py:49-59) and passed by "
    "Worker.evaluate (src/worker.py:819, :870-877) and calculate_intra_class_fid (worker.py:1415-1439); the eval "
    "model is built on device=local_rank (src/metrics/preparation.py:44-84); " + SG_DEVICE
    + "; .numpy() raises on cuda in every FID evaluation")
add("sg-fid-69-detach", SG, "src/metrics/fid.py", 69, ".detach().cpu()", ".cpu()", False, [], "other_file",
    "not a bug: the features are produced under torch.no_grad (src/metrics/features.py:49-51) and, under DDP, "
    "gathered with GatherLayer.apply (features.py:61-64), a custom Function whose output does not require grad when "
    "its input does not; Worker.evaluate also wraps the call in torch.no_grad by default (src/worker.py:813-814); "
    "fake_feats never requires grad")
add("sg-fid-94-cpu", SG, "src/metrics/fid.py", 94, ".detach().cpu().numpy()", ".detach().numpy()", True,
    ["TL001"], "same_function",
    "calculate_moments moves every batch with images.to('cuda') (fid.py:86) and stacks the eval model's "
    "embeddings of it (:88-92); acts is a cuda tensor and .numpy() raises (reached from "
    "preparation.prepare_moments, src/metrics/preparation.py:142, and calculate_fid, fid.py:115)")
add("sg-fid-94-detach", SG, "src/metrics/fid.py", 94, ".detach().cpu()", ".cpu()", False, [], "same_function",
    "not a bug: the embeddings are computed under torch.no_grad in the same function (fid.py:88-90), so acts does "
    "not require grad and the detach is redundant")
add("sg-ins-40-cpu", SG, "src/metrics/ins.py", 40, ".detach().cpu().numpy()", ".detach().numpy()", True,
    ["TL001"], "same_file",
    "calculate_kl_div gets ps on the GPU: eval_dataset (same file) moves the images with .to('cuda') (ins.py:105), "
    "collects inception_softmax outputs (:107-112) and calls calculate_kl_div (:119); eval_features (:55) is called "
    "with the cuda fake_probs of Worker.evaluate (src/worker.py:847); scores is built from ps, so "
    "torch.mean(scores).detach().numpy() raises on cuda")
add("sg-loss-60-cpu", SG, "src/utils/losses.py", 60, ".detach().cpu().numpy()", ".detach().numpy()", True,
    ["TL001"], "other_file",
    "ConditionalContrastiveLoss (the cond_loss of d_cond_mtd '2C', ContraGAN; src/worker.py:143-147) builds its "
    "mask from the labels of the discriminator output: train_discriminator moves real_labels with "
    ".to(self.local_rank) (worker.py:234), passes them to self.Dis (:281), whose output dict carries 'label' "
    "(src/models/big_resnet.py:421), and calls self.cond_loss(**real_dict) (worker.py:308); forward calls "
    "_make_neg_removal_mask(label) (losses.py:91); " + SG_DEVICE + "; labels.numpy() raises on cuda every "
    "discriminator step")
add("sg-loss-60-detach", SG, "src/utils/losses.py", 60, ".detach().cpu()", ".cpu()", False, [], "other_file",
    "not a bug: the labels are the integer class labels from the dataset / sample_y (torch.long, "
    "src/utils/sample.py:45) passed through the discriminator unchanged (src/models/big_resnet.py:421); an integer "
    "tensor cannot require grad")
add("sg-wk-480-item", SG, "src/worker.py", 480, ".item()", "", True, ["TL003"], "same_file",
    "with ADA/APA enabled (AUG.apply_ada or apply_apa with a target), dis_sign_real is "
    "torch.zeros(2, device=self.local_rank) (worker.py:127-132) accumulated on the GPU (:286-288, :469-471); "
    "without .item() heuristic is a cuda tensor and np.sign(heuristic - self.aa_target) on the next line calls "
    "Tensor.__array__ -> .numpy(), which raises 'can't convert cuda:0 device type tensor to numpy'",
    report=("src/worker.py", 481), also=["src/worker.py:480"])
add("sg-wk-1120-cpu", SG, "src/worker.py", 1120, ".detach().cpu().numpy()", ".detach().numpy()", True, ["TL001"],
    "other_file",
    "real_images = ops.resize_images(real_images, ..., self.local_rank) (worker.py:1116), and resize_images ends "
    "in torch.stack(x, 0).to(device) (src/utils/ops.py:258-263); " + SG_DEVICE + "; so the k-nearest-neighbour "
    "analysis (loader.py:472) calls .numpy() on a cuda tensor")
add("sg-wk-1661-item", SG, "src/worker.py", 1661, "ce_loss.item()", "ce_loss", True, ["TL008"], "other_file",
    "validate_classifier runs the CAS classifier (ResNet moved .to('cuda'), worker.py:1532-1535) with grad enabled: "
    "model.eval() only (:1629), no no_grad, and ce_loss is never backpropagated; AverageMeter.update does "
    "self.sum += val * n (src/utils/misc.py:119-124), so without .item() valid_loss.sum chains the autograd graph "
    "(with the saved activations) of every validation batch across the loop",
    report=("src/utils/misc.py", 122), also=["src/worker.py:1661"])
add("sg-wk-1597-item", SG, "src/worker.py", 1597, "ce_loss.item()", "ce_loss", True, ["TL008"], "other_file",
    "ce_loss = self.ce_loss(model(images), labels) of the trainable CAS classifier (worker.py:1532-1535, "
    ":1592-1593) requires grad; AverageMeter.update does self.sum += val * n (src/utils/misc.py:119-124), so "
    "without .item() train_loss.sum keeps the grad_fn chain (and the cuda tensors) of every training step of the "
    "epoch",
    report=("src/utils/misc.py", 122), also=["src/worker.py:1597"])
add("sg-wk-1598-item", SG, "src/worker.py", 1598, "train_acc1.item()", "train_acc1", False, [], "other_file",
    "not a bug: train_acc1 comes from misc.accuracy(logits.data, labels) (worker.py:1595), which takes topk "
    "indices and a float count of matches (src/utils/misc.py:127-141); it carries no graph, so AverageMeter's "
    "self.sum += val * n (misc.py:122) accumulates a plain cuda tensor (no conversion, no TL008 leak)",
    report=("src/utils/misc.py", 122), also=["src/worker.py:1598"])
add("sg-prep-107-cpu", SG, "src/metrics/preparation.py", 107, ".detach().cpu().numpy()", ".detach().numpy()", True,
    ["TL001"], "other_file",
    "LoadEvalModel.get_outputs(x, quantize=False) converts the input images; src/evaluate.py calls "
    "features.sample_images_from_loader_and_stack_features(..., quantize=False, device=local_rank) "
    "(evaluate.py:199-217), which moves the images with images.to(device) (src/metrics/features.py:86) before "
    "eval_model.get_outputs(images, quantize=quantize) (:89); local_rank is a GPU index, so x.numpy() raises on "
    "cuda")

# ---------------------------------------------------------------- OpenPrompt
add("op-pg-432-cpu", OP, "openprompt/prompts/prompt_generator.py", 432, ".cpu().numpy()", ".numpy()", True,
    ["TL001"], "other_file",
    "probs_buffer and labels_buffer are filled by register_buffer from the batches the caller passes "
    "(prompt_generator.py:352-365); tutorial/3.1_LMBFF.py moves the model and every batch to cuda "
    "(cuda = True :47; plm.cuda() :182-183; data.cuda() :189-191) and calls verbalizer_generator.generate() (:192) "
    "-> _find_verbalizer -> _get_top_words (prompt_generator.py:457-465, :408-412, :429-440); the mean over a cuda "
    "buffer is a cuda tensor and .numpy() raises")
add("op-pg-418-item", OP, "openprompt/prompts/prompt_generator.py", 418, ".item()", "", True, ["TL003"],
    "other_file",
    "without .item() _eval_group returns a 0-d cuda tensor (correct and labels_buffer are on the GPU: the buffers "
    "are filled from data.cuda() batches in tutorial/3.1_LMBFF.py:182-191 via register_buffer, "
    "prompt_generator.py:352-365); _get_top_group collects them with map (:422) and np.array(group_scores) (:425) "
    "calls Tensor.__array__ -> .numpy() on each cuda element and raises",
    report=("openprompt/prompts/prompt_generator.py", 425),
    also=["openprompt/prompts/prompt_generator.py:418", "openprompt/prompts/prompt_generator.py:422"])
add("op-pg-354-nograd", OP, "openprompt/prompts/prompt_generator.py", 354, "with torch.no_grad():", "if True:",
    False, [], "same_file",
    "not a bug: without no_grad the MLM logits require grad, but register_buffer stores "
    "F.softmax(logits.detach(), dim=-1) (prompt_generator.py:359-364), so probs_buffer never requires grad and the "
    "later conversions in _get_top_words (:432) and _get_top_group (:425) are unaffected",
    report=("openprompt/prompts/prompt_generator.py", 432), also=["openprompt/prompts/prompt_generator.py:425"])
add("op-tr-292-item", OP, "openprompt/trainer.py", 292, "loss.item()", "loss", True, ["TL008"], "same_function",
    "training_epoch: loss = self.training_step(batch) is backpropagated (trainer.py:288, :293), so it requires "
    "grad; without .item() sum_loss += loss and total_loss += sum_loss (:309) keep every step's graph across the "
    "epoch (gradient_accumulation_steps defaults to 1, openprompt/default_config.py:89, so sum_loss is reset but "
    "total_loss is not); the tensorboardX add_scalar (:296) and the f-string at :316 accept the tensor, so this is "
    "a leak, not a crash",
    also=["openprompt/trainer.py:309"])
add("op-tr-407-cpu", OP, "openprompt/trainer.py", 407, "pred.cpu().tolist()", "pred.tolist()", False, [],
    "same_function",
    "not a bug: pred = torch.argmax(logits) is on cuda (batches moved at trainer.py:269), but Tensor.tolist() "
    "copies from any device and is not a NumPy conversion")
add("op-tr-266-nograd", OP, "openprompt/trainer.py", 266, "with torch.no_grad():", "if True:", False, [],
    "same_file",
    "not a bug: inference_epoch's outputs come from inference_step (trainer.py:271): ClassificationRunner returns "
    "argmax indices and labels via .cpu().tolist() (:403-407), integers that never require grad, and "
    "GenerationRunner returns the generated text lists (:495-498); nothing requiring grad is converted",
    report=("openprompt/trainer.py", 407))
add("op-t0-133-item", OP, "tutorial/0_basic.py", 133, "loss.item()", "loss", True, ["TL008"], "same_function",
    "the training loop backpropagates loss (0_basic.py:131-132) of the trainable prompt model (freeze_plm=False, "
    ":108; moved to cuda :109-110); without .item() tot_loss += loss keeps every step's autograd graph for the "
    "whole epoch (tot_loss is only reset per epoch, :125)")
add("op-lmbff-85-item", OP, "tutorial/3.1_LMBFF.py", 85, "loss.item()", "loss", True, ["TL003", "TL002", "TL008"],
    "same_function",
    "train_epoch moves inputs to cuda (3.1_LMBFF.py:79-80, cuda = True :47) and loss requires grad (:83-84); "
    "without .item() loss_all collects graph-attached cuda tensors across the loop (TL008) and "
    "np.mean(loss_all) (:88) converts them with Tensor.__array__ -> .numpy(), which raises (requires grad / cuda)",
    report=("tutorial/3.1_LMBFF.py", 88), also=["tutorial/3.1_LMBFF.py:85"])
add("op-lmbff-94-nograd", OP, "tutorial/3.1_LMBFF.py", 94, "with torch.no_grad():", "if True:", False, [],
    "same_function",
    "not a bug: evaluate only converts labels and torch.argmax(logits) with .cpu().tolist() (3.1_LMBFF.py:100-101); "
    "argmax indices and labels never require grad, and tolist is not a NumPy conversion",
    report=("tutorial/3.1_LMBFF.py", 101), also=["tutorial/3.1_LMBFF.py:100"])
add("op-cal-42-detach", OP, "openprompt/utils/calibrate.py", 42, "logits.detach()", "logits", True, ["TL008"],
    "other_file",
    "calibrate runs the prompt model with grad enabled (model.eval() only, calibrate.py:38-41); the caller "
    "tutorial/1.3_calibration.py builds it with freeze_plm=False (:47), and PromptModel only disables "
    "requires_grad when freeze_plm or plm_eval_mode is set (openprompt/pipeline_base.py:158-175), so "
    "forward_without_verbalize's output (pipeline_base.py:307-311) requires grad; without the detach all_logits "
    "keeps every batch's graph and activations across the calibration loop")

# ---------------------------------------------------------------- F5-TTS (accelerate)
add("f5-ui-518-cpu", F5, "src/f5_tts/infer/utils_infer.py", 518, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "other_file",
    "generated_wave is the vocoder's output for the model's mel (utils_infer.py:496-514); " + F5_DEVICE
    + "; generated_wave.squeeze().numpy() raises on cuda (inference_mode, so no grad)")
add("f5-ui-524-cpu", F5, "src/f5_tts/infer/utils_infer.py", 524, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "other_file",
    "generated is the model's sampled mel, cast to float32 (utils_infer.py:497-512) and returned by _infer_basic "
    "(:520); " + F5_DEVICE + "; generated[0].numpy() raises on cuda")
add("f5-igr-202-cpu", F5, "src/f5_tts/infer/infer_gradio.py", 202, ".cpu().numpy()", ".numpy()", False, [],
    "same_function",
    "not a bug: in the remove_silence branch final_wave is reloaded with torchaudio.load(f.name) (infer_gradio.py:199), "
    "a CPU tensor, right before the conversion")
add("f5-se-234-cpu", F5, "src/f5_tts/infer/speech_edit.py", 234, ".cpu().numpy()", ".numpy()", True, ["TL001"],
    "same_file",
    "speech_edit.py is a script: device is 'cuda' when available (speech_edit.py:20-28), the CFM model is built "
    ".to(device) and loaded with load_checkpoint(model, ckpt_path, device) (:132, :135), and the condition is "
    "built on device (:150, :158-159); gen_mel_spec is the permuted model output (:211-225), so "
    "gen_mel_spec[0].numpy() raises on cuda")
add("f5-utmos-32-item", F5, "src/f5_tts/eval/eval_utmos.py", 32, "score.item()", "score", True, ["TL008"],
    "same_function",
    "score = predictor(wav_tensor, sr) is computed with grad enabled (no no_grad in main, eval_utmos.py:25-33); "
    "the torch.hub UTMOS model is only put in eval() (tarepan/SpeechMOS hubconf.py) and its BLSTM/projection "
    "parameters keep requires_grad=True (speechmos/utmos22/strong/model.py), so utmos_score += score chains every "
    "file's graph across the loop; the f-strings at :35/:37 accept a 0-d tensor, so it is a leak, not a crash")
add("f5-ue-413-nograd", F5, "src/f5_tts/eval/utils_eval.py", 413, "with torch.no_grad():", "if True:", False, [],
    "same_function",
    "not a bug: the only conversion of the embeddings is F.cosine_similarity(emb1, emb2)[0].item() "
    "(utils_eval.py:417), and .item() works on cuda tensors that require grad; nothing is accumulated across the "
    "loop but the Python float",
    report=("src/f5_tts/eval/utils_eval.py", 417))
add("f5-tr-399-item", F5, "src/f5_tts/model/trainer.py", 399, "loss.item()", "loss", False, [], "framework",
    "not a bug: self.writer is torch.utils.tensorboard's SummaryWriter (trainer.py:96-100); add_scalar calls "
    "summary.scalar, which calls make_np(tensor), and make_np's _prepare_pytorch does x.detach().cpu().numpy() "
    "(pytorch torch/utils/tensorboard/summary.py scalar(); torch/utils/tensorboard/_convert_np.py:8-32), so a cuda "
    "loss that requires grad is converted safely; nothing keeps the tensor")
add("op-uc-111-detach", OP, "tutorial/9_UltraChat.py", 111, "loss.detach()", "loss", False, [], "framework",
    "not a bug: accelerator.gather_for_metrics -> gather (accelerate accelerator.py:3068-3136, "
    "utils/operations.py:425-441) returns the tensor unchanged on one process and all_gather_into_tensor copies on "
    "several, and torchmetrics MeanMetric.update runs inside torch.set_grad_enabled(self._enable_grad) with "
    "_enable_grad False (torchmetrics 1.9 metric.py:159, :166, :543-548; aggregation.py:556-581), so "
    "train_loss.mean_value never records a graph; no conversion, no accumulation of a graph",
    report=("tutorial/9_UltraChat.py", 112), also=["tutorial/9_UltraChat.py:111"])

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "mutations.json"), "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations,", sum(m["bug"] for m in M), "bugs")
