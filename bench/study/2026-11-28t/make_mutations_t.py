#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-28t study (run inside this folder)."""
import json

CO = "mindslab-ai/cotatron"
CH = "amazon-science/chronos-forecasting"
SP = "NVlabs/SPADE"
FR = "chenyuntc/simple-faster-rcnn-pytorch"

PL_DEV = ("cotatron pins pytorch-lightning==0.7.1 (requirements.txt); cotatron_trainer.py:36-42 builds "
          "Trainer(gpus=-1 if args.gpus is None else args.gpus, distributed_backend='ddp'), so Lightning moves the "
          "module to the GPU (pytorch_lightning/trainer/distrib_data_parallel.py:315 model.cuda(gpu_idx) @0.7.1) and "
          "LightningDistributedDataParallel.forward scatters every batch onto that GPU before calling "
          "training_step/validation_step (overrides/data_parallel.py:80-96 @0.7.1; evaluation_loop.py:415-417 takes "
          "the DDP path model(*args))")
PL_NOGRAD = ("Lightning 0.7.1 runs the whole validation loop with gradients off: Trainer._evaluate calls "
             "torch.set_grad_enabled(False) (pytorch_lightning/trainer/evaluation_loop.py:236 @0.7.1, re-enabled at "
             ":318), and validation_step is only called from there")
CH_DEV = ("scripts/evaluation/evaluate.py loads the pipeline with BaseChronosPipeline.from_pretrained(model_id, "
          "device_map=device, ...) whose `device` defaults to \"cuda\" (evaluate.py:245/277 for chronos-bolt, "
          ":295/328 for chronos-2)")
FR_DEV = ("train.py:67 builds FasterRCNNTrainer(faster_rcnn).cuda() and :78 moves each image with img.cuda().float(); "
          "utils/array_tool.py:15-22 totensor(data, cuda=True) moves to the GPU by default")
SP_DEV = ("trainers/pix2pix_trainer.py:20-22 wraps Pix2PixModel in DataParallelWithCallback(device_ids=opt.gpu_ids) "
          "(default gpu_ids '0'), Pix2PixModel.preprocess_input moves label/instance/image with .cuda() "
          "(models/pix2pix_model.py:111-114) and networks are .cuda()'d at creation (models/networks/__init__.py:45); "
          "the generated image is gathered on gpu_ids[0]")

M = []


def add(**kw):
    M.append(kw)


# ------------------------------------------------------------------ Cotatron (voice conversion, Lightning 0.7.1)
add(id="co-log-17-cpu", repo=CO, file="utils/loggers.py", line=17,
    original="mel_pred.cpu().detach().numpy()", mutated="mel_pred.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="TacotronLogger.log_figures is called from Cotatron.validation_step (cotatron.py:88) with the "
    "decoder output mel_pred; " + PL_DEV + "; so mel_pred is a cuda tensor and .numpy() raises at the first "
    "validation batch (num_sanity_val_steps=1 makes it happen before training)")
add(id="co-log-18-detach", repo=CO, file="utils/loggers.py", line=18,
    original="mel_postnet.cpu().detach().numpy()", mutated="mel_postnet.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: mel_postnet is an output of the trainable decoder, but log_figures is only reached from "
    "Cotatron.validation_step (cotatron.py:88); " + PL_NOGRAD + ", so mel_postnet does not require grad and "
    ".cpu().numpy() works (the .cpu() is kept)")
add(id="co-log-19-detach", repo=CO, file="utils/loggers.py", line=19,
    original="mel_target.cpu().detach().numpy()", mutated="mel_target.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: mel_target is the ground-truth mel batch unpacked from the DataLoader batch in "
    "Cotatron.validation_step (cotatron.py:77, passed at :88); data never requires grad (and validation also runs "
    "with grad disabled), so .cpu().numpy() works without the detach")
add(id="co-log-19-cpu", repo=CO, file="utils/loggers.py", line=19,
    original="mel_target.cpu().detach().numpy()", mutated="mel_target.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="mel_target is part of the validation batch (cotatron.py:77, :88), and " + PL_DEV + "; so the batch "
    "tensor is on cuda when log_figures converts it and .numpy() raises")
