#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-29v study (run inside this folder)."""
import json

CX = "microsoft/ClimaX"
SM = "Spijkervet/SimCLR"
SC = "wvangansbeke/Unsupervised-Classification"
SB = "BoevaLab/survboard"

# ---------------------------------------------------------------- shared evidence
PL_DEV = ("ClimaX pins pytorch-lightning==1.8.0 (docker/environment.yml; read at tag 1.8.0 = 7ee0994b); every shipped "
          "trainer config sets accelerator: gpu, strategy: ddp, precision: 16 (configs/global_forecast_climax.yaml:7-12, "
          "configs/regional_forecast_climax.yaml, configs/climate_projection.yaml); before validation_step/test_step "
          "the evaluation loop moves each batch with the strategy's batch_to_device "
          "(src/pytorch_lightning/loops/dataloader/evaluation_loop.py:140-146 -> strategies/strategy.py:259-274 "
          "move_data_to_device(batch, self.root_device) @1.8.0), and the module lives on that cuda device; "
          "GlobalForecastModule.validation_step/test_step (src/climax/global_forecast/module.py:121-142, :159-180) "
          "pass x, y to self.net.evaluate (src/climax/arch.py:268-270), which calls each metric with the cuda preds "
          "and y; the regional and climate-projection modules do the same (regional_forecast/module.py:143,182, "
          "climate_projection/module.py:132,164)")
PL_GRAD = ("Lightning 1.8.0 runs every validation/test loop inside _evaluation_context "
           "(src/pytorch_lightning/trainer/trainer.py:1171-1174), which is torch.inference_mode (Trainer's default "
           "inference_mode=True, trainer.py:165; :2227-2240) or torch.no_grad; lat_weighted_mse_val, "
           "lat_weighted_rmse and lat_weighted_acc are only called from validation_step/test_step through "
           "net.evaluate (global_forecast/module.py:137,175; regional_forecast/module.py:143,182; "
           "climate_projection/module.py:132,164); training uses lat_weighted_mse only (global_forecast/module.py:107)")
SKORCH = ("skorch is not pinned (read skorch 0.15.0, skorch/net.py): NeuralNet.forward(X, training=False, "
          "device='cpu') (:1444) gathers forward_iter (:1401-1442), whose evaluation_step runs "
          "`with torch.set_grad_enabled(training)` with training=False (:1108-1134) and moves each output "
          "to_device(yp, device='cpu') (:1442)")
SB_CPU = ("every construction of the multimodal Model passes device=\"cpu\" "
          "(scripts/python/driver_clinical_gex_multimodal_survival_pred.py:244, "
          "driver_multimodal_multimodal_survival_pred.py:235, driver_transfer_multimodal_survival_pred.py:284, "
          "time_multimodal_survival_pred.py:211); Model stores it (survboard/python/model/multimodal_survival_pred.py:"
          "721), moves the Net there (:738-739) and hands it to ModelCoach(device=self.device) (:778-785), whose "
          "self.device (:555) is used for the data (:557-561, :585-586) and the running buffers (:633-635)")
SC_CUDA = ("every script that mines neighbours first moves the bank to the GPU: MemoryBank.cuda() calls "
           "self.to('cuda:0') (utils/memory.py:87-88), which moves self.features and self.targets (:79-82); "
           "simclr.py:68/72 (memory_bank_base/val.cuda()), moco.py:58/60, tutorial_nn.py:61/65 and eval.py:71 all "
           "do so before fill_memory_bank and mine_nearest_neighbors (simclr.py:133-136, :144-147; moco.py:103-104, "
           ":113-115; tutorial_nn.py:80-83, :90-93; eval.py:74-78)")

M = []


def add(**kw):
    M.append(kw)


# ------------------------------------------------------------------ ClimaX (weather/climate forecasting, Lightning 1.8)
add(id="cx-met-93-cpu", repo=CX, file="src/climax/utils/metrics.py", line=93,
    original="loss_dict[k].cpu() for k", mutated="loss_dict[k] for k", bug=True,
    expected_codes=["TL003"], evidence_scope="framework",
    reasoning="lat_weighted_mse_val builds loss_dict from error = (pred - y) ** 2 (:81) as 0-d means (:89-91); "
    + PL_DEV + "; so every loss_dict value is a 0-d cuda tensor and np.mean of the list (:93) converts each with "
    "Tensor.__array__ -> .numpy(), which raises for cuda tensors at the first sanity-check validation batch")
