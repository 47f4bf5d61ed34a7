#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29z study (run inside this folder)."""
import json

RV = "uzh-rpg/RVT"
VO = "gemelo-ai/vocos"
OC = "mlfoundations/open_clip"
TX = "CarperAI/trlx"

PL = "Lightning 1.8.6 (pinned: RVT requirements.txt / README pip line, vocos requirements-train.txt; read at tag 1.8.6 of Lightning-AI/pytorch-lightning)"
PL_MOVE = (PL + " moves every batch to the root device before the step hooks: strategy.batch_to_device "
           "(src/pytorch_lightning/strategies/strategy.py:259-274) -> move_data_to_device "
           "(src/lightning_lite/utilities/apply_func.py:69-101), which calls .to(device) on tensors and on any object "
           "with a callable `to` (_TransferableDataType.__subclasshook__, apply_func.py:42-68)")
PL_NOGRAD = (PL + " runs validation inside fit under torch.no_grad() (loops/epoch/training_epoch_loop.py:305-310 "
             "_run_validation), the sanity check under torch.no_grad() (trainer/trainer.py:1261-1262) and "
             "trainer.validate/test under _evaluation_context = torch.inference_mode (trainer.py:1211-1213, :2267-2277)")
RV_GPU = ("RVT's train.py builds pl.Trainer(accelerator='gpu', devices=gpus, precision=16) (train.py:114-133; README "
          "trains with hardware.gpus=0 or a list), validation.py likewise (validation.py:72-81)")
VO_GPU = ("vocos is trained with `python train.py -c configs/vocos.yaml` (README 'Training'; train.py LightningCLI) and "
          "configs/vocos.yaml sets trainer accelerator: gpu, strategy: ddp, devices: [0], logger TensorBoardLogger, "
          "evaluate_utmos/pesq/periodicty: true")
TBX = ("Lightning 1.8.6's TensorBoardLogger uses tensorboardX.SummaryWriter (src/pytorch_lightning/loggers/tensorboard.py:26); "
       "tensorboardX (lanpa/tensorboardX mirror @ 48a5f8ae) summary.audio calls make_np (tensorboardX/summary.py:448), "
       "and make_np -> prepare_pytorch does `x = x.data` (every Tensor is a torch.autograd.Variable: CPU check) then "
       "`x.cpu().numpy()` (tensorboardX/x2num.py:17-43), so a cuda or grad-attached tensor is accepted")
OC_DEV = ("open_clip trains with torchrun / python -m open_clip_train.main (README); init_device picks "
          "f'{device_type}:{local_rank}' = cuda:N when cuda is available (src/open_clip_train/distributed.py:93-174), "
          "and evaluate() uses device = torch.device(args.device) (train.py:545)")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ RVT (PyTorch Lightning 1.8.6)
add("rv-det-52-cpu", RV, "callbacks/detection.py", 52,
    "ev_tensors[sample_idx].cpu().numpy()", "ev_tensors[sample_idx].numpy()", True, ["TL001"], "framework",
    "on_train_batch_end_custom gets `outputs` from VizCallbackBase.on_train_batch_end (callbacks/viz_base.py:70-100); "
    "outputs[EV_REPR] is the list built in Module.training_step (modules/detection.py:189) by EventReprSelector "
    "(modules/utils/detection.py:60-73: slices of the padded batch event tensors, :134, :156); " + PL_MOVE + "; "
    + RV_GPU + ". Lightning hands the training_step dict to on_train_batch_end unchanged apart from the loss: "
    "ClosureResult.from_training_step_output keeps every other key as `extra` (loops/optimization/optimizer_loop.py:64-90, "
    "asdict :92-93) and training_epoch_loop.py:224-230 passes it to the callback hook. So ev_tensors[i] is a cuda "
    "tensor (no grad: input data) and .numpy() raises every log_train_hd.every_n_steps (config/general.yaml: enable True, 5000)")
