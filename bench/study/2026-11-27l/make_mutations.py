import json
SL="vturrisi/solo-learn"; TV="texttron/tevatron"; NN="MIC-DKFZ/nnUNet"
BS="XPixelGroup/BasicSR"; FM="ifzhang/FairMOT"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- solo-learn (self-supervised learning on Lightning 2.1, requirements.txt:4 lightning==2.1.2)
UM="solo/utils/auto_umap.py"
SLPL=("main_pretrain.py builds Trainer(**trainer_kwargs) from the yaml config (main_pretrain.py:215-229); the shipped pretrain configs set accelerator: \"gpu\" "
      "(e.g. scripts/pretrain/cifar/simclr.yaml:49-51, scripts/pretrain/imagenet-100/deepclusterv2.yaml:54-56), so Lightning moves the LightningModule to the GPU and "
      "module.device / self.device is cuda")
m("sl-aumap-166-cpu",SL,UM,166,"data.append(feats.cpu())","data.append(feats)",True,["TL001"],"framework",
  "AutoUMAP.plot is the Lightning callback hook run from on_validation_end (auto_umap.py:216-226) when auto_umap.enabled (main_pretrain.py:187-196); device = module.device (:147), "
  "x = x.to(device) (:158) and feats = module(x)['feats'] (:161) live on the module's device; without .cpu() the list holds cuda tensors and "
  "data = torch.cat(data, dim=0).numpy() (:171) raises. No grad problem: the loop is under torch.no_grad() (:153). "+SLPL,
  report_line=171, also_accept=[UM+":166"])
m("sl-aumap-167-cpu",SL,UM,167,"Y.append(y.cpu())","Y.append(y)",True,["TL001"],"framework",
  "same hook: y = y.to(device, non_blocking=True) (auto_umap.py:159) with device = module.device (:147); torch.cat/torch.unique work on cuda (:172-173), "
  "but Y = Y.numpy() (:174) raises for the cuda tensor. "+SLPL,
  report_line=174, also_accept=[UM+":167"])
m("sl-oumap-268-cpu",SL,UM,268,"data.append(feats.cpu())","data.append(feats)",True,["TL001"],"other_file",
  "OfflineUMAP.plot(device, model, dataloader, ...) moves x to `device` (auto_umap.py:264) and feats = model(x) (:267); its only caller main_umap.py passes "
  "device = \"cuda:0\" after model = model.to(device) (main_umap.py:65-69). Without .cpu(), data = torch.cat(data, dim=0).numpy() (:272) raises",
  report_line=272, also_accept=[UM+":268"])
m("sl-oumap-269-cpu",SL,UM,269,"Y.append(y.cpu())","Y.append(y)",True,["TL001"],"other_file",
  "y = y.to(device, non_blocking=True) (auto_umap.py:265) with device = \"cuda:0\" from main_umap.py:65-69; Y = Y.numpy() (:275) raises for the cuda tensor",
  report_line=275, also_accept=[UM+":269"])
m("sl-oumap-262-nograd",SL,UM,262,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "removing the no_grad block of OfflineUMAP.plot: feats = model(x) (auto_umap.py:267) is the output of the backbone loaded with load_from_checkpoint (main_umap.py:46-49), "
  "whose parameters require grad (model.eval() at :261 does not disable grad); .cpu() (:268) keeps requires_grad and torch.cat keeps it, so "
  "data = torch.cat(data, dim=0).numpy() (:272) raises 'Can't call numpy() on Tensor that requires grad'",
  report_line=272, also_accept=[UM+":268"])
m("sl-kmeans-110-cpu",SL,"solo/utils/kmeans.py",110,"local_assignments.cpu().numpy()","local_assignments.numpy()",True,["TL001"],"framework",
  "KMeans.cluster_memory: local_assignments is the argmax of torch.mm(local_memory_embeddings[j], centroids.t()) (kmeans.py:102-103); the caller "
  "DeepClusterV2.on_train_epoch_start passes self.local_memory_embeddings (solo/methods/deepclusterv2.py:154-156), a buffer created in on_train_start with "
  ".to(self.device, non_blocking=True) (deepclusterv2.py:134-144), where self.device is the LightningModule's device; "+SLPL)

