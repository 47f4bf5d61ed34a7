#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29ac study (run inside this folder)."""
import json

ST = "mhamilton723/STEGO"
DD = "gcorso/DiffDock"
KR = "cszn/KAIR"
VI = "jaywalnut310/vits"

# ---------------------------------------------------------------- shared evidence
ST_PL = ("STEGO trains with `python train_segmentation.py` (README.md:99) under PyTorch Lightning (environment.yml pins "
         "pytorch 1.7.1 and leaves pytorch-lightning unpinned; read at tag 1.5.10, the last release whose requirements "
         "accept torch 1.7 - 1.6.0 requires torch>=1.8): train_segmentation.py:476-497 builds Trainer(gpus=-1, "
         "accelerator='ddp') and fits LitUnsupervisedSegmenter; the DDP plugin moves the whole LightningModule to the GPU "
         "(plugins/training_type/ddp.py:419-420 model_to_device), including its torchmetrics children cluster_metrics / "
         "linear_metrics (train_segmentation.py:80-88), whose Metric._apply moves the metric states with the module")
ST_EVAL = ("eval_segmentation.py (README.md:84, `python eval_segmentation.py`) loads the LitUnsupervisedSegmenter "
           "checkpoint and calls model.eval().cuda() (eval_segmentation.py:67, :92), which also moves its "
           "test_linear_metrics / test_cluster_metrics (torchmetrics Metric children, train_segmentation.py:85-88) and "
           "their int64 `stats` state (utils.py:215-217; Metric._apply moves states); every batch is moved with .cuda() "
           "(eval_segmentation.py:121-122) and the metrics are updated with the cuda predictions (:140-141)")
ST_CMAP = ("model.label_cmap is a NumPy array: create_cityscapes_colormap / create_pascal_label_colormap "
           "(data.py:27-40, :43-72) return np arrays and LitUnsupervisedSegmenter stores one of them "
           "(train_segmentation.py:100-103)")
DD_INF = ("DiffDock inference is `python -m inference --config default_inference_args.yaml ...` (README.md:122): "
          "inference.py:152 sets device = cuda when available and moves the score model there (:201-205); "
          "default_inference_args.yaml sets confidence_model_dir, so the confidence model is loaded and moved too "
          "(inference.py:207-213)")
DD_SAMPLING = ("sampling() (utils/sampling.py:69-240) collates the data_list into batches, moves each batch to the "
               "device (:94), runs the reverse diffusion on it under torch.no_grad() (:90) and finally writes the cuda "
               "positions back into the data_list graphs: data_list[...]['ligand'].pos = "
               "complex_graph_batch['ligand'].pos[i*n:n*(i+1)] (:200-201); only `pos` is written back, every other "
               "attribute of the data_list graphs (x, original_center, ...) stays the CPU tensor the dataset produced; "
               "the confidence outputs are computed on device batches (:219-223) and concatenated (:227-231)")
DD_METER = ("AverageMeter (utils/training.py:127-156) keeps self.acc = {t: torch.zeros(intervals)} for the whole epoch "
            "and adds every value in place: self.acc[...] += v.sum().cpu() if self.unpooled_metrics else v.cpu() "
            "(:139); summary() reads them with .item() (:148)")
KR_TRAIN = ("KAIR's ModelBase sets self.device = cuda whenever opt['gpu_ids'] is set (models/model_base.py:12; every "
            "options/*.json sets gpu_ids, utils/utils_option.py:91-104), ModelPlain moves netG there "
            "(models/model_plain.py:24-25; model_base.py:97-107) and feed_data moves L and H to the device "
            "(model_plain.py:149-152); ModelVRT (models/model_vrt.py:16) inherits feed_data and current_visuals")
VI_RUN = ("vits trains with `python train.py -c configs/ljs_base.json -m ljs_base` (README.md:50): main() asserts cuda and "
          "mp.spawn's one process per GPU (train.py:41-50), run() sets the device, moves net_g / net_d with .cuda(rank) "
          "and wraps them in DDP (:62-64, :83-100), and train_and_evaluate moves every batch with .cuda(rank) (:137-140)")
