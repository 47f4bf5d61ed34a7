import json
PA="pyannote/pyannote-audio"; DL="VainF/DeepLabV3Plus-Pytorch"; SC="princeton-nlp/SimCSE"
EX="pytorch/examples"; NF="Nixtla/neuralforecast"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- pyannote-audio (PyTorch Lightning): tasks' validation_step is run by the Lightning Trainer
P="src/pyannote/audio/"
LDEV=("validation_step is a LightningModule hook (core/model.py:319-320 forwards to task.validation_step); the Lightning Trainer moves the model to the "
      "accelerator (GPU in normal training) and the batch to the model's device before calling it, so batch['X'], batch['y'] and the model output are on the GPU")
SEGM=P+"tasks/segmentation/mixins.py"
m("pa-segmix-380-cpu",PA,SEGM,380,"X.cpu().numpy()","X.numpy()",True,["TL001"],"framework",
  "X = batch['X'] (mixins.py:313), the Lightning-provided batch; "+LDEV+". The conversion runs for the first validation batch every 2^n epochs (:372-378) to plot a figure")
m("pa-segmix-382-cpu",PA,SEGM,382,"y_pred.cpu().numpy()","y_pred.numpy()",True,["TL001"],"framework",
  "y_pred = self.model(X) (mixins.py:317) with X the Lightning batch on the device; "+LDEV)
SDT=P+"tasks/segmentation/speaker_diarization.py"
m("pa-sdtask-583-cpu",PA,SDT,583,"permutated_target.float().cpu().numpy()","permutated_target.float().numpy()",True,["TL001"],"framework",
  "permutated_target, _ = permutate(multilabel, target) (speaker_diarization.py:538) with target = batch['y'] (:515); permutate_torch allocates "
  "permutated_y2 = torch.zeros(..., device=y2.device) (utils/permutation.py:130), i.e. on the batch's device; "+LDEV)
INF=P+"core/inference.py"
m("pa-inf-211-cpu",PA,INF,211,"conversion(output).cpu().numpy()","conversion(output).numpy()",True,["TL001"],"other_file",
  "Inference.infer runs self.model(chunks.to(self.device)) (inference.py:200); self.device defaults to model.device (:94-96) and is set by Inference.to(device) (:169-181). "
  "Pipelines register their Inference attributes in Pipeline.__setattr__ (core/pipeline.py:391-397) and Pipeline.to(device) calls inference.to(device) (core/pipeline.py:606-607); "
  "the normal GPU use is pipeline.to(torch.device('cuda')); conversion (Powerset or nn.Identity, :131-137) is moved to the same device (:136) and keeps it")
m("pa-inf-198-infmode",PA,INF,198,"with torch.inference_mode():","if True:",True,["TL002"],"same_file",
  "without inference_mode, outputs = self.model(...) (inference.py:200) requires grad (the loaded Model's parameters keep requires_grad=True; model.eval() (:98) does not change that). "
  "For a non-powerset model or skip_conversion, conversion is nn.Identity() (:135), so conversion(output).cpu().numpy() (:211) raises 'requires grad' "
  "(e.g. Inference('pyannote/embedding', window='whole'), or VAD/segmentation models without powerset). With Powerset the argmax/one_hot/matmul by a buffer drops grad (utils/powerset.py:132-140)",
  report_line=211)
SV=P+"pipelines/speaker_verification.py"
m("pa-sv-716-cpu",PA,SV,716,"embeddings.cpu().numpy()","embeddings.numpy()",True,["TL001"],"other_file",
  "PyannoteAudioPretrainedSpeakerEmbedding.__call__: embeddings = self.model_(waveforms.to(self.device), ...) (speaker_verification.py:709-715); self.device is set by .to(device) "
  "(:666-674); the diarization pipeline assigns it as self._embedding = PretrainedSpeakerEmbedding(...) (pipelines/speaker_diarization.py:261), registered as an inference by "
  "Pipeline.__setattr__ (core/pipeline.py:391-397) and moved by Pipeline.to(device) (core/pipeline.py:606-607); normal use is pipeline.to(torch.device('cuda'))")
