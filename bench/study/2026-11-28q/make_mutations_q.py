import json
# Generator of THIS set's mutations.json (set q). Run it inside this folder.
RC="THUwangcy/ReChorus"; MZ="black0017/MedicalZooPytorch"; SA="Stability-AI/stable-audio-tools"; GG="snap-stanford/GraphGym"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- ReChorus (recommendation; runners convert model outputs to NumPy for ranking metrics)
BR="src/helpers/BaseRunner.py"; CR="src/helpers/CTRRunner.py"; UT="src/utils/utils.py"
RCDEV=("main.py:51-54 sets args.device = torch.device('cuda') when --gpu (default '0', main.py:22) is non-empty and a GPU is available; main.py:68 builds the model with model_name(args, corpus).to(args.device); "
       "BaseModel keeps self.device = args.device (src/models/BaseModel.py:39); the runners move every batch with utils.batch_to_gpu(batch, model.device) (src/utils/utils.py:30-34), so model outputs and batch tensors are on cuda")
m("rc-br-241-cpu",RC,BR,241,"prediction.cpu().data.numpy()","prediction.data.numpy()",True,["TL001"],"other_file",
  "BaseRunner.predict: prediction = dataset.model(utils.batch_to_gpu(batch, dataset.model.device))['prediction'] (BaseRunner.py:237-240); "+RCDEV+"; prediction.data.numpy() raises on cuda (called for 'Test Before Training', main.py:80, and every epoch's dev evaluation, BaseRunner.py:137)")
m("rc-br-241-data",RC,BR,241,"prediction.cpu().data.numpy()","prediction.cpu().numpy()",True,["TL002"],"other_file",
  "predict has no torch.no_grad (BaseRunner.py:225-252) and neither do its callers: evaluate (:217-223), train (:137, :145) and print_res (:254-259) called from main.py:80/:87/:89 and save_rec_results (main.py:119, :135); "
  "model.eval() (:232) does not disable grad, so the prediction of a model with trainable embeddings (e.g. BPRMF/SASRec, GeneralModel/SequentialModel in src/models/BaseModel.py) requires grad and .cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad'; "
  "the .data removed here was the only detach")
m("rc-br-207-cpu",RC,BR,207,"loss.detach().cpu().data.numpy()","loss.detach().data.numpy()",True,["TL001"],"other_file",
  "BaseRunner.fit: loss = model.loss(out_dict) (BaseRunner.py:204) of the output of a model on cuda; "+RCDEV+"; loss.detach().data.numpy() raises on cuda every training step")
m("rc-br-207-detach",RC,BR,207,"loss.detach().cpu().data.numpy()","loss.cpu().data.numpy()",False,[],"same_function",
  "not a bug: the loss requires grad, but .data (still on the line) returns a tensor that does not require grad, so .numpy() works (checked on the CPU build: .cpu().data.numpy() of a grad tensor)")
m("rc-ctr-74-cpu",RC,CR,74,"prediction.cpu().data.numpy()","prediction.data.numpy()",True,["TL001"],"other_file",
  "CTRRunner.predict (CTR models, e.g. DCNv2/FinalMLP with runner CTRRunner): out_dict from dataset.model(utils.batch_to_gpu(batch, dataset.model.device)) (CTRRunner.py:72-73); "+RCDEV+"; prediction.data.numpy() raises")
m("rc-ctr-75-cpu",RC,CR,75,"label.cpu().data.numpy()","label.data.numpy()",True,["TL001"],"other_file",
  "label = out_dict['label'] (CTRRunner.py:73) is feed_dict['label'].view(-1) (e.g. src/models/context/DCNv2.py:189, FinalMLP.py:121), a batch tensor moved to the model device by utils.batch_to_gpu (src/utils/utils.py:30-34, device cuda per main.py:51-54); label.data.numpy() raises on cuda")
m("rc-ctr-75-data",RC,CR,75,"label.cpu().data.numpy()","label.cpu().numpy()",False,[],"other_file",
  "not a bug: label is the data label feed_dict['label'].view(-1) (src/models/context/DCNv2.py:189 and the other CTR models), made by collate_batch with torch.from_numpy (src/models/BaseModel.py:135-152); it is not computed from parameters, so it never requires grad")
