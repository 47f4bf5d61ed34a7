import json
# Generator of THIS set's mutations.json (set o). make_mutations.py next to it is set n's generator,
# copied byte-identical as asked; running it here would overwrite mutations.json with set n's mutants.
AS="Tramac/awesome-semantic-segmentation-pytorch"; GG="rampasek/GraphGPS"; SF="huggingface/setfit"; SG="Stability-AI/generative-models"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- awesome-semantic-segmentation-pytorch (semantic segmentation; scripts/ train, eval, demo over core/)
EV="scripts/eval.py"
ASDEV=("Evaluator.__init__ sets self.device = torch.device(args.device) (eval.py:29) with args.device = 'cuda' when torch.cuda.is_available() and not --no-cuda (:92-94); "
       "the model is built .to(self.device) (:48-51, :55) and image = image.to(self.device) (:68), so outputs = model(image) (:72) are on cuda")
m("as-eval-80-cpu",AS,EV,80,"pred.cpu().data.numpy()","pred.data.numpy()",True,["TL001"],"same_file",
  "Evaluator.eval: pred = torch.argmax(outputs[0], 1) (eval.py:79) stays on the device of outputs; "+ASDEV+"; save_pred is forced True in __main__ (:104), so pred.data.numpy() raises on cuda")
m("as-eval-80-data",AS,EV,80,"pred.cpu().data.numpy()","pred.cpu().numpy()",False,[],"same_function",
  "not a bug: pred = torch.argmax(outputs[0], 1) (eval.py:79) is an int64 index tensor that never requires grad, and outputs come from model(image) inside `with torch.no_grad():` (:71-72); .data is redundant")
m("as-eval-71-nograd",AS,EV,71,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: without no_grad outputs = model(image) (eval.py:72) require grad, but the only NumPy conversion is of pred = torch.argmax(outputs[0], 1) (:79-80), an int64 tensor without grad "
  "(and it keeps .data); self.metric.update (core/utils/score.py:18-45) only uses .item() of sums and torch.histc of argmax-derived tensors, never NumPy",
  report_line=80)
m("as-demo-52-cpu",AS,"scripts/demo.py",52,".cpu().data.numpy()",".data.numpy()",True,["TL001"],"same_function",
  "demo: device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (demo.py:32), images = transform(image).unsqueeze(0).to(device) (:43), model = get_model(...).to(device) (:45); "
  "output = model(images) (:50) and its argmax are on cuda, so .data.numpy() raises")
TM="tests/test_model.py"
TMDEV=("parse_args sets args.device = torch.device('cuda:0' if torch.cuda.is_available() else 'cpu') (test_model.py:50-52); Trainer builds the model .to(args.device) (:98-99) and moves "
       "images = self.img.to(self.args.device), targets = self.target.to(self.args.device) (:124-125)")
m("as-test-137-cpu",AS,TM,137,"targets.cpu().numpy()","targets.numpy()",True,["TL001"],"same_file",
  "Trainer.train: "+TMDEV+"; targets.numpy() of the cuda label tensor raises")
m("as-test-134-cpu",AS,TM,134,".cpu().data.numpy()",".data.numpy()",True,["TL001"],"same_file",
  "Trainer.train: outputs = self.model(images) (test_model.py:127) are on cuda ("+TMDEV+"); torch.argmax(outputs[0], 1).data.numpy() raises")

# ---- GraphGPS (graph transformers on PyG GraphGym; train loop in graphgps/train, metrics in graphgps/logger.py)
CT="graphgps/train/custom_train.py"; LG="graphgps/logger.py"
GGDEV=("batch.to(torch.device(cfg.accelerator)) (custom_train.py:22 / :56): main.py:135 calls GraphGym's auto_select_device(), which sets cfg.accelerator to 'cuda' when a GPU is available, "
       "and the model is created on that device by GraphGym's create_model; pred, true = model(batch) (:23 / :60) are on cuda")