# ---- tevatron (dense retrieval / reranking on the HF Trainer; inference drivers parse HF TrainingArguments)
HFDEV=("training_args comes from HfArgumentParser over (TevatronTrainingArguments subclass of) transformers.TrainingArguments; TrainingArguments.device "
       "(_setup_devices) is cuda:0 whenever a GPU is visible (the drivers even reject n_gpu > 1, so they expect one GPU), and the model and batch are moved there")
ENC="src/tevatron/retriever/driver/encode.py"
m("tev-encode-110-cpu",TV,ENC,110,"model_output.q_reps.cpu().detach().numpy()","model_output.q_reps.detach().numpy()",True,["TL001"],"framework",
  "encode.py main: model = model.to(training_args.device) (:99), batch[k] = v.to(training_args.device) (:107), q_reps = model(query=batch).q_reps (:109); "+HFDEV+
  " (README.md 'Encoding' runs it with CUDA_VISIBLE_DEVICES=0)")
m("tev-encode-113-detach",TV,ENC,113,"model_output.p_reps.cpu().detach().numpy()","model_output.p_reps.cpu().numpy()",False,[],"same_function",
  "not a bug: the passage encoding runs inside `with torch.no_grad():` (encode.py:105), so p_reps never requires grad")
m("tev-splade-204-cpu",TV,"src/tevatron/retriever/driver/encode_splade.py",204,"out.q_reps.float().cpu().numpy()","out.q_reps.float().numpy()",True,["TL001"],"framework",
  "encode_splade.py main: model = model.to(training_args.device) (:183), batch moved to training_args.device (:201), out = model(query=batch) (:203); .float() keeps the device; "+HFDEV)
RR="src/tevatron/reranker/driver/rerank.py"
m("tev-rerank-85-detach",TV,RR,85,"model_output.scores.cpu().detach().float().numpy()","model_output.scores.cpu().float().numpy()",False,[],"same_function",
  "not a bug: the forward pass and the conversion are inside `with torch.no_grad():` (rerank.py:81-85), so scores has no grad")
m("tev-rerank-85-cpu",TV,RR,85,"model_output.scores.cpu().detach().float().numpy()","model_output.scores.detach().float().numpy()",True,["TL001"],"framework",
  "rerank.py main: model = model.to(training_args.device) (:75), batch on training_args.device (:83), scores = model(batch).scores (:84-85); "+HFDEV+
  " (examples/reranker/README.md and examples/rankllama/README.md run it with CUDA_VISIBLE_DEVICES and --fp16)")
m("tev-rrinf-92-cpu",TV,"examples/reranker/reranker_inference.py",92,"model_output.scores.cpu().detach().numpy()","model_output.scores.detach().numpy()",True,["TL001"],"framework",
  "examples/reranker/reranker_inference.py: model = model.to(training_args.device) (:82), batch on training_args.device (:90); training_args is TevatronTrainingArguments (:22, :28); "+HFDEV)
m("tev-beir-188-cpu",TV,"scripts/encode_beir_jsonl.py",188,"reps.cpu().detach().numpy()","reps.detach().numpy()",True,["TL001"],"same_function",
  "encode_beir_jsonl.py main: device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (:145), model = model.to(device) (:146), batch on device (:181), "
  "reps = model(...).q_reps/p_reps (:182-187)")
CP="examples/colpali/search.py"
CPSCORE=("scores = retriever.score_retrieval(q_reps, reps) (search.py:71) is transformers' ColPaliProcessor.score_retrieval, whose output_device defaults to \"cpu\" "
         "(it ends with torch.cat(batch_scores).to(output_dtype).to(output_device); src/transformers/models/colpali/processing_colpali.py), so scores and the "
         "torch.sort results (:73) are CPU tensors although q_reps/reps were moved to 'cuda' (:56, :70); output_dtype defaults to the query dtype, float32 here "
         "because examples/colpali/encode.py:90 stores .float() embeddings")
