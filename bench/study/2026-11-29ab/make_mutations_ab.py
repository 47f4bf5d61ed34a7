#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29ab study (run inside this folder)."""
import json

FO = "AliaksandrSiarohin/first-order-model"
CN = "xingyizhou/CenterNet"
GD = "openai/guided-diffusion"
SR = "nianticlabs/simplerecon"

# ---------------------------------------------------------------- shared evidence
FO_DEV = ("first-order-model is run as `python run.py --config config/<dataset>.yaml [--mode train|reconstruction|animate] "
          "--device_ids 0,...` (README.md:97, :109, :120); run.py moves the generator, discriminator and keypoint detector "
          "to opt.device_ids[0] whenever cuda is available (run.py:33-34, :51-52, :58-59, :66-67) and each mode wraps the "
          "models in DataParallelWithCallback (train.py:44-46; reconstruction.py:28-30; animate.py:58-60), a torch "
          "DataParallel subclass that only overrides replicate (sync_batchnorm/replicate.py:50-67), so every model output "
          "is gathered onto the first GPU (DataParallel's output_device = device_ids[0])")
FO_TRAIN = ("in training, Logger.log_epoch (logger.py:93-99) calls visualize_rec(inp, out) -> "
            "self.visualizer.visualize(inp['driving'], inp['source'], out) (logger.py:39-41) at the end of every epoch with "
            "inp=x, the DataLoader batch, and out=generated, the second output of generator_full(x) computed with grad on "
            "(train.py:39, :50-51, :82-87): GeneratorFullModel.forward returns the generator's output dict updated with the "
            "kp_extractor outputs (modules/model.py:151-156); the generator, kp detector and their optimizers train, so "
            "these outputs require grad")
FO_EVAL = ("reconstruction() and animate() run every model call inside `with torch.no_grad():` (reconstruction.py:39; "
           "animate.py:66) and demo.py's make_animation likewise (demo.py:59)")
CN_DET = ("CenterNet tests with `python test.py ctdet ... --load_model ...` and runs the demo with `python demo.py ctdet "
          "--demo ... --load_model ...` (readme/GETTING_STARTED.md:15, README.md:74); both build the detector of "
          "detectors/detector_factory.py, whose BaseDetector sets opt.device = cuda when opt.gpus[0] >= 0 (--gpus defaults "
          "to '0', opts.py:37-38), moves the model there (detectors/base_detector.py:17-27) and moves the images there "
          "before process() (base_detector.py:111, :116); run() then hands process's dets to post_process "
          "(base_detector.py:126) and, with --debug >= 2, images / dets / output to debug() (base_detector.py:123-124)")
CN_TRAIN = ("training is `python main.py ctdet ...` (readme/GETTING_STARTED.md:78): main.py sets opt.device = cuda for "
            "gpus[0] >= 0 (main.py:28-29) and trainer.set_device moves ModelWithLoss there (main.py:40-41; "
            "trains/base_trainer.py:31-37); run_epoch moves every batch entry except 'meta' to opt.device "
            "(base_trainer.py:66-68), runs the model and the loss, and in the train phase calls loss.backward() with grad on "
            "(base_trainer.py:69-74; main.py:70 calls trainer.train outside any no_grad)")
CN_DEBUG = ("with --debug > 0 (opts.py:19-24; opts.py:254-258 then forces batch size 1 on one GPU) run_epoch calls "
            "self.debug(batch, output, iter_id) after every step (base_trainer.py:94-95), in the train phase too")
GD_DEV = ("guided-diffusion runs each script under MPI (`mpiexec -n N python scripts/...`, README.md:152, :170): "
          "dist_util.setup_dist() gives each rank one GPU and an nccl process group (guided_diffusion/dist_util.py:21-42), and "
          "dist_util.dev() returns torch.device('cuda') whenever cuda is available (dist_util.py:45-51); every script moves "
          "its model there (scripts/image_sample.py:36; classifier_sample.py:39, :49; classifier_train.py:38; "
          "image_train.py:29; image_nll.py:34)")