LGUSE=("CustomLogger.update_stats appends true/pred to self._true/self._pred (logger.py:225-226); write_epoch (called every epoch, custom_train.py:123, :129) does torch.cat of them and "
       "regression() feeds sklearn mean_absolute_error/r2_score/mean_squared_error and eval_spearmanr(true.numpy(), pred.numpy()) (logger.py:190-198; ZINC, PCQM4Mv2), "
       "classification_binary/multi feed accuracy_score/f1_score (:87-90, :103-105; ogbg-molhiv, PATTERN/CLUSTER, CIFAR10/MNIST)")
LGACC=[LG+":193",LG+":194",LG+":195",LG+":196",LG+":197",LG+":198",LG+":87",LG+":88",LG+":89",LG+":90",LG+":103",LG+":104"]
m("gg-train-31-cpu",GG,CT,31,"pred_score.detach().to('cpu', non_blocking=True)","pred_score.detach()",True,["TL003","TL001"],"other_file",
  "train_epoch: "+GGDEV+"; loss, pred_score = compute_loss(pred, true) (:29) keeps the device; without the move _pred stays on cuda and is passed to logger.update_stats (:40-41). "
  +LGUSE+"; np.asarray of the cuda predictions inside sklearn (or pred.numpy() at :196) raises. (Multilabel tasks convert with .cpu() at :145 and escape.)",
  report_file=LG, report_line=193, also_accept=LGACC+[CT+":31",CT+":41"])
m("gg-eval-68-cpu",GG,CT,68,"true.detach().to('cpu', non_blocking=True)","true.detach()",True,["TL003","TL001"],"other_file",
  "eval_epoch (val/test every eval epoch, custom_train.py:125-129): "+GGDEV+"; the labels true stay on cuda and are passed to logger.update_stats (:70-71). "+LGUSE+
  "; sklearn's np.asarray of the cuda labels (or true.numpy() at :195) raises",
  report_file=LG, report_line=193, also_accept=LGACC+[CT+":68",CT+":70"])
m("gg-train-31-detach",GG,CT,31,"pred_score.detach().to('cpu', non_blocking=True)","pred_score.to('cpu', non_blocking=True)",True,["TL002","TL008"],"other_file",
  "train_epoch runs with grad on (model.train() :17, loss.backward() :32); pred_score from compute_loss(pred, true) (:29) requires grad and .to('cpu') keeps requires_grad. "
  "logger.update_stats appends it to self._pred for the whole epoch (logger.py:226), keeping every batch's autograd graph (TL008); write_epoch's regression() passes it to "
  "sklearn mean_absolute_error (:193) and pred.numpy() (:196), and classification_multilabel does pred_score.cpu().numpy() (:145), all of which raise "
  "'Can't call numpy() on Tensor that requires grad' (TL002)",
  report_file=LG, report_line=193, also_accept=[LG+":194",LG+":196",LG+":197",LG+":198",LG+":145",LG+":226",CT+":31",CT+":41"])
m("gg-eval-50-nograd",GG,CT,50,"@torch.no_grad()","",False,[],"same_function",
  "not a bug: without the decorator eval_epoch builds graphs, but every value leaving it is detached: _true/_pred = x.detach().to('cpu', ...) (custom_train.py:68-69) and "
  "loss=loss.detach().cpu().item() (:72); on ogbg-code2 (:62-65) _pred is the list of logits, but update_stats only stores torch.argmax(pred[i].detach(), dim=1) (logger.py:215)",
  report_line=69, also_accept=[CT+":68",CT+":72"])
m("gg-logger-145-cpu",GG,LG,145,"pred_score.cpu().numpy()","pred_score.numpy()",False,[],"other_file",
  "not a bug: in classification_multilabel pred_score = torch.cat(self._pred) (logger.py:128) of the tensors that custom_train.py already moved with pred_score.detach().to('cpu', ...) (:31, :69); "
  "the move back to cfg.accelerator happens only after this line (:148), so .numpy() works")
m("gg-pcqm-298-detach",GG,CT,298,"pred.detach().to('cpu', non_blocking=True)","pred.to('cpu', non_blocking=True)",True,["TL008"],"same_function",
  "ogblsc_inference (train.mode 'PCQM4Mv2-inference'): model.eval() (custom_train.py:290) does not disable grad and nothing wraps the loop in no_grad; pred, true = model(batch) (:296) require grad, "
  "so all_pred.append(pred.to('cpu')) keeps the autograd graph (and saved GPU activations) of every batch of a whole split (73k-147k graphs) across the loop (:294-298); "
  "all_pred is then handed to the OGB evaluator (:302-308)")
