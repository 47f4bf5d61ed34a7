#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-28s study (run inside this folder)."""
import json

HR = "leoxiaobin/deep-high-resolution-net.pytorch"
MD = "nianticlabs/monodepth2"
PT = "huggingface/parler-tts"
SC = "scverse/scvi-tools"

TB = ("tensorboardX make_np -> prepare_pytorch does `if isinstance(x, torch.autograd.Variable): x = x.data; "
      "x = x.cpu().numpy()` (lanpa/tensorboardX tensorboardX/x2num.py @01912ce5), and every Tensor is a Variable "
      "instance, so add_scalar/add_image accept cuda tensors that require grad")
HR_DEV = ("tools/train.py:115 (and tools/test.py:98) wrap the model as torch.nn.DataParallel(model, "
          "device_ids=cfg.GPUS).cuda(); DataParallel scatters the CPU loader batch to the GPUs and gathers the "
          "output on device_ids[0], so `output` is a cuda tensor; train.py:186 / :191 and test.py:125 pass that "
          "model to train()/validate()")
SC_DEV = ("scvi-tools trains with model.train(accelerator='auto') (model/base/_training_mixin.py:69-72), TrainRunner "
          "resolves it to cuda when a GPU is available (parse_device_args, train/_trainrunner.py:98-105) and, because "
          "Lightning's teardown moves the module back to the CPU, calls self.model.to_device(self.device) after "
          "trainer.fit (_trainrunner.py:168; to_device does self.module.to(device), model/base/_base_model.py:241); "
          "module.inference/forward are @auto_move_data (module/base/_base_module.py:169, :291), which moves the "
          "CPU minibatch to the parameters' device (module/base/_decorators.py:9-40)")

M = []


def add(**kw):
    M.append(kw)


# ------------------------------------------------------------------ HRNet (pose estimation)
add(id="hr-fn-66-cpu", repo=HR, file="lib/core/function.py", line=66,
    original="output.detach().cpu().numpy()", mutated="output.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="train() feeds the heatmap output of `model` to accuracy(); " + HR_DEV + "; so output.detach() "
    "is on cuda:0 and .numpy() raises at every training iteration")
add(id="hr-fn-67-detach", repo=HR, file="lib/core/function.py", line=67,
    original="target.detach().cpu().numpy()", mutated="target.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: target is the ground-truth heatmap batch from the DataLoader (function.py:38), moved "
    "with target.cuda(non_blocking=True) (:45); it is data, never an output of the model, so it does not "
    "require grad and .cpu().numpy() works without the detach (the .cpu() is kept)")
add(id="hr-fn-64-item", repo=HR, file="lib/core/function.py", line=64,
    original="loss.item()", mutated="loss", bug=True, expected_codes=["TL008"], evidence_scope="same_file",
    reasoning="in train() the loss is the JointsMSELoss of the cuda output of the trainable model (requires grad, "
    "backpropagated at :60); without .item() losses.update(loss, n) stores it in AverageMeter, whose update does "
    "self.sum += val * n (function.py:272-276), so losses.sum chains the autograd history of every training "
    "iteration of the epoch (a growing graph held across the loop; the printing at :75-83 and "
    "writer.add_scalar('train_loss', losses.val) still work)",
    report_file="lib/core/function.py", report_line=274, also_accept=["lib/core/function.py:64"])
add(id="hr-fn-154-item", repo=HR, file="lib/core/function.py", line=154,
    original="loss.item()", mutated="loss", bug=False, expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: validate() runs the whole loop under `with torch.no_grad():` (function.py:116), so the "
    "loss has no graph and AverageMeter.sum (:274) only accumulates a 0-d cuda tensor; it is only formatted "
    "('{loss.avg:.4f}', :183-188, Tensor.__format__ uses .item()) and logged with "
    "writer.add_scalar('valid_loss', losses.avg) (:212-216), where " + TB,
    report_file="lib/core/function.py", report_line=274, also_accept=["lib/core/function.py:154"])
