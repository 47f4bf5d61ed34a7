#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-30c study (run inside this folder)."""
import json

MM = "EricGuo5513/momask-codes"
DU = "naver/dust3r"
ML = "ChenFengYe/motion-latent-diffusion"
MT = "shivammehta25/Matcha-TTS"

# ---------------------------------------------------------------- shared evidence
MM_VQ = ("MoMask trains its residual VQ-VAE with `python train_vq.py --name rvq_name --gpu_id 1 --dataset_name t2m ...` "
         "(README.md:175; options/vq_option.py:12 defaults --gpu_id to 0, :69 torch.cuda.set_device). train_vq.py:38 sets "
         "opt.device = torch.device('cuda:' + str(opt.gpu_id)); RVQTokenizerTrainer keeps it as self.device "
         "(models/vq/vq_trainer.py:27), moves the VQ model there (:84) and every batch in forward "
         "(:39 batch_data.detach().to(self.device).float())")
MM_WRAP = ("The text-motion evaluator is built by every training and evaluation script with "
           "get_opt(dataset_opt_path, torch.device('cuda')) (train_vq.py:77, train_t2m_transformer.py:148, "
           "eval_t2m_vq.py:53, eval_t2m_trans_res.py:129); get_opt stores that device in opt.device "
           "(utils/get_opt.py:85) and EvaluatorModelWrapper moves its three encoders there "
           "(models/t2m_eval_wrapper.py:50-54); get_co_embeddings moves its inputs to self.device inside its own "
           "`with torch.no_grad():` (:62-65) and returns text/motion embeddings computed there (:72-79), i.e. cuda "
           "tensors without grad")
MM_T2M = ("The masked transformer is trained with `python train_t2m_transformer.py --name mtrans_name --gpu_id 2 ...` "
          "(README.md:180; the residual one with train_res_transformer.py, :185): train_t2m_transformer.py:63 sets "
          "opt.device = 'cuda:<gpu_id>', MaskTransformerTrainer moves the transformer and the VQ model there "
          "(models/mask_transformer/transformer_trainer.py:97-98) and every batch in forward (:41-42, :48)")
DU_DEMO = ("DUSt3R's documented uses run on 'cuda': the gradio demo (`python3 demo.py --model_name "
           "DUSt3R_ViTLarge_BaseDecoder_512_dpt`, README.md:130; --device defaults to 'cuda', dust3r/demo.py:46; "
           "demo.py:39 moves the model there) and the README's Python example (README.md:171-215, device = 'cuda'). "
           "get_reconstructed_scene runs inference and then global_aligner(output, device=device, mode=...) "
           "(dust3r/demo.py:156-159), which builds the PointCloudOptimizer (more than two images) or the PairViewer "
           "(one or two images, :158) and moves it with .to(device) (dust3r/cloud_opt/__init__.py:24-29), so every "
           "parameter and buffer of the scene is on cuda")
DU_INF = ("dust3r.inference.inference is decorated @torch.no_grad() (dust3r/inference.py:55) and appends "
          "to_cpu(res) for every batch (:68), i.e. todevice(res, 'cpu'), which moves every tensor of the nested "
          "view/pred dicts with x.to('cpu') (dust3r/utils/device.py:11-36, :43); collate_with_cat then concatenates "
          "those CPU tensors (:47-72). The outputs are CPU tensors that do not require grad")
DU_VL = ("The visual-localization script (`python3 visloc.py --model_name DUSt3R_ViTLarge_BaseDecoder_512_dpt --dataset "
         "\"VislocAachenDayNight(...)\" ...`, dust3r_visloc/README.md:79-91) moves the model to --device, 'cuda' by "
         "default (visloc.py:34, :54, :65), and calls inference([tuple(imgs)], model, device, ...) for every "
         "query/map pair (:88)")
ML_PL = ("MLD trains, validates and tests under PyTorch Lightning: `python -m train --cfg "
         "configs/config_mld_humanml3d.yaml ...` and `python -m test --cfg configs/config_mld_humanml3d.yaml ...` "
         "(README.md:130, :140) build pl.Trainer(accelerator=cfg.ACCELERATOR, devices=cfg.DEVICE) (train.py:144-158, "
         "test.py:91-103) with ACCELERATOR 'gpu' and DEVICE [0] in every config (configs/config_mld_humanml3d.yaml:13-15, "
         "config_mld_humanact12.yaml:13-15). pytorch_lightning is unpinned (requirements.txt; README badge '>=1.7', "
         "PyTorch 1.12.1, README.md:4, :38-44) and the code uses 1.x-only hooks (training_epoch_end / "
         "validation_epoch_end / test_epoch_end, mld/models/modeltype/base.py:78-94; strategy=None, train.py:141), so it "
         "was read at tag 1.9.5, the last 1.x release: SingleDeviceStrategy.setup moves the LightningModule with "
         "self.model.to(self.root_device) (src/pytorch_lightning/strategies/single_device.py:68-73) and the evaluation "
         "loop moves every batch with strategy.batch_to_device before validation_step/test_step "
         "(loops/dataloader/evaluation_loop.py:140-146 -> strategies/strategy.py:259-274, move_data_to_device); the "
         "torchmetrics Metric objects are submodules of the LightningModule (configure_metrics, base.py:132-182), so "
         "their evaluator networks move with it, and torchmetrics==0.7 (requirements.txt) keeps list states as the "
         "device tensors that update() appended")