m("rc-pop-23-cpu",RC,"src/models/general/POP.py",23,"self.popularity[i_ids.cpu().data.numpy()]","self.popularity[i_ids.data.numpy()]",True,["TL001"],"other_file",
  "POP.forward: i_ids = feed_dict['item_id'] (POP.py:22) was moved by utils.batch_to_gpu(batch, dataset.model.device) in BaseRunner.predict (BaseRunner.py:238-240); the model (and its device) is cuda per main.py:51-54, :68; "
  "i_ids.data.numpy() raises before the NumPy index into self.popularity (a NumPy array, POP.py:16)")
m("rc-pop-23-data",RC,"src/models/general/POP.py",23,"self.popularity[i_ids.cpu().data.numpy()]","self.popularity[i_ids.cpu().numpy()]",False,[],"other_file",
  "not a bug: item ids are integer tensors made by collate_batch with torch.from_numpy (src/models/BaseModel.py:135-152); integer tensors cannot require grad (checked on the CPU build), so .data is redundant")
m("rc-ut-41-detach",RC,UT,41,"np.array(t[1].detach().cpu())","np.array(t[1].cpu())",True,["TL002"],"other_file",
  "utils.check is called by BaseRunner.train after each fit (BaseRunner.py:133-134, check_epoch default 1) with model.check_list; TiMiRec (stage 'finetune' is the default, src/models/sequential/TiMiRec.py:50) appends "
  "('pred_intent', pred_intent.softmax(-1)) and target_intent during training forwards (TiMiRec.py:133-139), tensors computed from parameters with grad on; np.array of such a tensor raises 'Can't call numpy() on Tensor that requires grad' (checked on the CPU build)")
m("rc-ut-41-cpu",RC,UT,41,"np.array(t[1].detach().cpu())","np.array(t[1].detach())",True,["TL003"],"other_file",
  "the check_list tensors of TiMiRec (src/models/sequential/TiMiRec.py:138-139) are outputs of the model on cuda (model .to(args.device), main.py:68, device cuda per main.py:51-54, batches moved by batch_to_gpu, BaseRunner.py:185); "
  "np.array of a cuda tensor raises (called from BaseRunner.train, BaseRunner.py:133-134)")
m("rc-srgnn-45-cpu",RC,"src/models/developing/SRGNN.py",45,"item_seq = item_seq.cpu().numpy()","item_seq = item_seq.numpy()",True,["TL001"],"other_file",
  "SRGNN._get_slice(history) is called from forward (SRGNN.py:85) with history = feed_dict['history_items'], moved to cuda by utils.batch_to_gpu (BaseRunner.py:185, :238; utils.py:30-34; device cuda per main.py:51-54); "
  "the results are even moved back .to(self.device) (SRGNN.py:69-73); item_seq.numpy() raises on cuda (SRGNN is importable: main.py:14 imports models.developing)")
m("rc-imp-196-data",RC,"src/helpers/ImpressionRunner.py",196,"loss.detach().cpu().data.numpy()","loss.detach().cpu().numpy()",False,[],"same_function",
  "not a bug: .detach() (still on the line) already gives a tensor that does not require grad; .data was redundant")
m("rc-buir-37-cpu",RC,"src/helpers/BUIRRunner.py",37,"loss.detach().cpu().data.numpy()","loss.detach().data.numpy()",True,["TL001"],"other_file",
  "BUIRRunner.fit: loss = model.loss(out_dict) (BUIRRunner.py:32-33) for BUIR (runner 'BUIRRunner') on cuda: batch = utils.batch_to_gpu(batch, model.device) (:30); "+RCDEV+"; loss.detach().data.numpy() raises")