add(id="hr-fn-116-nograd", repo=HR, file="lib/core/function.py", line=116,
    original="with torch.no_grad():", mutated="if True:", bug=True, expected_codes=["TL002"],
    evidence_scope="other_file",
    reasoning="without no_grad validate() runs the model with grad enabled: model.eval() (:104) does not turn off "
    "requires_grad of the HRNet parameters (lib/models/pose_hrnet.py, nothing in lib/ freezes them; the model is "
    "built and loaded in tools/train.py / tools/test.py:98); so `output` requires grad and "
    "accuracy(output.cpu().numpy(), ...) raises 'Can't call numpy() on Tensor that requires grad' on the first "
    "batch (with the experiments' TEST.FLIP_TEST: true, flip_back(output_flipped.cpu().numpy()) at :135 raises "
    "first)", report_file="lib/core/function.py", report_line=155,
    also_accept=["lib/core/function.py:135", "lib/core/function.py:169"])
add(id="hr-vis-29-cpu", repo=HR, file="lib/utils/vis.py", line=29,
    original=".permute(1, 2, 0).cpu().numpy()", mutated=".permute(1, 2, 0).numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: save_batch_image_with_joints is only called from save_debug_images with batch_image="
    "`input` (vis.py:125-133), and both callers pass the DataLoader batch `input` (function.py:93, :194), which is "
    "never moved (DataParallel scatters copies internally, train/validate never reassign input); make_grid of a "
    "CPU batch is a CPU tensor, and .byte() makes it non-differentiable, so .numpy() works")
add(id="hr-vis-85-cpu", repo=HR, file="lib/utils/vis.py", line=85,
    original=".cpu().numpy()", mutated=".numpy()", bug=False, expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: this is the image half of save_batch_heatmaps; batch_image is `input`, the CPU "
    "DataLoader batch passed by save_debug_images (vis.py:134-141) from train()/validate() (function.py:93, :194), "
    "cloned at vis.py:62; .mul().clamp().byte() of a CPU tensor stays on the CPU and is uint8 (no grad), so "
    ".numpy() works (only the heatmap half, :86-89, sees cuda tensors)")
add(id="hr-vis-89-cpu", repo=HR, file="lib/utils/vis.py", line=89,
    original=".cpu().numpy()", mutated=".numpy()", bug=True, expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="save_batch_heatmaps converts batch_heatmaps[i]; save_debug_images passes `target` (moved with "
    ".cuda(non_blocking=True), function.py:45, :147) and `output` (cuda, " + HR_DEV + ") (vis.py:134-141); the "
    "experiment configs set DEBUG.DEBUG and SAVE_HEATMAPS_GT/PRED true (experiments/coco/hrnet/*.yaml); .byte() "
    "removes the grad, but the tensor stays on cuda and .numpy() raises at the first PRINT_FREQ step")
add(id="hr-vis-78-detach", repo=HR, file="lib/utils/vis.py", line=78,
    original="batch_heatmaps.detach().cpu().numpy()", mutated="batch_heatmaps.cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="train() calls save_debug_images(config, input, meta, target, pred*4, output, prefix) outside any "
    "no_grad (function.py:93) with `output` of the trainable model (loss.backward at :60); with "
    "DEBUG.SAVE_HEATMAPS_PRED true (experiments/coco/hrnet/*.yaml) save_batch_heatmaps(input, output, ...) "
    "(vis.py:138-141) converts it here; .cpu() keeps requires_grad, so .numpy() raises 'Can't call numpy() on "
    "Tensor that requires grad' (the later .byte() at :88 is why :89 needs no detach)")
add(id="hr-demo-105-cpu", repo=HR, file="demo/demo.py", line=105,
    original="pred[0]['scores'].detach().cpu().numpy()", mutated="pred[0]['scores'].detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="CTX = cuda when available (demo.py:76); box_model.to(CTX) (:229) and the image tensor "
    ".to(CTX) (:270, :313) are passed to get_person_detection_boxes (:274, :317), so the Faster R-CNN scores are "
    "on cuda and .numpy() raises")