m("gg-edge-97-item",GG,"graphgps/head/inductive_edge.py",97,"float(val.mean().item())","float(val.mean())",False,[],"same_function",
  "not a bug: val is a (possibly cuda) tensor from _eval_mrr(..., 'torch') (inductive_edge.py:88-91, :126-139); float() of a 0-d tensor copies it to a Python float just like .item(), "
  "so np.isnan(val) (:98) still receives a float")

# ---- setfit (few-shot text classification over sentence-transformers; plus the ADAPET baseline scripts)
MD="src/setfit/modeling.py"
SFDEV=("SetFitHead.__init__ moves the head to device or 'cuda' when available (modeling.py:94, :97); from_pretrained puts the body on the SentenceTransformer's device (:752-757), cuda by default "
       "when available, and model_head.to(device) (:831); encode(..., convert_to_tensor=self.has_differentiable_head) (:451-457) returns tensors on that device")
m("sf-model-474-cpu",SF,MD,474,"outputs.detach().cpu().numpy()","outputs.detach().numpy()",True,["TL001"],"same_file",
  "_output_type_conversion with as_numpy=True and a differentiable head: outputs are probs = self.model_head.predict_proba(embeddings) (modeling.py:515-516) or preds = model_head.predict(...) (:561-562); "
  +SFDEV+"; .numpy() of the cuda output raises (predict(..., as_numpy=True), e.g. trainer_distillation.py:109)")
m("sf-model-474-detach",SF,MD,474,"outputs.detach().cpu().numpy()","outputs.cpu().numpy()",False,[],"same_file",
  "not a bug: the only callers, predict_proba and predict, are decorated with @torch.no_grad() (modeling.py:480, :525), so the head's outputs (:516, :562) do not require grad")
m("sf-distill-108-nograd",SF,"src/setfit/trainer_distillation.py",108,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: teacher_model.predict (trainer_distillation.py:109) is itself decorated with @torch.no_grad() (modeling.py:525), so its conversion in _output_type_conversion "
  "(modeling.py:474, which also detaches) sees no grad; the outer no_grad is redundant",
  report_file=MD, report_line=474, also_accept=["src/setfit/trainer_distillation.py:109"])
m("sf-trainer-691-cpu",SF,"src/setfit/trainer.py",691,"y_pred = y_pred.cpu()","y_pred = y_pred",False,[],"framework",
  "not a bug: y_pred = self.model.predict(x_test, use_labels=False) (trainer.py:689) is a cuda tensor with a differentiable head, but evaluate() is @torch.no_grad() (:658); "
  "the string-label branch (:694-698) cannot apply to differentiable heads (integer labels only, modeling.py:466-468); with the default metric='accuracy' it goes to "
  "evaluate's metric_fn.compute (:705), which encodes inputs with HF datasets' cast_to_python_objects, converting torch tensors with obj.detach().cpu().numpy(). "
  "(A user-supplied callable metric, :707-708, could still fail; not the default.)")
AD="scripts/adapet/ADAPET/src/"; EM=AD+"eval/eval_model.py"; SC=AD+"eval/Scorer.py"
ADDEV=("device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') is module-level in src/utils/util.py:14; train.py:64 and test.py:24 build adapet(...).to(device); "
       "GenericReader.prepare_pet_batch_single_token_label moves the input ids and mask positions .to(device) (data/GenericReader.py:160); with single-token verbalizers "
       "(max_num_lbl_tok == 1, setfit_adapet.py:176 sets it from the label tokens; the default is 1) adapet.predict -> predict_helper -> get_single_logits (adapet.py:345-367, :56-95) "
       "returns lbl_logits and torch.argmax(lbl_logits, dim=1) on cuda")
m("sf-eval-34-cpu",SF,EM,34,"lbl_logits.cpu().numpy()","lbl_logits.numpy()",True,["TL001"],"other_file",
  "eval(): pred_lbl, lbl_logits = model.predict(batch) (eval_model.py:25); "+ADDEV+"; lbl_logits.numpy() raises. (Multi-token verbalizers return a CPU torch.tensor from "
  "get_eval_multilbl_logits, adapet.py:286; the single-token path is the default.)")