m("pa-sv-707-infmode",PA,SV,707,"with torch.inference_mode():","if True:",True,["TL002"],"same_function",
  "without inference_mode the output of self.model_ (a trainable pyannote Model, only .eval()-ed at :663) requires grad, so embeddings.cpu().numpy() (speaker_verification.py:716) raises",
  report_line=716)
m("pa-sv-197-cpu",PA,SV,197,"too_short.cpu().numpy()","too_short.numpy()",False,[],"other_file",
  "not a bug: too_short = wav_lens < ... (speaker_verification.py:188) where wav_lens is signals.shape[1] * torch.ones(batch_size) (:158, CPU) or imasks.sum(dim=1) (:180) from masks. "
  "The callers build masks on the CPU: torch.from_numpy(used_mask) (pipelines/speaker_diarization.py:425; speech_separation.py:344) then torch.vstack(masks) (speaker_diarization.py:448) "
  "and pass them unchanged (:451-452); only waveforms/wav_lens copies are sent to self.device (:192-193), too_short itself stays on the CPU")
m("pa-sv-381-cpu",PA,SV,381,"too_short.cpu().numpy()","too_short.numpy()",False,[],"other_file",
  "not a bug: SpeechBrain wrapper; too_short = wav_lens < ... (speaker_verification.py:370), wav_lens = signals.shape[1] * torch.ones(batch_size) (:337, CPU) or imasks.sum(dim=1) (:362) "
  "from masks that the callers build with torch.from_numpy on the CPU (pipelines/speaker_diarization.py:425, 448; speech_separation.py:344); nothing moves too_short to a device")
m("pa-sv-854-nograd",PA,SV,854,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "SpeakerEmbedding.apply: self.embedding_model_ = get_model(...) (speaker_verification.py:823) is a trainable Model (parameters requires_grad=True); without no_grad its output "
  "requires grad and .cpu().numpy() (:855) raises", report_line=855)
m("pa-sv-855-cpu",PA,SV,855,".cpu().numpy()",".numpy()",True,["TL001"],"other_file",
  "waveform and weights are moved to device = self.embedding_model_.device (speaker_verification.py:839-851); embedding_model_ is an nn.Module attribute of a Pipeline, so "
  "Pipeline.__setattr__ registers it in _models (core/pipeline.py:382-390) and Pipeline.to(device) moves it (core/pipeline.py:603-604); on GPU use the output is on cuda")
EER=P+"torchmetrics/classification/equal_error_rate.py"
m("pa-eer-51-cpu",PA,EER,51,"scores.cpu()","scores",False,[],"framework",
  "not a bug: EqualErrorRate is a torchmetrics Metric created with compute_on_cpu=True (equal_error_rate.py:38-39; tasks/embedding/mixins.py:126); torchmetrics' update wrapper calls "
  "_move_list_states_to_cpu() after every update when compute_on_cpu, so the list states scores/y_true (:41-42) are CPU tensors when compute() concatenates them (:49-50); "
  "det_curve gets a CPU tensor either way. (Single-process case; with DDP the sync in compute may gather on the device)")

# ---- DeepLabV3Plus-Pytorch (research script: device chosen in main() and passed to validate())
DLDEV="device = torch.device('cuda' if available) (main.py:225), model.to(device) (:296/:308), validate(..., device=device, ...) (:317-318, :355-357)"
m("dl-main-174-cpu",DL,"main.py",174,".cpu().numpy()",".numpy()",True,["TL001"],"same_file",
  "outputs = model(images) with images = images.to(device) (main.py:170, 173); "+DLDEV)
m("dl-main-174-detach",DL,"main.py",174,"outputs.detach()","outputs",False,[],"same_function",
  "not a bug: inside `with torch.no_grad():` (main.py:167), and max(dim=1)[1] are integer indices that never require grad anyway")
m("dl-main-175-cpu",DL,"main.py",175,"labels.cpu().numpy()","labels.numpy()",True,["TL001"],"same_file",
  "labels = labels.to(device, dtype=torch.long) (main.py:171); "+DLDEV)