m("tev-colpali-78-cpu",TV,CP,78,"indices.cpu().numpy()","indices.numpy()",False,[],"framework",
  "not a bug: "+CPSCORE)
m("tev-colpali-80-cpu",TV,CP,80,"scores.cpu().numpy()","scores.numpy()",False,[],"framework",
  "not a bug: "+CPSCORE+"; score_retrieval runs its einsum inside the function without grad-carrying inputs (pickled no-grad embeddings), so no grad issue either")

# ---- nnU-Net v2 (medical image segmentation)
TRN="nnunetv2/training/nnUNetTrainer/nnUNetTrainer.py"
NNDEV=("nnUNetTrainer.__init__ takes device: torch.device = torch.device('cuda') (nnUNetTrainer.py:77), stores it (:98) and pins cuda:0 / cuda:local_rank (:103-109); "
       "nnUNetv2_train passes -device default 'cuda' (nnunetv2/run/run_training.py:240-255)")
m("nn-trainer-1049-detach",NN,TRN,1049,"l.detach().cpu().numpy()","l.cpu().numpy()",True,["TL002"],"same_function",
  "nnUNetTrainer.train_step: l = self.loss(output, target) (nnUNetTrainer.py:1037) is the training loss, backpropagated at :1040/:1046; train_step runs with grad on "
  "(run_training calls it outside the no_grad block, :1425-1427), so l.cpu().numpy() raises")
m("nn-trainer-1049-cpu",NN,TRN,1049,"l.detach().cpu().numpy()","l.detach().numpy()",True,["TL001"],"same_file",
  "train_step moves data/target to self.device (nnUNetTrainer.py:1023-1027) and the loss is computed on the network output there (:1035-1037); "+NNDEV)
m("nn-trainer-1121-cpu",NN,TRN,1121,"fn.detach().cpu().numpy()","fn.detach().numpy()",True,["TL001"],"same_file",
  "validation_step: data/target moved to self.device (nnUNetTrainer.py:1070-1074), predicted_segmentation_onehot built with device=output.device (:1098), "
  "tp, fp, fn = get_tp_fp_fn_tn(...) (:1117) stay on that device; "+NNDEV)
m("nn-trainer-1120-detach",NN,TRN,1120,"fp.detach().cpu().numpy()","fp.cpu().numpy()",False,[],"same_function",
  "not a bug: fp is computed from predicted_segmentation_onehot (argmax + scatter_ into torch.zeros, or (sigmoid(output) > 0.5).long(); nnUNetTrainer.py:1093-1100) and the "
  "target, neither of which carries grad, and get_tp_fp_fn_tn wraps its work in torch.no_grad() (nnunetv2/training/loss/dice.py:137); besides, validation_step "
  "only runs inside `with torch.no_grad():` in run_training (nnUNetTrainer.py:1429-1433)")
m("nn-trainer-1131-detach",NN,TRN,1131,"l.detach().cpu().numpy()","l.cpu().numpy()",False,[],"same_file",
  "not a bug: validation_step is only called from run_training inside `with torch.no_grad():` (nnUNetTrainer.py:1429-1433), so the validation loss l (:1083) has no grad")
m("nn-trainer-1331-cpu",NN,TRN,1331,"prediction.cpu()","prediction",True,["TL001"],"other_file",
  "perform_actual_validation builds nnUNetPredictor(perform_everything_on_device=True, device=self.device) (nnUNetTrainer.py:1272-1273); "
  "prediction = predictor.predict_sliding_window_return_logits(data) (:1330) returns its result on results_device = self.device (nnunetv2/inference/predict_from_raw_data.py:599, :667-713; it falls back to CPU results only after an OOM, :700-705), i.e. cuda. "
  "Without .cpu() the cuda tensor is sent to export_prediction_from_logits in the spawn pool (:1279, :1334-1340), which calls "
  "convert_predicted_logits_to_segmentation_with_correct_shape (nnunetv2/inference/export_prediction.py:89-92) -> configuration_manager.resampling_fn_probabilities, "
  "by default resample_data_or_seg_to_shape (default_experiment_planner.py:146, :399), whose `if isinstance(data, torch.Tensor): data = data.numpy()` "
  "(nnunetv2/preprocessing/resampling/default_resampling.py:100-101) raises for the cuda tensor (if pickling the cuda tensor into the pool fails instead, it fails earlier). "+NNDEV,
  report_file="nnunetv2/preprocessing/resampling/default_resampling.py", report_line=101,
  also_accept=[TRN+":1331", TRN+":1337"])