GD_TRAIN = ("TrainLoop.forward_backward (guided_diffusion/train_util.py:180-214) moves each microbatch to dist_util.dev(), "
            "samples t with schedule_sampler.sample(n, dist_util.dev()) (ScheduleSampler.sample returns "
            "th.from_numpy(...).long().to(device) and weights .to(device), guided_diffusion/resample.py:42-58) and computes "
            "losses = diffusion.training_losses(self.ddp_model, micro, t, ...) with grad on (nothing in train_util.py "
            "disables it; mp_trainer.backward(loss) follows at :214); training_losses returns terms['loss'] / 'mse' / 'vb' "
            "built from the model output (guided_diffusion/gaussian_diffusion.py:744-815)")
SR_TEST = ("simplerecon tests with `python test.py --name HERO_MODEL ... --load_weights_from_checkpoint ...` (test.py "
           "docstring, :76-107): test.py moves the model with model.cuda() (test.py:200), moves every batch with "
           "to_gpu (test.py:260-261; utils/generic_utils.py:138-145: input_dict[k] = v.cuda().float()), and runs everything "
           "under torch.inference_mode() (test.py:210) with torch.set_grad_enabled(False) (test.py:459)")
SR_PL = ("simplerecon trains with PyTorch Lightning 1.5.4 (simplerecon_env.yml pins pytorch-lightning=1.5.4 and pytorch=1.10.0; "
         "read at tag 1.5.4 of the Lightning-AI/pytorch-lightning mirror): train.py:126-145 builds pl.Trainer(gpus=opts.gpus, "
         "precision=opts.precision, strategy=DDPPlugin(...)) with a TensorBoardLogger (train.py:97; options.py:98 gpus 2, "
         ":101 precision 16); Lightning moves the batch and the DepthModel to the GPU, and DepthModel.step "
         "(experiment_modules/depth_model.py:502-605) logs colormapped images and losses from training_step and "
         "validation_step (:607-613)")