# ---- MedicalZooPytorch (3D medical image segmentation; Trainer + Dice losses returning NumPy per-channel scores)
BC="lib/losses3D/BaseClass.py"; D2="lib/losses3D/Dice2D.py"; TRN="lib/train/trainer.py"; BW="lib/visual3D_temp/BaseWriter.py"; TC="lib/train/train_covid.py"
MZDEV=("the example scripts default to --cuda True (examples/train_brats2018_new.py:56, train_iseg2017_new.py:57, test_miccai_2019.py:60) and move the model with model.cuda() (e.g. train_brats2018_new.py:26-27); "
       "Trainer.train_epoch/validate_epoch call prepare_input(input_tuple=..., args=self.args) (lib/train/trainer.py:59, :80), which does input_tensor.cuda(), target.cuda() when args.cuda (lib/utils/general.py:86-87)")
m("mz-bc-62-cpu",MZ,BC,62,"per_channel_dice.detach().cpu().numpy()","per_channel_dice.detach().numpy()",True,["TL001"],"other_file",
  "_AbstractDiceLoss.forward (DiceLoss, lib/losses3D/dice.py:6-18) is the criterion of the Trainer (examples/train_brats2018_new.py:24); output = self.model(input_tensor) on cuda; "+MZDEV+"; per_channel_dice is computed from the cuda input/target, so .detach().numpy() raises")
m("mz-bc-62-detach",MZ,BC,62,"per_channel_dice.detach().cpu().numpy()","per_channel_dice.cpu().numpy()",True,["TL002"],"other_file",
  "Trainer.train_epoch runs with grad on (lib/train/trainer.py:52-63: model.train(), loss_dice.backward()); the criterion gets the model output (:61-62), so per_channel_dice = self.dice(normalization(input), ...) (BaseClass.py:56-59) requires grad and "
  "per_channel_dice.cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad' (validation is under no_grad, trainer.py:79, but training is not)")
m("mz-d2d-51-cpu",MZ,D2,51,"per_channel_dice.clone().cpu().detach().numpy()","per_channel_dice.clone().detach().numpy()",True,["TL001"],"other_file",
  "DiceLoss2D is the criterion of examples/test_miccai_2019.py:32 (--cuda default True :60, model.cuda() :34-35) passed to train.Trainer (:38), which moves the inputs to cuda (lib/train/trainer.py:59 -> lib/utils/general.py:86-87); "
  "per_channel_dice is computed from the cuda output, so .clone().detach().numpy() raises")
m("mz-d2d-51-detach",MZ,D2,51,"per_channel_dice.clone().cpu().detach().numpy()","per_channel_dice.clone().cpu().numpy()",True,["TL002"],"other_file",
  "in Trainer.train_epoch (lib/train/trainer.py:52-63, grad on, backward at :63) DiceLoss2D.forward gets the model output; per_channel_dice = compute_per_channel_dice(normalization(input), target) (Dice2D.py:48-50) requires grad; "
  ".clone().cpu() keeps the grad, so .numpy() raises")
m("mz-tr-66-item",MZ,TRN,66,"loss_dice.item()","loss_dice",True,["TL008"],"other_file",
  "Trainer.train_epoch: loss_dice (trainer.py:62) was just backpropagated (:63) and still requires grad; TensorboardWriter.update_scores adds it with self.data[mode]['loss'] += loss (lib/visual3D_temp/BaseWriter.py:105) "
  "over the whole epoch until reset('train') (trainer.py:49, BaseWriter.py:84-89), so every step's autograd node and cuda tensor are kept (nothing crashes: display_terminal formats a 0-d tensor with {:.4f}, which works, checked on the CPU build)",
  also_accept=[BW+":105"])
m("mz-tr-86-item",MZ,TRN,86,"loss.item()","loss",False,[],"same_function",
  "not a bug: validate_epoch runs the model and criterion inside `with torch.no_grad():` (trainer.py:79-84), so loss does not require grad; accumulating it in BaseWriter.update_scores (BaseWriter.py:105) keeps no autograd history, "
  "and the later uses (format {:.4f}, add_scalars, save_checkpoint's comparison) accept a 0-d tensor",
  also_accept=[BW+":105"])
