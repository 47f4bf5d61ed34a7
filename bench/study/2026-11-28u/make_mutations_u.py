#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-28u study (run inside this folder)."""
import json

DS = "openvpi/DiffSinger"
TL = "KimMeen/Time-LLM"
GM = "THUDM/GraphMAE"
MD = "GuyTevet/motion-diffusion-model"

# ---------------------------------------------------------------- shared evidence
PL_DEV = ("DiffSinger pins lightning~=2.3.0 (requirements.txt; read at tag 2.3.3 = cf348673); BaseTask.start builds "
          "pl.Trainer(accelerator=hparams['pl_trainer_accelerator'], strategy=get_strategy(...)) "
          "(basics/base_task.py:398-409) with pl_trainer_accelerator: 'auto' (configs/base.yaml:75), and 'auto' resolves "
          "to 'cuda' when a GPU is present (lightning/pytorch/trainer/connectors/accelerator_connector.py:332-345 @2.3.3; "
          "the project's get_strategy does the same, utils/training_utils.py:396-397); before every validation_step the "
          "evaluation loop moves the whole batch dict to that device (loops/evaluation_loop.py:370 batch_to_device -> "
          "strategies/strategy.py:262-277 -> core/hooks.py:611 move_data_to_device @2.3.3), and the model lives there too")
BIN_DEV = ("BaseBinarizer.__init__ sets self.device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') "
           "(basics/base_binarizer.py:56), inherited by VarianceBinarizer")
MD_DEV = ("utils/dist_util.py:44-51 dev() returns torch.device(f'cuda:{used_device}') whenever CUDA is available and "
          "used_device >= 0; used_device is set by dist_util.setup_dist(args.device) and --device defaults to 0 "
          "(utils/parser_util.py:77)")
ACC_DEV = ("Time-LLM pins accelerate==0.28.0 (requirements.txt) and its scripts run `accelerate launch --multi_gpu "
           "--mixed_precision bf16` (scripts/TimeLLM_*.sh) with Accelerator(kwargs_handlers=[ddp_kwargs], "
           "deepspeed_plugin=DeepSpeedPlugin(hf_ds_config='./ds_config_zero2.json')) (run_main.py:102-104, "
           "run_m4.py:105-107); in the DeepSpeed branch AcceleratorState sets self.device = torch.device('cuda', "
           "local_process_index) (accelerate/state.py:178-211 @v0.28.0) and Accelerator.device returns it "
           "(accelerator.py:523-525 @v0.28.0)")
GM_DEV = ("main() sets device = args.device if args.device >= 0 else 'cpu' and moves the model there; --device is an int "
          "GPU id (graphmae/utils.py:46), and the documented runs pass one (README: `sh scripts/run_graph.sh "
          "<dataset_name> <gpu_id>`; scripts/run_*.sh pass --device $device), so device is a CUDA index")

M = []


def add(**kw):
    M.append(kw)


# ------------------------------------------------------------------ DiffSinger (singing voice synthesis, Lightning 2.3)
add(id="ds-plot-9-cpu", repo=DS, file="utils/plot.py", line=9,
    original="spec = spec.cpu().numpy()", mutated="spec = spec.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="spec_to_figure is called from AcousticTask.plot_mel (training/acoustic_task.py:240-241) with "
    "spec_cat = torch.cat([(out_spec - gt_spec).abs() + vmin, gt_spec, out_spec]) (:238), built from the validation "
    "batch mel and the model output of _validation_step (:180-196); " + PL_DEV + "; so spec is a cuda tensor and "
    ".numpy() raises at the first sanity-check validation batch (num_sanity_val_steps: 1, configs/base.yaml:56)",
    report_file="utils/plot.py", report_line=9,
    also_accept=["training/acoustic_task.py:240", "training/acoustic_task.py:241"])