MT_PL = ("Matcha-TTS trains with `python matcha/train.py experiment=ljspeech` (README.md:170; experiment="
         "ljspeech_min_memory, :176; multi-GPU, :182). matcha/train.py:62 instantiates lightning.pytorch.Trainer from "
         "configs/trainer/default.yaml: accelerator: gpu, devices: [0], precision: 16-mixed (:7-11). requirements.txt:4 "
         "asks for lightning>=2.0.0; read at tag 2.4.0 (the last release before the repository's last commit, "
         "2024-12-02): SingleDeviceStrategy.model_to_device does self.model.to(self.root_device) "
         "(src/lightning/pytorch/strategies/single_device.py:77-79), and every training / validation batch goes through "
         "strategy.batch_to_device (loops/training_epoch_loop.py:223, loops/evaluation_loop.py:370 -> "
         "strategies/strategy.py:262-278), so self.device of the LightningModule is cuda:0 and the batch tensors given "
         "to forward are cuda tensors")
MT_CLI = ("Inference is the `matcha-tts` console script (setup.py:46 -> matcha.cli:cli; README.md:66, :82-114, :188): "
          "cli() picks device = torch.device('cuda') when available (get_device, matcha/cli.py:408-415, called at :271), "
          "loads the model with map_location=device (:110, :280) and the HiFi-GAN vocoder .to(device) (:86, :281), and "
          "builds the phoneme tensors on that device (process_text, :50-55, :368); the whole of cli() runs under "
          "@torch.inference_mode() (:207)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ MoMask (plain PyTorch)
add("mm-vq-201-cpu", MM, "models/vq/vq_trainer.py", 201,
    ".detach().cpu().numpy()", ".detach().numpy()", True, ["TL001"], "other_file",
    "At the end of each epoch (eval_every_e = 1, options/vq_option.py:56) RVQTokenizerTrainer.train converts the last "
    "motions and reconstructions for plot_t2m (train_vq.py:24-30). self.motions / self.pred_motion are set by forward "
    "(models/vq/vq_trainer.py:39-43), last during the validation loop (:161-170). " + MM_VQ + ". Without .cpu(), "
    "torch.cat([...]).detach().numpy() raises TypeError for the cuda tensor after the first epoch")
add("mm-vq-201-detach", MM, "models/vq/vq_trainer.py", 201,
    ".detach().cpu().numpy()", ".cpu().numpy()", False, [], "same_file",
    "self.motions and self.pred_motion are attributes set by forward (models/vq/vq_trainer.py:42-43). Training "
    "iterations set them with grad (the reconstruction requires grad), but every epoch then runs the validation loop "
    "inside `with torch.no_grad():` (:161-170), whose forward calls overwrite both attributes with tensors that do not "
    "require grad (the validation split is never empty: drop_last with batch_size 256 on the HumanML3D val split, "
    "train_vq.py:110-115); evaluation_vqvae (:194-197) calls the network directly and does not touch them. So at "
    ":201 the concatenation has no grad and .cpu().numpy() without .detach() works")
add("mm-vq-166-item", MM, "models/vq/vq_trainer.py", 166,
    "loss.item()", "loss", False, [], "framework",
    "In the validation loop (inside `with torch.no_grad():`, models/vq/vq_trainer.py:161) the total loss is a 0-d "
    "cuda tensor without grad (" + MM_VQ + "). Without .item(), val_loss holds those tensors; they are only used through "
    "Python's sum()/len(): SummaryWriter.add_scalar('Val/loss', sum(val_loss) / len(val_loss), epoch) (:176), whose "
    "summary.scalar converts with make_np -> _prepare_pytorch = x.detach().cpu().numpy() "
    "(torch/utils/tensorboard/writer.py:383, summary.py:371, _convert_np.py:31-35 in torch 2.13; torch 1.7/1.12, which "
    "MoMask pins in environment.yml / requirements.txt, do x.cpu().numpy() there), and the '%.5f' print (:182-184), "
    "which calls Tensor.__float__ (item()). No NumPy function sees the list. Nothing fails",
    also_accept=["models/vq/vq_trainer.py:176", "models/vq/vq_trainer.py:183"])
add("mm-ev-22-nograd", MM, "utils/eval_t2m.py", 22,
    "@torch.no_grad()", "", False, [], "other_file",
    "evaluation_vqvae is called from RVQTokenizerTrainer.train with grad enabled (models/vq/vq_trainer.py:107, :194). "
    "Without its decorator, pred_pose_eval = net(motion) (utils/eval_t2m.py:48) requires grad, but it only reaches "
    "NumPy through eval_wrapper.get_co_embeddings (:50-51), which detaches and re-encodes it inside its own "
    "`with torch.no_grad():` (models/t2m_eval_wrapper.py:62-79). So et_pred / em_pred (:60-61, :68) and et / em "
    "(:41, :56-57, :67) do not require grad, and every .cpu().numpy() of the function works (the graph of "
    "pred_pose_eval is dropped at the next iteration)",
    report_line=60, also_accept=["utils/eval_t2m.py:61", "utils/eval_t2m.py:68"])
add("mm-ev-56-cpu", MM, "utils/eval_t2m.py", 56,
    "et.cpu().numpy()", "et.numpy()", True, ["TL001"], "other_file",
    "et is the text embedding returned by eval_wrapper.get_co_embeddings (utils/eval_t2m.py:41). " + MM_WRAP + ". "
    "evaluation_vqvae runs during train_vq.py before and after every epoch (models/vq/vq_trainer.py:107, :194). "
    "Without .cpu(), et.numpy() raises TypeError for the cuda embedding in the first evaluation")
add("mm-ev-175-cpu", MM, "utils/eval_t2m.py", 175,
    "motion.detach().cpu().numpy()", "motion.detach().numpy()", True, ["TL001"], "same_function",
    "evaluation_vqvae_plus_mpjpe moves every ground-truth batch with motion = motion.cuda() (utils/eval_t2m.py:160) "
    "before de-normalising it in NumPy. It is the evaluation of `python eval_t2m_vq.py --gpu_id 0 ...` "
    "(README.md:207; eval_t2m_vq.py:93). Without .cpu(), motion.detach().numpy() raises TypeError for the cuda tensor")
add("mm-ev-176-detach", MM, "utils/eval_t2m.py", 176,
    "pred_pose_eval.detach().cpu().numpy()", "pred_pose_eval.cpu().numpy()", False, [], "same_function",
    "pred_pose_eval = net(motion) (utils/eval_t2m.py:168) is computed inside evaluation_vqvae_plus_mpjpe, which is "
    "decorated @torch.no_grad() (:141-142); the VQ-VAE's output does not require grad, and .cpu().numpy() without "
    ".detach() works")
add("mm-ev-538-detach", MM, "utils/eval_t2m.py", 538,
    "pred_motions[rand_idx].detach().cpu().numpy()", "pred_motions[rand_idx].cpu().numpy()", False, [],
    "same_function",
    "evaluation_mask_transformer is decorated @torch.no_grad() (utils/eval_t2m.py:403-404); pred_motions = "
    "vq_model.forward_decoder(mids) (:454) is computed inside it, so the decoded motions do not require grad "
    "(the VQ decoder's parameters do, but grad mode is off). With save_anim (every eval_every_e epochs, "
    "models/mask_transformer/transformer_trainer.py:184) .cpu().numpy() without .detach() works")
add("mm-ev-995-cpu", MM, "utils/eval_t2m.py", 995,
    "dim=0).cpu().numpy()", "dim=0).numpy()", True, ["TL001"], "other_file",
    "evaluation_mask_transformer_test_plus_res collects, for the first 3 batches (num_mm_batch, utils/eval_t2m.py:918-921), "
    "30 generated motion embeddings em_pred from eval_wrapper.get_co_embeddings (:950-955). " + MM_WRAP + ". The "
    "evaluation of `python eval_t2m_trans_res.py ... --gpu_id 1 ...` (README.md:218) calls it with cal_mm=True and "
    "force_mask False by default (eval_t2m_trans_res.py:161-167), so :995 runs. Without .cpu(), "
    "torch.cat(motion_multimodality, dim=0).numpy() raises TypeError for the cuda embeddings")
add("mm-tl-142-item", MM, "models/mask_transformer/tools.py", 142,
    "torch.mean(n_correct.float()).item()", "torch.mean(n_correct.float())", True, ["TL003"], "other_file",
    "cal_performance returns the token accuracy that MaskTransformer.forward and ResidualTransformer.forward hand back "
    "(models/mask_transformer/transformer.py:302-304, :887-889) and the trainers' forward return as acc "
    "(models/mask_transformer/transformer_trainer.py:54-56, :222-224). " + MM_T2M + ", so the logits and labels are "
    "cuda tensors. Without .item(), acc is a 0-d cuda tensor (no grad: it comes from a boolean comparison). The "
    "training loop survives (logs['acc'] += acc, add_scalar and the '%.4f' print convert it, :139-150), but the "
    "validation loop appends it to val_acc (:168) and np.mean(val_acc) (:170; the residual trainer :339) converts the "
    "list with Tensor.__array__ -> numpy(), which raises TypeError for cuda tensors at the end of the first epoch "
    "(checked on the CPU with meta-device tensors standing in for cuda ones: np.mean raises the same 'can't convert "
    "... device type tensor to numpy' TypeError)",
    report_file="models/mask_transformer/transformer_trainer.py", report_line=170,
    also_accept=["models/mask_transformer/transformer_trainer.py:173", "models/mask_transformer/transformer_trainer.py:175",
                 "models/mask_transformer/transformer_trainer.py:176", "models/mask_transformer/transformer_trainer.py:339",
                 "models/mask_transformer/transformer_trainer.py:342", "models/mask_transformer/transformer_trainer.py:349"])
add("mm-tt-167-item", MM, "models/mask_transformer/transformer_trainer.py", 167,
    "loss.item()", "loss", True, ["TL003"], "other_file",
    "In MaskTransformerTrainer.train's validation loop (under `with torch.no_grad():`, "
    "models/mask_transformer/transformer_trainer.py:164-168) loss is the 0-d cuda cross-entropy of forward (" + MM_T2M +
    "). Without .item(), val_loss is a list of cuda tensors, and np.mean(val_loss) (:170, again :172) converts it with "
    "Tensor.__array__ -> numpy(), which raises TypeError at the end of the first epoch (unlike the VQ trainer, whose "
    "validation only uses Python's sum(), see mm-vq-166-item). The conversion is in the same function, but that the "
    "losses are cuda tensors depends on the device chosen in train_t2m_transformer.py, hence other_file",
    report_line=170, also_accept=["models/mask_transformer/transformer_trainer.py:172"])
add("mm-gen-221-nograd", MM, "gen_t2m.py", 221,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "The block (gen_t2m.py:221-235) generates token ids with t2m_transformer.generate and res_model.generate, both "
    "decorated @torch.no_grad() (models/mask_transformer/transformer.py:326, :891), and decodes them with "
    "vq_model.forward_decoder (:231), which has no decorator: without the block its output requires grad (the "
    "decoder's parameters require grad; vq_model.eval() does not change that). But the only conversion is "
    "pred_motions.detach().cpu().numpy() (:233), which detaches first, and inv_transform works on that NumPy array. "
    "Nothing fails (the decoder graph is dropped when pred_motions is rebound)",
    report_line=233)

# ================================================================ DUSt3R (plain PyTorch; torchrun for training)
add("du-dev-30-cpu", DU, "dust3r/utils/device.py", 30,
    "x.detach().cpu().numpy()", "x.detach().numpy()", True, ["TL001"], "other_file",
    "todevice(x, 'numpy') is the body of to_numpy (dust3r/utils/device.py:42), which the callers use on scene tensors "
    "that live on the scene's device: fast_pnp during the MST initialisation converts self.pred_j / masks of the moved "
    "optimizer (dust3r/cloud_opt/init_im_poses.py:67-77, :251), get_3D_model_from_scene and get_reconstructed_scene "
    "convert scene.get_pts3d(), get_masks() and the depth maps (dust3r/demo.py:128, :130, :172), and BasePCOptimizer.show / SceneViz convert the "
    "point maps (dust3r/cloud_opt/base_opt.py:305-309, dust3r/viz.py:138). " + DU_DEMO + ". Without .cpu(), "
    "x.detach().numpy() raises TypeError for the first cuda tensor",
    also_accept=["dust3r/demo.py:128", "dust3r/demo.py:130", "dust3r/demo.py:172",
                 "dust3r/cloud_opt/init_im_poses.py:251", "dust3r/viz.py:138"])
add("du-dev-30-detach", DU, "dust3r/utils/device.py", 30,
    "x.detach().cpu().numpy()", "x.cpu().numpy()", True, ["TL002"], "other_file",
    "With more than two images the demo (dust3r/demo.py:158) and the README example (README.md:211) use the "
    "PointCloudOptimizer, whose depth maps, poses and focals are nn.Parameters that require grad "
    "(dust3r/cloud_opt/optimizer.py:29, :41, ParameterStack :224-227); get_pts3d (:170-186) is computed from them. "
    "The MST initialisation's to_numpy calls run under @torch.no_grad() (init_im_poses.py:66), but "
    "get_3D_model_from_scene calls to_numpy(scene.get_pts3d()) (dust3r/demo.py:128) after the optimisation with grad "
    "on. " + DU_DEMO + ". Without .detach(), x.cpu().numpy() raises RuntimeError (Can't call numpy() on Tensor that "
    "requires grad) in the helper",
    also_accept=["dust3r/demo.py:128", "dust3r/demo.py:172", "dust3r/viz.py:138"])
add("du-pv-120-cpu", DU, "dust3r/cloud_opt/pair_viewer.py", 120,
    "d.cpu().numpy()", "d.numpy()", True, ["TL001"], "other_file",
    "PairViewer.depth_to_pts3d converts each depth map for depthmap_to_absolute_camera_coordinates. self.depth is an "
    "nn.ParameterList without grad (dust3r/cloud_opt/pair_viewer.py:70-81) that global_aligner moves with "
    ".to(device) (dust3r/cloud_opt/__init__.py:28-29). The gradio demo uses the PairViewer for one or two images "
    "(dust3r/demo.py:147-149, :158) and get_3D_model_from_scene calls scene.get_pts3d() (:128) -> "
    "BasePCOptimizer.get_pts3d -> depth_to_pts3d (base_opt.py:203-207). " + DU_DEMO + ". Without .cpu(), d.numpy() "
    "raises TypeError for the cuda depth map")
add("du-vl-97-cpu", DU, "visloc.py", 97,
    "confidence_masks[i].cpu().numpy()", "confidence_masks[i].numpy()", False, [], "other_file",
    DU_VL + ". " + DU_INF + ". So pred1['conf'] / pred2['conf'] are CPU tensors, and valid_rescaled is "
    "torch.from_numpy of the dataset's NumPy mask (dust3r_visloc/datasets/base_colmap.py:254-256, sevenscenes.py:117-119, "
    "inloc.py:161-163); the boolean masks of visloc.py:90-91 are CPU tensors, and .numpy() without .cpu() works "
    "even though the model runs on cuda (the README example converts scene masks, which are on cuda, README.md:228)")
add("du-vl-100-detach", DU, "visloc.py", 100,
    "pts3d[i].detach().cpu().numpy()", "pts3d[i].cpu().numpy()", False, [], "other_file",
    DU_VL + ". " + DU_INF + ". pts3d (visloc.py:92) are the predicted point maps of that output, computed under "
    "inference's @torch.no_grad(): they do not require grad, and .cpu().numpy() without .detach() works")
add("du-vl-151-cpu", DU, "visloc.py", 151,
    "valid_pts3d.cpu().numpy()", "valid_pts3d.numpy()", False, [], "other_file",
    "valid_pts3d = map_view['pts3d_rescaled'][...] (visloc.py:110) indexes the dataset's map point cloud with NumPy "
    "pixel indices. Every visloc dataset builds pts3d_rescaled with torch.from_numpy of a NumPy array "
    "(dust3r_visloc/datasets/base_colmap.py:254-255, :266; sevenscenes.py:117-120; inloc.py:161-164) and visloc.py "
    "indexes the dataset directly in the main process (:75), so it is a CPU tensor without grad whatever device the "
    "model uses (" + DU_VL + "). .numpy() without .cpu() works")
add("du-im-49-cpu", DU, "dust3r/utils/image.py", 49,
    "ftensor.detach().cpu().numpy()", "ftensor.detach().numpy()", False, [], "other_file",
    "rgb() converts tensor inputs for display. Its callers with tensors: BasePCOptimizer._init_from_views "
    "(dust3r/cloud_opt/base_opt.py:96-105) with view1['img'] / view2['img'] of the inference output, which are CPU "
    "tensors (" + DU_INF + "; the optimizer is only moved with .to(device) after its constructor returns, "
    "dust3r/cloud_opt/__init__.py:25-29), and the datasets' __main__ previews with CPU dataset views "
    "(dust3r/datasets/co3d.py:158 and the other datasets); dust3r/demo.py:183-184 passes NumPy arrays; "
    "show_duster_pairs (dust3r/viz.py:90-98) is never called. .numpy() without .cpu() works for all of them",
    also_accept=["dust3r/cloud_opt/base_opt.py:105"])

# ================================================================ MLD (PyTorch Lightning 1.x)
add("ml-mm-47-cpu", ML, "mld/models/metrics/mm.py", 47,
    "axis=0).cpu().numpy()", "axis=0).numpy()", True, ["TL001"], "framework",
    "MMMetrics.compute concatenates the multimodality embeddings for calculate_multimodality_np. `python -m test` "
    "(README.md:140) runs, after the main test, a second trainer.test in mm mode (test.py:115-125); then "
    "allsplit_step updates only MMMetrics with rs_set['lat_rm'] (mld/models/modeltype/mld.py:848-851, :889-891), the "
    "embedding of the generated motion by self.t2m_motionencoder (:690-691) of the batch's motions repeated for MM "
    "(:629-637), and test_epoch_end -> allsplit_epoch_end computes it (base.py:54-68, :90-94). " + ML_PL + ". "
    "mm_motion_embeddings therefore holds cuda tensors (mm.py:62), and without .cpu(), torch.cat(...).numpy() raises "
    "TypeError",
    also_accept=["mld/models/metrics/mm.py:46"])
add("ml-ut-86-cpu", ML, "mld/models/metrics/utils.py", 86,
    "activations.cpu().numpy()", "activations.numpy()", True, ["TL001"], "framework",
    "calculate_activation_statistics is called by HUMANACTMetrics.compute and UESTCMetrics.compute with the "
    "concatenated list states (mld/models/metrics/gru.py:114-121, stgcn.py:116-123). The action-to-motion config "
    "released with the repository (README.md:20; configs/config_mld_humanact12.yaml:81, METRIC TYPE "
    "['HUMANACTMetrics']) validates and tests with it: update() embeds the generated and ground-truth joints with the "
    "metric's GRU classifier, a frozen submodule of the metric (gru.py:31-46, :168-176) moved with the "
    "LightningModule. " + ML_PL + ". After the first real validation (compute returns early only during the sanity "
    "check, gru.py:105-106), activations is a cuda tensor, and without .cpu(), .numpy() raises TypeError",
    also_accept=["mld/models/metrics/gru.py:119"])
add("ml-base-66-item", ML, "mld/models/modeltype/base.py", 66,
    "value.item()", "value", False, [], "framework",
    "allsplit_epoch_end puts every computed metric into dico (mld/models/modeltype/base.py:59-68) and logs it with "
    "self.log_dict(dico, sync_dist=True, rank_zero_only=True) (:76). The values are 0-d tensors (matching scores and "
    "R-precision, mld/models/metrics/tm2t.py:115-137; APE/AVE means, compute.py:71-100) or NumPy scalars (FID and "
    "diversity from calculate_frechet_distance_np / calculate_diversity_np, tm2t.py:147-154, utils.py:210-211, :244). "
    "Without .item(), Lightning 1.9.5's LightningModule.log accepts both: values must be numbers.Number or Tensor "
    "(src/pytorch_lightning/core/module.py:423) and __to_tensor turns them into a 0-d tensor on self.device "
    "(:456, :623-634); NumPy float32/float64 are numbers.Number (checked with NumPy 2.4). dico is not used otherwise "
    "and trainer.test returns the logged metrics as floats. Nothing fails",
    also_accept=["mld/models/modeltype/base.py:76"])
add("ml-demo-193-cpu", ML, "demo.py", 193,
    "joints[i].detach().cpu().numpy()", "joints[i].detach().numpy()", False, [], "other_file",
    "The text-to-motion demo (`python demo.py --cfg ./configs/config_mld_humanml3d.yaml ... --example "
    "./demo/example.txt`, README.md:86) moves the model to device = torch.device('cuda') (demo.py:95-98, :155) and "
    "calls joints = model(batch) (:176; DEMO.MOTION_TRANSFER is false by default, configs/base.yaml:126). But "
    "MLD.forward returns self.feats2joints(feats_rst.detach().cpu()) through remove_padding "
    "(mld/models/modeltype/mld.py:22, :264-265, mld/utils/temos_utils.py:24-28), and feats2joints / recover_from_ric follow "
    "their input's device (mld/data/HumanML3D.py:41-45, mld/data/humanml/scripts/motion_process.py:364-373). joints[i] "
    "is a CPU tensor (under the demo's no_grad, :161), and .detach().numpy() without .cpu() works")
add("ml-fit-263-cpu", ML, "fit.py", 263,
    "outputp.vertices.detach().cpu().numpy()", "outputp.vertices.detach().numpy()", True, ["TL001"], "same_file",
    "fit.py (SMPLify fitting of generated joints, `python -m fit --dir ... --save_folder ... --cuda`, README.md:169; "
    "--cuda defaults to True, fit.py:37) sets device = 'cuda:<gpu_ids>' (:65), builds the SMPL model with .to(device) "
    "(:70-76) and evaluates it on the fitted parameters (:248-254). Without .cpu(), outputp.vertices.detach().numpy() "
    "raises TypeError for the cuda vertices of the first frame")
add("ml-fit-272-detach", ML, "fit.py", 272,
    "new_opt_betas.detach().cpu().numpy()", "new_opt_betas.cpu().numpy()", False, [], "other_file",
    "new_opt_betas is the fourth value returned by SMPLify3D.__call__ (fit.py:231-245), which returns "
    "betas = betas.detach() (mld/transforms/joints2rots/smplify.py:282, :284); the shape optimised with grad "
    "(:209-211) is detached before it is returned. .cpu().numpy() without .detach() works (contrast ml-fit-274-detach)")
add("ml-fit-274-detach", ML, "fit.py", 274,
    "new_opt_cam_t.detach().cpu().numpy()", "new_opt_cam_t.cpu().numpy()", True, ["TL002"], "other_file",
    "new_opt_cam_t is camera_translation returned by SMPLify3D.__call__ (fit.py:231-245): a leaf created with "
    "init_cam_t.clone() and camera_translation.requires_grad = True for the two optimisation stages "
    "(mld/transforms/joints2rots/smplify.py:158, :166, :207) and returned as is (:284), unlike the pose and betas "
    "(:281-282). fit.py has no no_grad around :274. Without .detach(), new_opt_cam_t.cpu().numpy() raises "
    "RuntimeError (Can't call numpy() on Tensor that requires grad) at the first frame")

# ================================================================ Matcha-TTS (Lightning 2.x)
add("mt-bl-192-cpu", MT, "matcha/models/baselightningmodule.py", 192,
    "y_enc.squeeze().cpu()", "y_enc.squeeze()", True, ["TL003"], "framework",
    "on_validation_end synthesises two validation sentences after every validation epoch (check_val_every_n_epoch 1) "
    "and plots the encoder output with plot_tensor (matcha/models/baselightningmodule.py:168-195), which calls "
    "ax.imshow(tensor) (matcha/utils/utils.py:144-147); matplotlib converts it with np.array "
    "(matplotlib/image.py:672-677 -> cbook.safe_masked_invalid, cbook.py:712-713 in matplotlib 3.11). The inputs are "
    "moved with .to(self.device) (:184-186) and synthesise runs on the module's device. " + MT_PL + ". Without "
    ".cpu(), imshow raises TypeError for the cuda tensor at the end of the first validation",
    report_file="matcha/utils/utils.py", report_line=147,
    also_accept=["matcha/models/baselightningmodule.py:192"])
add("mt-mt-75-inference", MT, "matcha/models/matcha_tts.py", 75,
    "@torch.inference_mode()", "", False, [], "framework",
    "synthesise has three callers that convert its outputs, and each runs with grad disabled without the decorator: "
    "cli() is decorated @torch.inference_mode() (matcha/cli.py:207; conversions :128-129), synthesise_mel in the "
    "gradio app too (matcha/app.py:107-122), and BaseLightningClass.on_validation_end (baselightningmodule.py:168-207) "
    "is a Lightning hook called from _EvaluationLoop.on_run_end -> _on_evaluation_end (lightning 2.4.0 "
    "src/lightning/pytorch/loops/evaluation_loop.py:142, :268, :309-314), inside run(), which is wrapped by "
    "_no_grad_context (:108-109; loops/utilities.py:156-177: torch.inference_mode, or torch.no_grad for gloo/XLA/FSDP). "
    "The ONNX export wrapper (matcha/onnx/export.py:49) converts nothing. So y_enc / y_dec / attn and output['mel'] "
    "never require grad, and the .cpu() conversions and imshow calls work",
    report_file="matcha/models/baselightningmodule.py", report_line=192,
    also_accept=["matcha/models/baselightningmodule.py:198", "matcha/models/baselightningmodule.py:204",
                 "matcha/utils/utils.py:147", "matcha/cli.py:128", "matcha/cli.py:129", "matcha/app.py:122"])
add("mt-cli-128-cpu", MT, "matcha/cli.py", 128,
    "squeeze().float().cpu())", "squeeze().float())", True, ["TL003"], "same_file",
    "save_to_folder plots every synthesised mel spectrogram (matcha/cli.py:125-131); output['mel'] is "
    "denormalize(decoder_outputs, ...) of MatchaTTS.synthesise (matcha/models/matcha_tts.py:147), computed on the "
    "model's device. " + MT_CLI + ". Without .cpu(), np.array(...) of the cuda tensor raises TypeError for the first "
    "utterance (unbatched_synthesis :389, batched_synthesis :350)")
add("mt-cli-128-float", MT, "matcha/cli.py", 128,
    "squeeze().float().cpu()", "squeeze().cpu()", False, [], "other_file",
    "The .float() is a no-op: output['mel'] comes from MatchaTTS.synthesise (matcha/models/matcha_tts.py:75-151), "
    "computed with the float32 parameters that load_from_checkpoint restores (matcha/cli.py:110); nothing in the "
    "project casts to half or bfloat16 (no .half(), torch.bfloat16 or autocast in any .py file), and the only reduced "
    "precision is the training config's precision: 16-mixed (configs/trainer/default.yaml:11), float16 autocast that "
    "keeps float32 weights in the checkpoint. Even float16 would convert (NumPy has float16). np.array(...) of the "
    "float32 CPU tensor works (" + MT_CLI + ")")
add("mt-cli-122-cpu", MT, "matcha/cli.py", 122,
    "audio.cpu().squeeze()", "audio.squeeze()", False, [], "same_file",
    "to_waveform's audio = vocoder(mel) is on the model's device (matcha/cli.py:118), but every caller passes the "
    "Denoiser that load_vocoder always builds (:103-105; callers :339, :380 with the denoiser from :281, and "
    "matcha/app.py:63, :118 with the one from app.py's load_vocoder call), so the branch at :119-120 always runs and "
    "already moves the result to the host: audio = denoiser(...).cpu().squeeze(). The second .cpu() is a no-op, and "
    "sf.write of output['waveform'] (:130, app.py:120) gets a CPU tensor either way",
    also_accept=["matcha/cli.py:130", "matcha/app.py:120"])
add("mt-mt-210-cpu", MT, "matcha/models/matcha_tts.py", 210,
    "max_offset.cpu().numpy()", "max_offset.numpy()", True, ["TL001"], "framework",
    "With out_size set, MatchaTTS.forward draws random crop offsets from max_offset = (y_lengths - out_size).clamp(0) "
    "(matcha/models/matcha_tts.py:208-213). The documented low-memory training `python matcha/train.py "
    "experiment=ljspeech_min_memory` (README.md:176) sets model.out_size: 172 (configs/experiment/"
    "ljspeech_min_memory.yaml:18; null by default, configs/model/matcha.yaml:14), and get_losses passes "
    "out_size=self.out_size with batch['y_lengths'] (baselightningmodule.py:56-69). " + MT_PL + ". Without .cpu(), "
    "max_offset.numpy() raises TypeError in the first training step")
add("mt-ma-15-cpu", MT, "matcha/utils/monotonic_align/__init__.py", 15,
    "value.data.cpu().numpy()", "value.data.numpy()", True, ["TL001"], "framework",
    "maximum_path runs the Cython monotonic alignment search on NumPy copies. Its only caller is MatchaTTS.forward "
    "(matcha/models/matcha_tts.py:185-198), unless durations are precomputed (load_durations: false in "
    "configs/data/ljspeech.yaml:22, use_precomputed_durations: ${data.load_durations}, configs/model/matcha.yaml:16); "
    "log_prior is built from the encoder output and the batch's mel spectrograms (:189-195). " + MT_PL + " (also "
    "matcha-tts-get-durations, which moves the batch to get_device()'s cuda, get_durations_from_trained_model.py:57-63, "
    ":160). Without .cpu(), value.data.numpy() raises TypeError in the first training step",
    also_accept=["matcha/models/matcha_tts.py:197"])
add("mt-mt-189-nograd", MT, "matcha/models/matcha_tts.py", 189,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "Without the block, log_prior (matcha/models/matcha_tts.py:190-195) requires grad in training, but maximum_path "
    "converts it through .data (matcha/utils/monotonic_align/__init__.py:12-17: value.data.cpu().numpy(), "
    "mask.data.cpu().numpy()), which drops the autograd history, and returns torch.from_numpy(path).to(...) (:22), "
    "a new tensor without grad; forward then detaches attn anyway (:198). log_prior does not enter any loss "
    "(:202-243), so the gradients are unchanged; only a short-lived graph is built. Nothing fails",
    report_file="matcha/utils/monotonic_align/__init__.py", report_line=15,
    also_accept=["matcha/utils/monotonic_align/__init__.py:17", "matcha/models/matcha_tts.py:197"])
add("mt-gd-70-cpu", MT, "matcha/utils/get_durations_from_trained_model.py", 70,
    "attn = attn.cpu()", "attn = attn", True, ["TL001"], "other_file",
    "matcha-tts-get-durations (setup.py:48; usage in get_durations_from_trained_model.py:192-194) picks "
    "device = get_device(args) from matcha/cli.py (:22, :160; cuda when available, cli.py:408-415), loads the model "
    "with map_location=device (:161) and moves every batch there (:57-61) before model(...) (:63-69), whose "
    "returned alignment is maximum_path's result moved back to the input's device (matcha/utils/monotonic_align/"
    "__init__.py:22, matcha_tts.py:197-198, :245). Without .cpu() at :70, save_durations_to_folder receives cuda rows "
    "and attn.squeeze().sum(1)[:x_length].numpy() (:34) raises TypeError for the first utterance",
    report_line=34,
    also_accept=["matcha/utils/get_durations_from_trained_model.py:72"])

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