m("mz-tr-79-nograd",MZ,TRN,79,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: without no_grad the validation output and loss require grad, but every conversion detaches: the criteria return per_channel_dice.detach().cpu().numpy() (lib/losses3D/BaseClass.py:62) or "
  ".clone().cpu().detach().numpy() (lib/losses3D/Dice2D.py:51), and loss.item() (trainer.py:86) works on a grad tensor",
  report_file=BC, report_line=62, also_accept=[D2+":51",TRN+":86"])
m("mz-bmc-131-nograd",MZ,"lib/medzoo/BaseModelClass.py",131,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: BaseModel.inference returns output.cpu().detach() (BaseModelClass.py:135), so its callers (lib/visual3D_temp/viz.py:74, :126) never receive a grad tensor; the only NumPy conversion downstream is viz.py:145 on argmax indices",
  report_file="lib/visual3D_temp/viz.py", report_line=145)
m("mz-cov-31-item",MZ,TC,31,"{'loss': loss.item(), 'accuracy': acc}","{'loss': loss, 'accuracy': acc}",True,["TL008"],"other_file",
  "train_covid.train: loss = criterion(model(input_data), target) (train_covid.py:22-24) is backpropagated (:25) and still requires grad; MetricTracker.update_all_metrics -> update does self.data[key] += value * n "
  "(lib/utils/covid_utils.py:49-51) for every batch of the epoch, so the autograd history of every step is kept (train() has no caller inside the repository; it is the COVID classification training API)",
  also_accept=["lib/utils/covid_utils.py:51"])
m("mz-cov-69-cpu",MZ,TC,69,"confusion_matrix.cpu().numpy()","confusion_matrix.numpy()",False,[],"same_function",
  "not a bug: confusion_matrix = torch.zeros(args.classes, args.classes) (train_covid.py:46) is created on the CPU and only updated in place with CPU indices (target.cpu()/preds.cpu(), :62-63), so .numpy() works")

# ---- stable-audio-tools (audio diffusion / autoencoders trained with PyTorch Lightning)
AE="stable_audio_tools/training/autoencoders.py"; DF="stable_audio_tools/training/diffusion.py"; AI="stable_audio_tools/interface/aeiou.py"; PE="pre_encode.py"
LDEV=("train.py builds pl.Trainer(devices='auto', accelerator='gpu', ...) (train.py:148-156) with the demo callback; Lightning moves the LightningModule to the GPU, and the callback moves its demo batch with .to(module.device)")
m("sat-aeiou-273-cpu",SA,AI,273,"embeddings.cpu().numpy().T","embeddings.numpy().T",True,["TL001"],"framework",
  "tokens_spectrogram_image is called with cuda latents: AutoencoderDemoCallback.on_train_batch_end encodes encoder_input.to(module.device) (autoencoders.py:578, :585-591) and calls tokens_spectrogram_image(latents) (:632); "
  "DiffusionAutoencoderDemoCallback does the same (diffusion.py:1113-1118, :1144); "+LDEV+"; embeddings = rearrange(tokens) stays on cuda and .numpy() raises (the other caller, diffusion.py:866, passes .cpu())",
  also_accept=[AE+":632",DF+":1144"])
m("sat-aeiou-88-cpu",SA,AI,88,"project_down(tokens, method=method, debug=debug, **kwargs).cpu().numpy()","project_down(tokens, method=method, debug=debug, **kwargs).numpy()",True,["TL001"],"framework",
  "point_cloud gets cuda latents: DiffusionAutoencoderDemoCallback calls pca_point_cloud(latents) unconditionally (diffusion.py:1141) with latents from module.diffae_ema.ema_model.encode(encoder_input.to(module.device)) (:1113-1118), "
  "and log_point_cloud (training/utils.py:123-128) does it for the autoencoder demo with a wandb/comet logger (autoencoders.py:631); "+LDEV+"; project_down's PCA (aeiou.py:54-55) keeps the device, so .numpy() raises",
  also_accept=[DF+":1141","stable_audio_tools/training/utils.py:125","stable_audio_tools/training/utils.py:128"])