m("nn-primus-121-cpu",NN,"nnunetv2/training/nnUNetTrainer/primus/primus_trainers.py",121,"l.detach().cpu().numpy()","l.detach().numpy()",True,["TL001"],"other_file",
  "the Primus trainers' train_step moves data/target to self.device (primus_trainers.py:95-99) and l = self.loss(self.network(data), target) (:106-109); their __init__ "
  "defaults device to torch.device('cuda') (:32) and hands it to nnUNetTrainer.__init__ (:34), which sets self.device (nnUNetTrainer.py:98-109); run_training passes 'cuda' by default "
  "(nnunetv2/run/run_training.py:240-255)")
PT="nnunetv2/training/nnUNetTrainer/pretraining/pretrainedTrainer.py"
m("nn-pretrained-617-detach",NN,PT,617,"l.detach().cpu().numpy()","l.cpu().numpy()",True,["TL002"],"same_function",
  "PretrainedTrainer.train_step: l = self.loss(output, target) (pretrainedTrainer.py:605) is backpropagated (:608-616) and train_step runs with grad on "
  "(nnUNetTrainer.run_training, nnUNetTrainer.py:1425-1427), so l.cpu().numpy() raises")
m("nn-pretrained-617-cpu",NN,PT,617,"l.detach().cpu().numpy()","l.detach().numpy()",True,["TL001"],"other_file",
  "PretrainedTrainer(nnUNetTrainer) defaults device to torch.device('cuda') (pretrainedTrainer.py:30) and passes it to nnUNetTrainer.__init__ (:33), which sets self.device "
  "(nnUNetTrainer.py:98-109); train_step moves data/target to self.device (pretrainedTrainer.py:591-595) and computes the loss there (:603-605)")
PR="nnunetv2/inference/predict_from_raw_data.py"
m("nn-predict-399-cpu",NN,PR,399,"predict_logits_from_preprocessed_data(data).cpu().detach().numpy()","predict_logits_from_preprocessed_data(data).detach().numpy()",False,[],"same_file",
  "not a bug: nnUNetPredictor.predict_logits_from_preprocessed_data already returns a CPU tensor: prediction = self.predict_sliding_window_return_logits(data).to('cpu') "
  "(predict_from_raw_data.py:525, += ... .to('cpu') :527), divided in place (:529-530) and returned (:535)")
m("nn-predict-399-detach",NN,PR,399,"predict_logits_from_preprocessed_data(data).cpu().detach().numpy()","predict_logits_from_preprocessed_data(data).cpu().numpy()",False,[],"same_file",
  "not a bug: predict_logits_from_preprocessed_data is decorated @torch.inference_mode() (predict_from_raw_data.py:500-501), so the returned logits never require grad")
m("nn-export-52-cpu",NN,"nnunetv2/inference/export_prediction.py",52,"segmentation_reverted_cropping.cpu().numpy()","segmentation_reverted_cropping.numpy()",False,[],"other_file",
  "not a bug: convert_predicted_logits_to_segmentation_with_correct_shape only ever receives CPU logits: numpy from predict_from_data_iterator "
  "(predict_from_raw_data.py:399), .cpu() tensors from predict_single_npy_array (:480), predict_from_files_sequential (:788), JHU_inference.py:103 and "
  "perform_actual_validation (nnUNetTrainer.py:1331); the resampling helpers keep CPU data (resample_torch defaults device=torch.device('cpu') and no planner "
  "passes a device) and LabelManager.convert_logits_to_segmentation works on the same device, so the segmentation tensor is on the CPU")