add("rv-det-76-cpu", RV, "callbacks/detection.py", 76,
    "ev_tensor.cpu().numpy()", "ev_tensor.numpy()", True, ["TL001"], "other_file",
    "ev_tensor is outputs[EV_REPR] of _val_test_step_impl (modules/detection.py:272: the last event representation "
    "kept by EventReprSelector from the Lightning-moved batch, :234-254); on_validation_batch_end "
    "(callbacks/viz_base.py:103-131) passes it on from the second validation on. " + RV_GPU + "; " + PL_MOVE +
    ". So it is a cuda tensor and .numpy() raises (grad is off there, so only the device matters)")
add("rv-box-88-detach", RV, "utils/evaluation/prophesee/io/box_loading.py", 88,
    "yolox_preds.detach().cpu().numpy()", "yolox_preds.cpu().numpy()", True, ["TL002"], "other_file",
    "to_prophesee is called by Module.training_step (modules/detection.py:180) with pred_processed = postprocess(predictions) "
    "(:175-178, models/detection/yolox/utils/boxes.py:32-76: slicing, torch.cat, indexing keep the graph), where "
    "predictions come from self.mdl.forward_detect in training mode (detector.py:50-54) and the YOLOX head returns the "
    "decoded outputs also during training (models/detection/yolox/models/yolo_head.py:216-245, built from conv outputs). "
    "Lightning runs training_step with grad on, so yolox_preds requires grad and .cpu().numpy() raises "
    "'Can't call numpy() on Tensor that requires grad' in the first training step with a detection")
add("rv-box-88-cpu", RV, "utils/evaluation/prophesee/io/box_loading.py", 88,
    "yolox_preds.detach().cpu().numpy()", "yolox_preds.detach().numpy()", True, ["TL001"], "other_file",
    "the predictions passed by training_step (modules/detection.py:175-180) and _val_test_step_impl (:261-266) are "
    "outputs of the detector on the Lightning-moved event tensors; " + RV_GPU + ", so they are cuda tensors and "
    ".numpy() raises in training and validation")
add("rv-lab-78-cpu", RV, "data/genx_utils/labels.py", 78,
    "self.object_labels.detach().cpu().numpy()", "self.object_labels.detach().numpy()", True, ["TL001"], "framework",
    "numpy_() is called on every ObjectLabels by to_prophesee (utils/evaluation/prophesee/io/box_loading.py:68) from "
    "training_step and _val_test_step_impl (modules/detection.py:180, :266); the labels come from the batch's "
    "SparselyBatchedObjectLabels, whose to() (labels.py:441) calls ObjectLabels.to (labels.py:65-70, comment: 'used by "
    "Pytorch Lightning to transfer to the relevant device'); " + PL_MOVE + "; " + RV_GPU +
    ". So object_labels is a cuda tensor and .numpy() raises")
add("rv-lab-78-detach", RV, "data/genx_utils/labels.py", 78,
    "self.object_labels.detach().cpu().numpy()", "self.object_labels.cpu().numpy()", False, [], "other_file",
    "object_labels are created from NumPy label arrays in the dataset (labels.py:172-173 th.from_numpy, ObjectLabelFactory) "
    "and only moved with .to (labels.py:65-70); no op with parameters touches them (modules/detection.py:150-163 only "
    "selects and batches them), so they never require grad and .cpu().numpy() works in training and validation")
add("rv-viz-18-cpu", RV, "callbacks/utils/visualization.py", 18,
    "grad_abs.mean().cpu().item()", "grad_abs.mean().item()", False, [], "same_function",
    ".item() of a one-element tensor works on any device (it copies the value to a Python float) and gradients have "
    "no grad_fn; the list then holds Python floats for pd.DataFrame (:20) exactly as before")
add("rv-vb-38-cpu", RV, "callbacks/viz_base.py", 38,
    "value = value.cpu()", "value = value", False, [], "other_file",
    "add_to_buffer is only called by DetectionVizCallback.on_validation_batch_end_custom with NumPy images "
    "(callbacks/detection.py:79-81 and :84-86: copies of ev_repr_to_img's np.uint8 array, viz_base.py:164-174), so the "
    "tensor branch never runs; the buffered images go to rearrange and logger.log_images unchanged")