add(id="co-log-20-cpu", repo=CO, file="utils/loggers.py", line=20,
    original="alignment.cpu().detach().numpy()", mutated="alignment.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="alignment is the attention output of TTSDecoder in Cotatron.forward (cotatron.py:44-47), passed to "
    "log_figures at cotatron.py:88; " + PL_DEV + "; so alignment is a cuda tensor and .numpy() raises")
add(id="co-log-54-cpu", repo=CO, file="utils/loggers.py", line=54,
    original="mel_source.cpu().detach().numpy()", mutated="mel_source.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="SynthesizerLogger.log_figures is called from Synthesizer.validation_step (synthesizer.py:133) with "
    "the batch mel_source; the project itself shows the run is on cuda: validation_step builds "
    "torch.LongTensor(...).cuda() speaker indices and feeds them to self.speaker (synthesizer.py:127-128), and "
    "get_cnn_mask allocates torch.cuda.LongTensor (:93); Lightning scatters the batch to that GPU "
    "(" + PL_DEV + "); .numpy() of the cuda mel_source raises")
add(id="co-log-55-cpu", repo=CO, file="utils/loggers.py", line=55,
    original="mel_s_s.cpu().detach().numpy()", mutated="mel_s_s.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="mel_s_s is the VCDecoder output of Synthesizer.validation_step (synthesizer.py:123), passed to "
    "log_figures at :133; the decoder runs on the GPU (the .cuda() speaker index at :127 goes through "
    "self.speaker, and get_cnn_mask uses torch.cuda.LongTensor at :93), so .numpy() raises")
add(id="co-log-56-cpu", repo=CO, file="utils/loggers.py", line=56,
    original="mel_s_t.cpu().detach().numpy()", mutated="mel_s_t.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="mel_s_t = self.decoder(ling_s, z_t, mask) with z_t = self.speaker(torch.LongTensor(...).cuda()) "
    "(synthesizer.py:127-129) is a cuda tensor; it is passed to log_figures at :133 and .numpy() raises")
add(id="co-log-57-detach", repo=CO, file="utils/loggers.py", line=57,
    original="alignment.cpu().detach().numpy()", mutated="alignment.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: in Synthesizer the alignment comes from the pretrained Cotatron (synthesizer.py:58-60), "
    "which is frozen: load_cotatron and the overridden train() call self.cotatron.eval(); self.cotatron.freeze() "
    "(synthesizer.py:38-39, :49-50; LightningModule.freeze sets requires_grad=False on every parameter), and "
    "validation also runs with grad disabled; so alignment has no grad and .cpu().numpy() works")
add(id="co-log-58-detach", repo=CO, file="utils/loggers.py", line=58,
    original="residual.cpu().detach().numpy()", mutated="residual.cpu().numpy()", bug=False,
    expected_codes=[], evidence_scope="framework",
    reasoning="not a bug: residual comes from the trainable ResidualEncoder (synthesizer.py:121), but log_figures "
    "is only called from Synthesizer.validation_step (:133); " + PL_NOGRAD)
add(id="co-log-58-cpu", repo=CO, file="utils/loggers.py", line=58,
    original="residual.cpu().detach().numpy()", mutated="residual.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="residual = self.residual_encoder(mel_source, mask, output_lengths) on the GPU batch "
    "(synthesizer.py:121); " + PL_DEV + "; .numpy() of the cuda residual raises")
add(id="co-enc-30-cpu", repo=CO, file="modules/encoder.py", line=30,
    original="input_lengths.cpu().numpy()", mutated="input_lengths.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="TextEncoder.forward receives input_lengths from Cotatron.forward (cotatron.py:40), i.e. the "
    "input_lengths of the training/validation batch (cotatron.py:64, :77; text_mel_collate builds it as a "
    "LongTensor); " + PL_DEV + ", so input_lengths is on cuda and .numpy() raises at the first step")
