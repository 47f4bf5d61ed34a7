#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29w study (run inside this folder)."""
import json

CF = "atong01/conditional-flow-matching"
CL = "mahmoodlab/CLAM"
SS = "meetps/pytorch-semseg"
TF = "toshas/torch-fidelity"

# ---------------------------------------------------------------- shared evidence
PL = "Lightning 1.8.3.post2 (pinned in runner-requirements.txt; read at tag 1.8.3.post2 = cae23c12)"
PL_GPU = ("the runner is started as `python src/train.py trainer=gpu` (runner/README.md 'train on GPU'; "
          "configs/trainer/gpu.yaml: accelerator: gpu, devices: 1; the image experiments use trainer=ddp, also "
          "accelerator: gpu), so the LightningModule lives on cuda and " + PL + " moves every batch with the "
          "strategy's batch_to_device before the step hooks (src/pytorch_lightning/loops/fit_loop.py:259-265 for "
          "training, loops/dataloader/evaluation_loop.py:140-146 for validation/test -> strategies/strategy.py:"
          "259-274 move_data_to_device(batch, self.root_device))")
PL_EVAL_X = ("CFMLitModule.eval_step returns the moved batch as outputs['x'] (runner/src/models/cfm_module.py:349), "
             "preprocess_epoch_end concatenates it and stacks it with torch.randn_like(x) (:374-385), so x, x0 "
             "(:384) and the trajectories integrated from x0 in forward_eval_integrate (:405-413) are cuda tensors "
             "in validation_epoch_end/test_epoch_end (:510-517 -> eval_epoch_end :474-505)")
PL_TEST = ("train.yaml sets test: True and runner/src/train.py:109-115 calls trainer.test after fit; "
           + PL + " runs test inside _evaluation_context = torch.inference_mode (Trainer default inference_mode=True, "
           "src/pytorch_lightning/trainer/trainer.py:165, :1174-1177, :2230-2242)")
ICNN_GRAD = ("ICNNLitModule (runner/src/models/icnn_module.py; experiment=icnn, configs/experiment/icnn.yaml) "
             "overrides on_validation_model_eval/on_test_model_eval to call torch.set_grad_enabled(True) (:220-226); "
             + PL + " calls that hook at the start of the evaluation loop (loops/dataloader/evaluation_loop.py:"
             "123-133, :249-252), inside the no_grad of the fit loop's validation (loops/epoch/training_epoch_loop.py:"
             "305-310; sanity check trainer.py:1224), so grad mode is on for validation_epoch_end; eval_epoch_end "
             "calls x.requires_grad_() (:176) and takes x0 = x[:, :1] (:177), which requires grad")

CL_DEV = ("utils/core_utils.py:12 sets device = cuda when available (the README runs `CUDA_VISIBLE_DEVICES=0 python "
          "main.py ... --model_type clam_sb`, docs/README.md:248), train() moves the model there (:162) and every "
          "loop moves data and label with .to(device)")
TB = ("tensorboardX SummaryWriter.add_scalar converts a tensor itself: summary.scalar -> make_np -> prepare_pytorch "
      "does x = x.data; x.cpu().numpy() (tensorboardX/x2num.py:17-43, summary.py:159-161; read at lanpa/tensorboardX "
      "48a5f8ae, v2.6.5+; neither project pins a version)")

TF_CUDA = ("calculate_metrics defaults to cuda=True (torch_fidelity/defaults.py:4; the README's Python example passes "
           "cuda=True, and the CLI `fidelity --gpu 0 ...` sets args['cuda'] when CUDA_VISIBLE_DEVICES is set, "
           "fidelity.py:336-339)")
TF_FEAT = ("the metric modules receive features from utils.get_featuresdict_from_dataset / "
           "get_featuresdict_from_generative_model (torch_fidelity/utils.py:122-165, :168-216), which run the "
           "extractor under torch.no_grad() (:146, :186) and move every batch of features to the CPU "
           "(`{k: [v.cpu()] ...}`, :153, :204) before torch.cat (:163, :214); cached features are loaded with "
           "map_location='cpu' (:369, :390); metrics.py:80-103 passes these featuresdicts to isc/fid/kid")

M = []


def add(**kw):
    M.append(kw)