add(id="hr-demo-105-detach", repo=HR, file="demo/demo.py", line=105,
    original="pred[0]['scores'].detach().cpu().numpy()", mutated="pred[0]['scores'].cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="framework",
    reasoning="get_person_detection_boxes calls the detector without no_grad (demo.py:100; main only calls "
    "box_model.eval(), :230); torchvision's fasterrcnn_resnet50_fpn(pretrained=True) keeps its box head "
    "trainable (trainable_backbone_layers only freezes early backbone layers) and RoIHeads.postprocess_detections "
    "computes scores = F.softmax(class_logits, -1) and indexes them without detaching, so pred[0]['scores'] "
    "requires grad and .cpu().numpy() raises; the labels at :102 are int64 and need no detach")

# ------------------------------------------------------------------ monodepth2 (depth estimation)
add(id="md-ts-151-cpu", repo=MD, file="test_simple.py", line=151,
    original="disp_resized.squeeze().cpu().numpy()", mutated="disp_resized.squeeze().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="test_simple picks device = cuda when available and not --no_cuda (test_simple.py:64-67), moves "
    "encoder/decoder (:89, :99) and the image (:131) there; disp_resized is interpolate() of the decoder output "
    "(:137-139), a cuda tensor, so .numpy() raises (grad is off: :117 no_grad)")
add(id="md-ts-117-nograd", repo=MD, file="test_simple.py", line=117,
    original="with torch.no_grad():", mutated="if True:", bug=True, expected_codes=["TL002"],
    evidence_scope="other_file",
    reasoning="without no_grad the ResnetEncoder/DepthDecoder forward (networks/resnet_encoder.py, "
    "networks/depth_decoder.py:63 sigmoid) is recorded: their parameters are loaded with load_state_dict and never "
    "frozen (eval() only, :90, :100); disp_to_depth (layers.py:16-25) keeps the graph, so scaled_disp requires "
    "grad and np.save(name_dest_npy, scaled_disp.cpu().numpy()) raises 'Can't call numpy() on Tensor that requires "
    "grad' (also depth at :144 and disp_resized at :151)", report_file="test_simple.py", report_line=148,
    also_accept=["test_simple.py:144", "test_simple.py:151"])
add(id="md-ed-117-cpu", repo=MD, file="evaluate_depth.py", line=117,
    original="pred_disp.cpu()[:, 0].numpy()", mutated="pred_disp[:, 0].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="evaluate() moves encoder and depth_decoder with .cuda() (evaluate_depth.py:96-98) and the input "
    "with data[...].cuda() (:108); pred_disp comes from disp_to_depth of the decoder output (:114-116), so it is on "
    "cuda and .numpy() raises")
add(id="md-ed-106-nograd", repo=MD, file="evaluate_depth.py", line=106,
    original="with torch.no_grad():", mutated="if True:", bug=True, expected_codes=["TL002"],
    evidence_scope="other_file",
    reasoning="the networks built at evaluate_depth.py:89-99 (networks.ResnetEncoder / DepthDecoder, parameters "
    "trainable, only .eval()) record a graph without no_grad; disp_to_depth (layers.py:16-25) keeps it, so "
    "pred_disp requires grad and pred_disp.cpu()[:, 0].numpy() raises",
    report_file="evaluate_depth.py", report_line=117)
add(id="md-ep-100-cpu", repo=MD, file="evaluate_pose.py", line=100,
    original=".cpu().numpy())", mutated=".numpy())", bug=True, expected_codes=["TL001"],
    evidence_scope="other_file",
    reasoning="pose_encoder/pose_decoder are moved with .cuda() (evaluate_pose.py:78-80) and the inputs with "
    "ipt.cuda() (:92); transformation_from_parameters (layers.py:28-46) builds the matrix on the inputs' device: "
    "get_translation_matrix allocates torch.zeros(...).to(device=translation_vector.device) (layers.py:51) and "
    "rot_from_axisangle .to(device=vec.device) (:90), so the result is cuda and .numpy() raises")