m("sat-ae-585-nograd",SA,AE,585,"with torch.no_grad():","if True:",True,["TL002"],"framework",
  "AutoencoderDemoCallback.on_train_batch_end is a Lightning training hook, which runs with grad enabled (Lightning's fit loop calls torch.set_grad_enabled(True), lightning 2.6.2 src/lightning/pytorch/loops/fit_loop.py:386; "
  "the callback itself relies on it with loss.backward() at autoencoders.py:606); module.eval() (:564) does not disable grad; with the default use_ema False (training/factory.py:27) latents = module.autoencoder.encode(...) (:590) "
  "of the trainable autoencoder then require grad; fakes are detached (:594) but latents go to tokens_spectrogram_image(latents) (:632), whose embeddings.cpu().numpy() (aeiou.py:273) raises, and to log_point_cloud (:631 -> aeiou.py:88) with wandb/comet",
  report_file=AI, report_line=273, also_accept=[AI+":88",AE+":631",AE+":632"])
m("sat-ae-594-detach",SA,AE,594,"trim_to_shortest(fakes.detach(), demo_reals)","trim_to_shortest(fakes, demo_reals)",False,[],"same_function",
  "not a bug: fakes is decoded inside `with torch.no_grad():` (autoencoders.py:585-591), so it does not require grad; reals_fakes (:614-627) reaches torchaudio.save and audio_spectrogram_image (:628, :633 -> aeiou.py:165) without grad",
  report_line=633, also_accept=[AI+":165",AE+":628"])
m("sat-dae-1098-nograd",SA,DF,1098,"@torch.no_grad()","",False,[],"framework",
  "not a bug, although the in-body `with torch.no_grad() and torch.cuda.amp.autocast():` (diffusion.py:1117) enters only autocast (`A and B` evaluates to B; checked on the CPU build): the demo runs module.diffae_ema.ema_model, "
  "and ema_pytorch's EMA calls self.ema_model.requires_grad_(False) in __init__ (ema-pytorch 0.2.3, pinned in setup.py, ema_pytorch/ema_pytorch.py:76; diffae_ema built at diffusion.py:928-936), the input is data; "
  "so latents/fakes do not require grad when pca_point_cloud (:1141 -> aeiou.py:88) and tokens_spectrogram_image (:1144 -> aeiou.py:273) convert them",
  report_file=AI, report_line=273, also_accept=[AI+":88"])
m("sat-dfi-866-cpu",SA,DF,866,"tokens_spectrogram_image(masked_input.cpu())","tokens_spectrogram_image(masked_input)",False,[],"other_file",
  "not a bug: tokens_spectrogram_image moves its input itself: imshow(embeddings.cpu().numpy().T ...) (interface/aeiou.py:273); the other uses of the tensor there (abs().max() as vmin/vmax, format of .min()/.max()) accept a cuda 0-d tensor; "
  "the demo runs under @torch.no_grad() (diffusion.py:820), so there is no grad either",
  report_file=AI, report_line=273, also_accept=[DF+":866"])
m("sat-pre-94-cpu",SA,PE,94,"latents = latents.cpu().numpy()","latents = latents.numpy()",True,["TL001"],"framework",
  "PreEncodedLatentsInferenceWrapper is run with pl.Trainer(accelerator='gpu', ...).validate(pl_module, data_loader) (pre_encode.py:161-171): Lightning moves the module (and self.model, a submodule) to the GPU and the batch with "
  "strategy.batch_to_device (lightning 2.6.2 src/lightning/pytorch/loops/evaluation_loop.py:415) before validation_step; latents = self.model.encode(audio) (:87-92) are on cuda and .numpy() raises")
m("sat-pre-87-nograd",SA,PE,87,"with torch.no_grad():","if True:",False,[],"framework",
  "not a bug: trainer.validate runs the evaluation loop inside torch.inference_mode (Trainer(inference_mode=True) is the default and pre_encode.py:161-170 does not change it; lightning 2.6.2 "
  "src/lightning/pytorch/loops/evaluation_loop.py:119 @_no_grad_context, loops/utilities.py:157-178), so latents do not require grad when converted at :94 (checked on the CPU build: outputs under inference_mode do not require grad)",
  report_line=94)