m("nn-labels-194-cpu",NN,"nnunetv2/utilities/label_handling/label_handling.py",194,"probabilities.cpu().numpy()","probabilities.numpy()",False,[],"same_file",
  "not a bug: the branch only runs when the input is a numpy array (input_is_numpy, label_handling.py:187, :193); apply_inference_nonlin turns it into a CPU tensor "
  "with torch.from_numpy (:133-134) and applies the nonlinearity on it (:136-139), so probabilities is a CPU tensor")
m("nn-rstorch-89-cpu",NN,"nnunetv2/preprocessing/resampling/resample_torch.py",89,"result.cpu().numpy()","result.numpy()",False,[],"other_file",
  "not a bug: result is allocated/computed on `device` (resample_torch.py:54, :67, :85), whose default is torch.device('cpu') in resample_torch_simple (:19) and "
  "resample_torch_fornnunet (:103), which passes it on (:140, :150, :156); the only users, the torch resampling planners "
  "(nnunetv2/experiment_planning/experiment_planners/resampling/resample_with_torch.py:35-60, :92-118, :152-176), never pass a device in their kwargs")

# ---- BasicSR (super-resolution / restoration)
IU="basicsr/utils/img_util.py"
m("bsr-imgutil-66-cpu",BS,IU,66,"_tensor.squeeze(0).float().detach().cpu().clamp_(*min_max)","_tensor.squeeze(0).float().detach().clamp_(*min_max)",True,["TL001"],"other_file",
  "tensor2img is the shared tensor->image helper. Several callers pass GPU tensors: inference/inference_basicvsr.py:20 (outputs of the model moved to "
  "device = cuda if available :33, model.to(device) :39, imgs.to(device) :58/:64, forward under no_grad :14-15), inference_basicvsrpp.py:20, inference_ridnet.py:49, inference_dfdnet.py:178 and "
  "StyleGAN2Model.nondist_validation (basicsr/models/stylegan2_model.py:268, self.output on the model device). Without .cpu() the 3D path "
  "img_np = _tensor.numpy() (img_util.py:76), the 4D make_grid(...).numpy() (:71) or the 2D path (:84) raises",
  report_line=76, also_accept=[IU+":71", IU+":84", IU+":66", "inference/inference_basicvsr.py:20", "basicsr/models/stylegan2_model.py:268"])
m("bsr-imgutil-66-detach",BS,IU,66,"_tensor.squeeze(0).float().detach().cpu().clamp_(*min_max)","_tensor.squeeze(0).float().cpu().clamp_(*min_max)",True,["TL002"],"other_file",
  "most callers pass no-grad tensors (SRModel.get_current_visuals detaches, inference scripts run under no_grad), but diffjpeg.py's own demo calls "
  "tensor2img(out[0]) (basicsr/utils/diffjpeg.py:514-515) on out = DiffJPEG(...)(img_gt, quality) (:508-512) outside no_grad; DiffJPEG's tables/matrices are "
  "nn.Parameters (diffjpeg.py:19, :23, :57-58, :131-132, :304, :308, :386-387), so out requires grad and, without .detach(), _tensor.numpy() (img_util.py:76) raises "
  "(out[0] is 3D). Uncertain point: the failing caller is the module's __main__ demo",
  report_line=76, also_accept=[IU+":71", IU+":84", IU+":66", "basicsr/utils/diffjpeg.py:514"])
m("bsr-srmodel-269-cpu",BS,"basicsr/models/sr_model.py",269,"self.output.detach().cpu()","self.output.detach()",False,[],"other_file",
  "not a bug: get_current_visuals()['result'] only reaches NumPy through tensor2img (sr_model.py:208; video_base_model.py:57; video_recurrent_model.py:128; "
  "hifacegan_model.py:266), which does .detach().cpu() itself (basicsr/utils/img_util.py:66). The other use, HiFaceGAN's metric packing (hifacegan_model.py:242-279), "
  "passes torch tensors to calculate_metric and is marked FIXME/broken anyway. Only GPU memory is held a bit longer")