m("sf-eval-23-nograd",SF,EM,23,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "without no_grad in eval() (called by dev_eval during training, eval_model.py:61, :69; train.py:114), model.predict (adapet.py:369-392) computes get_single_logits with "
  "pet_logits = self.model(...) (adapet.py:79) whose parameters require grad (the trained MLM; model.eval() does not disable grad), so lbl_logits require grad and "
  "lbl_logits.cpu().numpy() (eval_model.py:34) raises 'Can't call numpy() on Tensor that requires grad'",
  report_line=34, also_accept=[EM+":32"])
m("sf-eval-109-cpu",SF,EM,109,"lbl_logits.cpu().numpy()","lbl_logits.numpy()",True,["TL001"],"other_file",
  "test_eval (test.py:24-27, adapet_test_eval.py:27): pred_lbl, lbl_logits = model.predict(batch) (eval_model.py:103); "+ADDEV+"; lbl_logits.numpy() raises")
m("sf-scorer-202-cpu",SF,SC,202,"list_pred_lbl.cpu().detach().numpy()","list_pred_lbl.detach().numpy()",True,["TL001"],"other_file",
  "Scorer.add_batch receives pred_lbl from eval_model.py:25/:34 (scorer.add_batch(list_idx, pred_lbl, list_lbl, ..., None), so list_candidates is None and this branch runs); "
  +ADDEV+"; list_pred_lbl.detach().numpy() of the cuda argmax raises",
  also_accept=[EM+":34"])
m("sf-scorer-193-cpu",SF,SC,193,"list_true_lbl.cpu().detach().numpy()","list_true_lbl.detach().numpy()",False,[],"other_file",
  "not a bug: list_true_lbl is batch['output']['true_lbl' or 'lbl'] (eval_model.py:27), built by Batcher.my_collate_fn with torch.tensor(list_v) on the CPU (data/Batcher.py:61-63); "
  "adapet only reads it through a copy, lbl = batch['output']['lbl'].to(device) (adapet.py:144), so the batch entry stays on the CPU")
m("sf-adapet-330-cpu",SF,AD+"adapet.py",330,"next_token_logits[0].detach().cpu().numpy()","next_token_logits[0].detach().numpy()",True,["TL001"],"other_file",
  "get_eval_wsc_logits (fewglue/wsc, predict_helper :358-359): outputs = self.model(pet_mask_ids, ...) (adapet.py:327) with the model moved by adapet(...).to(device) (train.py:64, "
  "device = cuda when available, src/utils/util.py:14) and pet_mask_ids from prepare_batch (.to(device)); the softmaxed logits are on cuda and .numpy() raises")
m("sf-adapet-330-detach",SF,AD+"adapet.py",330,"next_token_logits[0].detach().cpu().numpy()","next_token_logits[0].cpu().numpy()",False,[],"other_file",
  "not a bug: get_eval_wsc_logits is only reached through model.predict, which is only called inside `with torch.no_grad():` in eval() and test_eval() (eval_model.py:23-25, :96-103); "
  "the logits do not require grad")

# ---- Stability-AI generative-models (diffusion: sgm library, PyTorch Lightning training main.py, streamlit/sampling scripts)
MN="main.py"
m("sgm-main-425-cpu",SG,MN,425,"images[k].detach().float().cpu()","images[k].detach().float()",True,["TL001"],"framework",
  "ImageLogger is a Lightning Callback (main.py:457-465: on_train_batch_end/start -> log_img); pl_module is the LightningModule that the Trainer has moved to the GPU, so "
  "images = pl_module.log_images(batch, ...) (:416-418) are cuda tensors; without .cpu() log_local gets them (:429-436) and for non-heatmap images does "
  "grid = torchvision.utils.make_grid(images[k]) ... grid.numpy() (:369-373), which raises",
  report_line=373, also_accept=[MN+":425"])