add(id="md-tr-526-cpu", repo=MD, file="trainer.py", line=526,
    original="depth_errors[i].cpu()", mutated="depth_errors[i]", bug=True, expected_codes=["TL003"],
    evidence_scope="same_file",
    reasoning="compute_depth_losses runs on the batch that process_batch moved to self.device (trainer.py:231-232; "
    "self.device = cuda unless --no_cuda, :41) and on the model outputs; compute_depth_errors (layers.py) returns "
    "cuda 0-d tensors, and np.array(t) calls Tensor.__array__ -> .numpy(), which raises on cuda (KITTI raw has "
    "depth_gt, so the branch at :220-221 and :333-334 runs)")
add(id="md-tr-507-detach", repo=MD, file="trainer.py", line=507,
    original="depth_pred = depth_pred.detach()", mutated="depth_pred = depth_pred", bug=True,
    expected_codes=["TL002"], evidence_scope="same_file",
    reasoning="during training compute_depth_losses is called outside no_grad (trainer.py:220-221) on "
    "outputs[('depth', 0, 0)] of the trainable networks (built at :53-99, optimised at :205-208); without the "
    "detach, abs_rel = torch.mean(torch.abs(gt - pred) / gt) (layers.py compute_depth_errors) requires grad, "
    ".cpu() keeps it, and np.array(depth_errors[i].cpu()) calls .numpy() and raises 'Can't call numpy() on "
    "Tensor that requires grad'", report_file="trainer.py", report_line=526)
add(id="md-tr-330-nograd", repo=MD, file="trainer.py", line=330,
    original="with torch.no_grad():", mutated="if True:", bug=False, expected_codes=[],
    evidence_scope="same_file",
    reasoning="not a bug: without no_grad val() builds a graph, but compute_depth_losses detaches the prediction "
    "itself (trainer.py:507) so np.array(depth_errors[i].cpu()) (:526) sees no grad; the rest goes to tensorboard "
    "(self.log, :545-573, normalize_image uses float(x.max().cpu().data), utils.py:25), where " + TB + "; the "
    "batch is deleted at :337, so nothing is kept across calls",
    report_file="trainer.py", report_line=526)
add(id="md-tr-218-cpu", repo=MD, file="trainer.py", line=218,
    original=".cpu().data", mutated=".data", bug=False, expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: log_time only formats the loss with '{:.5f}' (trainer.py:528-538); Tensor.__format__ "
    "of a 0-d tensor formats self.item(), which works on cuda; nothing converts it to NumPy")
add(id="md-tr-218-data", repo=MD, file="trainer.py", line=218,
    original=".cpu().data", mutated=".cpu()", bug=False, expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: the loss (requires grad, after backward at :206) is only formatted with '{:.5f}' in "
    "log_time (trainer.py:528-538), i.e. .item(), which works on a tensor that requires grad (checked on CPU); "
    "log_time does not keep it")
add(id="md-utils-25-cpu", repo=MD, file="utils.py", line=25,
    original="float(x.max().cpu().data)", mutated="float(x.max().data)", bug=False, expected_codes=[],
    evidence_scope="other_file",
    reasoning="not a bug: normalize_image is called from Trainer.log with the cuda disparity "
    "outputs[('disp', s)][j] (trainer.py:558-560); float() of a 0-d cuda tensor is .item(), which copies to the "
    "host without NumPy; the .data already drops the grad")