m("bsr-esrgan-46-cpu",BS,"inference/inference_esrgan.py",46,"output.data.squeeze().float().cpu().clamp_(0, 1).numpy()","output.data.squeeze().float().clamp_(0, 1).numpy()",True,["TL001"],"same_function",
  "inference_esrgan.py main: device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (:23), model = model.to(device) (:28), img.to(device) (:37), output = model(img) (:41)")
m("bsr-esrgan-46-data",BS,"inference/inference_esrgan.py",46,"output.data.squeeze().float().cpu().clamp_(0, 1).numpy()","output.squeeze().float().cpu().clamp_(0, 1).numpy()",False,[],"same_function",
  "not a bug: output = model(img) is computed inside `with torch.no_grad():` (inference_esrgan.py:40-41), so removing .data (this code's detach) changes nothing")
m("bsr-swinir-72-cpu",BS,"inference/inference_swinir.py",72,"output.data.squeeze().float().cpu().clamp_(0, 1).numpy()","output.data.squeeze().float().clamp_(0, 1).numpy()",True,["TL001"],"same_function",
  "inference_swinir.py main: device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (:36), model.to(device) (:40), img.to(device) (:54), output = model(img) (:67)")
m("bsr-swinir-72-float",BS,"inference/inference_swinir.py",72,"output.data.squeeze().float().cpu().clamp_(0, 1).numpy()","output.data.squeeze().cpu().clamp_(0, 1).numpy()",False,[],"same_function",
  "not a bug (TL004 false-alarm probe): the SwinIR model from define_model is float32 (no .half()/bf16 anywhere in the script) and the input is .float() (:53), "
  "no autocast is used, so output is float32 and the .float() is a no-op")
m("bsr-fid-43-cpu",BS,"basicsr/metrics/fid.py",43,"feature.to('cpu')","feature",True,["TL001"],"other_file",
  "extract_inception_features moves each batch to `device` (fid.py:41; default 'cuda', :19) and runs the inception model there (:42); .to('cpu') is the only move back. "
  "Without it torch.cat(features) (:47) is a cuda tensor and the callers' features = features.numpy() raises: scripts/metrics/calculate_fid_folder.py:55 "
  "(device = cuda if available :12, inception on device :24), calculate_stylegan2_fid.py:54, calculate_fid_stats_from_datasets.py:48",
  report_file="scripts/metrics/calculate_fid_folder.py", report_line=55,
  also_accept=["scripts/metrics/calculate_stylegan2_fid.py:54","scripts/metrics/calculate_fid_stats_from_datasets.py:48","basicsr/metrics/fid.py:43"])
m("bsr-sg2fid-48-nograd",BS,"scripts/metrics/calculate_stylegan2_fid.py",48,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: without the no_grad block the generator samples (calculate_stylegan2_fid.py:49-50) require grad, but they are only fed to "
  "extract_inception_features, which is decorated @torch.no_grad() (basicsr/metrics/fid.py:18-19): inception(data) has no grad and the features are moved "
  "to the CPU (fid.py:43) before features.numpy() (calculate_stylegan2_fid.py:54)",
  report_line=54)

# ---- FairMOT (multi-object tracking)
MT="src/lib/tracker/multitracker.py"
FMDEV=("JDETracker.__init__ sets opt.device = torch.device('cuda') when opt.gpus[0] >= 0 (multitracker.py:174-177; --gpus default '2, 3', src/lib/opts.py:28) "
       "and moves the model there (:181); track.py feeds im_blob = torch.from_numpy(img).cuda() (src/track.py:86-87)")
m("fm-mt-199-cpu",FM,MT,199,"dets.detach().cpu().numpy()","dets.detach().numpy()",True,["TL001"],"same_file",
  "JDETracker.post_process(dets, meta) is called from update (multitracker.py:255) with dets from mot_decode of the model output (:243-250); "+FMDEV)
m("fm-mt-199-detach",FM,MT,199,"dets.detach().cpu().numpy()","dets.cpu().numpy()",False,[],"same_file",
  "not a bug: post_process's only caller, update, computes dets inside `with torch.no_grad():` (multitracker.py:242-250), so dets has no grad")