# ------------------------------------------------------------- conditional-flow-matching (Lightning 1.8.3.post2)
add(id="cf-ot-49-cpu", repo=CF, file="runner/src/models/components/optimal_transport.py", line=49,
    original="M.detach().cpu().numpy()", mutated="M.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="OTPlanSampler.get_map builds M = torch.cdist(x0, x1) ** 2 (:46) and hands it to POT (:49); the "
    "sampler is created when the model config names an ot_sampler (configs/model/otcfm.yaml: ot_sampler: \"exact\"; "
    "cfm_module.py:111-116) and CFMLitModule.step calls sample_plan(x0, x1) (:254-255) from training_step (:265-266) "
    "with x1 = X, the batch, and x0 = torch.randn_like(X) (:194-199); " + PL_GPU + "; so M is a cuda tensor and "
    "M.detach().numpy() raises at the first training step")
add(id="cf-ot-49-detach", repo=CF, file="runner/src/models/components/optimal_transport.py", line=49,
    original="M.detach().cpu().numpy()", mutated="M.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: every caller of sample_plan/get_map passes data, never a network output: CFMLitModule.step "
    "(runner/src/models/cfm_module.py:254-255) and its subclasses (:677-678, :892-893, :1110-1111, :1212-1213, "
    ":1309-1310) pass x0 = torch.randn_like(X) and x1 = X, the batch (:194-199), or minibatch pairs of the batch "
    "(:151-161, trajectory data); SplineCFMLitModule passes the batch to sample_trajectory (:1371 -> :73); none of "
    "them requires grad, so M = torch.cdist(x0, x1) ** 2 (:46) has no grad and M.cpu().numpy() works")