add(id="cx-met-125-cpu", repo=CX, file="src/climax/utils/metrics.py", line=125,
    original="loss_dict[k].cpu() for k", mutated="loss_dict[k] for k", bug=True,
    expected_codes=["TL003"], evidence_scope="framework",
    reasoning="lat_weighted_rmse transforms the cuda preds and y (:108-109; torchvision Normalize keeps the device), "
    "computes error on them (:111) and 0-d per-variable values (:119-123); " + PL_DEV + "; np.mean of the list "
    "of 0-d cuda tensors (:125) raises 'can't convert cuda:0 device type tensor to numpy'")
add(id="cx-met-160-cpu", repo=CX, file="src/climax/utils/metrics.py", line=160,
    original="loss_dict[k].cpu() for k", mutated="loss_dict[k] for k", bug=True,
    expected_codes=["TL003"], evidence_scope="framework",
    reasoning="lat_weighted_acc moves clim to y.device (:147) and computes per-variable 0-d correlations from the "
    "cuda preds and y (:152-158); " + PL_DEV + "; np.mean of the list of cuda tensors (:160) raises")
add(id="cx-met-89-nograd", repo=CX, file="src/climax/utils/metrics.py", line=89,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: " + PL_GRAD + "; under inference_mode/no_grad the net's preds do not require grad, so the "
    "per-variable values built at :90-91 carry no grad without the local no_grad, and the .cpu() list reaching "
    "np.mean at :93 converts fine",
    report_line=93)
add(id="cx-met-152-nograd", repo=CX, file="src/climax/utils/metrics.py", line=152,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: " + PL_GRAD + "; so pred and y (:138-149) carry no grad and the 0-d correlations "
    "(:153-158) converted by np.mean([... .cpu() ...]) at :160 do not require grad without the local no_grad",
    report_line=160)

# ------------------------------------------------------------------ SimCLR (self-supervised images; DDP + Lightning)
add(id="sm-le-27-cpu", repo=SM, file="linear_evaluation.py", line=27,
    original="h.cpu().detach()", mutated="h.detach()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_file",
    reasoning="inference moves each batch with x = x.to(device) (:19) and h is the output of simclr_model(x, x) "
    "(:23); the only caller chain is __main__ -> get_features(simclr_model, ..., args.device) (:185-187) -> "
    "inference(loader, simclr_model, device) (:40-41), with args.device = torch.device('cuda' if "
    "torch.cuda.is_available() else 'cpu') (:119) and simclr_model.to(args.device) (:173); so h is on cuda and "
    "h.detach().numpy() raises")
add(id="sm-le-27-detach", repo=SM, file="linear_evaluation.py", line=27,
    original=".cpu().detach().numpy()", mutated=".cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: h is computed under torch.no_grad() (:22-23) and already detached by h = h.detach() (:25); "
    "the second .detach() is redundant")
add(id="sm-le-22-nograd", repo=SM, file="linear_evaluation.py", line=22,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug: without no_grad, h = simclr_model(x, x) requires grad, but h = h.detach() (:25) and "
    "h.cpu().detach().numpy() (:27) detach it before the conversion (the graph of one batch is dropped each step)",
    report_line=27)
add(id="sm-le-81-item", repo=SM, file="linear_evaluation.py", line=81,
    original="loss_epoch += loss.item()", mutated="loss_epoch += loss", bug=True,
    expected_codes=["TL008"], evidence_scope="same_function",
    reasoning="train() computes loss = criterion(model(x), y) (:71-72) outside no_grad for the trainable "
    "LogisticRegression probe (it calls loss.backward() at :78), so loss requires grad; without .item() "
    "loss_epoch becomes a cuda tensor that chains every step's graph until the epoch ends (returned at :87, "
    "printed at :197-199), the accumulated-autograd-history pattern")
add(id="sm-le-107-item", repo=SM, file="linear_evaluation.py", line=107,
    original="loss_epoch += loss.item()", mutated="loss_epoch += loss", bug=True,
    expected_codes=["TL008"], evidence_scope="same_function",
    reasoning="test() only calls model.eval() (:93), which does not turn grad mode off, and runs output = model(x) "
    "and loss = criterion(output, y) (:100-101) outside no_grad, so loss requires grad; without .item() "
    "loss_epoch keeps every test batch's graph alive across the loop (returned at :109)")