m("sgm-main-425-detach",SG,MN,425,"images[k].detach().float().cpu()","images[k].float().cpu()",False,[],"same_function",
  "not a bug: images are produced inside `with torch.no_grad(), torch.cuda.amp.autocast(...)` (main.py:415-418), so they do not require grad; "
  "the later grid.numpy() (:373) and images[k].cpu().numpy() (:355) work",
  report_line=373, also_accept=[MN+":355"])
m("sgm-main-425-float",SG,MN,425,"images[k].detach().float().cpu()","images[k].detach().cpu()",False,[],"framework",
  "not a bug for TL004: the images are made under torch.cuda.amp.autocast(dtype=torch.get_autocast_gpu_dtype()) (main.py:410-415), whose default dtype is float16 (NumPy supports it), "
  "and most example configs set enable_autocast: False (e.g. configs/example_training/txt2img-clipl.yaml:169); main.py sets no bf16 precision; no bfloat16 reaches grid.numpy() (:373)",
  report_line=373, also_accept=[MN+":355"])
DL="sgm/modules/autoencoding/losses/discriminator_loss.py"
m("sgm-disc-112-cpu",SG,DL,112,"logits.cpu().numpy()","logits.numpy()",True,["TL001"],"framework",
  "GeneralLPIPSWithDiscriminator.log_images is called by AutoencodingEngine.log_images (sgm/models/autoencoder.py:416-417), itself called by the Lightning ImageLogger callback "
  "(main.py:416) on the LightningModule that the Trainer has put on the GPU; logits_real/fake = self.discriminator(inputs...) (discriminator_loss.py:98, :102) are on cuda, so "
  "to_colormap's logits.numpy() (:112) raises")
m("sgm-disc-93-nograd",SG,DL,93,"@torch.no_grad()","",False,[],"other_file",
  "not a bug: without the decorator the discriminator outputs would require grad, but the only caller AutoencodingEngine.log_images is decorated @torch.no_grad() (sgm/models/autoencoder.py:394, :416-417), "
  "and the ImageLogger also calls it under torch.no_grad() (main.py:415)",
  report_line=112)
SM="sgm/modules/diffusionmodules/sampling.py"
m("sgm-sampling-190-cpu",SG,SM,190,"sigmas.detach().cpu().numpy()","sigmas.detach().numpy()",True,["TL001"],"same_file",
  "LinearMultistepSampler.__call__: sigmas come from prepare_sampling_loop, which calls self.discretization(..., device=self.device) (sampling.py:41-43) with "
  "BaseDiffusionSampler.__init__ device: str = 'cuda' (:28, :39); the discretizers build the sigmas on that device (discretizer.py:18-19, :35, :67), so sigmas.numpy() raises")
m("sgm-sampling-190-detach",SG,SM,190,"sigmas.detach().cpu().numpy()","sigmas.cpu().numpy()",False,[],"same_file",
  "not a bug: sigmas are computed from constants by the discretization (prepare_sampling_loop, sampling.py:41-43; discretizer.py get_sigmas uses torch.linspace / torch.tensor), "
  "so they never require grad")
HP="sgm/inference/helpers.py"; ST="scripts/demo/streamlit_helpers.py"
m("sgm-helpers-38-cpu",SG,HP,38,"(255 * image).detach().cpu()","(255 * image).detach()",True,["TL001"],"other_file",
  "WatermarkEmbedder.__call__ (embed_watermark = WatermarkEmbedder(...), helpers.py:58) receives cuda samples from its callers: streamlit_helpers.py:205 and :904 "
  "(samples from do_sample, randn .to('cuda') streamlit_helpers.py:593), scripts/sampling/simple_video_sample.py:266 (randn on device='cuda', :239), scripts/demo/gradio_app.py:214; "
  "rearrange(...).numpy() (helpers.py:37-39) then raises",
  report_line=39, also_accept=[HP+":37",HP+":38",ST+":205","scripts/sampling/simple_video_sample.py:266"])
m("sgm-helpers-38-detach",SG,HP,38,"(255 * image).detach().cpu()","(255 * image).cpu()",False,[],"other_file",
  "not a bug: every caller passes samples produced without grad: streamlit_helpers.py:205/:904 get them from do_sample, whose decode runs in `with torch.no_grad():` (:533) and "
  "DiffusionEngine.decode_first_stage is @torch.no_grad() (sgm/models/diffusion.py:117); simple_video_sample.py:266 is inside `with torch.no_grad():` (:215); gradio_app.py:214 likewise (:162)",
  report_line=39, also_accept=[HP+":37",HP+":38"])