add(id="cf-ot-115-detach", repo=CF, file="runner/src/models/components/optimal_transport.py", line=115,
    original="M.detach().cpu().numpy()", mutated="M.cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="wasserstein() is called by compute_distribution_distances (runner/src/models/components/"
    "distribution_distances.py:55-56); " + ICNN_GRAD + "; it then calls compute_distribution_distances(x0, pred) "
    "(icnn_module.py:180), so a = x0[:, t, :] requires grad, M = torch.cdist(x0, x1) (:112-114) requires grad, and "
    "M.cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad' in the first validation (sanity "
    "check); the CFM modules' trajectories are built under no_grad/inference_mode, so only the ICNN path decides")
add(id="cf-mod-412-cpu", repo=CF, file="runner/src/models/cfm_module.py", line=412,
    original="torch.mean(aug, dim=0).detach().cpu().numpy()",
    mutated="torch.mean(aug, dim=0).detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="forward_eval_integrate integrates the augmented ODE from x0 with the module's own net "
    "(solver.odeint(x0_tmp, ...) :406-410; FlowSolver.odeint returns traj, aug of the state, components/solver.py:"
    "184-216) for non-image data (the default sklearn datamodule); " + PL_GPU + "; " + PL_EVAL_X + "; so aug is on "
    "cuda and torch.mean(aug, dim=0).detach().numpy() raises in the sanity-check validation")
add(id="cf-dd-13-item", repo=CF, file="runner/src/models/components/distribution_distances.py", line=13,
    original="mse_loss(pred, true).item()", mutated="mse_loss(pred, true)", bug=True,
    expected_codes=["TL003", "TL002"], evidence_scope="framework",
    reasoning="compute_distances returns (mse, me, mae) (:11-16); math.sqrt(mse) (:14) still works on a 0-d tensor, "
    "but the tuple is appended to dists (:61-66) and np.array(dists).mean(axis=0) (:72) converts it; "
    "compute_distribution_distances is called from validation/test_epoch_end with the integrated trajectories "
    "and the batch (cfm_module.py:441-443 via forward_eval_integrate :388-455); " + PL_GPU + "; " + PL_EVAL_X
    + "; so mse is a 0-d cuda tensor and np.array of the tuples raises 'can't convert cuda:0 device type tensor "
    "to numpy' (in the ICNN runs, icnn_module.py:180/:185, it also requires grad). Reported at the np.array of :72",
    report_line=72, also_accept=["runner/src/models/components/distribution_distances.py:13"])
add(id="cf-plt-79-cpu", repo=CF, file="runner/src/models/components/plotting.py", line=79,
    original="detach().cpu().numpy()", mutated="detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="store_trajectories(x, self.net) is called at the end of every test epoch of non-image data "
    "(cfm_module.py:504-505); " + PL_TEST + "; " + PL_GPU + "; " + PL_EVAL_X + "; x is the stacked tensor "
    "(not a list), so the else branch (:76-79) reshapes the cuda tensor and .detach().numpy() raises")
add(id="cf-plt-79-detach", repo=CF, file="runner/src/models/components/plotting.py", line=79,
    original="detach().cpu().numpy()", mutated="cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: the obs converted here is the x of preprocess_epoch_end, the test batch stacked with "
    "torch.randn_like (cfm_module.py:374-385, passed at :505); the batch is data and " + PL_TEST
    + ", so nothing in x requires grad and obs.reshape(-1, dim).cpu().numpy() works")
add(id="cf-plt-86-detach", repo=CF, file="runner/src/models/components/plotting.py", line=86,
    original="traj.cpu().detach().numpy()", mutated="traj.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: the trajectory is computed and converted inside the local `with torch.no_grad():` "
    "(:82-86): node.trajectory(start, ...) (:85) of NeuralODE(model) records no graph, so traj.cpu().numpy() works "
    "(store_trajectories runs in test_epoch_end, under Lightning's inference_mode as well)")
add(id="cf-icnn-13-detach", repo=CF, file="runner/src/models/icnn_module.py", line=13,
    original='tensor.to("cpu").detach().numpy()', mutated='tensor.to("cpu").numpy()', bug=True,
    expected_codes=["TL002"], evidence_scope="same_file",
    reasoning="to_numpy (:12-13) converts the arguments of plot (:16-20), which eval_epoch_end calls with x0, x1, "
    "x_pred, pred (:190-197); " + ICNN_GRAD + "; x1 = x[:, 1:] also requires grad; so plot's first to_numpy(x) "
    "(:17) reaches tensor.to('cpu').numpy() with a tensor that requires grad and raises (reported in the helper, "
    ":13; the call :17 is also accepted)",
    also_accept=["runner/src/models/icnn_module.py:17"])

# ------------------------------------------------------------------ CLAM (WSI classification, argparse scripts)
add(id="cl-cu-242-item", repo=CL, file="utils/core_utils.py", line=242,
    original="loss_value = loss.item()", mutated="loss_value = loss", bug=True,
    expected_codes=["TL008"], evidence_scope="same_function",
    reasoning="train_loop_clam (the README's --model_type clam_sb path, core_utils.py:185-186): loss = "
    "loss_fn(logits, label) (:241) of the training model's output (:238, model.train() :226) requires grad; "
    "without .item() `train_loss += loss_value` (:255) keeps every iteration's loss tensor and its graph node for "
    "the whole epoch (the '{:.4f}' prints :257/:280 and tensorboardX add_scalar :288 still work); reported at the "
    "accumulation :255, the mutated line :242 is also accepted",
    report_line=255, also_accept=["utils/core_utils.py:242"])
add(id="cl-cu-360-item", repo=CL, file="utils/core_utils.py", line=360,
    original="val_loss += loss.item()", mutated="val_loss += loss", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: validate() (used for --model_type mil and --no_inst_cluster, core_utils.py:190-193) runs "
    "its loop under `with torch.no_grad():` (:347), so the loss (:355) has no graph; val_loss becomes a plain 0-d "
    "cuda tensor that is divided in place (:366; a no_grad tensor, not an inference tensor), logged through "
    "tensorboardX (:376; " + TB + "), formatted with '{:.4f}' (:380, Tensor.__format__ of a 0-d tensor uses "
    ".item()) and compared/formatted in EarlyStopping (:385-387 -> :68-90: -val_loss, `score < self.best_score`, "
    "f'{val_loss:.6f}'), all of which accept a 0-d cuda tensor. (The same mutation in validate_clam, :417, would "
    "crash for another reason: the sum is an inference tensor and `val_loss /= len(loader)` (:436) is an in-place "
    "update outside inference_mode; it was left out because no TL rule covers it)")
add(id="cl-cu-504-cpu", repo=CL, file="utils/core_utils.py", line=504,
    original="probs = Y_prob.cpu().numpy()", mutated="probs = Y_prob.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="summary() is called by train() for the val and test splits (:203, :206) with the model train() "
    "moved to device (:162); " + CL_DEV + " (summary: :498); Y_prob = softmax of the model output (:501) is on "
    "cuda, so Y_prob.numpy() raises")
add(id="cl-cu-500-inference", repo=CL, file="utils/core_utils.py", line=500,
    original="with torch.inference_mode():", mutated="if True:", bug=True,
    expected_codes=["TL002"], evidence_scope="same_function",
    reasoning="summary() sets model.eval() (:487), which does not disable grad; without the inference_mode block "
    "(:500-501) the CLAM/MIL model's output Y_prob is computed from trainable parameters and requires grad, so "
    "Y_prob.cpu().numpy() (:504) raises 'Can't call numpy() on Tensor that requires grad'; reported at :504",
    report_line=504)
add(id="cl-mc-156-cpu", repo=CL, file="models/model_clam.py", line=156,
    original="preds.cpu().numpy()", mutated="preds.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="CLAM_SB.forward with instance_eval=True (:146-165) converts the instance predictions of inst_eval "
    "(:107-123: all_preds = topk indices of the instance classifier's logits on h.device); the model is called "
    "with instance_eval=True by train_loop_clam and validate_clam (utils/core_utils.py:238, :412) after " + CL_DEV
    + " (data.to(device) :237, :411); so preds is a cuda index tensor and preds.numpy() raises in the first "
    "training step")
add(id="cl-ev-78-cpu", repo=CL, file="utils/eval_utils.py", line=78,
    original="probs = Y_prob.cpu().numpy()", mutated="probs = Y_prob.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="eval() (:48-56, called by eval.py:133; README: `CUDA_VISIBLE_DEVICES=0 python eval.py ...`, "
    "docs/README.md:270) builds the model with initiate_model, whose device defaults to 'cuda' (:17) and which "
    "moves it there (:44); summary() moves data with .to(device) (:71; device = cuda, utils/utils.py:18 via "
    "`from utils.utils import *` :11); Y_prob (:74) is on cuda, so Y_prob.numpy() raises")
add(id="cl-ev-81-item", repo=CL, file="utils/eval_utils.py", line=81,
    original="all_labels[batch_idx] = label.item()", mutated="all_labels[batch_idx] = label", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: label is a one-element LongTensor moved to cuda (:71, batch size 1: get_simple_loader, "
    "utils/utils.py:46-48), and all_labels is a float64 NumPy array (:65); assigning an object to a single element "
    "of a float64 array goes through float(obj) (NumPy's scalar setitem), and Tensor.__float__ of a one-element "
    "tensor is .item(), which works on cuda (it synchronises); checked on the CPU: np.zeros(3)[0] = "
    "torch.ones(1, device='meta') fails inside Tensor.item(), i.e. NumPy took the float()/item() path, not "
    "__array__/.numpy(); all_labels then feeds roc_auc_score/label_binarize as plain floats (:93-110)")

# ------------------------------------------------------------------ pytorch-semseg (train/validate/test scripts)
add(id="ss-tr-163-cpu", repo=SS, file="train.py", line=163,
    original="labels_val.data.cpu().numpy()", mutated="labels_val.data.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="train() picks device = cuda when available (:34) and moves every validation label batch there "
    "(labels_val.to(device), :157); labels_val.data.numpy() of a cuda tensor raises at the first validation")
add(id="ss-tr-154-nograd", repo=SS, file="train.py", line=154,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: without the no_grad block the model output requires grad, but the conversions do not "
    "see it: pred = outputs.data.max(1)[1] (:162) goes through .data and is an argmax index tensor (indices never "
    "require grad), gt (:163) is the label batch, and val_loss.item() (:166) works on a grad tensor; watched at "
    "the conversion :162 (also :163)",
    report_line=162, also_accept=["train.py:163"])
add(id="ss-tr-166-item", repo=SS, file="train.py", line=166,
    original="val_loss_meter.update(val_loss.item())", mutated="val_loss_meter.update(val_loss)", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: the validation loop runs under torch.no_grad() (:154), so val_loss (:160) has no graph "
    "and averageMeter.update (ptsemseg/metrics.py:66-70) sums 0-d cuda tensors without keeping anything alive "
    "across iterations; the only consumers are `\"%.4f\" % avg` (:169, Tensor.__float__) and writer.add_scalar "
    "(:168, tensorboardX imported at :22; " + TB + "), both of which accept a 0-d cuda tensor")
add(id="ss-va-65-cpu", repo=SS, file="validate.py", line=65,
    original="max(1)[1].cpu().numpy()", mutated="max(1)[1].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="validate() picks device = cuda when available (:20), moves the model (:40, :44) and the images "
    "(:49) there; in the default branch (--eval_flip off) outputs = model(images) (:64) is on cuda and the argmax "
    "indices' .numpy() raises")
add(id="ss-va-65-data", repo=SS, file="validate.py", line=65,
    original="outputs.data.max(1)", mutated="outputs.max(1)", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: validate() has no no_grad, so outputs (:64) requires grad, but .max(1)[1] takes the "
    "argmax indices, an integer tensor that never requires grad; .cpu().numpy() still works without .data")
add(id="ss-te-89-cpu", repo=SS, file="test.py", line=89,
    original="max(1)[1].cpu().numpy()", mutated="max(1)[1].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="test() picks device = cuda when available (:23), moves the model (:62) and the image (:64) there; "
    "outputs (:65) is on cuda and the argmax indices' .numpy() inside np.squeeze raises")
add(id="ss-psp-326-data", repo=SS, file="ptsemseg/models/pspnet.py", line=326,
    original="dim=1).data.cpu().numpy()", mutated="dim=1).cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="framework",
    reasoning="tile_predict wraps each slice in Variable(imgs_slice, volatile=True) (:317, :319); since PyTorch "
    "0.4.0 volatile has no effect (PyTorch warns 'volatile was removed and now has no effect. "
    "Use `with torch.no_grad():` instead.'; the project pins torch==0.4.1, requirements.txt; also checked with "
    "torch 2.13: Linear(Variable(x, volatile=True)).requires_grad is True), so self.forward(inp) of the PSPNet "
    "parameters requires grad and without .data the softmax's .cpu().numpy() raises; tile_predict is run by the "
    "module's own __main__ (:341-382, psp.cuda(cd), out = psp.tile_predict(img))")
add(id="ss-psp-312-cpu", repo=SS, file="ptsemseg/models/pspnet.py", line=312,
    original="imgs_slice.cpu().numpy()", mutated="imgs_slice.numpy()", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: the only caller of tile_predict is the module's __main__ (:341-382), which passes img = "
    "torch.from_numpy(img).float() and .unsqueeze(0) (:379-380) without moving it; the slices are moved to the GPU "
    "only later (inp.cuda(), :321-324), so imgs_slice (:309) is a CPU tensor and imgs_slice.numpy() works")

# ------------------------------------------------------------------ torch-fidelity (evaluation library)
add(id="tf-utl-153-cpu", repo=TF, file="torch_fidelity/utils.py", line=153,
    original="{k: [v.cpu()] for k", mutated="{k: [v] for k", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="get_featuresdict_from_dataset moves each batch to cuda (:148-149) for the feature extractor, which "
    "create_feature_extractor moved there (:88-89); " + TF_CUDA + "; without .cpu() the concatenated features "
    "(:163) stay on cuda (a directory or dataset input that is not cached is recomputed on every run, :418-430), "
    "metrics.py:93-99 passes them to fid_featuresdict_to_statistics_cached -> fid_features_to_statistics, whose "
    "features.numpy() (torch_fidelity/metric_fid.py:23) raises; ISC (torch ops then .item()) and KID (.cpu()) "
    "still work, so the FID conversion is where it fails",
    report_file="torch_fidelity/metric_fid.py", report_line=23)
add(id="tf-utl-146-nograd", repo=TF, file="torch_fidelity/utils.py", line=146,
    original=", torch.no_grad():", mutated=":", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: create_feature_extractor calls feat_extractor.requires_grad_(False) (:86) on every "
    "extractor, and the dataset batches are uint8 image tensors (TransformPILtoRGBTensor, :277; the inception "
    "extractor vasserts dtype uint8, feature_extractor_inceptionv3.py:103), so without the no_grad the features "
    "still do not require grad and features.numpy() in metric_fid.py:23 works (as do KID's .cpu().numpy() and "
    "ISC's .item())",
    report_file="torch_fidelity/metric_fid.py", report_line=23)
add(id="tf-onnx-70-cpu", repo=TF, file="torch_fidelity/generative_model_onnx.py", line=70,
    original="else tensor.cpu().numpy()", mutated="else tensor.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="GenerativeModelONNX (an .onnx input, torch_fidelity/utils.py:280-286) converts every input for "
    "onnxruntime in forward (:72-79) with to_numpy (:68-70); get_featuresdict_from_generative_model moves the "
    "noise and labels to cuda before calling the model (utils.py:191-201: noise.cuda(non_blocking=True)), as "
    "does calculate_ppl (metric_ppl.py:100-112); " + TF_CUDA + "; the noise does not require grad, so the else "
    "branch runs and tensor.numpy() of the cuda noise raises")
add(id="tf-ppl-117-cpu", repo=TF, file="torch_fidelity/metric_ppl.py", line=117,
    original="dist_lat_e01.cpu().numpy()", mutated="dist_lat_e01.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="calculate_ppl moves the model to cuda when cuda (:46-47), moves the latents there (:100-104) and "
    "the LPIPS similarity is created on cuda (create_sample_similarity, utils.py:105-106); " + TF_CUDA
    + "; sim and dist_lat_e01 (:115-116) are cuda tensors and .numpy() raises")
add(id="tf-ppl-90-nograd", repo=TF, file="torch_fidelity/metric_ppl.py", line=90,
    original=", torch.no_grad():", mutated=":", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: the generator's output must be uint8: ppl_sample_similarity_dtype defaults to 'uint8' "
    "(defaults.py:33) and SampleSimilarityLPIPS.forward vasserts in0.dtype == in1.dtype == uint8 "
    "(sample_similarity_lpips.py:140-144), an integer tensor cannot require grad, and every LPIPS parameter has "
    "requires_grad = False (:117-118, VGG16features :43-44); so sim (:115) does not require grad even with grad "
    "mode on and dist_lat_e01.cpu().numpy() (:117) works",
    report_line=117)
add(id="tf-kid-113-cpu", repo=TF, file="torch_fidelity/metric_kid.py", line=113,
    original="features_1 = features_1.cpu().numpy()", mutated="features_1 = features_1.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: kid_features_to_metric receives featuresdict_1[feat_layer_name] from "
    "kid_featuresdict_to_metric (:137-140, metrics.py:103); " + TF_FEAT + "; so features_1 is already a CPU "
    "tensor without grad and .numpy() works")
add(id="tf-isc-33-item", repo=TF, file="torch_fidelity/metric_isc.py", line=33,
    original="kl.sum(dim=1).mean().exp().item()", mutated="kl.sum(dim=1).mean().exp()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: the scores become 0-d float64 tensors that np.mean/np.std convert (:37-38); the "
    "feature comes from isc_featuresdict_to_metric (:42-50, metrics.py:87); " + TF_FEAT + "; so the scores are "
    "CPU tensors without grad and np.mean/np.std of the list work (checked: np.mean of a list of CPU 0-d float64 "
    "tensors returns a NumPy float); nothing is accumulated across a training loop",
    report_line=37, also_accept=["torch_fidelity/metric_isc.py:38", "torch_fidelity/metric_isc.py:33"])
add(id="tf-ex-198-cpu", repo=TF, file="examples/sngan_cifar10.py", line=198,
    original="G(z_vis).detach().cpu()", mutated="G(z_vis).detach()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="device is cuda when available (:95), G = Generator(...).to(device) (:107) and z_vis is created on "
    "device (:111); samples_vis stays on cuda, torchvision make_grid keeps the device and .numpy() (:199) raises; "
    "reported at :199, the mutated line :198 is also accepted",
    report_line=199, also_accept=["examples/sngan_cifar10.py:198"])
add(id="tf-ex-198-detach", repo=TF, file="examples/sngan_cifar10.py", line=198,
    original="G(z_vis).detach().cpu()", mutated="G(z_vis).cpu()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: the last training update before this point turned G's parameters off "
    "(G.requires_grad_(False), :146; only :135 of the next iteration turns them on again) and G.eval() (:175) "
    "makes Generator.forward quantise its output to uint8 (:37-39), which cannot require grad; so G(z_vis) has no "
    "grad and make_grid(...).numpy() (:199) works without .detach()",
    report_line=199, also_accept=["examples/sngan_cifar10.py:198"])

for m in M:
    m.setdefault("expected_codes", [])
ORDER = ["id", "repo", "file", "line", "original", "mutated", "bug", "expected_codes", "evidence_scope",
         "reasoning", "report_file", "report_line", "also_accept"]
out = [{k: m[k] for k in ORDER if k in m} for m in M]
with open("mutations.json", "w") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(out), "mutations")