add(id="co-enc-85-cpu", repo=CO, file="modules/encoder.py", line=85,
    original="input_lengths.cpu().numpy()", mutated="input_lengths.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="framework",
    reasoning="SpeakerEncoder.forward gets output_lengths from the batch (cotatron.py:41; synthesizer.py:54), "
    "scattered to the GPU by Lightning (" + PL_DEV + "); the (len+1)//2 arithmetic and torch.sort keep it on "
    "cuda, so .numpy() raises")

# ------------------------------------------------------------------ Chronos (time-series forecasting, HF)
add(id="ch-bolt-594-cpu", repo=CH, file="src/chronos/chronos_bolt.py", line=594,
    original='.to(dtype=torch.float32, device="cpu")', mutated=".to(dtype=torch.float32)", bug=True,
    expected_codes=["TL001", "TL003"], evidence_scope="other_file",
    reasoning="ChronosBoltPipeline.predict moves the context to self.model.device (chronos_bolt.py:556) and casts "
    "the model output back .to(context_tensor) (:559, :585), so without the device move the forecast stays on "
    "the model's device; " + CH_DEV + "; predict_quantiles (:607-644) only indexes it, so "
    "BaseChronosPipeline.predict_df calls quantiles.numpy() on a cuda tensor (base.py:229, TL001) and "
    "evaluate.py's generate_forecasts appends cuda tensors and np.concatenate(forecast_outputs) fails "
    "(evaluate.py:95, TL003)",
    report_file="src/chronos/base.py", report_line=229,
    also_accept=["scripts/evaluation/evaluate.py:95", "src/chronos/chronos_bolt.py:594"])
add(id="ch-bolt-594-float", repo=CH, file="src/chronos/chronos_bolt.py", line=594,
    original='.to(dtype=torch.float32, device="cpu")', mutated='.to(device="cpu")', bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug even for a bf16 model (evaluate.py allows torch_dtype=bfloat16): the context is cast to "
    "float32 at chronos_bolt.py:556 and every model output is cast back with .quantile_preds.to(context_tensor) "
    "(:559, :585), and torch.quantile keeps float32 (:589), so the concatenation is already float32; "
    "quantiles.numpy() at base.py:229 works",
    report_file="src/chronos/base.py", report_line=229, also_accept=["src/chronos/chronos_bolt.py:594"])
add(id="ch-bolt-608-detach", repo=CH, file="src/chronos/chronos_bolt.py", line=608,
    original=".detach().swapaxes(1, 2)", mutated=".swapaxes(1, 2)", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: ChronosBoltPipeline.predict runs every model call inside `with torch.no_grad():` "
    "(chronos_bolt.py:558, :581), so its result has no grad; predict_quantiles' output is converted with "
    ".numpy() in base.py:229 and np.concatenate in evaluate.py:95, which work without the detach",
    report_file="src/chronos/base.py", report_line=229, also_accept=["src/chronos/chronos_bolt.py:608"])
add(id="ch-t5-511-cpu", repo=CH, file="src/chronos/chronos.py", line=511,
    original='.to(dtype=torch.float32, device="cpu")', mutated=".to(dtype=torch.float32)", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: in ChronosPipeline.predict the context tensor and the tokenizer state stay on the CPU "
    "(context_input_transform runs on the CPU context; only token_ids/attention_mask are moved to "
    "self.model.device, chronos.py:491-494), and the generated token ids are brought back with "
    "samples.to(scale.device) before output_transform (:501), which indexes the CPU centers (:233-240); so every "
    "prediction is already on the CPU and quantiles.numpy() in base.py:229 works",
    report_file="src/chronos/base.py", report_line=229, also_accept=["src/chronos/chronos.py:511"])
add(id="ch-t5-511-float", repo=CH, file="src/chronos/chronos.py", line=511,
    original='.to(dtype=torch.float32, device="cpu")', mutated='.to(device="cpu")', bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug although evaluate.py's `chronos` command loads the model in bfloat16 by default "
    "(evaluate.py:179, :223): the forecast is not a model activation but centers[indices] * scale "
    "(output_transform, chronos.py:233-240), where centers is a float32 torch.linspace (:157) and scale comes "
    "from the context cast to float32 (:173); so the prediction is float32 and .numpy() at base.py:229 works",
    report_file="src/chronos/base.py", report_line=229, also_accept=["src/chronos/chronos.py:511"])