SR_TB = ("TensorBoardLogger.experiment is a torch.utils.tensorboard.SummaryWriter (Lightning 1.5.4 loggers/tensorboard.py:26, "
         ":155-173); its add_image converts with make_np -> _prepare_pytorch, which does `x = x.data` and then "
         "`x.cpu().numpy()` in torch 1.x (torch/utils/tensorboard/_convert_np.py, read at pytorch/pytorch commit f44abdb, "
         "the six/caffe2-era version; torch 2.x does x.detach().cpu().numpy()), so it accepts cuda tensors and tensors "
         "that require grad (the unmodified step already passes the cuda image_i and normals to it, depth_model.py:552-559)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ first-order-model (plain PyTorch, DataParallel)
add("fo-log-166-data", FO, "logger.py", 166,
    "out['prediction'].data.cpu()", "out['prediction'].cpu()", True, ["TL002"], "other_file",
    FO_TRAIN + "; out['prediction'] is the generator's sigmoid output (modules/generator.py:92-95), gathered by "
    "DataParallel with its grad_fn. Without .data, .cpu() keeps requires_grad and .numpy() raises 'Can't call numpy() "
    "on Tensor that requires grad' at the end of the first training epoch (reconstruction / animate call the same "
    "visualize under no_grad, but training fails)")
add("fo-log-154-cpu", FO, "logger.py", 154,
    "out['kp_driving']['value'].data.cpu()", "out['kp_driving']['value'].data", True, ["TL001"], "other_file",
    "out['kp_driving'] is the keypoint detector's output in every caller: generated from GeneratorFullModel.forward in "
    "training (modules/model.py:153, :156; train.py:51, :87), kp_detector(driving) in reconstruction.py:48-50 and "
    "animate.py:78-83. " + FO_DEV + ". So out['kp_driving']['value'] is a cuda tensor and .data.numpy() raises in every mode")
add("fo-log-141-cpu", FO, "logger.py", 141,
    "source = source.data.cpu()", "source = source.data", True, ["TL003"], "other_file",
    "in `--mode reconstruction` (README.md:109) reconstruction() moves the video to cuda (x['video'] = x['video'].cuda(), "
    "reconstruction.py:42-43) and calls Visualizer(...).visualize(source=source, driving=driving, out=out) with "
    "source = x['video'][:, :, 0] (reconstruction.py:46, :55-56). Without .cpu(), source stays on cuda and "
    "np.transpose(source, [0, 2, 3, 1]) (logger.py:143) fails: Tensor.transpose rejects the list, so NumPy falls back to "
    "converting the tensor through Tensor.__array__ -> .numpy(), which raises TypeError for a cuda tensor (CPU check with a "
    "meta tensor: \"can't convert meta device type tensor to numpy\"; a CPU tensor goes through and comes back as a "
    "tensor via __array_wrap__). In training (inp['source'] is the DataLoader's CPU batch, train.py:50, :87) and in "
    "animate (source_frame is never moved, animate.py:71, :91) source is on the CPU, so only reconstruction fails",
    report_line=143, also_accept=["logger.py:141"])
add("fo-log-141-data", FO, "logger.py", 141,
    "source = source.data.cpu()", "source = source.cpu()", False, [], "other_file",
    "source is input data in every caller and never requires grad: in training it is inp['source'] = x['source'], the "
    "DataLoader batch (train.py:39, :50, :87; DataParallel scatters copies and leaves x alone), in reconstruction "
    "x['video'][:, :, 0] (reconstruction.py:46) and in animate x['source_video'][:, :, 0] (animate.py:71), both under "
    "no_grad (" + FO_EVAL + "). Dropping .data changes nothing; np.transpose (logger.py:143) still gets a CPU tensor",
    also_accept=["logger.py:143"])
add("fo-log-148-data", FO, "logger.py", 148,
    "out['transformed_frame'].data.cpu()", "out['transformed_frame'].cpu()", False, [], "other_file",
    "'transformed_frame' exists only in the training outputs (GeneratorFullModel.forward, modules/model.py:195-200, when the "
    "equivariance losses are on) and is transform.transform_frame(x['driving']) (modules/model.py:89-93): a grid_sample "
    "of the input frame with a grid built from make_coordinate_grid (modules/util.py:33-49) and the Transform's "
    "theta / control_params drawn with torch.normal (modules/model.py:75-86). None of these requires grad (the keypoint "
    "detector only sees transformed_frame afterwards, :198), so transformed_frame has no grad_fn and .cpu().numpy() "
    "works without .data although the rest of `out` requires grad")
add("fo-tr-75-cpu", FO, "train.py", 75,
    "value.mean().detach().data.cpu().numpy()", "value.mean().detach().data.numpy()", True, ["TL001"], "framework",
    "losses_generator / losses_discriminator are the first outputs of generator_full(x) / discriminator_full(x, generated) "
    "(train.py:51, :64, :74), both wrapped in DataParallelWithCallback when cuda is available (train.py:44-46). "
    "torch's DataParallel.forward scatters the CPU batch to device_ids and gathers the outputs on output_device = "
    "device_ids[0] (the subclass only overrides replicate, sync_batchnorm/replicate.py:50-67); the models sit on "
    "device_ids[0] (run.py:51-67). So each loss is a cuda tensor and .numpy() raises in the first iteration")
add("fo-tr-75-detach", FO, "train.py", 75,
    "value.mean().detach().data.cpu()", "value.mean().data.cpu()", False, [], "same_function",
    "`.data` right after it already returns a tensor detached from the graph, so value.mean().data.cpu().numpy() works "
    "without .detach() (the values are then stored as NumPy scalars by logger.log_iter, logger.py:87-91)")
add("fo-rec-39-nograd", FO, "reconstruction.py", 39,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_function",
    "reconstruction only puts the models in eval mode (reconstruction.py:32-33); their parameters still require grad "
    "(Logger.load_cpk only loads state dicts, logger.py:50-77). Without the block, out['prediction'] requires grad; "
    "line 53 and the Visualizer use .data, but loss_list.append(torch.abs(out['prediction'] - driving).mean().cpu()"
    ".numpy()) (:59) raises 'Can't call numpy() on Tensor that requires grad' for the first frame of "
    "`--mode reconstruction` (README.md:109)",
    report_line=59)
add("fo-rec-53-data", FO, "reconstruction.py", 53,
    "out['prediction'].data.cpu()", "out['prediction'].cpu()", False, [], "same_function",
    "the generator call (:49) is inside `with torch.no_grad():` (:39), so out['prediction'] does not require grad and "
    ".cpu().numpy() works without .data")
add("fo-anim-19-cpu", FO, "animate.py", 19,
    "kp_source['value'][0].data.cpu()", "kp_source['value'][0].data", True, ["TL001"], "other_file",
    "the adapt_movement_scale branch of normalize_kp runs for demo.py with --adapt_scale, which is the README's demo "
    "command (`python demo.py ... --relative --adapt_scale`, README.md:39; demo.py:117, :73-75). demo.py loads the "
    "generator and keypoint detector with .cuda() and wraps them in DataParallelWithCallback unless --cpu "
    "(demo.py:32-38, :48-50) and moves the source image to cuda (demo.py:61-63), so kp_source = kp_detector(source) "
    "(demo.py:65) is a cuda tensor and ConvexHull(...data.numpy()) raises TypeError at .numpy() (the config files keep "
    "adapt_movement_scale False for `--mode animate`, config/*.yaml animate_params)")
add("fo-anim-20-data", FO, "animate.py", 20,
    "kp_driving_initial['value'][0].data.cpu()", "kp_driving_initial['value'][0].cpu()", False, [], "other_file",
    "normalize_kp's callers compute kp_driving_initial inside no_grad blocks: demo.py make_animation (demo.py:59, :66) "
    "and animate() (animate.py:66, :74) (" + FO_EVAL + "). So it does not require grad and .cpu().numpy() works without "
    ".data")

# ================================================================ CenterNet (plain PyTorch)
add("cn-det-48-cpu", CN, "src/lib/detectors/ctdet.py", 48,
    "dets.detach().cpu().numpy()", "dets.detach().numpy()", True, ["TL001"], "other_file",
    "dets is ctdet_decode(hm, wh, reg) of the model output computed in process (:28-40) on the images moved to opt.device; "
    + CN_DET + ". So dets is a cuda tensor and .numpy() raises for the first image of test.py / demo.py")
add("cn-det-48-detach", CN, "src/lib/detectors/ctdet.py", 48,
    "dets.detach().cpu().numpy()", "dets.cpu().numpy()", False, [], "other_file",
    "post_process only receives the dets returned by process (base_detector.py:116, :126), and process computes them "
    "entirely inside `with torch.no_grad():` (detectors/ctdet.py:29-40). They do not require grad, so .cpu().numpy() "
    "works without .detach()")
add("cn-det-29-nograd", CN, "src/lib/detectors/ctdet.py", 29,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "without the block, output and dets require grad (the model's parameters do), but every conversion downstream "
    "detaches first: post_process (:48 dets.detach().cpu().numpy()), debug (:76 dets.detach(), :79 images, :81 "
    "output['hm'][i].detach()), and merge_outputs / show_results only see the NumPy results (:53-73, :90-96; "
    "base_detector.py:116-140 shows these are the only consumers). The in-place sigmoid_ (:31) is applied to the last "
    "conv's output, which is not a leaf and is not saved for backward, so it does not raise either. Nothing fails (the "
    "graph of each image is only kept until the next one)",
    report_line=48, also_accept=["src/lib/detectors/ctdet.py:76", "src/lib/detectors/ctdet.py:81"])
add("cn-det-79-cpu", CN, "src/lib/detectors/ctdet.py", 79,
    "images[i].detach().cpu().numpy()", "images[i].detach().numpy()", True, ["TL001"], "other_file",
    "debug() receives the images that BaseDetector.run moved with images.to(self.opt.device) (base_detector.py:111, "
    ":123-124), cuda for the default --gpus 0; it runs with --debug 2, which README.md:95 recommends for the demo "
    "(`You can add --debug 2 to visualize the heatmap outputs`). " + CN_DET + ". .numpy() of the cuda image raises")
add("cn-mu-34-detach", CN, "src/lib/models/utils.py", 34,
    "x.detach().cpu().numpy()", "x.cpu().numpy()", False, [], "other_file",
    "flip_lr is only called by MultiPoseDetector.process with --flip_test (detectors/multi_pose.py:43-48), inside its "
    "`with torch.no_grad():` (:30); trains/multi_pose.py imports it (:10) but never calls it. x = hm_hp[1:2] therefore "
    "never requires grad and .cpu().numpy() works without .detach()")
add("cn-mu-42-cpu", CN, "src/lib/models/utils.py", 42,
    "x.detach().cpu().numpy()", "x.detach().numpy()", True, ["TL001"], "other_file",
    "flip_lr_off is called with output['hps'][1:2] by MultiPoseDetector.process for --flip_test "
    "(detectors/multi_pose.py:43-47), the documented multi_pose evaluation `python test.py multi_pose ... --flip_test` "
    "(readme/GETTING_STARTED.md:29). The output comes from the model on opt.device (" + CN_DET + "), so x is a cuda "
    "tensor and .numpy() raises")
add("cn-tr-101-detach", CN, "src/lib/trains/ctdet.py", 101,
    "output['hm'][i].detach().cpu()", "output['hm'][i].cpu()", True, ["TL002"], "other_file",
    CN_TRAIN + "; " + CN_DEBUG + ". output is ModelWithLoss's outputs[-1] (base_trainer.py:18-21), whose 'hm' the loss "
    "replaced with _sigmoid(output['hm']) = torch.clamp(x.sigmoid_(), ...) (trains/ctdet.py:33-34; "
    "models/utils.py:8-10), a tensor that requires grad in the train phase. Without .detach(), .cpu() keeps "
    "requires_grad and .numpy() raises 'Can't call numpy() on Variable that requires grad' in the first training step "
    "with --debug")
add("cn-tr-102-detach", CN, "src/lib/trains/ctdet.py", 102,
    "batch['hm'][i].detach().cpu()", "batch['hm'][i].cpu()", False, [], "other_file",
    "batch['hm'] is the ground-truth heatmap built by the dataset (datasets/sample/ctdet.py) and only moved with "
    ".to(device=opt.device) by run_epoch (base_trainer.py:66-68); nothing makes it require grad, so .cpu().numpy() works "
    "without .detach() (unlike output['hm'] on the line above)")
add("cn-tr-129-cpu", CN, "src/lib/trains/ctdet.py", 129,
    "batch['meta']['c'].cpu().numpy()", "batch['meta']['c'].numpy()", False, [], "other_file",
    "run_epoch moves every batch entry to opt.device except 'meta' (`if k != 'meta'`, base_trainer.py:66-68), and "
    "save_result is called with that batch (base_trainer.py:97-98), so batch['meta']['c'] is still the DataLoader's CPU "
    "tensor and .numpy() works without .cpu() (debug() at :93 already does batch['meta']['gt_det'].numpy())")
add("cn-bt-83-item", CN, "src/lib/trains/base_trainer.py", 83,
    "loss_stats[l].mean().item()", "loss_stats[l].mean()", True, ["TL008"], "other_file",
    CN_TRAIN + ". loss_stats are the CtdetLoss terms (trains/ctdet.py:70-74), which require grad in the train phase. "
    "Without .item(), AverageMeter.update (lib/utils/utils.py:18-22) stores val and does self.sum += val * n, so the "
    "meter keeps a tensor with autograd history across all iterations of the epoch (the `total_loss += loss` case of "
    "the PyTorch FAQ 'Don't accumulate history across your training loop'). Nothing raises: '{:.4f}'.format(avg) "
    "(base_trainer.py:84) and main.py's '{:8f}'.format / tensorboardX add_scalar (main.py:72-74; lib/logger.py:69-72; "
    "tensorboardX x2num.prepare_pytorch uses x.data, lanpa/tensorboardX HEAD x2num.py:38-42) accept a 0-d tensor, and "
    "the val phase runs under no_grad (main.py:78)",
    also_accept=["src/lib/trains/base_trainer.py:82", "src/lib/utils/utils.py:20"])

# ================================================================ guided-diffusion (MPI + DDP)
add("gd-is-66-cpu", GD, "scripts/image_sample.py", 66,
    "[sample.cpu().numpy() for", "[sample.numpy() for", True, ["TL001"], "other_file",
    "sample = diffusion.p_sample_loop(model, ...) (:54-59) starts from th.randn(*shape, device=device) with "
    "device = next(model.parameters()).device (guided_diffusion/gaussian_diffusion.py:487-513), and the model was moved "
    "with model.to(dist_util.dev()) (:36); " + GD_DEV + ". gathered_samples are th.zeros_like(sample) filled by "
    "dist.all_gather (:64-65), so they are cuda tensors and .numpy() raises for the README sampling commands "
    "(README.md:105, :112)")
add("gd-cs-96-cpu", GD, "scripts/classifier_sample.py", 96,
    "[labels.cpu().numpy() for", "[labels.numpy() for", True, ["TL001"], "other_file",
    "classes = th.randint(..., device=dist_util.dev()) (:72-74) and gathered_labels = th.zeros_like(classes) filled by "
    "dist.all_gather (:95), so every label tensor is on dist_util.dev(); " + GD_DEV + ". .numpy() raises for the "
    "README's classifier-guided sampling commands (README.md:50, :57, :170)")
add("gd-tu-299-cpu", GD, "guided_diffusion/train_util.py", 299,
    "ts.cpu().numpy()", "ts.numpy()", True, ["TL001"], "other_file",
    "log_loss_dict receives the timesteps t of forward_backward (:189, :210-213) and, from classifier_train.py, sub_t "
    "(scripts/classifier_train.py:111-130, schedule_sampler.sample(..., dist_util.dev()) or th.zeros(..., "
    "device=dist_util.dev())). " + GD_TRAIN + ". " + GD_DEV + ". So ts is a cuda tensor and .numpy() raises in the "
    "first training step")
add("gd-tu-299-detach", GD, "guided_diffusion/train_util.py", 299,
    "values.detach().cpu().numpy()", "values.cpu().numpy()", True, ["TL002"], "other_file",
    "forward_backward passes {k: v * weights for k, v in losses.items()} (:210-213) with losses from "
    "diffusion.training_losses; " + GD_TRAIN + ". values (e.g. 'loss', 'mse') therefore require grad, and "
    ".cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad' in the first step of image_train.py / "
    "super_res_train.py (values.mean().item() on :297 works, so :299 is the first failure). (classifier_train.py's "
    "losses are detached or comparisons and would pass)")
add("gd-tu-207-detach", GD, "guided_diffusion/train_util.py", 207,
    'losses["loss"].detach()', 'losses["loss"]', False, [], "framework",
    "with a LossAwareSampler (--schedule_sampler loss-second-moment, resample.py:8-20) the losses only go to "
    "update_with_local_losses (resample.py:71-104): torch.distributed.all_gather copies them into fresh "
    "th.zeros(max_bs).to(local_losses) buffers (:96-99), which copy dtype and device but not requires_grad (all_gather "
    "is not an autograd op and writes the output tensors in place), and the values are read with x.item() (:100-103), "
    "which also works on a tensor that requires grad. The NumPy history (_loss_history) only stores those floats. "
    "Nothing raises without .detach()",
    also_accept=["guided_diffusion/resample.py:101", "guided_diffusion/resample.py:103"])
add("gd-ct-123-detach", GD, "scripts/classifier_train.py", 123,
    "loss.detach()", "loss", False, [], "other_file",
    "the losses dict only goes to log_loss_dict (:130) and is deleted (:131); log_loss_dict (guided_diffusion/"
    "train_util.py:295-300) reads values.mean().item(), which works on a tensor that requires grad, and converts with "
    "values.detach().cpu().numpy(), which detaches itself. So the undetached cross-entropy loss is never converted "
    "while it requires grad",
    report_file="guided_diffusion/train_util.py", report_line=299,
    also_accept=["guided_diffusion/train_util.py:297", "scripts/classifier_train.py:123"])
add("gd-fp-222-item", GD, "guided_diffusion/fp16_util.py", 222,
    "th.norm(p, p=2, dtype=th.float32).item() ** 2", "th.norm(p, p=2, dtype=th.float32) ** 2", True, ["TL003"],
    "other_file",
    "MixedPrecisionTrainer._compute_norms runs at every optimize step, fp16 or not (:183-215, :217-225). master_params are the "
    "model's parameters or fp32 copies made from them on the same device (:149-171, :35-49), and the model is on "
    "dist_util.dev() (" + GD_DEV + "). Without .item(), param_norm becomes a 0-d cuda tensor (under no_grad), and "
    "np.sqrt(param_norm) (:225) converts it through Tensor.__array__ -> .numpy() (torch.Tensor has no "
    "__array_ufunc__), which raises TypeError (CPU check with a meta tensor: np.sqrt(0.0 + t) raises \"can't convert "
    "meta device type tensor to numpy\")",
    report_line=225, also_accept=["guided_diffusion/fp16_util.py:222"])
add("gd-fp-221-nograd", GD, "guided_diffusion/fp16_util.py", 221,
    "with th.no_grad():", "if True:", False, [], "same_function",
    "without the block th.norm(p, ...) of a master parameter requires grad, but both norms are read with .item() "
    "(:222, :224), which works on a tensor that requires grad; p.grad never requires grad. So np.sqrt gets Python floats "
    "as before and nothing raises",
    report_line=222, also_accept=["guided_diffusion/fp16_util.py:224", "guided_diffusion/fp16_util.py:225"])
add("gd-nll-65-detach", GD, "scripts/image_nll.py", 65,
    "terms.detach().cpu().numpy()", "terms.cpu().numpy()", False, [], "other_file",
    "image_nll.py never disables grad itself, but minibatch_metrics come from diffusion.calc_bpd_loop "
    "(guided_diffusion/gaussian_diffusion.py:837-893), which calls the model only inside `with th.no_grad():` (:866-874) "
    "and builds vb / xstart_mse / mse / prior_bpd from those outputs, the data x_start and fresh noise (:875-885). "
    "None of them requires grad, dist.all_reduce works in place, so .cpu().numpy() works without .detach()")
add("gd-nll-70-item", GD, "scripts/image_nll.py", 70,
    "all_bpd.append(total_bpd.item())", "all_bpd.append(total_bpd)", True, ["TL003"], "other_file",
    "total_bpd is minibatch_metrics['total_bpd'].mean() of calc_bpd_loop on batch.to(dist_util.dev()) (:56-62, "
    ":68-69; gaussian_diffusion.py:855, :885), a 0-d cuda tensor (" + GD_DEV + "). Without .item() all_bpd is a list of "
    "cuda tensors and np.mean(all_bpd) in the progress log (:73) converts each through Tensor.__array__ -> .numpy(), "
    "which raises TypeError after the first batch (CPU check with meta tensors: np.mean([t, t]) raises)",
    report_line=73, also_accept=["scripts/image_nll.py:70"])

# ================================================================ simplerecon (PyTorch Lightning 1.5.4)
add("sr-dm-548-cpu", SR, "experiment_modules/depth_model.py", 548,
    "depth_pred[i].float().cpu()", "depth_pred[i].float()", False, [], "framework",
    SR_PL + ". Without .cpu() colormap_image gets the cuda depth: it moves its colormap to image_1hw.device, uses "
    "vmin / vmax (0-d CPU tensors from the CPU ground truth, :547), which may be mixed with cuda tensors, and no mask "
    "(utils/visualization_utils.py:12-71), so it returns a cuda image that only goes to "
    "self.logger.experiment.add_image (:556). " + SR_TB + ". No NumPy conversion of the cuda tensor happens in the "
    "project, so nothing fails",
    also_accept=["experiment_modules/depth_model.py:556"])
add("sr-dm-540-inference", SR, "experiment_modules/depth_model.py", 540,
    "with torch.inference_mode():", "if True:", False, [], "framework",
    SR_PL + ". training_step runs with grad on (Lightning 1.5.4 trainer.py:1310 torch.set_grad_enabled(True); "
    "validation runs under torch.no_grad(), :1328), so without the block depth_pred, normals_pred, the losses and the "
    "metrics require grad. But the block only feeds them to add_image (:554-560), which converts through make_np "
    "(" + SR_TB + "), and to self.log (:564-604), which detaches every value unless enable_graph=True "
    "(Lightning 1.5.4 trainer/connectors/logger_connector/result.py:441-443 recursive_detach; utilities/memory.py:41-62). "
    "The colormaps are made from .cpu() copies with torch ops only. Nothing raises",
    report_line=548,
    also_accept=["experiment_modules/depth_model.py:547", "experiment_modules/depth_model.py:549",
                 "experiment_modules/depth_model.py:550", "experiment_modules/depth_model.py:556",
                 "experiment_modules/depth_model.py:559"])
add("sr-fh-138-cpu", SR, "tools/fusers_helper.py", 138,
    "(image_i * 255).cpu().numpy()", "(image_i * 255).numpy()", True, ["TL001"], "other_file",
    "Open3DFuser.fuse_frames gets color_frame = cur_data['high_res_color_b3hw'] (or 'image_b3hw') from test.py "
    "(:362-373), loaded when --fuse_color and --run_fusion are given (:231-234) and moved by to_gpu; " + SR_TEST + ". "
    "interpolate and reverse_imagenet_normalize (utils/generic_utils.py:153-159) keep the device, so image_i is a cuda "
    "tensor and .numpy() raises in test.py's documented color-mesh command (--run_fusion --depth_fuser open3d "
    "--fuse_color, test.py:97-107; get_fuser, tools/fusers_helper.py:188-214)",
    also_accept=["tools/fusers_helper.py:139", "tools/fusers_helper.py:140"])
add("sr-fh-162-cpu", SR, "tools/fusers_helper.py", 162,
    "K_b44[batch_index].cpu().clone().numpy()", "K_b44[batch_index].clone().numpy()", True, ["TL001"], "other_file",
    "K_b44 is cur_data['K_full_depth_b44'] passed by test.py (:368-373) after to_gpu (" + SR_TEST + "), and "
    "cur_data['K_s0_b44'] from visualize_live_meshing.py (:231), also moved to cuda. .clone() keeps the device, so "
    ".numpy() raises whenever the open3d fuser runs (--depth_fuser open3d, test.py:38, :97-107)")
add("sr-mu-285-cpu", SR, "utils/metrics_utils.py", 285,
    "element[key].cpu().numpy()", "element[key].numpy()", True, ["TL001"], "other_file",
    "test.py fills the averagers with element_metrics[key] = metrics_b_dict[key][element_index] (test.py:306-316), "
    "where metrics_b_dict = compute_depth_metrics_batched(...) of the cuda depths (test.py:291-300; "
    "utils/metrics_utils.py:51-123); " + SR_TEST + ". compute_final_average runs after every scan (test.py:413) and "
    "at the end (:434, :446); for a tensor entry (torch.is_tensor) .numpy() of the 0-d cuda tensor raises in every test "
    "run")
add("sr-vu-146-cpu", SR, "utils/visualization_utils.py", 146,
    ").cpu().detach().numpy() * 255)", ").detach().numpy() * 255)", True, ["TL001"], "other_file",
    "quick_viz_export is called by test.py with --dump_depth_visualization (test.py:63, :87-95, :376-388) with the "
    "model outputs; lowest_cost_3hw = colormap_image(outputs['lowest_cost_bhw'][elem_ind].unsqueeze(0), ...) "
    "(:139-142) keeps the input's device (the colormap is moved to image_1hw.device, :48-52), and the outputs come from "
    "the cuda model on cuda inputs (" + SR_TEST + "). So .detach().numpy() raises",
    also_accept=["utils/visualization_utils.py:144", "utils/visualization_utils.py:145"])
add("sr-vu-156-detach", SR, "utils/visualization_utils.py", 156,
    ").cpu().detach().numpy() * 255)", ").cpu().numpy() * 255)", False, [], "other_file",
    "quick_viz_export's only caller is test.py (:381-388), where everything runs under torch.inference_mode() and "
    "torch.set_grad_enabled(False) (" + SR_TEST + "), so depth_3hw does not require grad and .cpu().numpy() works "
    "without .detach()",
    also_accept=["utils/visualization_utils.py:155"])
add("sr-tsdf-137-cpu", SR, "tools/tsdf.py", 137,
    "tsdf.clamp(-1, 1).cpu().numpy()", "tsdf.clamp(-1, 1).numpy()", False, [], "same_function",
    "tsdf = self.tsdf_values.detach().cpu().clone().float() on the line above (:136) is already a CPU tensor without "
    "grad, and clamp keeps it there, so .numpy() works without the second .cpu() although the TSDF may live on cuda "
    "(TSDF.cuda, :111-116)")

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