m("sat-pre-111-cpu",SA,PE,111,"padding_mask.cpu().numpy().tolist()","padding_mask.numpy().tolist()",True,["TL001"],"framework",
  "md = metadata[i] is one of the per-sample info dicts (SampleDataset.__getitem__ sets info['padding_mask'] to a tensor, stable_audio_tools/data/dataset.py:232; collation_fn keeps the tuple of dicts, :628-641); "
  "Lightning's batch_to_device -> move_data_to_device applies .to(device) recursively through lists/tuples/dicts (lightning 2.6.2 src/lightning/fabric/utilities/apply_func.py:78-110), so md['padding_mask'] is on the GPU "
  "(Trainer(accelerator='gpu'), pre_encode.py:161-162); F.interpolate(...).squeeze().int() (:106-110) keeps it there and .numpy() raises")
m("sat-ds-470-cpu",SA,"stable_audio_tools/data/dataset.py",470,"torch.flatten(audio.abs()).max()).cpu().numpy()","torch.flatten(audio.abs()).max()).numpy()",False,[],"same_file",
  "not a bug: get_dbmax is only reached through is_silence (dataset.py:472-478) from SampleDataset.__getitem__ (:208) with audio from torchaudio.load in load_file (:188, CPU, resampled on the CPU :190-192) and from is_valid_sample (:484) "
  "on WebDataset samples decoded in the data-loading workers; the audio is on the CPU and does not require grad")
m("sat-ae-344-item",SA,AE,344,"loss_value = loss_value.item()","loss_value = loss_value",False,[],"same_function",
  "not a bug: validation_step computes the eval losses inside `with torch.no_grad():` (autoencoders.py:329-346), so the tensors kept in validation_step_outputs and summed in on_validation_epoch_end (:352-358) carry no autograd history; "
  "self.all_gather(val_loss).mean().item() (:362) accepts a tensor",
  report_line=358, also_accept=[AE+":344",AE+":362"])
m("sat-ae-329-nograd",SA,AE,329,"with torch.no_grad():","if True:",False,[],"framework",
  "not a bug: Lightning runs validation_step without grad: the fit loop's validation loop uses torch.no_grad (inference_mode=False, lightning 2.6.2 src/lightning/pytorch/loops/training_epoch_loop.py:89, loops/utilities.py:176-177) "
  "and trainer.validate uses inference_mode; besides, the only conversions are .item() (autoencoders.py:344), which works on grad tensors",
  report_line=344, also_accept=[AE+":358",AE+":362"])

# ---- GraphGym (graph neural networks; train loops hand detached CPU predictions to a Logger that calls sklearn)
TG="graphgym/train.py"; TP="graphgym/train_pyg.py"; LG="graphgym/logger.py"
GGDEV=("run/main.py:35 (and run/main_pyg.py:35) call auto_select_device(), which sets cfg.device = 'cuda:N' when cfg.device is 'auto' (default, graphgym/config.py:39) and a GPU is available (graphgym/utils/device.py:54-75); "
       "create_model moves the model with model.to(torch.device(cfg.device)) (graphgym/model_builder.py:30, model_builder_pyg.py:27) and train_epoch moves each batch with batch.to(torch.device(cfg.device))")
SKL=("Logger.write_epoch (logger.py:163-184) concatenates the stored tensors and passes them to sklearn: accuracy_score(true, pred_int) for the default multi-class Cora task (logger.py:114-119; config.py:103, :118; "
     "infer_task :220-229), roc_auc_score/accuracy_score for binary tasks (:96-112), mean_absolute_error for regression (:121-132)")
LGLOCS=[LG+":103",LG+":107",LG+":127"]
m("gg-train-23-cpu",GG,TG,23,"pred=pred_score.detach().cpu()","pred=pred_score.detach()",True,["TL003"],"other_file",
  "train_epoch hands pred_score from compute_loss(model(batch)) (train.py:18-19, graphgym/loss.py:34-45) to Logger.update_stats, which appends it to self._pred (logger.py:146); "+GGDEV+" (train.py:17); "+SKL+
  "; pred_int = pred_score.max(dim=1)[1] stays on cuda and sklearn's np.asarray raises for it (loggers[0].write_epoch every epoch, train.py:71-72)",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TG+":23"])