add(id="ch-t5-524-detach", repo=CH, file="src/chronos/chronos.py", line=524,
    original=".detach().swapaxes(1, 2)", mutated=".swapaxes(1, 2)", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: ChronosPipeline.predict returns centers[indices] * scale (chronos.py:501, :233-240) "
    "where the indices are sampled token ids (integers from ChronosModel.forward -> generate, :292-340), centers "
    "is a plain tensor and scale is computed from the input context; nothing in it requires grad, so the "
    "conversions downstream (base.py:229, evaluate.py:95) work",
    report_file="src/chronos/base.py", report_line=229, also_accept=["src/chronos/chronos.py:524"])
add(id="ch2-715-cpu", repo=CH, file="src/chronos/chronos2/pipeline.py", line=715,
    original='dtype=torch.float32, device="cpu"', mutated="dtype=torch.float32", bug=True,
    expected_codes=["TL001", "TL003"], evidence_scope="other_file",
    reasoning="Chronos2Pipeline._predict_batch moves the context to self.model.device (pipeline.py:666) and "
    "_predict_step casts the output .to(context) (:745), so without device='cpu' batch_prediction stays on the "
    "model's device; " + CH_DEV + "; predict_quantiles only rearranges/indexes the per-series slices "
    "(:763-...), so predict_df's torch.stack(quantiles).numpy() raises (pipeline.py:945, TL001) and "
    "evaluate.py's np.stack(quantiles) for Chronos-2 fails (evaluate.py:92, TL003)",
    report_file="src/chronos/chronos2/pipeline.py", report_line=945,
    also_accept=["scripts/evaluation/evaluate.py:92", "src/chronos/chronos2/pipeline.py:715"])
add(id="ch2-715-float", repo=CH, file="src/chronos/chronos2/pipeline.py", line=715,
    original='dtype=torch.float32, device="cpu"', mutated='device="cpu"', bug=False,
    expected_codes=[], evidence_scope="same_function",
    reasoning="not a bug even with a bf16 model: _predict_batch casts the context to float32 (pipeline.py:666) "
    "and every prediction, including the long-horizon unroll (which also goes through _predict_step, :447), is "
    "cast with .quantile_preds.to(context) (:745), so the concatenation is float32 and "
    "torch.stack(quantiles).numpy() (:945) works",
    report_file="src/chronos/chronos2/pipeline.py", report_line=945,
    also_accept=["src/chronos/chronos2/pipeline.py:715"])
add(id="ch2-742-nograd", repo=CH, file="src/chronos/chronos2/pipeline.py", line=742,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: _predict_step is only called from _predict_batch (pipeline.py:680) and "
    "_autoregressive_unroll_for_long_horizon (:447), both reached only from Chronos2Pipeline.predict, which is "
    "decorated @torch.no_grad() (:467); so the predictions still have no grad and the conversions in predict_df "
    "(:945) and evaluate.py:92 work",
    report_file="src/chronos/chronos2/pipeline.py", report_line=945,
    also_accept=["src/chronos/chronos2/pipeline.py:742"])

# ------------------------------------------------------------------ SPADE (semantic image synthesis)
add(id="sp-util-87-cpu", repo=SP, file="util/util.py", line=87,
    original="image_tensor.detach().cpu().float().numpy()", mutated="image_tensor.detach().float().numpy()",
    bug=True, expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="tensor2im converts the 'synthesized_image' visual: train.py:54 passes trainer.get_latest_generated(), "
    "the fake image of Pix2PixModel.compute_generator_loss (trainers/pix2pix_trainer.py:35-40); " + SP_DEV +
    "; Visualizer.convert_visuals_to_numpy calls util.tensor2im (util/visualizer.py:134), so .numpy() of the "
    "cuda image raises at the first display step (test.py:36-43 does the same with the inference output)")