add(id="ds-var-311-cpu", repo=DS, file="training/variance_task.py", line=311,
    original="gt_dur = gt_dur[0].cpu().numpy()", mutated="gt_dur = gt_dur[0].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="plot_dur is called from VarianceTask._validation_step (:274-277) with gt_dur = sample_get('ph_dur', i, "
    "data_idx), a slice of the validation batch (:254-255, :264); " + PL_DEV + "; so gt_dur is on cuda and .numpy() "
    "raises (predict_dur: true in configs/variance.yaml:30)")
add(id="ds-plot-20-cpu", repo=DS, file="utils/plot.py", line=20,
    original="dur_gt = dur_gt.cpu().numpy()", mutated="dur_gt = dur_gt.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: the only caller of dur_to_figure is VarianceTask.plot_dur (training/variance_task.py:314-316), "
    "which converts both arguments with gt_dur[0].cpu().numpy() / pred_dur[0].cpu().numpy() first (:311-312); the "
    "isinstance(dur_gt, torch.Tensor) branch never runs, so the removed .cpu() is dead code",
    also_accept=["training/variance_task.py:314"])
add(id="ds-var-333-cpu", repo=DS, file="training/variance_task.py", line=333,
    original="base_curve = base_curve[0].cpu().numpy()", mutated="base_curve = base_curve[0].numpy()", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: plot_curve's only call (training/variance_task.py:299-304) passes gt_curve, pred_curve and "
    "curve_name but never base_curve, which defaults to None (:329); the `if base_curve is not None:` branch (:332) "
    "never runs")
add(id="ds-base-266-autocast", repo=DS, file="basics/base_task.py", line=266,
    original="with torch.autocast(self.device.type, enabled=False):", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: without the region that switches autocast off, _validation_step runs inside Lightning's "
    "val_step_context (strategies/strategy.py:408 -> plugins/precision/amp.py:174-176 forward_context -> :112-113 "
    "torch.autocast(device, dtype=torch.bfloat16 if precision == 'bf16-mixed' else torch.half) @2.3.3); every "
    "shipped config sets pl_trainer_precision: '16-mixed' (configs/base.yaml:77, configs/templates/*.yaml), which on a "
    "GPU is float16 autocast (accelerator_connector.py:518-523), and NumPy supports float16, so spec_to_figure's "
    "spec.cpu().numpy() (utils/plot.py:9) and the variance plots' .cpu().numpy() (training/variance_task.py:311-331) "
    "still work (mixed fp16/fp32 torch.cat promotes to float32 anyway)",
    report_file="utils/plot.py", report_line=9,
    also_accept=["training/variance_task.py:312", "training/variance_task.py:320", "training/variance_task.py:331",
                 "basics/base_task.py:266"])
add(id="ds-bu-26-cpu", repo=DS, file="utils/binarizer_utils.py", line=26,
    original="return mel_torch.cpu().numpy()", mutated="return mel_torch.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="get_mel_torch picks device = 'cuda' if torch.cuda.is_available() else 'cpu' when none is given "
    "(:20-21), builds the STFT on it (:22) and moves the waveform there (:24); the binarizers pass their cuda "
    "self.device (preprocessing/acoustic_binarizer.py:115-120), so mel_torch is on cuda and .numpy() raises")
add(id="ds-vb-295-cpu", repo=DS, file="preprocessing/variance_binarizer.py", line=295,
    original="ph_dur.cpu().numpy()", mutated="ph_dur.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="ph_dur is computed from ph_dur_sec = torch.FloatTensor(...).to(self.device) (:292-294), and " + BIN_DEV +
    "; binarization runs on the GPU when there is one, so .numpy() raises for every item")
add(id="ds-vb-271-nograd", repo=DS, file="preprocessing/variance_binarizer.py", line=271,
    original="@torch.no_grad()", mutated="# @torch.no_grad()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="without the decorator, process_item runs midi_smooth = SinusoidalSmoothingConv1d(...) on the frame pitch "
    "(:383-387); SinusoidalSmoothingConv1d is a torch.nn.Conv1d whose weight stays an nn.Parameter (only its .data "
    "is replaced, utils/binarizer_utils.py:212-229), so smoothed_midi_pitch requires grad and .cpu().numpy() at "
    ":388 raises (predict_pitch: true in configs/variance.yaml:31); the other conversions there are of data or of "
    "integer length-regulator outputs",
    report_file="preprocessing/variance_binarizer.py", report_line=388,
    also_accept=["preprocessing/variance_binarizer.py:422"])
add(id="ds-bu-29-nograd", repo=DS, file="utils/binarizer_utils.py", line=29,
    original="@torch.no_grad()", mutated="# @torch.no_grad()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: get_mel2ph_torch only does integer arithmetic on durations and calls the LengthRegulator, "
    "a parameter-free module that returns an int64 index tensor (modules/fastspeech/tts_modules.py:297-330); integer "
    "tensors never require grad, and two of its three callers are inside @torch.no_grad() process_item methods "
    "anyway (preprocessing/variance_binarizer.py:271, preprocessing/acoustic_binarizer.py:112); the callers' "
    "mel2ph.cpu().numpy() still works",
    report_file="preprocessing/variance_binarizer.py", report_line=302,
    also_accept=["preprocessing/acoustic_binarizer.py:140", "augmentation/spec_stretch.py:47",
                 "preprocessing/variance_binarizer.py:370"])
add(id="ds-nsf-103-cpu", repo=DS, file="modules/vocoders/nsf_hifigan.py", line=103,
    original="wav_out = y.cpu().numpy()", mutated="wav_out = y.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: NsfHifiGAN.spec2wav's inputs go to self.device, which is the device of the generator's "
    "parameters (:28-30), and load_model loads the generator with map_location='cpu' (modules/nsf_hifigan/models.py:"
    "18-33); the only caller of spec2wav, inference/val_nsf_hifigan.py:57/:77, builds NsfHifiGAN() and never calls "
    "to_device (the training and inference paths use spec2wav_torch after to_device instead), so y is a CPU tensor "
    "(and made under no_grad) and .numpy() works")
add(id="ds-nsf-90-nograd", repo=DS, file="modules/vocoders/nsf_hifigan.py", line=90,
    original="with torch.no_grad():", mutated="if True:", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="the generator returned by load_model is only .eval()'d and remove_weight_norm()'d, never frozen "
    "(modules/nsf_hifigan/models.py:26-32), so its conv weights require grad; its caller inference/val_nsf_hifigan.py:77 "
    "calls spec2wav outside any no_grad, so without the block y = self.model(c, f0) requires grad and "
    "y.cpu().numpy() (:103) raises 'Can't call numpy() on Tensor that requires grad'",
    report_file="modules/vocoders/nsf_hifigan.py", report_line=103)
add(id="ds-dsa-252-cpu", repo=DS, file="inference/ds_acoustic.py", line=252,
    original="[0].cpu().numpy()", mutated="[0].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="BaseSVSInfer.__init__ defaults device to 'cuda' if torch.cuda.is_available() (basics/base_svs_infer.py:"
    "26-29; scripts/infer.py:210 passes none), the acoustic model is built with .to(self.device) (:53-59) and the "
    "vocoder is moved with vocoder.to_device(self.device) (:62-68); run_vocoder returns spec2wav_torch's waveform on "
    "that device (modules/vocoders/nsf_hifigan.py:38-69), so [0].numpy() raises")
add(id="ds-dsa-209-nograd", repo=DS, file="inference/ds_acoustic.py", line=209,
    original="@torch.no_grad()", mutated="# @torch.no_grad()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: run_vocoder only calls self.vocoder.spec2wav_torch, and both vocoders run their model inside "
    "their own `with torch.no_grad():` (modules/vocoders/nsf_hifigan.py:57-68, modules/vocoders/ddsp.py:73-84); the "
    "mel it receives comes from forward_model, itself @torch.no_grad() (:183); so the waveform never requires grad and "
    "run_inference's .cpu().numpy() (:252) still works",
    report_file="inference/ds_acoustic.py", report_line=252)

# ------------------------------------------------------------------ Time-LLM (LLM-reprogrammed forecasting, accelerate + DeepSpeed)
add(id="tl-main-217-item", repo=TL, file="run_main.py", line=217,
    original="train_loss.append(loss.item())", mutated="train_loss.append(loss)", bug=True,
    expected_codes=["TL008", "TL003", "TL002"], evidence_scope="same_function",
    reasoning="loss = criterion(outputs, batch_y) (:216) is the training loss of the model in train mode, later "
    "backpropagated with accelerator.backward(loss) (:233); appending the tensor keeps every iteration's autograd "
    "history alive in train_loss for the whole epoch, and np.average(train_loss) (:241) then fails on the list of "
    "cuda tensors that require grad",
    also_accept=["run_main.py:241"])
add(id="tl-tools-179-item", repo=TL, file="utils/tools.py", line=179,
    original="total_loss.append(loss.item())", mutated="total_loss.append(loss)", bug=True,
    expected_codes=["TL003"], evidence_scope="framework",
    reasoning="vali moves its inputs to accelerator.device (:143-152, :170) and the model was prepared by the same "
    "Accelerator (run_main.py:167-168, passed at :242-243); " + ACC_DEV + "; under the no_grad block the loss is a "
    "0-d cuda tensor without grad, so np.average(total_loss) (:182) raises \"can't convert cuda:0 device type tensor "
    "to numpy\" after the loop",
    report_file="utils/tools.py", report_line=182, also_accept=["utils/tools.py:179"])
add(id="tl-tools-141-nograd", repo=TL, file="utils/tools.py", line=141,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: even with grad enabled, the loop detaches before computing anything it keeps: "
    "pred = outputs.detach() and true = batch_y.detach() (:172-173), so loss and mae_loss carry no graph; the only "
    "conversions are loss.item() / mae_loss.item() (:179-180), which return Python floats, and np.average of those "
    "floats (:182-183)",
    report_file="utils/tools.py", report_line=179, also_accept=["utils/tools.py:180", "utils/tools.py:182"])
add(id="tl-m4-269-cpu", repo=TL, file="run_m4.py", line=269,
    original="outputs.detach().cpu().numpy()", mutated="outputs.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="outputs = torch.zeros((B, args.pred_len, C)).float().to(accelerator.device) (:256) is filled by the "
    "prepared model (:259-265); " + ACC_DEV + "; so outputs is on cuda and .numpy() raises before the forecasts are "
    "written")
add(id="tl-m4-269-detach", repo=TL, file="run_m4.py", line=269,
    original="outputs.detach().cpu().numpy()", mutated="outputs.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: outputs is a torch.zeros buffer (:256) filled by in-place slice assignment inside "
    "`with torch.no_grad():` (:252-265), so it never requires grad; .cpu().numpy() works without the detach")
add(id="tl-m4-273-cpu", repo=TL, file="run_m4.py", line=273,
    original="x.detach().cpu().numpy()", mutated="x.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="x = torch.tensor(x, dtype=torch.float32).to(accelerator.device) (:247); " + ACC_DEV + "; so x is on "
    "cuda and .numpy() raises")
add(id="tl-m4-273-detach", repo=TL, file="run_m4.py", line=273,
    original="x.detach().cpu().numpy()", mutated="x.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: x is made from the dataset's numpy window with torch.tensor(...) (:245-248), a leaf that "
    "never requires grad (and the conversion is inside torch.no_grad(), :252); .cpu().numpy() works")
add(id="tl-m4-256-float", repo=TL, file="run_m4.py", line=256,
    original="torch.zeros((B, args.pred_len, C)).float()", mutated="torch.zeros((B, args.pred_len, C))", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: torch.zeros already returns the default float32, so .float() is redundant; whatever dtype "
    "the model returns (bf16 when DeepSpeed's bf16 config casts the module, ds_config_zero2.json), the slice "
    "assignment outputs[...] = model(...) (:260-265) casts into the float32 buffer, so outputs.detach().cpu().numpy() "
    "(:269) converts a float32 tensor",
    report_file="run_m4.py", report_line=269)

# ------------------------------------------------------------------ GraphMAE (graph self-supervised learning, DGL / PyG)
add(id="gm-mg-40-cpu", repo=GM, file="main_graph.py", line=40,
    original="x_list.append(out.cpu().numpy())", mutated="x_list.append(out.numpy())", bug=True,
    expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="graph_classification_evaluation moves each batch with batch_g.to(device) (:34) and out is the pooled "
    "embedding of the model that main() moved with model.to(device) (:167, :190, called at :192); " + GM_DEV +
    " (main_graph.py:111); so out is on cuda and .numpy() raises")
add(id="gm-mg-32-nograd", repo=GM, file="main_graph.py", line=32,
    original="with torch.no_grad():", mutated="if True:", bug=True,
    expected_codes=["TL002"], evidence_scope="same_file",
    reasoning="the model given to graph_classification_evaluation is the GraphMAE model that main() builds, optimises "
    "and pretrains (:166-180, create_optimizer over its parameters); model.eval() (:29) does not stop grad, so "
    "without the block out = pooler(batch_g, model.embed(batch_g, feat)) requires grad and out.cpu().numpy() (:40) "
    "raises",
    report_file="main_graph.py", report_line=40)
add(id="gm-mg-90-item", repo=GM, file="main_graph.py", line=90,
    original="loss_list.append(loss.item())", mutated="loss_list.append(loss)", bug=True,
    expected_codes=["TL008", "TL003", "TL002"], evidence_scope="same_function",
    reasoning="loss is the pretraining loss returned by model(batch_g, feat) and backpropagated (:84-88); appending "
    "the tensor keeps each iteration's graph in loss_list for the whole epoch, and np.mean(loss_list) (:96) then "
    "fails on cuda tensors that require grad",
    also_accept=["main_graph.py:96"])
add(id="gm-mi-105-nograd", repo=GM, file="main_inductive.py", line=105,
    original="with torch.no_grad():", mutated="if True:", bug=True,
    expected_codes=["TL002"], evidence_scope="same_function",
    reasoning="mutli_graph_linear_evaluation trains `model` in the same loop (out = model(None, x); loss.backward(); "
    "optimizer.step(), :97-103): it is the LogisticRegression probe built in evaluete (:40) and defined in "
    "graphmae/evaluation.py:148-155; model.eval() (:106) does not stop grad, so without the block val_pred requires "
    "grad and torch.cat(val_out).cpu().numpy() (:112) raises",
    report_file="main_inductive.py", report_line=112, also_accept=["main_inductive.py:119"])
add(id="gm-ut-25-item", repo=GM, file="graphmae/utils.py", line=25,
    original="correct = correct.sum().item()", mutated="correct = correct.sum()", bug=True,
    expected_codes=["TL003"], evidence_scope="other_file",
    reasoning="accuracy() then returns correct / len(y_true), a 0-d cuda tensor (its inputs are the probe's "
    "predictions and labels on device, graphmae/evaluation.py:33-39, :59-65); linear_probing_for_transductive_node_"
    "classiifcation returns it as test_acc / estp_test_acc (:85), node_classification_evaluation passes them on (:26-27), "
    "and main_transductive.py appends them to acc_list (:119-121); the comparisons and f-strings accept a 0-d "
    "tensor, but np.mean(acc_list) (main_transductive.py:126) raises \"can't convert cuda:0 device type tensor to "
    "numpy\"; the device is the GPU id passed with --device (main_transductive.py:53, scripts/run_transductive.sh)",
    report_file="main_transductive.py", report_line=126,
    also_accept=["main_transductive.py:127", "main_inductive.py:265", "graphmae/utils.py:25"])
add(id="gm-cf-68-cpu", repo=GM, file="chem/finetune.py", line=68,
    original="y_scores = torch.cat(y_scores, dim = 0).cpu().numpy()", mutated="y_scores = torch.cat(y_scores, dim = 0).numpy()",
    bug=True, expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="eval moves each batch with batch.to(device) (:59) and pred is the output of the model that main() "
    "moved with model.to(device) (:185); device = torch.device('cuda:' + str(args.device)) if "
    "torch.cuda.is_available() (:128, --device default 0 at :88); so y_scores is on cuda and .numpy() raises")
add(id="gm-cf-61-nograd", repo=GM, file="chem/finetune.py", line=61,
    original="with torch.no_grad():", mutated="if True:", bug=True,
    expected_codes=["TL002", "TL008"], evidence_scope="same_file",
    reasoning="the model evaluated here is the one train() optimises (:30-49, called from main at :224); "
    "model.eval() (:53) does not stop grad, so without the block every pred requires grad, each iteration's graph is "
    "kept in y_scores (:65), and torch.cat(y_scores).cpu().numpy() (:68) raises",
    report_file="chem/finetune.py", report_line=68, also_accept=["chem/finetune.py:65"])
add(id="gm-cu-259-cpu", repo=GM, file="chem/util.py", line=259,
    original="data.edge_index.cpu().numpy()", mutated="data.edge_index.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: MaskAtom.__call__ is a per-sample transform applied by DataLoaderMaskingPred.collate_fn to "
    "raw dataset items (chem/dataloader.py:59-70) that MoleculeDataset builds on the CPU (chem/loader.py), before "
    "train_mae moves the collated batch with batch.to(device) (chem/pretraining.py:70); data.edge_index is a CPU "
    "tensor, so .numpy() works without .cpu()")
add(id="gm-cp-109-item", repo=GM, file="chem/pretraining.py", line=109,
    original="float(loss.cpu().item())", mutated="float(loss.cpu())", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: float() of a 0-d tensor calls Tensor.__float__, which returns a Python float even when the "
    "tensor requires grad (PyTorch only warns), so loss_accum stays a float and keeps no graph across iterations; "
    "loss.cpu() of the 0-d loss is a host copy, and nothing is converted to NumPy")
add(id="gm-ed-230-item", repo=GM, file="graphmae/models/edcoder.py", line=230,
    original='loss_item = {"loss": loss.item()}', mutated='loss_item = {"loss": loss}', bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: loss_dict is rebuilt by every forward and only read, when --logging is on, by "
    "TBLogger.note (graphmae/utils.py:225-230; main_transductive.py:41-43, main_graph.py:91-93, "
    "main_inductive.py:173-175), which calls tensorboardX SummaryWriter.add_scalar(key, value, step); tensorboardX "
    "converts a torch tensor itself: add_scalar -> summary.scalar -> make_np -> prepare_pytorch, which takes .data "
    "(detached) and then .cpu().numpy() (tensorboardX/writer.py:445-480, summary.py:159, x2num.py:17-42 @v2.6.5); no "
    "tensor is kept across iterations (the dict is replaced each step)",
    also_accept=["graphmae/utils.py:229", "main_transductive.py:43", "main_graph.py:93", "main_inductive.py:175"])
add(id="gm-du-120-data", repo=GM, file="graphmae/datasets/data_util.py", line=120,
    original="train_mask.data.numpy()", mutated="train_mask.numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: train_mask is the boolean node mask of the DGL dataset graph just loaded with load_data "
    "(:106-112); it lives on the CPU and never requires grad, so .numpy() works without .data")

# ------------------------------------------------------------------ MDM (text/action-to-motion diffusion)
add(id="md-eval-42-cpu", repo=MD, file="eval/eval_humanml.py", line=42,
    original="text_embeddings.cpu().numpy()", mutated="text_embeddings.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="text_embeddings comes from EvaluatorMDMWrapper.get_co_embeddings, which moves its inputs with "
    ".to(self.device) and runs encoders moved to that device (data_loaders/humanml/networks/evaluator_wrapper.py:"
    "143-147, :156-171); the wrapper is built with EvaluatorMDMWrapper(args.dataset, dist_util.dev()) (:327); "
    + MD_DEV + "; so .numpy() raises")
add(id="md-eval-84-cpu", repo=MD, file="eval/eval_humanml.py", line=84,
    original="motion_embeddings.cpu().numpy()", mutated="motion_embeddings.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="motion_embeddings is returned by EvaluatorMDMWrapper.get_motion_embeddings, computed on self.device "
    "(data_loaders/humanml/networks/evaluator_wrapper.py:176-187), the dist_util.dev() given at eval_humanml.py:327; "
    + MD_DEV + "; so .numpy() raises in evaluate_fid")
add(id="md-eval-32-nograd", repo=MD, file="eval/eval_humanml.py", line=32,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: the only tensors converted in the block come from eval_wrapper.get_co_embeddings, which runs "
    "its encoders inside its own `with torch.no_grad():` (data_loaders/humanml/networks/evaluator_wrapper.py:155-171), "
    "so text_embeddings / motion_embeddings never require grad and .cpu().numpy() (:42-43, :52) still works",
    report_file="eval/eval_humanml.py", report_line=42,
    also_accept=["eval/eval_humanml.py:43", "eval/eval_humanml.py:52"])
add(id="md-ew-176-nograd", repo=MD, file="data_loaders/humanml/networks/evaluator_wrapper.py", line=176,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: EvaluatorMDMWrapper.get_motion_embeddings has exactly two callers, evaluate_fid and "
    "evaluate_multimodality (eval/eval_humanml.py:80, :119), and both call it inside their own "
    "`with torch.no_grad():` (:77, :115); the returned embeddings do not require grad, so their .cpu().numpy() "
    "(:84, :124) still works",
    report_file="eval/eval_humanml.py", report_line=84, also_accept=["eval/eval_humanml.py:124"])
add(id="md-comp-184-nograd", repo=MD, file="data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py", line=184,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: the converted sample comes from diffusion.p_sample_loop (:159-161, :206-218), which yields "
    "from p_sample_loop_progressive, and that runs every denoising step inside its own `with th.no_grad():` "
    "(diffusion/gaussian_diffusion.py:591-658, :708-727); the lengths are data; so sample[...].cpu().numpy() (:225, "
    ":238) and the lengths' .cpu().numpy() (:226, :244) still work",
    report_file="data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py", report_line=225,
    also_accept=["data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py:226",
                 "data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py:238",
                 "data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py:244"])
add(id="md-comp-225-cpu", repo=MD, file="data_loaders/humanml/motion_loaders/comp_v6_model_dataset.py", line=225,
    original=".permute(1, 0).cpu().numpy()", mutated=".permute(1, 0).numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="sample is produced by p_sample_loop on the device of the model's parameters (diffusion/"
    "gaussian_diffusion.py:685-691), and eval_humanml.py moved the model with model.to(dist_util.dev()) (:312) before "
    "get_mdm_loader builds this dataset (:319-324); the conditioning is moved the same way here (:190-191); "
    + MD_DEV + "; so .numpy() raises while the generated test set is built")
add(id="md-gen-180-cpu", repo=MD, file="sample/generate.py", line=180,
    original="model_kwargs['y']['lengths'].cpu().numpy()", mutated="model_kwargs['y']['lengths'].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="generate.py moves every tensor of model_kwargs['y'] with val.to(dist_util.dev()) (:119), lengths "
    "included (a tensor from data_loaders/tensors.py:32); dist_util.setup_dist(args.device) (:38) and " + MD_DEV +
    "; so the lengths are on cuda and .numpy() raises")
add(id="md-edit-127-cpu", repo=MD, file="sample/edit.py", line=127,
    original="model_kwargs['y']['lengths'].cpu().numpy()", mutated="model_kwargs['y']['lengths'].numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: unlike generate.py, edit.py never moves model_kwargs['y'] to the device: it only moves "
    "input_motions (:68) and adds new device tensors (inpainting_mask, scale; :79, :87-90, :100); lengths is the CPU "
    "tensor collate builds with torch.as_tensor (data_loaders/tensors.py:32), and sampling never replaces it (MDM.forward "
    "moves the mask to x.device locally, model/mdm.py:244); so .numpy() works without .cpu()")
add(id="md-tl-473-ts-cpu", repo=MD, file="train/training_loop.py", line=473,
    original="ts.cpu().numpy()", mutated="ts.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="log_loss_dict is called from forward_backward with t from self.schedule_sampler.sample(micro.shape[0], "
    "dist_util.dev()) (:321, :344-346), and ScheduleSampler.sample returns th.from_numpy(indices_np).long().to(device) "
    "(diffusion/resample.py:42-58); " + MD_DEV + " (train/train_mdm.py:33); so ts is on cuda and .numpy() raises at "
    "the first training step")
add(id="md-tl-473-detach", repo=MD, file="train/training_loop.py", line=473,
    original="values.detach().cpu().numpy()", mutated="values.cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="same_file",
    reasoning="forward_backward passes {k: v * weights for k, v in losses.items()} (:344-346), where losses are the "
    "training losses of self.ddp_model computed with grad enabled and backpropagated right after (:333, :343, "
    ":347); values requires grad, so .cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad'")
add(id="md-tl-471-item", repo=MD, file="train/training_loop.py", line=471,
    original="values.mean().item()", mutated="values.mean()", bug=True,
    expected_codes=["TL008"], evidence_scope="other_file",
    reasoning="values carries the training graph (see :344-347); logger.logkv_mean stores a running mean "
    "name2val[key] = oldval * cnt / (cnt + 1) + val / (cnt + 1) (diffusion/logger.py:221-225, :350-353), so each "
    "step's graph is chained into the previous one and kept until dumpkvs, which run_loop calls only every "
    "log_interval steps (train/training_loop.py:220-221; --log_interval default 1000, utils/parser_util.py:165): "
    "graph-attached cuda tensors accumulate across iterations; the csv output then writes str(tensor) "
    "(logger.configure default 'stdout,log,csv')",
    also_accept=["diffusion/logger.py:352"])

for m in M:
    m.setdefault("expected_codes", [])
ORDER = ["id", "repo", "file", "line", "original", "mutated", "bug", "expected_codes", "evidence_scope",
         "reasoning", "report_file", "report_line", "also_accept"]
out = [{k: m[k] for k in ORDER if k in m} for m in M]
with open("mutations.json", "w") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(out), "mutations")