m("dl-main-167-nograd",DL,"main.py",167,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: the conversions in the block are of outputs.detach().max(dim=1)[1] (main.py:174, detached integer indices), labels (:175) and images (:180, :184), "
  "which are data tensors that never require grad; all already go through .detach() or carry no grad",
  report_line=174, also_accept=["main.py:175","main.py:180","main.py:184"])
m("dl-main-339-detach",DL,"main.py",339,"loss.detach().cpu().numpy()","loss.cpu().numpy()",True,["TL002"],"same_function",
  "training loop with grad on: loss = criterion(outputs, labels) (main.py:334-335) of the trainable model; .cpu() keeps requires_grad, so .numpy() raises")
m("dl-pred-130-cpu",DL,"predict.py",130,".cpu().numpy()[0]",".numpy()[0]",True,["TL001"],"same_function",
  "device = cuda if available (predict.py:71), model.to(device) (:95/:101), img = img.to(device) (:128)")
m("dl-pred-121-nograd",DL,"predict.py",121,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: the only conversion is model(img).max(1)[1].cpu().numpy() (predict.py:130): max(1)[1] are integer indices, which never require grad",
  report_line=130)

# ---- SimCSE (HF Trainer subclass, SentEval in the repo)
ST56="SentEval/senteval/sts.py"
SEV=("SentEval STS evaluation (STSBenchmark/SICKRelatedness are STSEval subclasses, sts.py:160, 205) calls enc1 = batcher(params, batch1) (sts.py:72-73) and "
     "self.similarity(enc1[kk], enc2[kk]) (:76) = np.nan_to_num(cosine(np.nan_to_num(s1), ...)) (:56)")
m("sc-tr-117-cpu",SC,"simcse/trainers.py",117,"pooler_output.cpu()","pooler_output",True,["TL003"],"other_file",
  "CLTrainer.evaluate's batcher moves the batch to self.args.device (trainers.py:112-113) and runs self.model (the model being trained, on the GPU); returning it uncopied gives "
  "SentEval a CUDA tensor: "+SEV+" -> np.nan_to_num of a CUDA tensor raises. evaluate runs STSBenchmark and SICKRelatedness (trainers.py:125)",
  report_file=ST56, report_line=56, also_accept=[ST56+":76","simcse/trainers.py:117"])
m("sc-tr-114-nograd",SC,"simcse/trainers.py",114,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "evaluate() is called from the custom training loop (trainers.py:507, 513 _maybe_log_save_evaluate) with grad on; without no_grad pooler_output of the trainable model requires "
  "grad, .cpu() (:117) keeps it, and SentEval's np.nan_to_num(s1) (sts.py:56) raises 'Can't call numpy() on Tensor that requires grad' (checked on CPU torch)",
  report_file=ST56, report_line=56, also_accept=[ST56+":76","simcse/trainers.py:117"])
m("sc-tr-557-item",SC,"simcse/trainers.py",557,"tr_loss.item()","tr_loss",False,[],"framework",
  "not a bug: tr_loss accumulates self.training_step(model, inputs) (trainers.py:462, 464), and transformers' Trainer.training_step returns loss.detach(); "
  "tr_loss = torch.tensor(0.0).to(device) (:419) never requires grad, and nothing converts _total_loss_scalar to NumPy (it is divided and put in TrainOutput, :559)")
m("sc-tool-83-cpu",SC,"simcse/tool.py",83,"embeddings.cpu()","embeddings",True,["TL001"],"same_function",
  "encode(): inputs moved to target_device (tool.py:73), self.model.to(target_device) (:55), target_device = self.device = 'cuda' if available (:29-31); "
  "torch.cat(embedding_list) (:84) stays on cuda and embeddings.numpy() (:90) raises for return_numpy=True (similarity :97/:100, build_index :146, search :227)",
  report_line=90, also_accept=["simcse/tool.py:83"])
m("sc-tool-63-nograd",SC,"simcse/tool.py",63,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "self.model = AutoModel.from_pretrained(...) (tool.py:28): parameters require grad; without no_grad the pooled embeddings require grad, .cpu() (:83) and torch.cat (:84) keep it, "
  "and embeddings.numpy() (:90) raises", report_line=90)