m("fm-mt-253-cpu",FM,MT,253,"id_feature.cpu().numpy()","id_feature.numpy()",True,["TL001"],"same_file",
  "id_feature = F.normalize(output['id']) gathered with _tranpose_and_gather_feat (multitracker.py:246-252) on the model output; "+FMDEV)
m("fm-mt-242-nograd",FM,MT,242,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "removing the no_grad block of JDETracker.update: output = self.model(im_blob) (multitracker.py:243) with trainable parameters (create_model + load_model, "
  "model.eval() does not disable grad) requires grad, so id_feature.cpu().numpy() (:253) raises; dets are still detached in post_process (:199)",
  report_line=253)
m("fm-trainer-85-item",FM,"src/lib/trains/base_trainer.py",85,"loss_stats[l].mean().item()","loss_stats[l].mean()",True,["TL008"],"other_file",
  "BaseTrainer.run_epoch('train'): loss_stats comes from ModleWithLoss.forward -> MotLoss.forward (base_trainer.py:18-21, :71), whose entries are the training losses "
  "built from the model outputs and the learnable s_det/s_id parameters (src/lib/trains/mot.py:42-43, :82, :87-89). Without .item(), "
  "avg_loss_stats[l].update(tensor, n) makes AverageMeter.sum += val * n (src/lib/utils/utils.py:19-24) a requires-grad tensor that keeps every iteration's "
  "autograd graph for the whole epoch (meters created per epoch, base_trainer.py:58). Formatting '{:.4f}'.format(avg) still works, so it retains memory rather than crashing",
  also_accept=["src/lib/utils/utils.py:21"])
TD="src/test_det.py"
m("fm-testdet-26-cpu",FM,TD,26,"dets.detach().cpu().numpy()","dets.detach().numpy()",True,["TL001"],"same_file",
  "post_process(opt, dets, meta) is called from test_det (test_det.py:116) with dets = detections[si] from mot_decode (:107) of output = model(imgs.cuda())[-1] (:92)")
m("fm-testdet-26-detach",FM,TD,26,"dets.detach().cpu().numpy()","dets.cpu().numpy()",False,[],"same_file",
  "not a bug although test_det's loop has no no_grad of its own (test_det.py:88-116): the script's entry point runs it inside `with torch.no_grad():` "
  "(test_det.py:214-215) and nothing else imports test_det, so dets has no grad")
m("fm-detect-40-detach",FM,"src/detect.py",40,"dets.detach().cpu().numpy()","dets.cpu().numpy()",False,[],"same_file",
  "not a bug: post_process's only caller (detect.py:105) passes dets computed inside `with torch.no_grad():` (detect.py:98-103)")
DD="src/detection_demo.py"
m("fm-demo-108-cpu",FM,DD,108,"id_feature.cpu().numpy()","id_feature.numpy()",True,["TL001"],"same_file",
  "module-level script: gpu = True (detection_demo.py:26) -> device = torch.device('cuda') (:37-38), model.to(device) (:47), im_blob = torch.from_numpy(img).cuda() (:86); "
  "id_feature comes from the model output (:98-107)")
m("fm-demo-53-cpu",FM,DD,53,"dets.detach().cpu().numpy()","dets.detach().numpy()",True,["TL001"],"same_file",
  "post_process (detection_demo.py:52-53) is called at :110 with dets from mot_decode of the cuda model output (:98-105); gpu = True (:26) -> device cuda (:37-38), "
  "model.to(device) (:47), im_blob .cuda() (:86)")
m("fm-demo-97-nograd",FM,DD,97,"with torch.no_grad():","if True:",True,["TL002"],"same_file",
  "removing the no_grad block: output = model(im_blob) (detection_demo.py:98) of the loaded model (:45-47; eval() does not disable grad) requires grad, so "
  "id_feature.cpu().numpy() (:108) raises; dets stay safe through post_process's .detach() (:53)",
  report_line=108)

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
