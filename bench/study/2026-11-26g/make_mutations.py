import json
Y5="ultralytics/yolov5"; SB3="DLR-RM/stable-baselines3"; ST="ThilinaRajapakse/simpletransformers"
RTVC="CorentinJ/Real-Time-Voice-Cloning"; LDM="CompVis/latent-diffusion"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- yolov5: val.run moves images/targets to `device` (select_device, or the training model's device)
Y5DEV=("val.run: device = next(model.parameters()).device when called from train.py (val.py:185) or select_device(device) (val.py:189); "
       "`if cuda: im = im.to(device); targets = targets.to(device)` (val.py:258-260); preds = model(im) (:267) -> non_max_suppression keeps the device; "
       "normal use trains/validates on GPU")
m("y5-val-328-cpu",Y5,"val.py",328,"torch.cat(x, 0).cpu().numpy()","torch.cat(x, 0).numpy()",True,["TL001"],"same_file",
  "stats holds (correct, pred[:, 4], pred[:, 5], labels[:, 0]) (val.py:310) and correct = torch.zeros(..., device=device) (:286); all on the device; "+Y5DEV)
m("y5-met-162-cpu",Y5,"utils/metrics.py",162,".cpu().numpy()",".numpy()",True,["TL001"],"other_file",
  "ConfusionMatrix.process_batch(detections, labels): iou = box_iou(labels, detections) on their device; called from val.py:309 confusion_matrix.process_batch(predn, labelsn) "
  "with predn = pred.clone() (:299) and labelsn from targets (:306), both on the device; "+Y5DEV, also_accept=["val.py:309"])
m("y5-met-259-cpu",Y5,"utils/metrics.py",259,".cpu().numpy()",".numpy()",True,["TL001"],"other_file",
  "utils.metrics.process_batch(detections, labels, iouv) is called from val.py:307 correct = process_batch(predn, labelsn, iouv) (iouv = torch.linspace(..., device=device), :216); "
  "iou/x on the device; "+Y5DEV, also_accept=["val.py:307"])
m("y5-plot-58-cpu",Y5,"utils/plots.py",58,"images.cpu().float().numpy()","images.float().numpy()",True,["TL001"],"other_file",
  "plot_images(im, targets, ...) is called from val.py:322-323 with im on the device ("+Y5DEV+"); also from the loggers' on_train_batch_end with imgs.to(device) (train.py). "
  "@threaded: the exception is raised in the plotting thread, the plot is lost", also_accept=["val.py:322","val.py:323"])
m("y5-plot-58-float",Y5,"utils/plots.py",58,"images.cpu().float().numpy()","images.cpu().numpy()",False,[],"other_file",
  "not a bug: images is float16 at most (im.half() in val.py:261 when half; float in train.py); NumPy has float16, and plot_images scales and copies it into a uint8 mosaic; no bfloat16 anywhere in yolov5")
m("y5-plot-60-cpu",Y5,"utils/plots.py",60,"targets.cpu().numpy()","targets.numpy()",True,["TL001"],"other_file",
  "targets passed by val.py:322 are targets.to(device) (val.py:260); "+Y5DEV, also_accept=["val.py:322"])
m("y5-common-702-cpu",Y5,"models/common.py",702,"im.cpu().numpy()","im.numpy()",True,["TL001"],"same_file",
  "DetectMultiBackend.forward, ONNX Runtime branch: with --device 0 the device stays cuda (cuda = ... device.type != 'cpu', onnxruntime-gpu providers, common.py:~478-500); "
  "warmup() calls self.forward(torch.empty(..., device=self.device)) exactly when self.device.type != 'cpu' (common.py:784-787), and detect.py:206 / val.py:259 move im to model.device")
m("y5-clearml-226-cpu",Y5,"utils/loggers/clearml/clearml_utils.py",226,"byte().cpu().numpy()","byte().numpy()",True,["TL001"],"other_file",
  "ClearmlLogger.log_image_with_boxes(path, pred, names, im) is reached from val.py:318 callbacks.run('on_val_image_end', pred, predn, path, names, im[si]) -> "
  "Loggers.on_val_image_end (utils/loggers/__init__.py:206-209), registered by train.py:180; im[si] is on the device ("+Y5DEV+"). Only with ClearML enabled",
  also_accept=["val.py:318","utils/loggers/__init__.py:209"])
m("y5-val-393-cpu",Y5,"val.py",393,"(loss.cpu() / len(dataloader)).tolist()","(loss / len(dataloader)).tolist()",False,[],"same_function",
  "not a bug: .tolist() works on a CUDA tensor (it copies itself); loss is accumulated under @smart_inference_mode (val.py:111), no NumPy conversion")

# ---- stable-baselines3: device = get_device('auto') -> cuda when available (common/utils.py:223-240, base_class.py:128)
SBDEV=("self.device = get_device(device) with default 'auto' -> cuda when available (stable_baselines3/common/base_class.py:128, common/utils.py:234-235); "
       "self.policy = self.policy.to(self.device) (common/on_policy_algorithm.py:138); observations through obs_as_tensor(obs, self.device)")
m("sb3-opa-203-cpu",SB3,"stable_baselines3/common/on_policy_algorithm.py",203,"actions.cpu().numpy()","actions.numpy()",True,["TL001"],"other_file",
  "actions = self.policy(obs_tensor) with obs_tensor = obs_as_tensor(self._last_obs, self.device) (on_policy_algorithm.py:200-202); "+SBDEV)
m("sb3-opa-199-nograd",SB3,"stable_baselines3/common/on_policy_algorithm.py",199,"with th.no_grad():","if True:",True,["TL002"],"other_file",
  "without no_grad, values (value_net output) and log_probs require grad (trainable policy, ActorCriticPolicy.forward in common/policies.py); rollout_buffer.add(..., values, log_probs) "
  "(on_policy_algorithm.py:247-254) converts them in RolloutBuffer.add: value.clone().cpu().numpy() (common/buffers.py:475) raises 'requires grad'. "
  "For Box actions also actions.cpu().numpy() at :203 (DiagGaussian sample() is rsample())",
  report_file="stable_baselines3/common/buffers.py", report_line=475,
  also_accept=["stable_baselines3/common/buffers.py:476","stable_baselines3/common/on_policy_algorithm.py:203","stable_baselines3/common/on_policy_algorithm.py:247"])
m("sb3-buf-475-cpu",SB3,"stable_baselines3/common/buffers.py",475,"value.clone().cpu().numpy()","value.clone().numpy()",True,["TL001"],"other_file",
  "RolloutBuffer.add gets values from on_policy_algorithm.py:201 (policy output on self.device) via rollout_buffer.add (:247); "+SBDEV,
  also_accept=["stable_baselines3/common/on_policy_algorithm.py:247"])
m("sb3-ppo-264-cpu",SB3,"stable_baselines3/ppo/ppo.py",264,"log_ratio).cpu().numpy()","log_ratio).numpy()",True,["TL001"],"other_file",
  "log_ratio = log_prob - rollout_data.old_log_prob; log_prob from self.policy.evaluate_actions(rollout_data.observations, actions) (ppo.py:213); rollout_data tensors are made "
  "on self.device by the buffer's to_torch (common/buffers.py); "+SBDEV)
m("sb3-ppo-262-nograd",SB3,"stable_baselines3/ppo/ppo.py",262,"with th.no_grad():","if True:",True,["TL002"],"other_file",
  "log_prob from self.policy.evaluate_actions (ppo.py:213) requires grad (trainable policy, grad on in train()); without no_grad approx_kl_div = th.mean(...).cpu().numpy() (:264) raises 'requires grad'",
  report_line=264)
m("sb3-pol-201-detach",SB3,"stable_baselines3/common/policies.py",201,".detach().cpu().numpy()",".cpu().numpy()",True,["TL002"],"same_function",
  "parameters_to_vector(self.parameters()) concatenates the policy's trainable parameters; the result requires grad in normal (grad-enabled) code, so .numpy() raises")
m("sb3-pol-370-cpu",SB3,"stable_baselines3/common/policies.py",370,"actions.cpu().numpy()","actions.numpy()",True,["TL001"],"other_file",
  "BasePolicy.predict: obs_tensor from self.obs_to_tensor -> obs_as_tensor(observation, self.device) where self.device is the device of the parameters (policies.py:149-156); "
  "the algorithm moved the policy to cuda: "+SBDEV)

# ---- simpletransformers: self.device = cuda when use_cuda (default True) and CUDA is available
STDEV=("ClassificationModel.__init__: use_cuda=True (default) -> self.device = torch.device('cuda') (classification/classification_model.py:388-393); "
       "_move_model_to_device (:3068-3069); _get_inputs_dict moves every batch tensor .to(self.device) (:3079-3089)")
CLS="simpletransformers/classification/classification_model.py"
m("st-cls-1603-cpu",ST,CLS,1603,"logits.detach().cpu().numpy()","logits.detach().numpy()",True,["TL001"],"same_file",
  "logits from self._calculate_loss(model, inputs, ...) (classification_model.py:1567-1586) with inputs = self._get_inputs_dict(batch); "+STDEV)
m("st-cls-1603-detach",ST,CLS,1603,"logits.detach().cpu().numpy()","logits.cpu().numpy()",False,[],"same_function",
  "not a bug: logits is computed inside `with torch.no_grad():` (classification_model.py:1566) and only sigmoid()-ed inside it; it never requires grad")
m("st-cls-2086-cpu",ST,CLS,2086,"input_ids.unsqueeze(0).detach().cpu().numpy()","input_ids.unsqueeze(0).detach().numpy()",False,[],"framework",
  "not a bug: ONNX predict path; model_inputs = self.tokenizer.batch_encode_plus(..., return_tensors='pt') (classification_model.py:2063-2065): the HF tokenizer returns CPU tensors, never moved")
m("st-cls-2217-cpu",ST,CLS,2217,"logits.detach().cpu().numpy()","logits.detach().numpy()",True,["TL001"],"same_file",
  "predict(): logits from self._calculate_loss(model, inputs) with inputs = self._get_inputs_dict(batch, no_hf=True) (classification_model.py:2180-2200); "+STDEV)
m("st-cls-2458-cpu",ST,CLS,2458,"torch.sigmoid(probabilities).detach().cpu().numpy()","torch.sigmoid(probabilities).detach().numpy()",True,["TL001"],"same_file",
  "get_relevance_score's only caller passes logits = model(**inputs).logits with inputs = self._get_inputs_dict(batch, reranking=True) (classification_model.py:2628-2650); "
  "num_labels == 1 reranking; "+STDEV, also_accept=[CLS+":2646"])
m("st-cls-2460-detach",ST,CLS,2460,"probabilities.softmax(dim=1).detach().cpu().numpy()","probabilities.softmax(dim=1).cpu().numpy()",False,[],"same_file",
  "not a bug: the only call, self.get_relevance_score(logits, ...) (classification_model.py:2646), is inside `with torch.no_grad():` (:2629); logits never requires grad")
REP="simpletransformers/language_representation/representation_model.py"
m("st-rep-217-cpu",ST,REP,217,".cpu().detach().numpy()",".detach().numpy()",True,["TL001"],"same_file",
  "token_vectors = self.model(input_ids=encoded['input_ids'].to(self.device), ...) (representation_model.py:205-215), self.model.to(self.device) (:200), "
  "self.device = cuda when use_cuda (:119-123); embedding_func is a mean/reshape/slice (:43-57) that keeps the device")
m("st-rep-217-detach",ST,REP,217,".cpu().detach().numpy()",".cpu().numpy()",False,[],"same_function",
  "not a bug: token_vectors is computed inside `with torch.no_grad():` (representation_model.py:205); the conversion at :217 is after the block, but embedding_func only does "
  "mean/reshape/indexing of a tensor that does not require grad")
RET="simpletransformers/retrieval/retrieval_utils.py"
m("st-ret-791-cpu",ST,RET,791,"embeddings.detach().cpu().numpy()","embeddings.detach().numpy()",True,["TL001"],"other_file",
  "embed() runs the encoder on tokenized_inputs[...].to(device=device) (retrieval_utils.py:769-772, 780-783); it is applied with datasets.map(partial(embed, encoder=encoder, device=device, ...)) "
  "(e.g. :889-901 after encoder.to(device), :2175), device coming from RetrievalModel's self.device = cuda when use_cuda (retrieval/retrieval_model.py:188-190, passed at :1680)")
m("st-ret-791-detach",ST,RET,791,"embeddings.detach().cpu().numpy()","embeddings.cpu().numpy()",False,[],"same_function",
  "not a bug: every encoder call in embed() is inside `with torch.no_grad():` (retrieval_utils.py:659); the return at :791 is after the block but embeddings never requires grad")
S2S="simpletransformers/seq2seq/seq2seq_utils.py"
m("st-s2s-478-cpu",ST,S2S,478,"embeddings.detach().cpu().numpy()","embeddings.detach().numpy()",True,["TL001"],"other_file",
  "embed(documents, ctx_encoder, ctx_tokenizer, device): embeddings = ctx_encoder(input_ids.to(device=device)).pooler_output (seq2seq_utils.py:466-477); used by "
  "dataset.map(partial(embed, ctx_encoder=ctx_encoder, ..., device=device)) (:528-531) with ctx_encoder.to(device=device) (:518); device is Seq2SeqModel's self.device "
  "(seq2seq/seq2seq_model.py:206-208 cuda, passed at :280)")

# ---- Real-Time-Voice-Cloning
m("rtvc-enc-129-detach",RTVC,"encoder/model.py",129,"sim_matrix.detach().cpu().numpy()","sim_matrix.cpu().numpy()",True,["TL002"],"same_file",
  "sim_matrix = self.similarity_matrix(embeds) (encoder/model.py:118) is computed BEFORE `with torch.no_grad():` (:126), from trainable embeds and the Parameters "
  "similarity_weight/similarity_bias (:27-28, :104); entering no_grad afterwards does not clear requires_grad, so .numpy() raises 'requires grad'")
m("rtvc-enc-129-cpu",RTVC,"encoder/model.py",129,"sim_matrix.detach().cpu().numpy()","sim_matrix.detach().numpy()",False,[],"other_file",
  "not a bug: the loss runs on loss_device = torch.device('cpu') (encoder/train.py:35, 'FIXME: gradient is None if loss_device is cuda'); embeds_loss = embeds....to(loss_device) "
  "(train.py:81-82) and similarity_weight/bias are .to(loss_device) (model.py:27-28); inference.py:31 also builds SpeakerEncoder(_device, torch.device('cpu')) and never calls loss")
m("rtvc-inf-54-detach",RTVC,"encoder/inference.py",54,"_model.forward(frames).detach().cpu().numpy()","_model.forward(frames).cpu().numpy()",True,["TL002"],"same_file",
  "_model = SpeakerEncoder(...) (encoder/inference.py:31, a module with trainable LSTM/Linear, encoder/model.py:18-24), only .eval(); there is no no_grad in encoder/inference.py "
  "nor in its callers (the project has 3 no_grad blocks: encoder/model.py:126, vocoder/models/*), so the output requires grad")
m("rtvc-inf-54-cpu",RTVC,"encoder/inference.py",54,"_model.forward(frames).detach().cpu().numpy()","_model.forward(frames).detach().numpy()",True,["TL001"],"same_file",
  "frames = torch.from_numpy(frames_batch).to(_device) (inference.py:53); _device = torch.device('cuda' if available) set through `global` in load_model (:26-28); "
  "_model = SpeakerEncoder(_device, ...) (:31)")
m("rtvc-voc-237-cpu",RTVC,"vocoder/models/fatchord_version.py",237,"output.cpu().numpy()","output.numpy()",True,["TL001"],"same_function",
  "WaveRNN.generate: mels = mels.cuda() and h1/h2/x = torch.zeros(...).cuda() when CUDA is available (fatchord_version.py:164-165, 178-181); the samples appended to output come from them")
m("rtvc-syntrain-20-detach",RTVC,"synthesizer/train.py",20,"x.detach().cpu().numpy()","x.cpu().numpy()",True,["TL002"],"same_file",
  "np_now is called in the training loop on m2_hat/attention of model(texts, mels, embeds) (synthesizer/train.py:165, 213, 217), model = Tacotron(...).to(device) (:80) trainable, "
  "no no_grad anywhere in the synthesizer, so .numpy() raises 'requires grad'", also_accept=["synthesizer/train.py:213","synthesizer/train.py:217"])
m("rtvc-dm-158-data",RTVC,"vocoder/models/deepmind_version.py",158,"squeeze(1).cpu().data.numpy()","squeeze(1).cpu().numpy()",False,[],"same_function",
  "not a bug: the whole body of WaveRNN.generate is inside `with torch.no_grad():` (deepmind_version.py:76), so c_outputs never require grad")

# ---- latent-diffusion (Lightning)
m("ldm-main-359-cpu",LDM,"main.py",359,"images[k].detach().cpu()","images[k].detach()",True,["TL001"],"framework",
  "ImageLogger.log_img(pl_module, batch, ...) is a Lightning Callback hook (on_train_batch_end / on_validation_batch_end); pl_module.log_images(batch) returns samples on the module's device, "
  "which the Trainer put on the GPU (--gpus, trainer_config in main.py:524-528; hooks at main.py:383-389); log_local then does grid = make_grid(images[k]) ... grid.numpy() (main.py:325-329) -> raises on cuda",
  report_line=329, also_accept=["main.py:359","main.py:363"])
m("ldm-main-359-detach",LDM,"main.py",359,"images[k].detach().cpu()","images[k].cpu()",False,[],"same_function",
  "not a bug: images = pl_module.log_images(...) is inside `with torch.no_grad():` (main.py:351-352); log_images has no enable_grad (ldm/models/diffusion/ddpm.py:378, 1251, 1430)",
  report_line=329, also_accept=["main.py:359","main.py:363"])
SD="scripts/sample_diffusion.py"
SDDEV="model.cuda() (scripts/sample_diffusion.py:223, load_model_from_config); samples from make_convolutional_sample (:79-105, @torch.no_grad()) are on cuda"
m("ldm-sd-16-cpu",LDM,SD,16,"x.detach().cpu()","x.detach()",True,["TL001"],"same_file",
  "custom_to_pil(x) is called by save_logs (:149) and logs2pil (:41, :43) with logs['sample'] items; "+SDDEV+"; x.permute(1, 2, 0).numpy() (:19) raises",
  report_line=19, also_accept=[SD+":16",SD+":149"])
m("ldm-sd-16-detach",LDM,SD,16,"x.detach().cpu()","x.cpu()",False,[],"same_file",
  "not a bug: the samples come from make_convolutional_sample, decorated @torch.no_grad() (sample_diffusion.py:78), so they never require grad",
  report_line=19, also_accept=[SD+":16",SD+":149"])
m("ldm-sd-29-cpu",LDM,SD,29,"x.detach().cpu()","x.detach()",True,["TL003"],"same_file",
  "custom_to_np returns a (uint8) tensor on the samples' device; run() collects them and does np.concatenate(all_images, axis=0) (sample_diffusion.py:127, 131), which converts "
  "each tensor with __array__ -> raises on cuda; "+SDDEV, report_line=131, also_accept=[SD+":127",SD+":29"])
m("ldm-sd-29-detach",LDM,SD,29,"x.detach().cpu()","x.cpu()",False,[],"same_file",
  "not a bug: samples from make_convolutional_sample (@torch.no_grad(), sample_diffusion.py:78) never require grad, and the .to(torch.uint8) at :30 would drop grad anyway",
  report_line=131, also_accept=[SD+":127",SD+":29"])
m("ldm-ddim-36-cpu",LDM,"ldm/models/diffusion/ddim.py",36,"np.sqrt(alphas_cumprod.cpu())","np.sqrt(alphas_cumprod)",True,["TL003"],"other_file",
  "alphas_cumprod = self.model.alphas_cumprod (ddim.py:27), a buffer of the diffusion model (register_buffer in ldm/models/diffusion/ddpm.py); the model is on cuda "
  "(scripts/txt2img.py:28,111 model.cuda()/to(device), Lightning for LatentDiffusion.sample_log -> DDIMSampler(self)); np.sqrt(cuda tensor) raises")
m("ldm-txt-150-cpu",LDM,"scripts/txt2img.py",150,"x_sample.cpu().numpy()","x_sample.numpy()",True,["TL001"],"same_file",
  "x_samples_ddim = model.decode_first_stage(samples_ddim) (txt2img.py:146), device = cuda if available and model = model.to(device) (:110-111)")
m("ldm-txt-129-nograd",LDM,"scripts/txt2img.py",129,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: samples_ddim come from DDIMSampler.sample, decorated @torch.no_grad() (ldm/models/diffusion/ddim.py:55), and x_samples_ddim from "
  "LatentDiffusion.decode_first_stage, decorated @torch.no_grad() (ldm/models/diffusion/ddpm.py:705); clamp keeps no-grad, so x_sample.cpu().numpy() (:150) and the grid (:162) are fine",
  report_line=150, also_accept=["scripts/txt2img.py:162"])

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