add("rv-val-82-inference", RV, "validation.py", 82,
    "with torch.inference_mode():", "if True:", False, [], "framework",
    "validation.py wraps trainer.test / trainer.validate (:83-86); " + PL_NOGRAD + ", so the steps, the to_prophesee "
    "conversions (box_loading.py:88, labels.py:78, both already detached) and the epoch-end evaluator run without grad "
    "whether or not the outer block is there")

# ================================================================ vocos (PyTorch Lightning 1.8.6)
add("vo-exp-177-cpu", VO, "vocos/experiment.py", 177,
    "mel.data.cpu().numpy()", "mel.data.numpy()", True, ["TL001"], "framework",
    "mel = safe_log(mel_spec(audio_input[0])) (:173), audio_input is the training batch (:104); " + VO_GPU + "; " + PL_MOVE +
    ", and the feature extractor (a submodule) is on the same cuda device, so mel is a cuda tensor and .numpy() raises at "
    "global_step % 1000 == 0 (step 0 included, :165)")
add("vo-exp-172-nograd", VO, "vocos/experiment.py", 172,
    "with torch.no_grad():", "if True:", False, [], "same_function",
    "without the block mel_hat (:174) is computed from audio_hat (model output, grad on in training_step) and requires "
    "grad, but both conversions go through .data (:177, :183), which returns a tensor that does not require grad, "
    "before .cpu().numpy(); the result is identical",
    report_line=183, also_accept=["vocos/experiment.py:177", "vocos/experiment.py:174"])
add("vo-exp-183-data", VO, "vocos/experiment.py", 183,
    "mel_hat.data.cpu().numpy()", "mel_hat.cpu().numpy()", False, [], "same_function",
    "mel_hat is computed inside `with torch.no_grad():` (:172-174), so it does not require grad and "
    ".cpu().numpy() works without .data")
add("vo-exp-170-data", VO, "vocos/experiment.py", 170,
    "audio_hat[0].data.cpu()", "audio_hat[0].cpu()", False, [], "framework",
    "audio_hat (:130) requires grad in training_step, so audio_hat[0].cpu() does too; it is only passed to "
    "self.logger.experiment.add_audio; " + TBX + ", so nothing raises and the logged audio is the same")
add("vo-exp-167-cpu", VO, "vocos/experiment.py", 167,
    "audio_input[0].data.cpu()", "audio_input[0].data", False, [], "framework",
    "audio_input[0] is a cuda tensor (the Lightning-moved batch), but it is only passed to logger.experiment.add_audio; "
    + TBX + " (prepare_pytorch moves it to the CPU itself)")
add("vo-exp-220-cpu", VO, "vocos/experiment.py", 220,
    "audio_16_khz.cpu().numpy()", "audio_16_khz.numpy()", True, ["TL001"], "framework",
    "audio_16_khz = torchaudio.functional.resample(audio_input, ...) (:201) of the validation batch (:198); " + VO_GPU +
    " (evaluate_pesq: true); " + PL_MOVE + ". So audio_16_khz is on cuda and .numpy() raises in the first sanity-check "
    "validation step")
add("vo-exp-249-data", VO, "vocos/experiment.py", 249,
    "audio_pred.data.cpu().numpy()", "audio_pred.cpu().numpy()", False, [], "framework",
    "audio_pred is outputs[0]['audio_pred'] = audio_hat[0] of validation_step (:199, :239), a model output, but "
    + PL_NOGRAD + "; validation_epoch_end runs inside the same loop, so audio_pred does not require grad and "
    ".cpu().numpy() works without .data")