add(id="sm-main-52-item", repo=SM, file="main.py", line=52,
    original="loss_epoch += loss.item()", mutated="loss_epoch += loss", bug=True,
    expected_codes=["TL008"], evidence_scope="same_function",
    reasoning="loss = criterion(z_i, z_j) of the model output (:34-36) requires grad (loss.backward() at :37); it is "
    "replaced by loss.data.clone() only when torch.distributed is initialised (:41-43), i.e. with nodes > 1, and "
    "config/config.yaml sets nodes: 1, so main(0, args) (:182-183) keeps the grad loss; loss_epoch then chains "
    "every step's graph for the whole epoch (returned at :53)")
add(id="sm-main-49-item", repo=SM, file="main.py", line=49,
    original="loss.item(), args.global_step", mutated="loss, args.global_step", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: writer is torch.utils.tensorboard.SummaryWriter (:14, :128); add_scalar "
    "(torch/utils/tensorboard/writer.py:347-387, read in torch 2.13) calls summary.scalar (summary.py:354-371), "
    "which converts with make_np -> _prepare_pytorch: x.detach().cpu().numpy() (_convert_np.py:8-37); a cuda "
    "loss that requires grad is logged correctly")

# ------------------------------------------------------------------ SCAN / Unsupervised-Classification (image clustering)
add(id="sc-mem-49-cpu", repo=SC, file="utils/memory.py", line=49,
    original="self.features.cpu().numpy()", mutated="self.features.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="mine_nearest_neighbors converts the bank for faiss; " + SC_CUDA + "; so self.features is on "
    "cuda:0 and .numpy() raises",
    also_accept=["simclr.py:136", "moco.py:104", "eval.py:78"])
add(id="sc-mem-58-cpu", repo=SC, file="utils/memory.py", line=58,
    original="self.targets.cpu().numpy()", mutated="self.targets.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="with calculate_accuracy=True (the default, used by every caller) the targets are converted; " + SC_CUDA
    + "; so self.targets is on cuda:0 and .numpy() raises",
    also_accept=["simclr.py:136", "moco.py:104", "eval.py:78"])
add(id="sc-mem-75-detach", repo=SC, file="utils/memory.py", line=75,
    original="copy_(features.detach())", mutated="copy_(features)", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: MemoryBank.update's only caller is fill_memory_bank (utils/utils.py:60-68), decorated "
    "@torch.no_grad() (utils/utils.py:59), so copy_ records no history and self.features (a plain FloatTensor, "
    ":13) never requires grad; the .cpu().numpy() at :49 still works",
    report_line=49)
add(id="sc-utl-59-nograd", repo=SC, file="utils/utils.py", line=59,
    original="@torch.no_grad()", mutated="# @torch.no_grad()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: without no_grad the model output (utils/utils.py:67) requires grad, but "
    "MemoryBank.update copies features.detach() and targets.detach() into the bank (utils/memory.py:75-76), so "
    "self.features stays free of grad and the conversion in mine_nearest_neighbors (utils/memory.py:49) works "
    "(only memory is wasted on the discarded graphs)",
    report_file="utils/memory.py", report_line=49, also_accept=["utils/memory.py:58"])
add(id="sc-ev-144-cpu", repo=SC, file="utils/evaluate_utils.py", line=144,
    original="(targets.cpu().numpy()", mutated="(targets.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="hungarian_evaluate moves the targets to the GPU itself: targets = head['targets'].cuda() (:131); "
    "targets.numpy() raises for the cuda tensor")
add(id="sc-ev-145-cpu", repo=SC, file="utils/evaluate_utils.py", line=145,
    original="predictions.cpu().numpy()", mutated="predictions.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="predictions = head['predictions'].cuda() (:132) in the same function; predictions.numpy() raises "
    "for the cuda tensor (after nmi at :144 has converted the same tensors with .cpu())")
add(id="sc-ev-156-cpu", repo=SC, file="utils/evaluate_utils.py", line=156,
    original="reordered_preds.cpu().numpy()", mutated="reordered_preds.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="reordered_preds = torch.zeros(num_elems, dtype=predictions.dtype).cuda() (:138), filled in place "
    "(:139-140); with compute_confusion_matrix=True (scan.py:133-136, selflabel.py:116, eval.py:86-87) "
    "reordered_preds.numpy() raises for the cuda tensor")