add(id="sp-util-87-detach", repo=SP, file="util/util.py", line=87,
    original="image_tensor.detach().cpu().float().numpy()", mutated="image_tensor.cpu().float().numpy()",
    bug=True, expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="during training the synthesized image given to the visualizer (train.py:54) is the generator output "
    "kept by Pix2PixTrainer.run_generator_one_step (pix2pix_trainer.py:35-40), computed with grad in "
    "compute_generator_loss (models/pix2pix_model.py:135) and used for g_loss.backward(); .cpu() and .float() keep "
    "requires_grad, so .numpy() raises 'Can't call numpy() on Tensor that requires grad' (test.py's inference "
    "path is under no_grad, training is not)")
add(id="sp-util-87-float", repo=SP, file="util/util.py", line=87,
    original="image_tensor.detach().cpu().float().numpy()", mutated="image_tensor.detach().cpu().numpy()",
    bug=False, expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: every tensor tensor2im receives is float32 (generator outputs of float32 networks, "
    "loader images from ToTensor/Normalize) or an integer label map (through tensor2label with label_nc == 0); "
    "the project never uses .half(), float16, bfloat16 or autocast, and .numpy() works for all these dtypes")
add(id="sp-util-119-cpu", repo=SP, file="util/util.py", line=119,
    original="label_tensor.cpu().float()", mutated="label_tensor.float()", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug although the label can be on cuda (test.py:36 lets preprocess_input replace "
    "data_i['label'] by its .cuda() copy in place, pix2pix_model.py:112, and test.py:41 then visualizes "
    "data_i['label'][b]): the tensor converted at util.py:123 is not label_tensor itself but the output of "
    "Colorize.__call__, which allocates a CPU torch.ByteTensor (util.py:267) and fills it through masks moved "
    "with .cpu() (:272); so label_tensor.numpy() at :123 is of a CPU tensor",
    report_file="util/util.py", report_line=123, also_accept=["util/util.py:119"])
add(id="sp-col-272-cpu", repo=SP, file="util/util.py", line=272,
    original="(label == gray_image[0]).cpu()", mutated="(label == gray_image[0])", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: Colorize is only called from tensor2label (util.py:121), after "
    "label_tensor = label_tensor.cpu().float() (:119) and .max(0) (:121), so gray_image is already a CPU tensor "
    "and the mask is CPU; color_image is a CPU ByteTensor and label_tensor.numpy() at :123 works",
    report_file="util/util.py", report_line=123, also_accept=["util/util.py:272"])
add(id="sp-p2p-56-nograd", repo=SP, file="models/pix2pix_model.py", line=56,
    original="with torch.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: without no_grad the inference fake_image requires grad (netG parameters are trainable; "
    "model.eval() at test.py:20 does not change that), but its only consumer is test.py:42 -> "
    "Visualizer.save_images -> util.tensor2im, which converts with image_tensor.detach().cpu().float().numpy() "
    "(util/util.py:87), so the detach makes it work",
    report_file="util/util.py", report_line=87, also_accept=["test.py:42"])

# ------------------------------------------------------------------ simple-faster-rcnn (object detection)
add(id="fr-at-12-cpu", repo=FR, file="utils/array_tool.py", line=12,
    original="data.detach().cpu().numpy()", mutated="data.detach().numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="tonumpy is called with cuda tensors throughout: FasterRCNN.predict converts at.tonumpy(roi) and "
    "at.tonumpy(roi_cls_loc) (model/faster_rcnn.py:249-250) where roi = at.totensor(rois) (cuda by default) and "
    "roi_cls_loc is the head output on the GPU; trainer.py:141 converts rpn_score and train.py:89 img[0]; "
    + FR_DEV + "; .numpy() of a cuda tensor raises")
add(id="fr-at-12-detach", repo=FR, file="utils/array_tool.py", line=12,
    original="data.detach().cpu().numpy()", mutated="data.cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="FasterRCNNTrainer.forward calls at.tonumpy(rpn_score) (trainer.py:141) on rpn_scores[0], an output "
    "of the RPN computed with grad during training (trainer.py:99-105, loss backpropagated in train_step); .cpu() "
    "keeps requires_grad, so .numpy() raises at every training step",
    report_file="utils/array_tool.py", report_line=12, also_accept=["trainer.py:141"])
add(id="fr-at-19-detach", repo=FR, file="utils/array_tool.py", line=19,
    original="tensor = data.detach()", mutated="tensor = data", bug=True,
    expected_codes=["TL002"], evidence_scope="framework",
    reasoning="trainer.py:160 passes at.totensor(roi_score, False) to torchnet's ConfusionMeter.add; roi_score is "
    "the RoI head's classification output, computed with grad (it feeds roi_cls_loss); without the detach "
    "totensor returns it unchanged and ConfusionMeter.add converts it with `.cpu().squeeze().numpy()` "
    "(torchnet ConfusionMeter.add: `predicted = predicted.cpu().squeeze().numpy()`, read through the index in a "
    "copy marked 'Taken from https://github.com/pytorch/tnt/blob/master/torchnet/meter/confusionmeter.py'; the "
    "pytorch/tnt@05f55154 version in the index converts with .cpu().squeeze().numpy() too), which raises for a "
    "tensor that requires grad",
    report_file="trainer.py", report_line=160, also_accept=["utils/array_tool.py:19"])
add(id="fr-at-29-item", repo=FR, file="utils/array_tool.py", line=29,
    original="return data.item()", mutated="return data", bug=True,
    expected_codes=["TL008", "TL003", "TL002"], evidence_scope="framework",
    reasoning="FasterRCNNTrainer.update_meters does loss_d = {k: at.scalar(v) ...} on the LossTuple of the training "
    "step (trainer.py:172, :224-227): every loss is a 0-d cuda tensor that requires grad (total_loss is "
    "backpropagated in train_step); without .item() torchnet's AverageValueMeter.add does self.sum += value "
    "(pytorch/tnt averagevaluemeter.py, read through the index @337429dc), so each meter chains the graphs of every "
    "iteration until reset_meters (a leak across the loop); get_meter_data returns mean = self.sum / n, a cuda "
    "tensor with grad, which train.py:86 plots through Visualizer.plot -> np.array([y]) (utils/vis_tool.py:210), "
    "and that implicit conversion raises (the released torchnet 0.0.4 add already calls np.sqrt on it)",
    report_file="trainer.py", report_line=227,
    also_accept=["utils/array_tool.py:29", "trainer.py:225", "utils/vis_tool.py:210"])
add(id="fr-rpn-124-cpu", repo=FR, file="model/region_proposal_network.py", line=124,
    original="rpn_locs[i].cpu().data.numpy()", mutated="rpn_locs[i].data.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="rpn_locs is the output of the RPN's loc conv on the extractor features; " + FR_DEV + "; so in "
    "training (trainer.py:99-100) and in predict the tensor is on cuda and .data.numpy() raises")
add(id="fr-rpn-125-cpu", repo=FR, file="model/region_proposal_network.py", line=125,
    original="rpn_fg_scores[i].cpu().data.numpy()", mutated="rpn_fg_scores[i].data.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="rpn_fg_scores is the softmax of the RPN score conv on the GPU features (" + FR_DEV + "); "
    ".data does not move it, so .numpy() raises")
add(id="fr-rpn-125-data", repo=FR, file="model/region_proposal_network.py", line=125,
    original="rpn_fg_scores[i].cpu().data.numpy()", mutated="rpn_fg_scores[i].cpu().numpy()", bug=True,
    expected_codes=["TL002"], evidence_scope="other_file",
    reasoning="during training FasterRCNNTrainer.forward calls self.faster_rcnn.rpn(...) with grad enabled "
    "(trainer.py:99-100, train_step -> backward), so rpn_fg_scores requires grad; .cpu() keeps it, and .numpy() "
    "raises 'Can't call numpy() on Tensor that requires grad' at every step (predict is under @nograd, "
    "training is not)")
add(id="fr-ct-430-cpu", repo=FR, file="model/utils/creator_tool.py", line=430,
    original="keep.cpu().numpy()", mutated="keep.numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="same_function",
    reasoning="keep is the index tensor returned by torchvision nms called on torch.from_numpy(roi).cuda() and "
    "torch.from_numpy(score).cuda() (creator_tool.py:424-427), so it is on cuda and .numpy() raises")
add(id="fr-frc-177-cpu", repo=FR, file="model/faster_rcnn.py", line=177,
    original="cls_bbox_l[keep].cpu().numpy()", mutated="cls_bbox_l[keep].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="_suppress receives cls_bbox = at.totensor(cls_bbox) from predict (faster_rcnn.py:251, :259); "
    "totensor's default cuda=True moves it with .cuda() (utils/array_tool.py:15-22), so cls_bbox_l[keep] is a "
    "cuda tensor and .numpy() raises in every predict (eval in train.py:38)")
add(id="fr-frc-180-cpu", repo=FR, file="model/faster_rcnn.py", line=180,
    original="prob_l[keep].cpu().numpy()", mutated="prob_l[keep].numpy()", bug=True,
    expected_codes=["TL001"], evidence_scope="other_file",
    reasoning="prob = F.softmax(at.totensor(roi_score), dim=1) (faster_rcnn.py:257), and at.totensor moves to "
    "cuda by default (utils/array_tool.py:20-21); prob_l[keep] is on cuda and .numpy() raises")
add(id="fr-frc-18-nograd", repo=FR, file="model/faster_rcnn.py", line=18,
    original="with t.no_grad():", mutated="if True:", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: predict (the only @nograd function) never converts a tensor that carries grad: "
    "roi_score and roi_cls_loc are taken with .data (faster_rcnn.py:235-236), cls_bbox and the softmax input go "
    "through at.totensor, which detaches (utils/array_tool.py:18-19), at.tonumpy detaches too (:12), and the RPN "
    "converts with .cpu().data.numpy() (model/region_proposal_network.py:124-125); so the .cpu().numpy() at "
    "faster_rcnn.py:177/:180 still work",
    report_file="model/faster_rcnn.py", report_line=180, also_accept=["model/faster_rcnn.py:177"])
add(id="fr-frc-235-data", repo=FR, file="model/faster_rcnn.py", line=235,
    original="roi_score = roi_scores.data", mutated="roi_score = roi_scores", bug=False,
    expected_codes=[], evidence_scope="same_file",
    reasoning="not a bug: predict is wrapped in the @nograd decorator (faster_rcnn.py:16-20, :186), so "
    "roi_scores has no grad; roi_score only reaches a conversion through F.softmax(at.totensor(roi_score)) "
    "(:257) -> prob_l[keep].cpu().numpy() (:180)",
    report_file="model/faster_rcnn.py", report_line=180, also_accept=["model/faster_rcnn.py:235"])
add(id="fr-vis-226-cpu", repo=FR, file="utils/vis_tool.py", line=226,
    original="t.Tensor(img_).cpu().numpy()", mutated="t.Tensor(img_).numpy()", bug=False,
    expected_codes=[], evidence_scope="other_file",
    reasoning="not a bug: Visualizer.img is called with numpy images from visdom_bbox (train.py:93, :101) and "
    "with at.totensor(trainer.roi_cm.conf, False).float() (train.py:106), a CPU tensor (cuda=False); "
    "t.Tensor(...) of a numpy array or of a CPU float tensor is a CPU tensor, so .numpy() works without .cpu()")

for m in M:
    m.setdefault("expected_codes", [])
ORDER = ["id", "repo", "file", "line", "original", "mutated", "bug", "expected_codes", "evidence_scope",
         "reasoning", "report_file", "report_line", "also_accept"]
out = [{k: m[k] for k in ORDER if k in m} for m in M]
with open("mutations.json", "w") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print(len(out), "mutations")