add("vo-exp-249-cpu", VO, "vocos/experiment.py", 249,
    "audio_pred.data.cpu().numpy()", "audio_pred.data.numpy()", True, ["TL001"], "framework",
    "audio_pred = audio_hat[0] returned by validation_step (:239), the output of the model on the Lightning-moved batch "
    "(" + VO_GPU + "; " + PL_MOVE + "); Lightning 1.8.6 appends the step output unchanged to the epoch outputs "
    "(loops/epoch/evaluation_epoch_loop.py:153-155; :157-158 'the evaluation step output is not moved'), so it is a cuda tensor and .numpy() raises in validation_epoch_end on rank 0")
add("vo-exp-261-data", VO, "vocos/experiment.py", 261,
    "mel_hat.data.cpu().numpy()", "mel_hat.cpu().numpy()", False, [], "framework",
    "mel_hat = safe_log(mel_spec(audio_pred)) (:252) is computed in validation_epoch_end without an explicit no_grad, "
    "but " + PL_NOGRAD + ", so it does not require grad and .cpu().numpy() works")
add("vo-per-42-cpu", VO, "metrics/periodicity.py", 42,
    "pitch.cpu().numpy()", "pitch.numpy()", True, ["TL001"], "framework",
    "predict_pitch is called by calculate_periodicity_metrics (:83-84) from VocosExp.validation_step "
    "(vocos/experiment.py:204-207) with the resampled cuda audio (:201-202; " + VO_GPU + ", evaluate_periodicty: true). "
    "torchcrepe.predict(..., device=audio.device) returns its results on audio.device (maxrmorrison/torchcrepe mirror "
    "@ 19e2ec3d, torchcrepe/core.py:134-139 `result[0].to(audio.device)`), so pitch is on cuda and .numpy() raises")
add("vo-per-61-cpu", VO, "metrics/periodicity.py", 61,
    "stft.cpu().numpy()", "stft.numpy()", True, ["TL001"], "other_file",
    "stft = torchaudio.functional.spectrogram(audio, window=torch.hann_window(..., device=audio.device)) (:47-57) stays "
    "on audio's device; audio is the cuda validation audio passed from vocos/experiment.py:201-207 (" + VO_GPU +
    "), so .numpy() raises")
add("vo-utmos-53-cpu", VO, "metrics/UTMOS.py", 53,
    "output.mean(dim=1).squeeze(1).cpu().detach()", "output.mean(dim=1).squeeze(1).detach()", False, [], "other_file",
    "the only caller is VocosExp.validation_step (vocos/experiment.py:212), which takes .mean() and adds it to cuda and "
    "0-d CPU tensors (:228) and stacks the step values in validation_epoch_end (:267) for self.log; no NumPy conversion "
    "of the score follows, and a cuda score is as valid there as a CPU one")

# ================================================================ open_clip (torchrun / DDP launch)
add("oc-met-169-cpu", OC, "src/open_clip_train/metrics.py", 169,
    "text_to_image_ranks.cpu().numpy()", "text_to_image_ranks.numpy()", True, ["TL001"], "other_file",
    "text_to_image_ranks is created on `device` (:124) = retrieval_device; evaluate() passes retrieval_device=device "
    "whenever the chunk size is positive (src/open_clip_train/train.py:651-657, default DEFAULT_RETRIEVAL_CHUNK_SIZE = "
    "4096, metrics.py:5); " + OC_DEV + ". So the ranks are on cuda and .numpy() raises in every validation")
add("oc-met-167-cpu", OC, "src/open_clip_train/metrics.py", 167,
    "image_to_text_ranks[image_start:image_end] = image_rank.cpu()", "image_to_text_ranks[image_start:image_end] = image_rank",
    False, [], "same_function",
    "image_to_text_ranks is a CPU tensor (:123, no device); assigning a cuda tensor into a slice of it copies across "
    "devices (Tensor.__setitem__ -> copy_), so the array stays on the CPU and image_to_text_ranks.numpy() (:169) works",
    report_line=169, also_accept=["src/open_clip_train/metrics.py:167"])