add(id="md-tr-556-data", repo=MD, file="trainer.py", line=556,
    original='outputs[("color", frame_id, s)][j].data', mutated='outputs[("color", frame_id, s)][j]', bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: the warped colour image (grid_sample of the input with the predicted depth/pose, "
    "requires grad on the training call at trainer.py:223) goes to tensorboardX SummaryWriter.add_image "
    "(trainer.py:16, :554-556); " + TB)

# ------------------------------------------------------------------ Parler-TTS (accelerate)
add(id="pt-app-48-cpu", repo=PT, file="helpers/gradio_demo/app.py", line=48,
    original="generation.cpu().numpy()", mutated="generation.numpy()", bug=True, expected_codes=["TL001"],
    evidence_scope="same_file",
    reasoning="device = 'cuda:0' when available (app.py:8) and the model is .to(device) (:12); generate() decodes "
    "the codes with the model's audio encoder on that device, so `generation` is a cuda tensor and .numpy() "
    "raises (no grad: generate is @torch.no_grad(), parler_tts/modeling_parler_tts.py:3321)")
add(id="pt-gen-3321-nograd", repo=PT, file="parler_tts/modeling_parler_tts.py", line=3321,
    original="@torch.no_grad()", mutated="", bug=True, expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="without the decorator generate() runs with grad enabled; the final waveform is "
    "self.audio_encoder.decode(...) (modeling_parler_tts.py:3620-3623 / :3637), i.e. DACModel.decode "
    "(dac_wrapper/modeling_dac.py:106-142: quantizer.from_codes embeds the integer codes with the codebook "
    "weights, then model.decode); the gradio demo loads the model with from_pretrained and never calls "
    "freeze_encoders (helpers/gradio_demo/app.py:12), so those weights require grad and `generation` requires "
    "grad: generation.cpu().numpy() in gen_tts raises. (The training script is not affected: it freezes the "
    "audio encoder, training/run_parler_tts_training.py:368 -> modeling_parler_tts.py:3317-3319.)",
    report_file="helpers/gradio_demo/app.py", report_line=48)
add(id="pt-tr-681-cpu", repo=PT, file="training/run_parler_tts_training.py", line=681,
    original="a.float().cpu().numpy()", mutated="a.float().numpy()", bug=False, expected_codes=[],
    evidence_scope="same_file",
    reasoning="not a bug: compute_metrics (a closure of main) is only called at run_parler_tts_training.py:1183-1191 "
    "with eval_preds, which the generation loop fills with eval_preds.extend(generated_audios.to('cpu')) (:1162): "
    "every element is already a CPU tensor (and generate ran under no_grad)")
add(id="pt-tr-1162-cpu", repo=PT, file="training/run_parler_tts_training.py", line=1162,
    original='generated_audios.to("cpu")', mutated="generated_audios", bug=False, expected_codes=[],
    evidence_scope="same_file",
    reasoning="not a bug: eval_preds then holds rows of the gathered cuda audio, but the only consumer, "
    "compute_metrics, converts each with a.float().cpu().numpy() (run_parler_tts_training.py:681) before CLAP/"
    "SQUIM/ASR see them; no grad (generate is @torch.no_grad())",
    report_file="training/run_parler_tts_training.py", report_line=681)
add(id="pt-tr-681-float", repo=PT, file="training/run_parler_tts_training.py", line=681,
    original="a.float().cpu().numpy()", mutated="a.cpu().numpy()", bug=False, expected_codes=[],
    evidence_scope="framework",
    reasoning="not a bug even with --dtype bfloat16: the model is loaded in float32 (from_pretrained without "
    "torch_dtype, run_parler_tts_training.py:333-340; the torch_dtype computed at :90-98 is never used), and "
    "mixed_precision='bf16' only wraps model.forward in autocast + convert_outputs_to_fp32 (accelerate "
    "accelerator.py:1818-1829, accelerate 1.15.0.dev0 @16cb6eb8); the waveform is produced after sampling by "
    "self.audio_encoder.decode inside generate (modeling_parler_tts.py:3620-3623), outside that forward, so it "
    "is float32 and .numpy() supports it")
add(id="pt-ev-63-cpu", repo=PT, file="training/eval.py", line=63,
    original="sdr_sample.cpu()[0]", mutated="sdr_sample[0]", bug=True, expected_codes=["TL003"],
    evidence_scope="other_file",
    reasoning="si_sdr runs SQUIM on `device` (eval.py:48) with the waveforms resampled onto it (:52-57; DAC 44.1 kHz "
    "vs SQUIM 16 kHz); compute_metrics passes accelerator.device (run_parler_tts_training.py:1183-1191, :691); "
    "without .cpu() si_sdr returns a list of cuda 0-d tensors, which wer() converts with "
    "np.array(si_sdr_measures) (eval.py:126, defaults compute_noise_level_metric=True and "
    "noise_level_to_compute_clean_wer=25, training/arguments.py:350-356): each element's __array__ -> .numpy() "
    "raises on cuda", report_file="training/eval.py", report_line=126,
    also_accept=["training/eval.py:63"])
add(id="pt-ev-60-nograd", repo=PT, file="training/eval.py", line=60,
    original="with torch.no_grad():", mutated="if True:", bug=True, expected_codes=["TL002"],
    evidence_scope="framework",
    reasoning="torchaudio's SQUIM_OBJECTIVE.get_model() builds squim_objective_base(), loads the state dict and "
    "only calls model.eval() (torchaudio pipelines/_squim_pipeline.py SquimObjectiveBundle.get_model), so its "
    "parameters require grad; without no_grad sdr_sample requires grad, .cpu()[0] keeps it, and "
    "np.array(si_sdr_measures) in wer() (eval.py:126) raises 'Can't call numpy() on Tensor that requires grad'",
    report_file="training/eval.py", report_line=126, also_accept=["training/eval.py:63"])
add(id="pt-ev-39-cpu", repo=PT, file="training/eval.py", line=39,
    original='cosine_sim.to("cpu")', mutated="cosine_sim", bug=False, expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: the CLAP score (computed under no_grad, eval.py:31-37) is never converted to NumPy: "
    "compute_metrics stores it in results['clap'] (run_parler_tts_training.py:683-687), which is formatted into "
    "metrics_desc (:1193) and logged through accelerator.log (training/utils.py:120-140); accelerate's "
    "TensorBoardTracker.log runs listify(values) (tracking.py:257), i.e. tensor.detach().cpu().tolist() "
    "(utils/operations.py:284-304), and the wandb tracker hands tensors to wandb, which converts them itself")
add(id="pt-tr-517-cpu", repo=PT, file="training/run_parler_tts_training.py", line=517,
    original='generate_labels["labels"].cpu()', mutated='generate_labels["labels"]', bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: the codec labels (cuda: the prepared DataLoader batch and audio_decoder.to(batch "
    "device), :435, :496; computed under no_grad :445) stay on cuda, but they only go into "
    "Dataset.from_dict({'labels': ...}) (:526, :542); HF datasets converts torch tensors in "
    "TypedSequence.__arrow_array__ -> cast_to_python_objects -> _cast_to_python_objects, which does "
    "obj.detach().cpu().numpy() (huggingface/datasets src/datasets/features/features.py, arrow_writer.py); the "
    "slicing l[:, : int(ratio * length)] (:520) works on cuda")
add(id="pt-tr-964-nograd", repo=PT, file="training/run_parler_tts_training.py", line=964,
    original="with torch.no_grad():", mutated="if True:", bug=True, expected_codes=["TL008"],
    evidence_scope="framework",
    reasoning="without no_grad eval_step returns {'loss': outputs.loss, 'codebook_i_loss': ...} (:964-972) with the "
    "decoder's graph (the decoder is trainable; only the encoders are frozen, :368); on one process "
    "accelerator.gather_for_metrics -> gather returns the tensors unchanged (accelerate utils/operations.py:425-441), "
    "and eval_metrics.append(eval_metric) (:1135) keeps every evaluation batch's loss with its whole forward graph "
    "(activations) until the loop ends (:1168-1170), a leak that grows with the eval set (no backward ever frees "
    "it)", report_file="training/run_parler_tts_training.py", report_line=1135,
    also_accept=["training/run_parler_tts_training.py:1134"])

# ------------------------------------------------------------------ scvi-tools (Lightning)
add(id="sc-vae-371-cpu", repo=SC, file="src/scvi/model/base/_vaemixin.py", line=371,
    original="zs.append(z.cpu())", mutated="zs.append(z)", bug=True, expected_codes=["TL001"],
    evidence_scope="other_file",
    reasoning="get_latent_representation runs self.module.inference on each minibatch (_vaemixin.py:346-349); "
    + SC_DEV + "; so z is a cuda tensor and torch.cat(zs).numpy() raises (grad is off: @torch.inference_mode(), :269)",
    report_file="src/scvi/model/base/_vaemixin.py", report_line=376,
    also_accept=["src/scvi/model/base/_vaemixin.py:371"])
add(id="sc-vae-269-infmode", repo=SC, file="src/scvi/model/base/_vaemixin.py", line=269,
    original="@torch.inference_mode()", mutated="", bug=True, expected_codes=["TL002", "TL008"],
    evidence_scope="other_file",
    reasoning="without the decorator a direct model.get_latent_representation() runs the encoder with grad "
    "enabled: TrainRunner only calls self.model.module.eval() after training (train/_trainrunner.py:166), the "
    "encoder parameters keep requires_grad, and with the default give_mean=True (:274) z is qz.loc, the output of self.z_encoder (module/_vae.py:388-390); z.cpu() keeps the "
    "graph (zs.append in the loop keeps each batch's graph) and torch.cat(zs).numpy() raises 'Can't call numpy() "
    "on Tensor that requires grad'", report_file="src/scvi/model/base/_vaemixin.py", report_line=376,
    also_accept=["src/scvi/model/base/_vaemixin.py:371"])
add(id="sc-vae-496-cpu", repo=SC, file="src/scvi/model/base/_vaemixin.py", line=496,
    original=".detach().cpu().numpy()", mutated=".detach().numpy()", bug=True, expected_codes=["TL001"],
    evidence_scope="other_file",
    reasoning="differential_abundance builds mean/scale and the evaluated points with device=self.device "
    "(_vaemixin.py:488-496); self.device is self.module.device (model/base/_base_model.py:244-246), the training "
    "device the module is moved back to after fit (train/_trainrunner.py:98-105, :168; accelerator='auto' by "
    "default, _training_mixin.py:72); so log_prob is a cuda tensor and .numpy() raises")
add(id="sc-vae-496-detach", repo=SC, file="src/scvi/model/base/_vaemixin.py", line=496,
    original=".detach().cpu().numpy()", mutated=".cpu().numpy()", bug=False, expected_codes=[],
    evidence_scope="same_function",
    reasoning="not a bug: differential_abundance is decorated @torch.inference_mode() (_vaemixin.py:431), and the "
    "log_prob is of a Normal built from torch.tensor(...) constants (:488-495), so nothing requires grad; "
    ".cpu().numpy() works")
add(id="sc-vaem-661-cpu", repo=SC, file="src/scvi/module/_vae.py", line=661,
    original="return samples.cpu()", mutated="return samples", bug=True, expected_codes=["TL001"],
    evidence_scope="other_file",
    reasoning="VAE.sample draws from the generative distribution of self.forward (module/_vae.py:640-660; forward "
    "is @auto_move_data, so on the module's cuda device after GPU training, see train/_trainrunner.py:168); its "
    "caller RNASeqMixin.posterior_predictive_sample stacks the samples and converts them with "
    "sparse.GCXS.from_numpy(per_batch_exprs.numpy()) (model/base/_rnamixin.py:586-600), which raises on cuda",
    report_file="src/scvi/model/base/_rnamixin.py", report_line=600)
add(id="sc-rna-866-cpu", repo=SC, file="src/scvi/model/base/_rnamixin.py", line=866,
    original="px_rate.cpu().numpy()", mutated="px_rate.numpy()", bug=True, expected_codes=["TL001"],
    evidence_scope="other_file",
    reasoning="get_likelihood_parameters (inference_mode, _rnamixin.py:789) takes px.mu of self.module.forward "
    "(:846-853); " + SC_DEV + "; so px_rate is on cuda and .numpy() raises")
add(id="sc-destvi-262-detach", repo=SC, file="src/scvi/model/_destvi.py", line=262,
    original=".detach().cpu().numpy()", mutated=".cpu().numpy()", bug=False, expected_codes=[],
    evidence_scope="same_function",
    reasoning="not a bug: self.module.V is an nn.Parameter, but get_proportions is decorated "
    "@torch.inference_mode() (_destvi.py:213): softplus(V).transpose(0, 1) computed there is an inference tensor "
    "with requires_grad=False (checked on CPU), so .cpu().numpy() works (branch for amortization 'none'/'latent')")
add(id="sc-destvi-257-detach", repo=SC, file="src/scvi/model/_destvi.py", line=257,
    original="torch.cat(prop_).detach().numpy()", mutated="torch.cat(prop_).numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: every element of prop_ was moved with prop_local.cpu() (_destvi.py:256) and computed "
    "inside the @torch.inference_mode() get_proportions (:213), so the concatenation is a CPU tensor without grad")
add(id="sc-tm-362-detach", repo=SC, file="src/scvi/model/base/_training_mixin.py", line=362,
    original="pred.detach().cpu()", mutated="pred.cpu()", bug=True, expected_codes=["TL002", "TL008"],
    evidence_scope="other_file",
    reasoning="SemiSupervisedTrainingMixin.predict (scANVI) has no no_grad/inference_mode decorator "
    "(_training_mixin.py:248; it needs grad for the optional captum attributions) and calls "
    "self.module.classify (the trainable classifier of module/_scanvae.py); with predict(soft=True) pred is the "
    "softmax probabilities, which require grad, so y_pred.append(pred.cpu()) keeps each batch's graph and "
    "torch.cat(y_pred).numpy() (:382) raises 'Can't call numpy() on Tensor that requires grad' (with the default "
    "soft=False argmax gives int64 and nothing fails)", report_file="src/scvi/model/base/_training_mixin.py",
    report_line=382, also_accept=["src/scvi/model/base/_training_mixin.py:362"])
add(id="sc-cond-286-detach", repo=SC, file="src/scvi/model/_condscvi.py", line=286,
    original="pred.detach().cpu()", mutated="pred.cpu()", bug=False, expected_codes=[],
    evidence_scope="same_function",
    reasoning="not a bug: unlike the scANVI predict, CondSCVI.predict is decorated @torch.inference_mode() "
    "(_condscvi.py:234), so the classifier output has no grad and torch.cat(y_pred).numpy() (:288) works",
    report_file="src/scvi/model/_condscvi.py", report_line=288, also_accept=["src/scvi/model/_condscvi.py:286"])
add(id="sc-logger-25-item", repo=SC, file="src/scvi/train/_logger.py", line=25,
    original="return value.item()", mutated="return value", bug=False, expected_codes=[],
    evidence_scope="framework",
    reasoning="not a bug: SimpleExperiment.log_metrics is reached only through SimpleLogger.log_metrics "
    "(train/_logger.py:88-90), which Lightning calls from _LoggerConnector.log_metrics after "
    "scalar_metrics = convert_tensors_to_scalars(metrics) (lightning 2.6.2 "
    "pytorch/trainer/connectors/logger_connector/logger_connector.py:117, :130; "
    "fabric/utilities/apply_func.py:120-136 calls .item()), so the values are already Python numbers and the "
    "tensor branch is never taken")

for m in M:
    m.setdefault("expected_codes", [])
ORDER = ["id", "repo", "file", "line", "original", "mutated", "bug", "expected_codes", "evidence_scope",
         "reasoning", "report_file", "report_line", "also_accept"]
out = [{k: m[k] for k in ORDER if k in m} for m in M]
with open("mutations.json", "w") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(out), "mutations")