m("sc-eval-122-cpu",SC,"evaluation.py",122,"pooler_output.cpu()","pooler_output",True,["TL003"],"other_file",
  "evaluation.py: device = cuda:0 if available, model.to(device) (evaluation.py:55-56), batch moved to device (:109-110); the batcher (:85) is given to senteval.engine.SE (:143) "
  "and its CUDA result reaches "+SEV+" for the default 'sts' task set (STS12-16, STSBenchmark, SICKRelatedness)",
  report_file=ST56, report_line=56, also_accept=[ST56+":76","evaluation.py:122"])
m("sc-eval-113-nograd",SC,"evaluation.py",113,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "model = AutoModel.from_pretrained(...) (evaluation.py:53): trainable parameters; nothing else disables grad in evaluation.py or SentEval's STS path, so pooler_output requires "
  "grad, .cpu() (:122) keeps it and np.nan_to_num in SentEval (sts.py:56) raises",
  report_file=ST56, report_line=56, also_accept=[ST56+":76","evaluation.py:122"])
REL="SentEval/senteval/tools/relatedness.py"
m("sc-rel-131-cpu",SC,REL,131,"self.model(Xbatch).data.cpu().numpy()","self.model(Xbatch).data.numpy()",True,["TL001"],"same_file",
  "RelatednessPytorch: self.model = self.model.cuda() (relatedness.py:51-52, and :29 asserts CUDA), devX = torch.from_numpy(devX).float().cuda() (:63)")
m("sc-rel-127-nograd",SC,REL,127,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: both conversions use .data (relatedness.py:131, 133), which is detached, so .cpu().numpy() works with grad enabled (checked on CPU torch)",
  report_line=131, also_accept=[REL+":133"])
EXM="SentEval/examples/models.py"
m("sc-infersent-222-cpu",SC,EXM,222,".data.cpu().numpy()",".data.numpy()",True,["TL001"],"other_file",
  "InferSent.encode: the example script puts the model on the GPU, params_senteval['infersent'] = model.cuda() (SentEval/examples/infersent.py:66), and encode is called from its "
  "batcher (infersent.py:43); batch = batch.cuda() when self.is_cuda() (models.py:219-220), so the forward output is on cuda")

# ---- pytorch/examples (tutorial scripts)
SRD="torch.accelerator.current_accelerator() when --accel (super_resolve.py:35-38): model.to(device), input.to(device)"
m("ex-srres-41-cpu",EX,"super_resolution/super_resolve.py",41,"out.cpu()","out",True,["TL001"],"same_file",
  "out = model(input) (super_resolve.py:40) on the accelerator when run with --accel ("+SRD+"); out[0].detach().numpy() (:42) raises on cuda", report_line=42)
m("ex-srres-42-detach",EX,"super_resolution/super_resolve.py",42,"out[0].detach().numpy()","out[0].numpy()",True,["TL002"],"same_file",
  "model = torch.load(f) (super_resolve.py:30) restores a full Net whose parameters require grad; there is no no_grad/inference_mode in the script, so out = model(input) (:40) requires grad "
  "and .cpu() (:41) keeps it")
m("ex-srmain-54-item",EX,"super_resolution/main.py",54,"epoch_loss += loss.item()","epoch_loss += loss",True,["TL008"],"same_function",
  "training loop: loss = criterion(model(input), target) (main.py:53) requires grad; accumulating the tensor keeps every iteration's autograd history for the whole epoch")
m("ex-wlm-196-item",EX,"word_language_model/main.py",196,"total_loss += loss.item()","total_loss += loss",True,["TL008"],"same_function",
  "train(): loss = criterion(output, targets) (main.py:185) requires grad; total_loss is only reset every log_interval batches (:198-205; --log-interval default 200, :40), so it keeps the graphs of up to 200 batches")
m("ex-vae-120-item",EX,"vae/main.py",120,"loss_function(recon_batch, data, mu, logvar).item()","loss_function(recon_batch, data, mu, logvar)",False,[],"same_function",
  "not a bug: inside `with torch.no_grad():` (vae/main.py:116), the accumulated test_loss never requires grad; it is only divided and formatted with {:.4f} (:128-129), "
  "which works for a 0-d tensor on any device")