VI_TB = ("utils.summarize hands scalars to writer.add_scalar (utils.py:59-61), a torch.utils.tensorboard SummaryWriter "
         "(train.py:10, :59-60; requirements.txt torch==1.6.0): add_scalar converts with make_np -> _prepare_pytorch, "
         "which does `x = x.data` then `x.cpu().numpy()` in the torch 1.x version (torch/utils/tensorboard/_convert_np.py "
         "read at pytorch/pytorch f44abdb; the current one does x.detach().cpu().numpy()), so it accepts cuda tensors "
         "that require grad; the unmodified loop already passes such tensors (loss_gen_all, loss_disc_all, loss_fm, "
         "loss_mel, ... and the generator_loss list losses_gen, train.py:205-208)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ STEGO (PyTorch Lightning 1.5.x)
add("st-ut-247-cpu", ST, "src/utils.py", 247,
    "self.stats.detach().cpu(), maximize", "self.stats.detach(), maximize", True, ["TL003"], "other_file",
    "UnsupervisedMetrics.compute (src/utils.py:245-274) runs scipy's linear_sum_assignment on the `stats` state when "
    "compute_hungarian is True, as it is for cluster_metrics and test_cluster_metrics (train_segmentation.py:80-81, "
    ":85-86). The state is on cuda whenever compute() runs: " + ST_EVAL + " and eval_segmentation.py:158-160 calls "
    "compute(); in training " + ST_PL + ", and on_train_start (:247-252) and validation_epoch_end (:279-283) call "
    "compute(). Without .cpu(), linear_sum_assignment converts its argument with np.asarray -> Tensor.__array__ -> "
    ".numpy(), which raises TypeError for a cuda tensor (CPU check with a meta tensor: \"can't convert meta device type "
    "tensor to numpy\"); training fails in on_train_start, evaluation at its first compute()")
add("st-ut-247-detach", ST, "src/utils.py", 247,
    "stats.detach().cpu(), maximize", "stats.cpu(), maximize", False, [], "same_file",
    "`stats` is registered with add_state as torch.zeros(..., dtype=torch.int64) (src/utils.py:215-217) and only "
    "incremented in place with torch.bincount of the predictions inside `with torch.no_grad()` (update, :219-229). An "
    "int64 tensor cannot require grad, so dropping .detach() changes nothing: linear_sum_assignment(self.stats.cpu()) "
    "converts a CPU integer tensor")
add("st-tr-288-cpu", ST, "src/train_segmentation.py", 288,
    "v.detach().cpu() for k, v", "v.detach() for k, v", False, [], "framework",
    "validation_step (train_segmentation.py:254-275) already returns img / linear_preds / cluster_preds / label as "
    ".detach().cpu() copies (:272-275). Lightning 1.5.10 appends each step output unchanged to the list it passes to "
    "validation_epoch_end (loops/epoch/evaluation_epoch_loop.py:121-137 and :221-225, with the DDP plugin's "
    "validation_step_end returning the output as is, plugins/training_type/training_type_plugin.py:230-231: no detach, "
    "no move; move_metrics_to_cpu at "
    ":139-142 concerns only logged metrics; loops/dataloader/evaluation_loop.py:120-131, :234-236). So `output` holds CPU "
    "tensors without this .cpu(), and the conversions that follow work: prep_for_plot moves to the CPU anyway "
    "(utils.py:29) and the NumPy indexing self.label_cmap[output[...][i]] (:293-295) takes a CPU int64 tensor (CPU check)",
    also_accept=["src/train_segmentation.py:292", "src/train_segmentation.py:293", "src/train_segmentation.py:294",
                 "src/train_segmentation.py:295"])
add("st-ev-19-cpu", ST, "src/eval_segmentation.py", 19,
    "histogram.detach().cpu().to(torch.float32)", "histogram.detach().to(torch.float32)", True, ["TL003"], "other_file",
    "plot_cm is called with model.test_cluster_metrics.histogram (eval_segmentation.py:212), which compute() builds "
    "from the `stats` state by indexing (src/utils.py:250, or :253-258 with a new_col on histogram.device, or :262) and "
    "which therefore sits on stats' device: " + ST_EVAL + ". Without .cpu(), hist stays on cuda (the in-place division "
    "at :20 keeps it there) and sns.heatmap(hist.t(), ...) (:21) fails: seaborn's _HeatMapper does "
    "plot_data = np.asarray(data) for anything that is not a DataFrame (seaborn 0.11.2 matrix.py:103-105; "
    "environment.yml leaves seaborn unpinned), i.e. Tensor.__array__ -> .numpy(), TypeError for a cuda tensor. It runs "
    "at the end of every evaluation",
    report_line=21, also_accept=["src/eval_segmentation.py:19", "src/eval_segmentation.py:212"])
add("st-ev-152-cpu", ST, "src/eval_segmentation.py", 152,
    "label.cpu()[offset]", "label[offset]", True, ["TL003"], "other_file",
    "label = batch['label'].cuda() (eval_segmentation.py:122; " + ST_EVAL + "). Without .cpu(), saved_data['label'] "
    "collects cuda tensors (:152, concatenated at :156) and plot_label = (model.label_cmap[saved_data['label'][img_num]]) "
    "(:182) indexes a NumPy array with a cuda int64 tensor: " + ST_CMAP + ". NumPy converts a non-ndarray fancy index "
    "with Tensor.__array__ -> .numpy(), which raises TypeError for a cuda tensor (CPU check: cm[cpu_tensor] works, "
    "cm[meta_tensor] raises \"can't convert meta device type tensor to numpy\"). Runs for every selected image "
    "(all_good_images, :103-115)",
    report_line=182, also_accept=["src/eval_segmentation.py:152"])
add("st-ev-153-cpu", ST, "src/eval_segmentation.py", 153,
    "img.cpu()[offset]", "img[offset]", False, [], "other_file",
    "img = batch['img'].cuda() (eval_segmentation.py:121), so saved_data['img'] would hold cuda tensors; but its only "
    "reader is prep_for_plot(saved_data['img'][img_num]) (:181), and prep_for_plot (src/utils.py:23-32, imported through "
    "train_segmentation's `from utils import *`, eval_segmentation.py:12) unnormalises and calls .cpu() before "
    "returning (utils.py:29). So `(prep_for_plot(...) * 255).numpy()` at :181 still gets a CPU tensor",
    report_line=181, also_accept=["src/eval_segmentation.py:153"])
add("st-ut-29-cpu", ST, "src/utils.py", 29,
    "squeeze(0).cpu().permute(1, 2, 0)", "squeeze(0).permute(1, 2, 0)", False, [], "other_file",
    "every caller of prep_for_plot passes a CPU image: train_segmentation.py:292 passes output['img'][i], which "
    "validation_step made .cpu() (:272) and validation_epoch_end .cpu() again (:288); eval_segmentation.py:181 passes "
    "saved_data['img'][img_num], stored as img.cpu()[offset] (:153); plot_dino_correspondence.py:146, :150, :152, :195, "
    ":200, :202 pass batch['img'] / batch['img_pos'] slices from the CPU DataLoader (:92, :104-106, :127-128; the .cuda() "
    "copies are made inside get_heatmaps, :40-41, without rebinding img). unnorm clones and works in place on any "
    "device (utils.py:128-141), so without .cpu() the returned image is still on the CPU and imshow / .numpy() / "
    "np.array() of it work",
    also_accept=["src/train_segmentation.py:292", "src/eval_segmentation.py:181", "src/plot_dino_correspondence.py:146"])
add("st-demo-72-cpu", ST, "src/demo_segmentation.py", 72,
    "single_img = img[j].cpu()", "single_img = img[j]", False, [], "framework",
    "img is the cuda batch (demo_segmentation.py:61), so single_img becomes a cuda image passed to dense_crf (:73-74). "
    "dense_crf converts it with np.array(VF.to_pil_image(unnorm(image_tensor))) (crf.py:23): unnorm works on any device "
    "(utils.py:128-137) and torchvision's to_pil_image does pic.mul(255).byte() and np.transpose(pic.cpu().numpy(), "
    "(1, 2, 0)) itself (torchvision 0.8.2, pinned by environment.yml, transforms/functional.py:198, read from the "
    "released wheel), so the cuda tensor is copied to the host inside torchvision. The logits argument "
    "(linear_probs[j], made .cpu() at :68-69) is unchanged. Nothing raises",
    report_file="src/crf.py", report_line=23,
    also_accept=["src/demo_segmentation.py:72", "src/demo_segmentation.py:73", "src/demo_segmentation.py:74"])
add("st-crf-29-cpu", ST, "src/crf.py", 29,
    "dim=0).cpu().numpy()", "dim=0).numpy()", False, [], "other_file",
    "dense_crf's logits always arrive on the CPU: demo_segmentation.py:73-74 passes linear_probs[j] / cluster_probs[j], "
    "made .cpu() at :68-69; eval_segmentation.py:53 zips img_tensor.detach().cpu() with prob_tensor.detach().cpu() and "
    "_apply_crf (:48-49) hands each pair to dense_crf. No other module calls it (the plot_potsdam.py call is commented "
    "out, :76-77). F.interpolate and softmax keep the CPU device (crf.py:27-29), so .numpy() works without .cpu()")
add("st-pd-54-cpu", ST, "src/plot_dino_correspondence.py", 54,
    "align_corners=True).squeeze(0).detach().cpu()", "align_corners=True).squeeze(0).detach()", True, ["TL003"],
    "same_file",
    "get_heatmaps runs the cuda network on img.cuda() (plot_dino_correspondence.py:40-41; net = ... .cuda(), :102), so "
    "attn_intra and the interpolated heatmap are cuda tensors. Without .cpu(), heatmap_intra[point_num] reaches "
    "plot_heatmap (:150), whose first line vmax = np.abs(heatmap).max() (:20) converts it through Tensor.__array__ "
    "(np.abs is a ufunc; torch.Tensor has no __array_ufunc__), TypeError for a cuda tensor (CPU check: np.abs of a CPU "
    "tensor returns a tensor, of a meta tensor raises). plot_correspondence is True in plot_config.yml, so the first "
    "point fails",
    report_line=20, also_accept=["src/plot_dino_correspondence.py:54", "src/plot_dino_correspondence.py:53",
                                  "src/plot_dino_correspondence.py:150"])

# ================================================================ DiffDock (plain PyTorch)
add("dd-inf-273-cpu", DD, "inference.py", 273,
    "complex_graph['ligand'].pos.cpu()", "complex_graph['ligand'].pos", True, ["TL001"], "other_file",
    DD_INF + ". data_list comes back from sampling() (inference.py:260-271): " + DD_SAMPLING + ". So "
    "complex_graph['ligand'].pos is a cuda tensor and .numpy() raises TypeError for every complex; the try/except "
    "(:229, :301-303) turns it into 'Failed on ...' and no prediction file is written")
add("dd-inf-273-center", DD, "inference.py", 273,
    "orig_complex_graph.original_center.cpu()", "orig_complex_graph.original_center", False, [], "other_file",
    "orig_complex_graph is the CPU batch from test_loader (inference.py:181, :224) and is never moved: sampling() works on "
    "the deep copies in data_list (:239, :260) and moves only its own collated batches (utils/sampling.py:80, :94). "
    "original_center is protein_center = torch.mean(complex_graph['receptor'].pos, ...) of the parsed receptor "
    "(utils/inference_utils.py:231-239), a CPU tensor, so .numpy() works without .cpu()")
add("dd-inf-279-cpu", DD, "inference.py", 279,
    "confidence.cpu().numpy()", "confidence.numpy()", True, ["TL001"], "other_file",
    DD_INF + ". confidence is the second result of sampling(): " + DD_SAMPLING + "; confidence_model(...) runs on "
    "device batches, so torch.cat / nan_to_num give a cuda tensor (utils/sampling.py:219-231), and the optional "
    "confidence[:, 0] (inference.py:276-277) keeps it there. .numpy() raises TypeError for every complex")
add("dd-ev-431-cpu", DD, "evaluate.py", 431,
    "complex_graph['ligand'].pos.cpu()", "complex_graph['ligand'].pos", True, ["TL001"], "other_file",
    "evaluate.py (README.md:198-206) sets device = cuda when available (evaluate.py:237), moves the score model there "
    "(:250-261) and calls sampling() (:393-408): " + DD_SAMPLING + ". So the data_list positions converted at :431 are "
    "cuda tensors and .numpy() raises TypeError; the retry loop catches it (evaluate.py:357-358, :523-525) and every "
    "complex ends as a failure")
add("dd-tr-303-cpu", DD, "utils/training.py", 303,
    ", 0).cpu().numpy()", ", 0).numpy()", False, [], "other_file",
    "predictions_list is the data_list returned by sampling() (utils/training.py:275-287), and sampling only writes "
    "`pos` back into those graphs (utils/sampling.py:200-201); the collated copies are what it moves to the device "
    "(:80, :94). predictions_list[0]['ligand'].x is therefore the CPU feature tensor of the deep-copied validation graph "
    "(inf_dataset comes from val_loader.dataset.get, train.py:73; ListDataset, confidence/dataset.py:25-33), "
    "torch.not_equal keeps it on the CPU, and .numpy() works although the positions next to it (:311) are on cuda")
add("dd-tr-185-detach", DD, "utils/training.py", 185,
    "loss.cpu().detach()", "loss.cpu()", True, ["TL008"], "same_file",
    "loss = loss_tuple[0] is the training loss with autograd history (train_epoch, utils/training.py:171-182; model in "
    "train mode, grad on). Without .detach(), meter.add receives it and " + DD_METER + "; acc['loss'] is a zeros "
    "tensor without grad, and the in-place += of a tensor that requires grad makes it require grad (CPU check: "
    "AddBackward0), so every iteration's graph is chained into one accumulator kept for the whole epoch "
    "(loss.backward() at :182 frees the saved activations, not the graph nodes). This is the `total_loss += loss` case "
    "of TL008; summary() still works (.item())",
    also_accept=["utils/training.py:139"])
add("dd-tr-185-cpu", DD, "utils/training.py", 185,
    "loss.cpu().detach()", "loss.detach()", False, [], "same_file",
    "loss is already a CPU tensor: loss_function builds every term from .cpu() copies (tr_loss :25, rot_loss :31, "
    "tor_loss :40-43, backbone_loss :62-70, sidechain_loss :103-104, or CPU zeros :57-59, :82-84, :117-120) and sums "
    "them (:122). AverageMeter.add moves the value with .cpu() again anyway (:139). Nothing changes")
add("dd-tr-224-nograd", DD, "utils/training.py", 224,
    "with torch.no_grad():", "if True:", False, [], "same_file",
    "without the block the validation forward pass keeps grad, so loss_tuple[0] requires grad; but test_epoch hands "
    "meter.add loss_tuple[0].cpu().detach() (utils/training.py:228, and :236) and loss_function returns every other "
    "entry detached (tr_loss.detach() ... sidechain_loss.detach(), :123) or built from data (base losses, :26, :32, :41, "
    ":66, :98). AverageMeter (:127-156) then accumulates only detached values. No conversion or accumulation of a "
    "tensor with history follows",
    report_line=228, also_accept=["utils/training.py:139"])
add("dd-ct-133-detach", DD, "confidence/confidence_train.py", 133,
    "confidence_loss.cpu().detach()", "confidence_loss.cpu()", True, ["TL008"], "other_file",
    "confidence_loss is the training loss of the confidence model with grad on (confidence_train.py:111-132; "
    "confidence_loss.backward() at :131). meter is utils.training.AverageMeter(['confidence_loss']) (imported at :17, "
    "built at :113): " + DD_METER + ". Without .detach(), the zeros accumulator picks up the autograd history of "
    "every training batch of the epoch (the `total_loss += loss` case); summary() still works",
    also_accept=["utils/training.py:139"])
add("dd-ct-171-cpu", DD, "confidence/confidence_train.py", 171,
    "labels.detach().cpu()", "labels.detach()", True, ["TL001"], "same_file",
    "confidence training runs `python -m confidence.confidence_train` with device = cuda:0 when available "
    "(confidence_train.py:277-278) and, then, DataListLoader batches (:256): `data` is a list, so labels = "
    "torch.cat([graph.y ...]).to(device) (:164, :167) is a cuda tensor. Without .cpu(), labels.detach().numpy() raises "
    "TypeError in the first validation batch (rmsd_prediction defaults to False, :48, so this branch runs); the "
    "surrounding except catches only ValueError and RuntimeError (:172-176, :180-189)")
add("dd-ct-171-predcpu", DD, "confidence/confidence_train.py", 171,
    "pred.detach().cpu()", "pred.detach()", True, ["TL001"], "framework",
    "the validation batch is a list of CPU graphs that this file never moves (DataListLoader, confidence_train.py:256; "
    "test_epoch :152-155), yet pred is on cuda: get_model wraps the model in torch_geometric's DataParallel and moves "
    "it to cuda:0 when cuda is available (utils/utils.py:278-280), and DataParallel.forward collates the list and "
    "sends it to cuda:device_ids[0] (one GPU) or scatters it and gathers the outputs on output_device = device_ids[0] "
    "(several GPUs) (torch_geometric/nn/data_parallel.py, forward). Without .cpu(), pred.detach().numpy() raises "
    "TypeError in the first validation batch")
add("dd-ct-171-detach", DD, "confidence/confidence_train.py", 171,
    "pred.detach().cpu()", "pred.cpu()", False, [], "same_function",
    "pred = model(data) is computed inside `with torch.no_grad():` (confidence_train.py:154-155), so it does not require "
    "grad and pred.cpu().numpy() works without .detach()")
add("dd-sa-196-detach", DD, "utils/sampling.py", 196,
    "pos[idx_b*n:n*(idx_b+1)].detach().cpu()", "pos[idx_b*n:n*(idx_b+1)].cpu()", False, [], "same_function",
    "the visualisation copy is taken inside the `with torch.no_grad():` block that wraps the whole reverse diffusion "
    "(utils/sampling.py:90-227), so complex_graph_batch['ligand'].pos has no autograd history; PDBFile.add converts it "
    "with coords.double().numpy() (utils/visualise.py:22-23), which works on a CPU tensor without grad",
    also_accept=["utils/sampling.py:195", "utils/sampling.py:197", "utils/visualise.py:23"])

# ================================================================ KAIR (plain PyTorch, optional DDP)
add("kr-ui-294-cpu", KR, "utils/utils_image.py", 294,
    "clamp_(0, 1).cpu().numpy()", "clamp_(0, 1).numpy()", True, ["TL001"], "other_file",
    "tensor2uint is called by the test scripts with the raw model output: e.g. main_test_dncnn.py (README.md:211) sets "
    "device = cuda when available (:112), moves the model (:125) and the input (:156-157) and passes img_E = model(img_L) "
    "(:164) to util.tensor2uint (:168); main_test_{ffdnet,fdncnn,imdn,msrresnet,rrdb,srmd,dpsr,usrnet,ircnn_denoiser}.py, "
    "main_challenge_sr.py and main_test_face_enhancement.py:70 do the same. Without .cpu(), .numpy() of the cuda "
    "image raises TypeError for the first test image (the training scripts pass CPU current_visuals and would still "
    "work)",
    also_accept=["main_test_dncnn.py:168"])
add("kr-ui-294-data", KR, "utils/utils_image.py", 294,
    "img.data.squeeze()", "img.squeeze()", False, [], "other_file",
    "no caller passes a tensor that requires grad: every test script freezes its network before calling it "
    "(`v.requires_grad = False` for all parameters: main_test_dncnn.py:123-124, main_test_ffdnet.py:122, "
    "main_test_fdncnn.py:122, main_test_imdn.py:114, main_test_msrresnet.py:115, main_test_rrdb.py:108, "
    "main_test_srmd.py:121, main_test_dpsr.py:115, main_test_usrnet.py:125, main_test_ircnn_denoiser.py:109, "
    "main_challenge_sr.py:93) on inputs built from NumPy, main_test_face_enhancement.py runs the model under "
    "torch.no_grad() (:67-70), and the training scripts pass current_visuals, which are .detach()ed "
    "(models/model_plain.py:224-227, models/model_gan.py:309-312). So the in-place clamp_ and .numpy() work without "
    ".data")
add("kr-mp-225-cpu", KR, "models/model_plain.py", 225,
    "self.E.detach()[0].float().cpu()", "self.E.detach()[0].float()", False, [], "other_file",
    KR_TRAIN + ". visuals['E'] is consumed in two ways: main_train_{psnr,dncnn,drunet,usrnet}.py pass it to "
    "util.tensor2uint (main_train_psnr.py:224-225), which moves it with .cpu() before .numpy() (utils/utils_image.py:294); "
    "main_train_vrt.py converts output[i, ...].clamp_(0, 1).numpy() directly (:230-231, :245), but for ModelVRT self.E "
    "is already a CPU tensor: test() fills it from _test_video / _test_clip, which accumulate into CPU "
    "torch.zeros buffers (models/model_vrt.py:128-146, :177-206) or return self.netG(lq).detach().cpu() (:216-219). "
    "(ModelGAN has its own current_visuals, model_gan.py:307-313.) Nothing raises",
    also_accept=["utils/utils_image.py:294", "main_train_vrt.py:245", "main_train_psnr.py:225"])
add("kr-mp-227-cpu", KR, "models/model_plain.py", 227,
    "self.H.detach()[0].float().cpu()", "self.H.detach()[0].float()", True, ["TL001"], "other_file",
    KR_TRAIN + ". VRT training (docs/README_VRT.md:142, `python -m torch.distributed.launch ... main_train_vrt.py --dist True`) "
    "tests every checkpoint_test steps on rank 0 (main_train_vrt.py:218, options/vrt/*.json checkpoint_test 5000): "
    "model.feed_data(test_data) moves test_data['H'] (VideoRecurrentTestDataset returns 'H', data/dataset_video_test.py:"
    "122-124) to cuda, and visuals['H'] becomes gt (:230-232). Without .cpu(), gt[i, ...].clamp_(0, 1).numpy() "
    "(main_train_vrt.py:259) raises TypeError at the first test. (main_train_psnr.py would still work: tensor2uint "
    "calls .cpu().)",
    report_file="main_train_vrt.py", report_line=259, also_accept=["models/model_plain.py:227"])
add("kr-mg-283-detach", KR, "models/model_gan.py", 283,
    "torch.mean(pred_d_real.detach())", "torch.mean(pred_d_real)", False, [], "other_file",
    "pred_d_real = self.netD(self.H) is computed with the discriminator trainable (model_gan.py:238-239, :251 / :261), "
    "so without .detach() log_dict['D_real'] is a 0-d cuda tensor with grad. But log_dict is only read by "
    "main_train_gan.py, which formats each value with '{:s}: {:.3e} '.format(k, v) (:197-201); Tensor.__format__ "
    "of a 0-d tensor formats self.item(), which works for a cuda tensor that requires grad (CPU check). The entry is "
    "overwritten every step (no accumulation), and reduce_loss_dict is never called. No NumPy conversion, nothing "
    "raises")
add("kr-sw-77-cpu", KR, "main_test_swinir.py", 77,
    ".float().cpu().clamp_(0, 1)", ".float().clamp_(0, 1)", True, ["TL001"], "same_file",
    "main_test_swinir.py (docs/README_SwinIR.md:85) sets device = cuda when available (:33), moves the model (:44-46) "
    "and the input (:63); output comes from test() in the same file, which returns model(img_lq) or a "
    "torch.zeros(...).type_as(img_lq) accumulator (:256-284), both on cuda. Without .cpu(), .numpy() raises TypeError "
    "for the first image")
add("kr-sw-66-nograd", KR, "main_test_swinir.py", 66,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "the model is only put in eval mode (main_test_swinir.py:45), so without the block output requires grad; but the "
    "conversion reads output.data (:77), which has no autograd history, and nothing else converts output before it "
    "(test() only runs the model and adds tiles, :256-284). The padding / slicing in the block are plain tensor ops. "
    "No conversion fails",
    report_line=77)
add("kr-rf-83-data", KR, "retinaface/retinaface_detection.py", 83,
    "conf.squeeze(0).data.cpu()", "conf.squeeze(0).cpu()", False, [], "same_file",
    "RetinaFaceDetection.__init__ calls torch.set_grad_enabled(False) (retinaface_detection.py:27), which turns grad "
    "mode off for the thread from then on; detect() (:63-124) runs later on the same thread "
    "(main_test_face_enhancement.py:76 builds the detector before any detection). So conf = self.net(img) (:74) has no "
    "autograd history and .cpu().numpy() works without .data")
add("kr-rf-82-cpu", KR, "retinaface/retinaface_detection.py", 82,
    "boxes.cpu().numpy()", "boxes.numpy()", True, ["TL001"], "same_function",
    "boxes = decode(loc.data.squeeze(0), prior_data, ...) * scale / resize (retinaface_detection.py:80-81) multiplies by "
    "scale = scale.cuda() (:72); img and priors are moved with .cuda() too (:71, :78) and the net lives on cuda "
    "(:34). So boxes is a cuda tensor and .numpy() raises TypeError for every face image "
    "(main_test_face_enhancement.py, README.md:50)")

# ================================================================ vits (DDP via mp.spawn)
add("vi-tr-213-data", VI, "train.py", 213,
    "y_hat_mel[0].data.cpu()", "y_hat_mel[0].cpu()", True, ["TL002"], "same_function",
    VI_RUN + ". y_hat is the generator output of this training step (:143-144, grad on, net_g trainable) and "
    "y_hat_mel = mel_spectrogram_torch(y_hat.squeeze(1), ...) (:154-163) is differentiable, so it requires grad. "
    "Without .data, .cpu() keeps requires_grad and .numpy() raises \"Can't call numpy() on Tensor that requires grad\" "
    "at the first logged step (global_step 0 % log_interval == 0, rank 0, :196-197)")
add("vi-tr-212-data", VI, "train.py", 212,
    "y_mel[0].data.cpu()", "y_mel[0].cpu()", False, [], "other_file",
    "y_mel = commons.slice_segments(mel, ids_slice, ...) (train.py:153) of mel = spec_to_mel_torch(spec, ...) (:146-152): "
    "spec is the data batch, the mel basis comes from librosa through torch.from_numpy (mel_processing.py:73-82), and "
    "slice_segments copies slices into torch.zeros_like (commons.py:48-54). None of it requires grad, so "
    ".cpu().numpy() works without .data")
add("vi-tr-214-cpu", VI, "train.py", 214,
    "mel[0].data.cpu()", "mel[0].data", True, ["TL001"], "other_file",
    VI_RUN + ". mel = spec_to_mel_torch(spec, ...) of the cuda spec (:139, :146-152); spec_to_mel_torch moves its mel "
    "basis to spec.device and returns torch.matmul(mel_basis, spec) (mel_processing.py:73-82), a cuda tensor. Without "
    ".cpu(), .data.numpy() raises TypeError at the first logged step")
add("vi-tr-215-data", VI, "train.py", 215,
    "attn[0,0].data.cpu()", "attn[0,0].cpu()", False, [], "other_file",
    "attn is returned by SynthesizerTrn.forward, which computes it inside `with torch.no_grad():` from "
    "monotonic_align.maximum_path(...) and .detach() (models.py:470-480); DDP returns it unchanged. It has no autograd "
    "history, so .cpu().numpy() works without .data")
add("vi-tr-235-nograd", VI, "train.py", 235,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_function",
    VI_RUN + ". evaluate() is called on rank 0 with net_g (train.py:223-224, at global_step 0 and every eval_interval); "
    "generator.eval() (:234) does not freeze the parameters, so without the block y_hat = generator.module.infer(...) "
    "(:249) and y_hat_mel (:259-268) require grad, and y_hat_mel[0].cpu().numpy() (:270) raises \"Can't call numpy() on "
    "Tensor that requires grad\" (infer and mel_spectrogram_torch contain no conversion that would fail earlier)",
    report_line=270)
add("vi-ma-13-cpu", VI, "monotonic_align/__init__.py", 13,
    "neg_cent.data.cpu()", "neg_cent.data", True, ["TL001"], "other_file",
    "maximum_path is called from SynthesizerTrn.forward with neg_cent built from logs_p, z_p and m_p of the cuda "
    "network (models.py:470-480), which runs on the cuda batches of train.py / train_ms.py (" + VI_RUN + "). Without "
    ".cpu(), neg_cent.data.numpy() raises TypeError in the first forward pass. (The export holds monotonic_align/setup.py, "
    "so this directory is a project of its own for a tool that takes the nearest setup.py as the project root.)")
add("vi-cm-157-item", VI, "commons.py", 157,
    "param_norm.item() ** norm_type", "param_norm ** norm_type", False, [], "framework",
    "clip_grad_value_ sums the gradient norms: param_norm = p.grad.data.norm(...) (commons.py:156) has no autograd "
    "history, so without .item() total_norm becomes a 0-d cuda tensor without grad (0 + tensor, :154-160). Its only "
    "users are grad_norm_d / grad_norm_g (train.py:175, :192) in scalar_dict (:205), which go to "
    "writer.add_scalar: " + VI_TB + ". Nothing converts it through NumPy in the project",
    also_accept=["utils.py:61"])
add("vi-ls-28-item", VI, "losses.py", 28,
    "r_losses.append(r_loss.item())", "r_losses.append(r_loss)", False, [], "framework",
    "without .item() discriminator_loss returns a list of 0-d cuda tensors with grad (losses.py:18-31). The list is "
    "rebuilt in every call, r_loss is part of `loss` whose graph is needed for the backward of the same step anyway "
    "(train.py:170-173), and the list is dropped at the next step: nothing keeps history across training iterations. Its "
    "only reader is scalar_dict (train.py:209) -> writer.add_scalar: " + VI_TB + ". Nothing raises",
    also_accept=["train.py:209"])

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