m("sgm-st-207-cpu",SG,ST,207,"sample.cpu().numpy()","sample.numpy()",True,["TL001"],"other_file",
  "perform_save_locally (used by scripts/demo/sampling.py:364 via `from scripts.demo.streamlit_helpers import *`, sampling.py:3) gets samples from do_sample (cuda: randn .to('cuda'), streamlit_helpers.py:593); "
  "embed_watermark returns torch.from_numpy(...).to(image.device) (sgm/inference/helpers.py:44-46), i.e. cuda again, so each sample.numpy() raises",
  also_accept=["scripts/demo/sampling.py:364"])
m("sgm-st-620-cpu",SG,ST,620,"grid.cpu().numpy()","grid.numpy()",True,["TL001"],"same_function",
  "do_sample: randn = torch.randn(shape).to('cuda') (streamlit_helpers.py:593) is sampled and decoded (:602, :610-611), so samples and grid = rearrange(torch.stack([samples]), ...) (:618-619) "
  "are on cuda; grid.numpy() raises")
m("sgm-st-533-nograd",SG,ST,533,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: the converted tensor is samples = torch.clamp((samples_x + 1.0) / 2.0, ...) (streamlit_helpers.py:611) with samples_x = model.decode_first_stage(samples_z) (:610), and "
  "DiffusionEngine.decode_first_stage is decorated @torch.no_grad() (sgm/models/diffusion.py:117-118); so grid.cpu().numpy() (:620, :626) gets a tensor without grad "
  "(the optional filter is @torch.inference_mode(), scripts/util/detection/nsfw_and_watermark_dectection.py:57)",
  report_line=620, also_accept=[ST+":626"])
m("sgm-video-1203-cpu",SG,"sgm/modules/diffusionmodules/video_model.py",1203,"timesteps[0].data.cpu().numpy()","timesteps[0].data.numpy()",True,["TL001"],"other_file",
  "SpatialUNetModelWithTime.forward (the SV4D network, scripts/sampling/configs/sv4d.yaml:20) receives timesteps = c_noise from the denoiser (sgm/modules/diffusionmodules/denoiser.py:34-37), "
  "derived from sigmas on the sampler's device; SV4D sampling runs on device='cuda' (scripts/sampling/simple_video_sample_4d.py:41; scripts/demo/sv4d_helpers.py:301, :373 randn(..., device=device)); "
  "timesteps[0].data.numpy() raises on cuda")
m("sgm-svs-270-cpu",SG,"scripts/sampling/simple_video_sample.py",270,".cpu()","",True,["TL001"],"same_function",
  "sample(): device: str = 'cuda' (simple_video_sample.py:34), randn = torch.randn(shape, device=device) (:239), samples from decode_first_stage (:254-257), embed_watermark keeps the device "
  "(sgm/inference/helpers.py:46) and filter returns the same images (nsfw_and_watermark_dectection.py:58-75); without .cpu() the chain "
  "(rearrange(samples, ...) * 255).numpy() (:268-272) raises on cuda",
  report_line=271, also_accept=["scripts/sampling/simple_video_sample.py:268","scripts/sampling/simple_video_sample.py:269"])
NW="scripts/util/detection/nsfw_and_watermark_dectection.py"
m("sgm-nsfw-63-cpu",SG,NW,63,"image_features.detach().cpu().numpy()","image_features.detach().numpy()",True,["TL001"],"other_file",
  "DeepFloydDataFiltering.__call__: self.clip_model is loaded with clip.load('ViT-L/14', device=device) (nsfw_and_watermark_dectection.py:46); simple_video_sample.py:345 and "
  "sv4d_helpers.py:1414 construct it with device=device, 'cuda' by default; imgs.to(self._device) (:60-62) so image_features are on cuda and .numpy() raises. "
  "(streamlit_helpers.py:59 builds it on the CPU default, where it would work.)")

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