add("oc-tr-586-inference", OC, "src/open_clip_train/train.py", 586,
    "with torch.inference_mode():", "if True:", True, ["TL008"], "same_function",
    "evaluate() is called from main between epochs with grad enabled (src/open_clip_train/main.py:644, :656); without the "
    "block, model_out = task(batch) (:608, task.eval_forward -> get_trainable_module(use_ema=True), "
    "src/open_clip/task/clip_task.py:48-50, the trainable model whose parameters require grad) is graph-attached, so "
    "total_loss (:626-629) requires grad and `cumulative_loss += total_loss * batch_size` (:630) keeps the autograd "
    "graph of every validation batch alive across the loop (cumulative_gen_loss at :636 likewise)",
    report_line=630, also_accept=["src/open_clip_train/train.py:636"])
add("oc-tr-621-cpu", OC, "src/open_clip_train/train.py", 621,
    "all_primary_features.append(primary_features.cpu())", "all_primary_features.append(primary_features)",
    False, [], "other_file",
    "the accumulated features are only consumed by get_clip_metrics (train.py:658-667) -> _paired_retrieval_ranks, which "
    "moves every chunk with _to_device(chunk, device, dtype) before any op (src/open_clip_train/metrics.py:139-151) and "
    "converts only the rank tensors it builds itself (:169); the features are under inference_mode (no grad). Keeping "
    "them on the GPU costs memory (the comment at :619-620) but no conversion fails")
add("oc-tr-661-cpu", OC, "src/open_clip_train/train.py", 661,
    "logit_scale=logit_scale.cpu(),", "logit_scale=logit_scale,", False, [], "other_file",
    "get_clip_metrics passes logit_scale to _paired_retrieval_ranks, which only does torch.as_tensor(logit_scale, "
    "device=device, dtype=retrieval_dtype) (src/open_clip_train/metrics.py:126-130); a cuda 0-d tensor is as valid there "
    "as a CPU one and is never converted to NumPy")

# ================================================================ trlx (accelerate-based RLHF library)
add("tx-inf-166-cpu", TX, "examples/summarize_rlhf/trlx_inference_gptj.py", 166,
    "reward_fn(data_pred).cpu().numpy()", "reward_fn(data_pred).numpy()", True, ["TL001"], "same_file",
    "reward_fn returns torch.cat of the reward model's chosen_end_scores (:40-60); the reward model is moved to "
    "rw_device = torch.device('cuda:1') (:35-36) and its inputs .to(rw_device) (:52-53), so the scores are on cuda "
    "and .numpy() raises")
add("tx-inf-56-nograd", TX, "examples/summarize_rlhf/trlx_inference_gptj.py", 56,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_file",
    "rw_model is a GPTRewardModel (examples/summarize_rlhf/reward_model/reward_model.py, an nn.Module with a v_head "
    "Linear) loaded with load_state_dict, .half() and .eval() (:31-36) but never frozen (no requires_grad_(False)); "
    "without no_grad the chosen_end_scores it returns require grad, reward_fn returns their torch.cat (:59-60) and "
    "`reward_fn(data_pred).cpu().numpy()` (:166) raises 'Can't call numpy() on Tensor that requires grad'",
    report_line=166, also_accept=["examples/summarize_rlhf/trlx_inference_gptj.py:167"])
add("tx-nemo-284-cpu", TX, "trlx/trainer/nemo_ppo_trainer.py", 284,
    "gathered.cpu().numpy()", "gathered.numpy()", True, ["TL001"], "same_function",
    "gathered = torch.empty(...).cuda() (:282) filled by all_gather_into_tensor (:283), so it is a cuda tensor and "
    ".numpy() raises")
add("tx-pipe-77-cpu", TX, "trlx/pipeline/ppo_pipeline.py", 77,
    "v.cpu().tolist()", "v.tolist()", False, [], "same_function",
    "Tensor.tolist() works on any device and returns Python numbers for json.dump; no NumPy conversion is involved")

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