m("ex-vae-125-cpu",EX,"vae/main.py",125,"comparison.cpu()","comparison",False,[],"framework",
  "not a bug: torchvision.utils.save_image (imported from torchvision.utils) is @torch.no_grad() and converts with grid...to('cpu', torch.uint8).numpy(); "
  "a tensor on the accelerator is fine (the project itself passes device tensors to save_image in dcgan/main.py:265)")
m("ex-dcgan-269-detach",EX,"dcgan/main.py",269,"fake.detach()","fake",False,[],"framework",
  "not a bug: vutils.save_image is decorated @torch.no_grad() in torchvision (as is make_grid), so the grid built from fake (requires grad, netG output :268) does not require grad; "
  "it converts with .to('cpu', torch.uint8).numpy(), so device is also handled")
FNS="fast_neural_style/neural_style/"
m("ex-fns-162-cpu",EX,FNS+"neural_style.py",162,"style_model(content_image).cpu()","style_model(content_image)",True,["TL001"],"other_file",
  "device = torch.accelerator.current_accelerator() with --accel (neural_style.py:128-131); content_image.to(device) (:141), style_model.to(device) (:154); output[0] is passed to "
  "utils.save_image (:163), which does data.clone().clamp(0, 255).numpy() (utils.py:15) -> raises on cuda",
  report_file=FNS+"utils.py", report_line=15, also_accept=[FNS+"neural_style.py:163"])
m("ex-fns-146-nograd",EX,FNS+"neural_style.py",146,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "style_model = TransformerNet() with load_state_dict (neural_style.py:147-153): parameters require grad; without no_grad output requires grad, .cpu() (:162) keeps it, "
  "and utils.save_image's data.clone().clamp(0, 255).numpy() (utils.py:15) raises",
  report_file=FNS+"utils.py", report_line=15, also_accept=[FNS+"neural_style.py:163"])
m("ex-tsp-75-detach",EX,"time_sequence_prediction/train.py",75,"pred.detach().numpy()","pred.numpy()",False,[],"same_function",
  "not a bug: pred = seq(test_input, future=future) is computed inside `with torch.no_grad():` (train.py:70-72), so it does not require grad; everything is on the CPU (no device anywhere, seq.double())")

# ---- neuralforecast (PyTorch Lightning BaseModel)
BM="neuralforecast/common/_base_model.py"
m("nf-bm-85-float",NF,BM,85,"tensor.float().numpy()","tensor.numpy()",True,["TL004"],"same_function",
  "tensor_to_numpy: the line is inside `if tensor.dtype == torch.bfloat16:` (_base_model.py:84), so whenever it runs the tensor is bfloat16 and .numpy() raises "
  "'Got unsupported ScalarType BFloat16'; reached from predict/decompose (:2380, :2546) when the Trainer uses bf16 precision")
m("nf-utils-1005-float",NF,"neuralforecast/utils.py",1005,"samples.float().numpy()","samples.numpy()",True,["TL004"],"same_function",
  "inside `if samples.dtype == torch.bfloat16:` (utils.py:1004), so the tensor is bfloat16 whenever the line runs; .numpy() raises on bfloat16")
TN="neuralforecast/models/timesnet.py"
m("nf-timesnet-60-cpu",NF,TN,60,"top_list.detach().cpu().numpy()","top_list.detach().numpy()",True,["TL001"],"other_file",
  "FFT_for_Period(x) is called from TimesBlock.forward on the hidden activations (timesnet.py:84); BaseModel sets trainer_kwargs['accelerator'] = 'gpu' and devices=-1 when CUDA is "
  "available (common/_base_model.py:383-389), so Lightning runs the model and the batches on the GPU and top_list (torch.topk of a cuda tensor, :58-59) is on cuda")
m("nf-timesnet-60-detach",NF,TN,60,"top_list.detach().cpu().numpy()","top_list.cpu().numpy()",False,[],"same_function",
  "not a bug: _, top_list = torch.topk(frequency_list, k) (timesnet.py:59): topk indices are int64 and never require grad, even in training (checked on CPU torch)")

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