add(id="sc-ev-100-item", repo=SC, file="utils/evaluate_utils.py", line=100,
    original="input_as_probabilities=True).item()", mutated="input_as_probabilities=True)", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: scan_evaluate is called only from scan.py:102 with predictions = get_predictions(p, "
    "val_dataloader, model) (scan.py:99), whose probabilities are moved to the CPU: probs = "
    "[torch.cat(prob_, dim=0).cpu() ...] (utils/evaluate_utils.py:71, :76), and the function runs under "
    "@torch.no_grad() (:87); entropy_loss is then a CPU 0-d tensor without grad, total_loss (:111) too, and "
    "np.argmin / np.min of the list (:116-117) convert CPU 0-d tensors fine; scan.py only compares and "
    "%-formats lowest_loss (scan.py:107-115)",
    also_accept=["utils/evaluate_utils.py:116", "utils/evaluate_utils.py:117"])
add(id="sc-trn-85-item", repo=SC, file="utils/train_utils.py", line=85,
    original="np.mean([v.item() for v in total_loss])", mutated="np.mean([v for v in total_loss])", bug=True,
    expected_codes=["TL003", "TL002"], evidence_scope="same_function",
    reasoning="scan_train moves anchors/neighbors with .cuda() (:61-62) and computes the head outputs outside "
    "no_grad (:68-69 or :72-73; only the backbone is under no_grad when update_cluster_head_only), so the "
    "per-head losses from criterion (:78-82) are cuda tensors that require grad (total_loss.backward() at :92); "
    "np.mean of the list converts each through Tensor.__array__ and raises (cuda device, and requires grad)")
add(id="sc-trn-33-item", repo=SC, file="utils/train_utils.py", line=33,
    original="losses.update(loss.item())", mutated="losses.update(loss)", bug=True,
    expected_codes=["TL008"], evidence_scope="other_file",
    reasoning="loss = criterion(model(input_)...) (:31-32) requires grad (loss.backward() at :36); losses is "
    "AverageMeter('Loss', ':.4e') (:15), whose update does self.sum += val * n and self.avg = self.sum / "
    "self.count (utils/utils.py:31-35), so the meter keeps a running sum that chains every step's graph for the "
    "whole epoch (simclr.py:111 calls simclr_train once per epoch)",
    also_accept=["utils/utils.py:33"])

# ------------------------------------------------------------------ survboard (multi-omics survival analysis)
add(id="sb-drv-278-detach", repo=SB, file="scripts/python/driver_clinical_gex_multimodal_survival_pred.py", line=278,
    original="hazard[\"hazard\"].detach().numpy()", mutated="hazard[\"hazard\"].numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="out, event, time = survmodel.predict(data, data_label) (:274) and hazard, representation = out "
    "(:275); Model.predict (survboard/python/model/multimodal_survival_pred.py:823-829) returns "
    "self.model(data), the trainable Net (:730-739), called outside any no_grad (the driver has none around "
    ":273-292 either), so hazard['hazard'] (Net.forward: self.hazard_layer1(x), :531-535) requires grad and "
    ".numpy() raises; the device is the CPU (:244), so only the grad matters")
add(id="sb-drv-276-detach", repo=SB, file="scripts/python/driver_clinical_gex_multimodal_survival_pred.py", line=276,
    original="event.detach().numpy()", mutated="event.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: event comes from Model.predict as data_label['label'][:, 0].to(self.device) "
    "(survboard/python/model/multimodal_survival_pred.py:826), a slice of the dataset's label tensor that never "
    "requires grad, on the CPU (device=\"cpu\", :244); .detach() is redundant")
add(id="sb-mm-649-detach", repo=SB, file="survboard/python/model/multimodal_survival_pred.py", line=649,
    original="hazard.detach()", mutated="hazard", bug=True,
    expected_codes=["TL002", "TL008"], evidence_scope="same_file",
    reasoning="hazard is hazard['hazard'] returned by _process_data_batch (:599), computed by self.model(data) "
    "inside torch.set_grad_enabled(phase == 'train') (:588-589); in the 'train' phase it requires grad, so "
    "running_hazard = torch.cat((running_hazard, hazard)) keeps every batch's graph across the loop (:637-649) "
    "and -running_hazard.cpu().numpy() (:655) raises 'Can't call numpy() on Tensor that requires grad'",
    report_line=655, also_accept=["survboard/python/model/multimodal_survival_pred.py:649",
                                  "survboard/python/model/multimodal_survival_pred.py:653"])
add(id="sb-mm-655-cpu", repo=SB, file="survboard/python/model/multimodal_survival_pred.py", line=655,
    original="-running_hazard.cpu().numpy()", mutated="-running_hazard.numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: running_hazard starts as torch.FloatTensor().to(self.device) (:635) and grows with "
    "hazard.detach() from the model on self.device (:649); " + SB_CPU + "; so it is a CPU tensor without grad "
    "and .numpy() works (with device=None, the default, .to(None) also leaves it on the CPU)")
add(id="sb-mm-642-item", repo=SB, file="survboard/python/model/multimodal_survival_pred.py", line=642,
    original="running_loss.append(loss.item())", mutated="running_loss.append(loss)", bug=True,
    expected_codes=["TL008"], evidence_scope="same_file",
    reasoning="loss comes from _process_data_batch (:638-640), computed by self.criterion inside "
    "torch.set_grad_enabled(phase == 'train') (:588-592) and backpropagated (:594-597), so in the 'train' phase it "
    "requires grad; running_loss.append(loss) keeps every batch's graph until the epoch's "
    "torch.mean(torch.tensor(running_loss)) (:651), the losses.append(loss) pattern")
add(id="sb-mm-644-data", repo=SB, file="survboard/python/model/multimodal_survival_pred.py", line=644,
    original="time.data.float()", mutated="time.float()", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: time is data_label['label'][:, 1].to(self.device) (:586), returned by "
    "_process_data_batch (:599); a label slice never requires grad, so .data changes nothing and "
    "running_sample_time.cpu().numpy() (:654) still works",
    report_line=654, also_accept=["survboard/python/model/multimodal_survival_pred.py:644"])
add(id="sb-sk-99-detach", repo=SB, file="survboard/python/model/skorch_infra.py", line=99,
    original=".detach()", mutated="", bug=True,
    expected_codes=["TL002"], evidence_scope="framework",
    reasoning="CoxPHNeuralNet.fit (used for model_type 'cox' and 'survival_net', survboard/python/utils/"
    "factories.py:214-215; driver_unimodal.py:65, :186) calls self.module_.forward(torch.tensor(X)) directly "
    "(:98), outside skorch's no-grad evaluation_step, after partial_fit has trained module_; module_ is the "
    "nn.Module skorch instantiates from module= (skorch/net.py:586 initialize_module @0.15.0) with trainable "
    "parameters, so the clamped output requires grad and .numpy() (:100) raises without .detach(); "
    "the device is skorch's default 'cpu' (net.py:311; the drivers set none)",
    report_line=98, also_accept=["survboard/python/model/skorch_infra.py:100"])
add(id="sb-sk-113-detach", repo=SB, file="survboard/python/model/skorch_infra.py", line=113,
    original=".detach().numpy()", mutated=".numpy()", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: CoxPHNeuralNet.predict_survival_function uses self.forward(X), skorch's NeuralNet.forward "
    "(CoxPHNeuralNet -> BaseSurvivalNet -> skorch.net.NeuralNet, :4, :15, :89); " + SKORCH + "; the output has no "
    "grad and is on the CPU, so .detach() is redundant")
add(id="sb-uni-269-detach", repo=SB, file="scripts/python/driver_unimodal.py", line=269,
    original=".detach()", mutated="", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: grid.best_estimator_ is a clone of net = SKORCH_NET_FACTORY[model_type](...) (:186; "
    "RandomizedSearchCV at :216), and this branch runs for model_type 'eh' (:240, :257; EHNeuralNet, "
    "factories.py:216), whose predict is BaseSurvivalNet.predict = self.forward(X) "
    "(survboard/python/model/skorch_infra.py:15-18, :149); " + SKORCH + "; the prediction has no grad, so "
    ".detach() before .numpy() (:270) is redundant",
    report_line=266, also_accept=["scripts/python/driver_unimodal.py:270"])

for m in M:
    m.setdefault("expected_codes", [])
ORDER = ["id", "repo", "file", "line", "original", "mutated", "bug", "expected_codes", "evidence_scope",
         "reasoning", "report_file", "report_line", "also_accept"]
out = [{k: m[k] for k in ORDER if k in m} for m in M]
with open("mutations.json", "w") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(out), "mutations")