m("gg-train-23-detach",GG,TG,23,"pred=pred_score.detach().cpu()","pred=pred_score.cpu()",True,["TL008","TL002"],"other_file",
  "train_epoch runs with grad on (train.py:12-21); pred_score (log_softmax or sigmoid of the model output, graphgym/loss.py:37-42) requires grad and .cpu() keeps the autograd history; Logger.update_stats appends it to self._pred "
  "(logger.py:146) for every batch of the epoch (reset only in write_epoch, :213), so every step's graph is kept (TL008); for binary and regression tasks sklearn's roc_auc_score/mean_absolute_error then convert a grad tensor and raise (logger.py:103, :127; TL002). "
  "For the default multi-class task only the argmax indices are converted (logger.py:117-119), which works (checked on the CPU build)",
  also_accept=[LG+":146",LG+":103",LG+":127"])
m("gg-train-24-item",GG,TG,24,"loss=loss.item()","loss=loss",True,["TL008"],"other_file",
  "loss from compute_loss (train.py:19) was just backpropagated (:20) and still requires grad; Logger.update_stats does self._loss += loss * batch_size (logger.py:149) for every batch of the epoch, keeping each step's autograd node "
  "and cuda tensor; at write_epoch, round(self._loss / self._size_current, cfg.round) (logger.py:70) then raises TypeError (Tensor has no __round__; checked on the CPU build)",
  also_accept=[LG+":149"])
m("gg-train-41-detach",GG,TG,41,"pred=pred_score.detach().cpu()","pred=pred_score.cpu()",False,[],"same_function",
  "not a bug: eval_epoch is decorated with @torch.no_grad() (train.py:32), so pred_score does not require grad when the Logger hands it to sklearn (logger.py:100-131)",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TG+":41"])
m("gg-train-32-nograd",GG,TG,32,"@torch.no_grad()","",False,[],"same_function",
  "not a bug: without the decorator the eval outputs require grad, but eval_epoch detaches and moves them itself (true.detach().cpu(), pred_score.detach().cpu(), loss.item(), train.py:40-42), so the Logger's sklearn calls (logger.py:100-131) get grad-free CPU tensors",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TG+":40",TG+":41"])
m("gg-train-22-detach",GG,TG,22,"true=true.detach().cpu()","true=true.cpu()",False,[],"other_file",
  "not a bug: true is the label tensor returned by the head's _apply_index: batch.node_label (or its indexed rows) from the dataset (graphgym/models/head.py:25-35; edge/graph heads likewise), not computed from parameters, so it does not require grad; "
  "compute_loss only makes .float() copies for its own use (graphgym/loss.py:41, :44)",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TG+":22"])
m("gg-trpyg-23-cpu",GG,TP,23,"true=true.detach().cpu()","true=true.detach()",True,["TL003"],"other_file",
  "train_pyg.train_epoch (used by run/main_pyg.py:14, :49) moves the batch with batch.to(torch.device(cfg.device)) (train_pyg.py:18), so the labels returned by the PyG head are on cuda; "+GGDEV.replace(" and train_epoch moves each batch with batch.to(torch.device(cfg.device))","")+"; "+SKL+"; true stays on cuda after torch.cat and sklearn's conversion raises",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TP+":23"])
m("gg-trpyg-24-cpu",GG,TP,24,"pred=pred_score.detach().cpu()","pred=pred_score.detach()",True,["TL003"],"other_file",
  "train_pyg.train_epoch: pred_score from compute_loss(model(batch)) (train_pyg.py:19-20) of the model moved to cfg.device (graphgym/model_builder_pyg.py:27); "+GGDEV.split(";")[0]+"; "+SKL+"; pred_int stays on cuda and sklearn's np.asarray raises",
  report_file=LG, report_line=119, also_accept=LGLOCS+[TP+":24"])

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations")
