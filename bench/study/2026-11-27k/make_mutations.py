import json
TS="thuml/Time-Series-Library"; RB="RUCAIBox/RecBole"; OC="JaidedAI/EasyOCR"
T3="threestudio-project/threestudio"; CD="txie-93/cdvae"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- Time-Series-Library (time-series anomaly detection / imputation / classification; device chosen in exp/exp_basic.py)
TSDEV=("Exp_Basic.__init__ sets self.device = self._acquire_device() and self.model = self._build_model().to(self.device) (exp/exp_basic.py:22-23); "
       "_acquire_device returns torch.device('cuda:{gpu}') when args.use_gpu and args.gpu_type == 'cuda' (exp/exp_basic.py:53-56), and both default on "
       "(run.py:100 --use_gpu default=True, run.py:103 --gpu_type default='cuda')")
AD="exp/exp_anomaly_detection.py"
m("tsl-ad-166-detach",TS,AD,166,"score.detach().cpu().numpy()","score.cpu().numpy()",True,["TL002"],"same_function",
  "Exp_Anomaly_Detection.test, step (2): the test-set loop (exp_anomaly_detection.py:160-168) is NOT inside torch.no_grad() (only the train-set loop :144-152 is); "
  "model.eval() (:140) does not disable grad. outputs = self.model(batch_x, ...) (:163) of the trainable model requires grad, so score = torch.mean(self.anomaly_criterion(batch_x, outputs), dim=-1) "
  "(:165) does too, and .cpu() keeps requires_grad, so .numpy() raises")
m("tsl-ad-151-detach",TS,AD,151,"score.detach().cpu().numpy()","score.cpu().numpy()",False,[],"same_function",
  "not a bug: step (1) runs the model inside `with torch.no_grad():` (exp_anomaly_detection.py:144), so outputs (:148) and score (:150) never require grad and .cpu().numpy() works")
m("tsl-ad-166-cpu",TS,AD,166,"score.detach().cpu().numpy()","score.detach().numpy()",True,["TL001"],"other_file",
  "batch_x = batch_x.float().to(self.device) (exp_anomaly_detection.py:161), outputs from self.model on that device (:163), score from both (:165); "+TSDEV)
m("tsl-ad-97-item",TS,AD,97,"train_loss.append(loss.item())","train_loss.append(loss)",True,["TL008","TL003","TL002"],"same_function",
  "training loop with grad on: loss = criterion(outputs, batch_x) (exp_anomaly_detection.py:96) of the model output (:92) requires grad; appending the tensor keeps every "
  "iteration's autograd graph for the whole epoch (train_loss = [] per epoch :82), and at the epoch end np.average(train_loss) (:111) converts a list of requires-grad tensors "
  "(on the GPU, see exp/exp_basic.py:22-23, 53-56), which raises",
  also_accept=[AD+":111"])
m("tsl-ad-58-item",TS,AD,58,"total_loss.append(loss.item())","total_loss.append(loss)",True,["TL003"],"other_file",
  "vali runs under torch.no_grad() (exp_anomaly_detection.py:46), so the loss has no grad (no TL008), but it is a 0-d tensor on the device of batch_x (:48) and the model; "
  "np.average(total_loss) (:59) converts the list with np.asarray, which raises for cuda tensors (works on CPU: checked). "+TSDEV,
  report_line=59, also_accept=[AD+":58"])
m("tsl-cls-72-cpu",TS,"exp/exp_classification.py",72,"torch.argmax(probs, dim=1).cpu().numpy()","torch.argmax(probs, dim=1).numpy()",True,["TL001"],"other_file",
  "Exp_Classification.vali: preds collects outputs.detach() of self.model on batches moved with .to(self.device) (exp_classification.py:54-58, :64); probs = softmax(cat(preds)) "
  "(:69-71) and its argmax indices stay on that device (int64, so no grad issue, only the device); "+TSDEV)
IM="exp/exp_imputation.py"
m("tsl-imp-198-cpu",TS,IM,198,"masks.append(mask.detach().cpu())","masks.append(mask.detach())",True,["TL003"],"other_file",
  "Exp_Imputation.test: mask = torch.rand((B, T, N)).to(self.device) (exp_imputation.py:177); without .cpu() the list holds device tensors and "
  "masks = np.concatenate(masks, 0) (:208) raises for cuda tensors (np.concatenate of CPU tensors works: checked); "+TSDEV,
  report_line=208, also_accept=[IM+":198"])
m("tsl-imp-193-detach",TS,IM,193,"outputs.detach().cpu().numpy()","outputs.cpu().numpy()",False,[],"same_function",
  "not a bug: the whole test loop is inside `with torch.no_grad():` (exp_imputation.py:170), so outputs = self.model(...) (:183) has no grad")
m("tsl-timesnet-16-cpu",TS,"models/TimesNet.py",16,"top_list.detach().cpu().numpy()","top_list.detach().numpy()",True,["TL001"],"other_file",
  "FFT_for_Period(x) (TimesNet.py:9-18) is called by TimesBlock.forward (:36-38) on the hidden state enc_out of Model (:112-117, :145, :170, :188); the model is moved to "
  "self.device by Exp_Basic (exp/exp_basic.py:23) and every exp_* file moves the batches there (e.g. exp/exp_anomaly_detection.py:90, :161), so xf, frequency_list and "
  "the topk indices (:11-15) live on the GPU; "+TSDEV)
m("tsl-msgnet-17-detach",TS,"models/MSGNet.py",17,"top_list.detach().cpu().numpy()","top_list.cpu().numpy()",False,[],"same_function",
  "not a bug: top_list is the index output of torch.topk(frequency_list, k) (MSGNet.py:16), int64, which never requires grad even when frequency_list does (checked on CPU torch)")
LT="exp/exp_long_term_forecasting.py"
m("tsl-ltf-131-item",TS,LT,131,"train_loss.append(loss.item())","train_loss.append(loss)",True,["TL008","TL003","TL002"],"same_function",
  "default (use_amp off) branch of the training loop: loss = criterion(outputs, batch_y) (exp_long_term_forecasting.py:124-130) of the model output requires grad; the list "
  "(reset per epoch :98) keeps every iteration's graph, and np.average(train_loss) (:150) converts requires-grad (GPU) tensors and raises",
  also_accept=[LT+":150"])

# ---- RecBole (recommender systems; device chosen in recbole/config/configurator.py, interactions moved by the trainer)
RBDEV=("config['device'] is torch.device('cuda') when gpu_id is non-empty and cuda is available (recbole/config/configurator.py:487-494; gpu_id: '0' by default, "
       "recbole/properties/overall.yaml:2); run_recbole moves the model there (recbole/quick_start/quick_start.py:137) and the Trainer sets self.device = config['device'] "
       "(recbole/trainer/trainer.py:127)")
m("rb-srgnn-168-cpu",RB,"recbole/model/sequential_recommender/srgnn.py",168,"item_seq.cpu().numpy()","item_seq.numpy()",True,["TL001"],"other_file",
  "SRGNN._get_slice(item_seq) (srgnn.py:163-168) is called from forward (:201-202) with item_seq = interaction[self.ITEM_SEQ] (calculate_loss :220, predict :239, "
  "full_sort_predict :248); Trainer._train_epoch moves every batch with interaction = interaction.to(self.device) (recbole/trainer/trainer.py:237) and evaluation does the same (:525); "+RBDEV)
m("rb-line-83-cpu",RB,"recbole/model/general_recommender/line.py",83,"np.array(key_ids.cpu())","np.array(key_ids)",True,["TL003"],"other_file",
  "LINE.sampler(key_ids) is called with pos_item = interaction[self.ITEM_ID] (line.py:141, :152, :164; order: 2 by default, recbole/properties/model/LINE.yaml, takes the "
  ":164 branch half of the time) of the batch moved to the GPU by the Trainer (recbole/trainer/trainer.py:237); np.array of a cuda tensor raises; "+RBDEV)
NCL="recbole/model/general_recommender/ncl.py"
m("rb-ncl-80-detach",RB,NCL,80,"self.user_embedding.weight.detach().cpu().numpy()","self.user_embedding.weight.cpu().numpy()",True,["TL002"],"same_file",
  "self.user_embedding = torch.nn.Embedding(...) (ncl.py:54): its weight is a Parameter that requires grad, and e_step (:79-83) runs with grad on: NCLTrainer.fit calls "
  "self.model.e_step() every num_m_step epochs outside any no_grad (recbole/trainer/trainer.py:1325-1327). .cpu() keeps requires_grad, so .numpy() raises (checked on CPU torch)")
m("rb-ncl-81-cpu",RB,NCL,81,"self.item_embedding.weight.detach().cpu().numpy()","self.item_embedding.weight.detach().numpy()",True,["TL001"],"other_file",
  "the NCL model (with its nn.Embedding item_embedding, ncl.py:57) is moved to config['device'] by run_recbole (recbole/quick_start/quick_start.py:137), so the weight is on the GPU; "+RBDEV)
m("rb-transform-129-cpu",RB,"recbole/data/transform.py",129,"item_seq.cpu().numpy().tolist()","item_seq.numpy().tolist()",True,["TL001"],"other_file",
  "MaskItemSequence.__call__ is BERT4Rec's default transform (recbole/properties/model/BERT4Rec.yaml:12 transform: mask_itemseq). The dataloader applies it to CPU batches "
  "(recbole/data/dataloader/general_dataloader.py:70), but run_recbole first calls get_flops(model, dataset, config['device'], logger, transform) (recbole/quick_start/quick_start.py:140-141), "
  "which does inter = dataset[torch.tensor([1])].to(device); inter = transform(dataset, inter) (recbole/utils/utils.py:295-296), so item_seq is on the GPU there; the transform "
  "itself expects that (device = item_seq.device, transform.py:126). "+RBDEV)
m("rb-collector-227-cpu",RB,"recbole/evaluator/collector.py",227,"_data_dict[key].cpu()","_data_dict[key]",True,["TL001"],"other_file",
  "Collector.eval_batch_collect stores topk/positive matrices computed from the model's scores_tensor (collector.py:151-169; torch.zeros_like(scores_tensor) :164), which Trainer.evaluate "
  "computes on the GPU (recbole/trainer/trainer.py:525, :621-623). get_data_struct is the only place that moves them to the CPU (:226-227); without it the struct handed to "
  "Evaluator.evaluate (recbole/trainer/trainer.py:624-625) holds cuda tensors and TopkMetric.used_info does topk_idx.to(torch.bool).numpy() (recbole/evaluator/base_metric.py:65), which raises. "+RBDEV,
  report_file="recbole/evaluator/base_metric.py", report_line=65,
  also_accept=["recbole/evaluator/base_metric.py:119","recbole/evaluator/collector.py:227"])
m("rb-collector-46-detach",RB,"recbole/evaluator/collector.py",46,"value.clone().detach()","value.clone()",False,[],"other_file",
  "not a bug: DataStruct.update_tensor is only fed from Collector.eval_batch_collect (collector.py:157-197), called in Trainer.evaluate, which is decorated @torch.no_grad() "
  "(recbole/trainer/trainer.py:561-562, :621), and from eval_collect (collector.py:216, :220) with the predictions of the XGBoost/LightGBM trainers (recbole/trainer/trainer.py:1143, :1205), "
  "which are no autograd tensors; the clone never requires grad")
TR="recbole/trainer/trainer.py"
m("rb-trainer-258-item",RB,TR,258,"total_loss + losses.item()","total_loss + losses",True,["TL008"],"same_function",
  "Trainer._train_epoch: losses = loss_func(interaction) (trainer.py:244-245) is the training loss (backward at :261), so total_loss becomes a tensor that requires grad after "
  "the second batch and keeps the autograd history of every batch of the epoch (returned at :270)")
m("rb-trainer-249-item",RB,TR,249,"per_loss.item() for per_loss","per_loss for per_loss",True,["TL008"],"same_function",
  "for models whose calculate_loss returns a tuple (e.g. NCL, KGAT), loss_tuple then holds the requires-grad training losses (trainer.py:244-249) and "
  "total_loss = tuple(map(sum, zip(total_loss, loss_tuple))) (:250-254) accumulates their autograd history over the whole epoch",
  also_accept=[TR+":253"])
m("rb-kgnnls-119-cpu",RB,"recbole/model/knowledge_aware_recommender/kgnnls.py",119,"keys.int().cpu().numpy().tolist()","keys.int().numpy().tolist()",False,[],"same_file",
  "not a bug: get_interaction_table is only called from KGNNLS.__init__ (kgnnls.py:72-74) with inter_feat = dataset.inter_feat columns (:68-70) and torch.ones(...) (:71), "
  "CPU tensors of the dataset; only adj_entity/adj_relation are moved to self.device (:64-66), not these")
m("rb-ease-85-cpu",RB,"recbole/model/general_recommender/ease.py",85,"interaction[self.USER_ID].cpu().numpy()","interaction[self.USER_ID].numpy()",True,["TL001"],"other_file",
  "EASE.full_sort_predict (ease.py:84-85) is called by Trainer._full_sort_batch_eval with interaction.to(self.device) (recbole/trainer/trainer.py:525; eval mode 'full' by "
  "default, recbole/properties/overall.yaml:45); "+RBDEV)

# ---- EasyOCR (OCR; Reader chooses the device in easyocr/easyocr.py; trainer/ holds the CRAFT and recognition trainers)
RDR=("Reader(gpu=True) is the default (easyocr/easyocr.py:32) and sets self.device = 'cuda' when cuda is available (:72-74); it passes device=self.device to get_recognizer "
     "(:231-233), get_detector (:270-275), get_textbox (:321-330) and get_text (:378-406)")
RC="easyocr/recognition.py"
m("ocr-rec-118-cpu",OC,RC,118,"preds_prob.cpu().detach().numpy()","preds_prob.detach().numpy()",True,["TL001"],"other_file",
  "recognizer_predict: image = image_tensors.to(device) (recognition.py:106) and the recognizer is torch.nn.DataParallel(model).to(device) (:181), so preds (:111) and "
  "preds_prob = F.softmax(preds) (:117) are on the device passed down by get_text (:206-207); "+RDR)
m("ocr-det-51-cpu",OC,"easyocr/detection.py",51,"out[:, :, 0].cpu().data.numpy()","out[:, :, 0].data.numpy()",True,["TL001"],"other_file",
  "CRAFT test_net: x = x.to(device) (detection.py:42) and net = torch.nn.DataParallel(net).to(device) (get_detector :85-86), so y (:46) and out (:49) are on the GPU "
  "(.data keeps the device); "+RDR)
DB="easyocr/DBNet/DBNet.py"
m("ocr-dbnet-579-cpu",OC,DB,579,"segmentation.cpu().numpy()[0]","segmentation.numpy()[0]",True,["TL001"],"other_file",
  "boxes_from_bitmap gets segmentation = self.binarize(hmap) (DBNet.py:394, :429-446; a bool tensor on hmap's device) from hmap2bbox (:409). With Reader(detect_network='dbnet18') "
  "the path is detection_db.test_net: image_tensor.to(device), hmap = detector.image2hmap(...) (easyocr/detection_db.py:77-80) of a model wrapped with "
  "torch.nn.DataParallel(...).to(device) (easyocr/detection_db.py:141-142); "+RDR)
m("ocr-dbnet-580-detach",OC,DB,580,"hmap.cpu().detach().numpy()[0]","hmap.cpu().numpy()[0]",False,[],"other_file",
  "not a bug: hmap2bbox (the only caller of boxes_from_bitmap, DBNet.py:409) is only called inside `with torch.no_grad():` blocks that also compute hmap: "
  "easyocr/detection_db.py:79-99 and DBNet.inference (DBNet.py:752-754), so hmap never requires grad")
CB="trainer/craft/data/pseudo_label/make_charbox.py"
m("ocr-charbox-221-cpu",OC,CB,221,"scores[0, :, :, 0].cpu().data.numpy()","scores[0, :, :, 0].data.numpy()",True,["TL001"],"same_file",
  "scores = self.inference_word_box(net, gpu, word_image) (make_charbox.py:220), which moves the input with .type(torch.FloatTensor).cuda(gpu) (:94) and runs the net on it (:96), "
  "so the scores are on the GPU; .data keeps the device")
m("ocr-ib-335-cpu",OC,"trainer/craft/utils/inference_boxes.py",335,"y[0, :, :, 0].cpu().data.numpy()","y[0, :, :, 0].data.numpy()",True,["TL001"],"same_function",
  "test_net: `if cuda: x = x.cuda()` (inference_boxes.py:327-328) before y, feature = net(x) (:331-332); main_eval passes config.cuda (trainer/craft/eval.py:285-291) and "
  "the shipped configs set cuda: True (trainer/craft/config/custom_data_train.yaml:99, syn_train.yaml:60)")
m("ocr-crafttrain-327-item",OC,"trainer/craft/train.py",327,"loss_value += loss.item()","loss_value += loss",True,["TL008"],"same_function",
  "CRAFT training loop: loss = criterion(..., out1, out2, ...) (train.py:313-320) of output, _ = craft(images) (:310) in train mode (:248), backward at :323; loss_value then holds the "
  "autograd history of up to 5 iterations (reset at :332). Formatting mean_loss with {:.5f} (:336-345) still works, so this is graph retention, not a crash")
m("ocr-synth-237-item",OC,"trainer/craft/trainSynth.py",237,"loss_value += loss.item()","loss_value += loss",True,["TL008"],"same_function",
  "trainSynth training loop: loss = criterion(...) (trainSynth.py:223-230) of output, _ = craft(images) (:220) in train mode (:182), backward at :233; loss_value then keeps the autograd history "
  "of up to 5 iterations (reset at :242)")
m("ocr-avg-353-data",OC,"trainer/utils.py",353,"v = v.data.sum()","v = v.sum()",True,["TL008"],"other_file",
  "Averager.add accumulates self.sum += v (utils.py:351-355); trainer/train.py calls loss_avg.add(cost) (train.py:221) with the training cost (:208-217, backward at :218) "
  "every iteration and only resets it every valInterval iterations (:223, :238), so self.sum keeps all those iterations' autograd history. (This removes `.data`, "
  "the detach of this code base; test.py's valid_loss_avg.add(cost) runs under no_grad, train.py:231-233)",
  report_line=355, also_accept=["trainer/utils.py:353","trainer/train.py:221"])

# ---- threestudio (text/image-to-3D on PyTorch Lightning 2.0; systems are LightningModules trained with accelerator="gpu")
LTN=("launch.py builds Trainer(inference_mode=False, accelerator='gpu', ...) (launch.py:228-234): Lightning moves the system (a LightningModule, threestudio/systems/base.py:27) "
     "and every batch to the GPU")
LNG=("Lightning runs the validation/test loops under torch.no_grad() when inference_mode=False (its _evaluation_context / _no_grad_context chooses torch.no_grad instead of "
     "torch.inference_mode)")
m("ts-saving-40-cpu",T3,"threestudio/utils/saving.py",40,"data.detach().cpu().numpy()","data.detach().numpy()",True,["TL001"],"framework",
  "SaverMixin.convert_data is what every save_* helper uses (saving.py:77-78, :143-144, :179-180, :330-332); the systems call save_image_grid with render outputs in "
  "validation_step/test_step, e.g. threestudio/systems/dreamfusion.py:84-90 (out = self(batch), img: out['comp_rgb'][0]); "+LTN+", so the renders are cuda tensors")
SJ="threestudio/systems/sjc.py"
m("ts-sjc-106-cpu",T3,SJ,106,"pred_depth.detach().cpu().numpy()","pred_depth.detach().numpy()",True,["TL001"],"framework",
  "vis_depth is called in validation_step with comp_depth = out['depth'] + 10 * (1 - out['opacity']) of out = self(batch, decode=True) (sjc.py:110-113); "+LTN)
m("ts-sjc-106-detach",T3,SJ,106,"pred_depth.detach().cpu().numpy()","pred_depth.cpu().numpy()",False,[],"framework",
  "not a bug: vis_depth's only caller is validation_step (sjc.py:110-113); "+LNG+", so the render has no grad")
m("ts-cnet-270-cpu",T3,"threestudio/models/guidance/controlnet_guidance.py",270,"cond_rgb[0].detach().cpu().numpy()","cond_rgb[0].detach().numpy()",True,["TL001"],"framework",
  "prepare_image_cond(cond_rgb) (controlnet_guidance.py:267-275, control_type 'normal' by default :27 and in configs/control4d-static.yaml:53-55) is called from __call__ (:357) "
  "with origin_gt_rgb = batch['gt_rgb'] in training_step (threestudio/systems/control4d_multiview.py:62, :72, :89); the training batches come from MultiviewIterableDataset.collate, "
  "which slices gt_rgb from frames_img built on the CPU (threestudio/data/multiview.py:136, :166, :185-199; MultiviewDataModule.setup :397-403), and "+LTN)
m("ts-zero123-217-detach",T3,"threestudio/systems/zero123.py",217,"out[\"comp_rgb\"].detach()[","out[\"comp_rgb\"][",False,[],"other_file",
  "not a bug: the slice is only handed to guidance_evaluation_save (threestudio/systems/base.py:344-402), which reshapes it (merge12) and passes it to save_image_grid; "
  "get_rgb_image_ converts it with convert_data, i.e. data.detach().cpu().numpy() (threestudio/utils/saving.py:40, :77-78). No other use, so the grad-tracking render "
  "(training_substep, guidance_eval path zero123.py:84-88) is detached before NumPy sees it")
ME="threestudio/models/mesh.py"
m("ts-mesh-42-detach",T3,ME,42,"self.v_pos.detach().cpu().numpy()","self.v_pos.cpu().numpy()",False,[],"same_function",
  "not a bug: remove_outlier returns early when the mesh is differentiable: `if self.requires_grad: ... return self` (mesh.py:32-34), with requires_grad = self.v_pos.requires_grad (:96-98); "
  "so v_pos never requires grad when it reaches :42")
m("ts-mesh-217-cpu",T3,ME,217,"self.t_pos_idx.cpu().numpy()","self.t_pos_idx.numpy()",True,["TL001"],"other_file",
  "_unwrap_uv (mesh.py:206-218, via unwrap_uv :244-248 from the mesh exporter, threestudio/models/exporters/mesh_exporter.py:69-70, save_uv=True by default :24) gets the mesh "
  "from geometry.isosurface() (mesh_exporter.py:44). Both isosurface helpers are created with .to(self.device) (threestudio/models/geometry/base.py:88-95), self.device = get_device() = "
  "torch.device(f'cuda:{rank}') (threestudio/utils/base.py:101, threestudio/utils/misc.py:29-30), and MarchingCubeCPUHelper returns t_pos_idx .long().to(self._dummy.device) "
  "(threestudio/models/isosurface.py:61-64), so t_pos_idx (int64) is on the GPU")
m("ts-z123g-369-cpu",T3,"threestudio/models/guidance/zero123_guidance.py",369,"num_train_timesteps).cpu().numpy()","num_train_timesteps).numpy()",True,["TL001"],"other_file",
  "Zero123Guidance.guidance_eval: self.scheduler.timesteps_gpu = self.scheduler.timesteps.to(self.device) (zero123_guidance.py:355) and t = timesteps_gpu[idxs] (:367); "
  "Zero123Guidance is a BaseObject whose self.device = get_device() = cuda (threestudio/utils/base.py:82, threestudio/utils/misc.py:29-30). Reached when system.freq.guidance_eval > 0 "
  "(threestudio/systems/zero123.py:84-88, :141; the shipped configs set 0, configs/zero123.yaml:119, so this needs the option turned on)")
m("ts-multiview-42-cpu",T3,"threestudio/data/multiview.py",42,"pose_0.detach().cpu().numpy()","pose_0.detach().numpy()",False,[],"same_file",
  "not a bug: inter_pose's only caller is MultiviewDataset.__init__ (multiview.py:275), with rows of c2w_list built from torch.as_tensor(frame['transform_matrix']) and torch.stack "
  "(:229-234) on the CPU; the dataset constructor runs before Lightning moves anything")
m("ts-iso-59-cpu",T3,"threestudio/models/isosurface.py",59,"level.detach().cpu().numpy()","level.detach().numpy()",False,[],"other_file",
  "not a bug despite the comment 'transform back to torch tensor on CUDA' (isosurface.py:64): MarchingCubeCPUHelper keeps its grid on the CPU (grid_vertices, isosurface.py:33-46, "
  "'keep the vertices on CPU'), and BaseImplicitGeometry._isosurface evaluates the field chunk-wise on bbox.device but moves it back with field.to(x.device) "
  "(threestudio/models/geometry/base.py:120-140, 'could be CPU'), so level = forward_level(field, ...) (:157) is a CPU tensor")

# ---- cdvae (crystal generation on PyTorch Lightning 1.3.8 and PyTorch Geometric 2.0.1, env.yml; evaluation scripts in scripts/)
EU="scripts/eval_utils.py"
m("cd-eu-112-cpu",CD,EU,112,"cur_frac_coords.detach().cpu().numpy()","cur_frac_coords.detach().numpy()",True,["TL001"],"framework",
  "get_crystals_list is called by compute_metrics.get_crystal_array_list on tensors read back with torch.load(file_path) without map_location (eval_utils.py:38; "
  "scripts/compute_metrics.py:267-289). evaluate.py wrote them from the GPU: for 'recon', batch.cuda() (scripts/evaluate.py:29-30; PyG Data.cuda is in place), "
  "input_data_batch = Batch.from_data_list(batch.to_data_list()) (:69, :79) saved as is (:202-213); for 'opt', optimization() returns torch.cat(...) of langevin_dynamics outputs "
  "on the GPU model (:168-171, model.to('cuda') :187-188). torch.load restores cuda storages and PyG keeps the device, so frac_coords can be a cuda tensor")
m("cd-eu-212-detach",CD,EU,212,"scaled_preds.detach().cpu().numpy()","scaled_preds.cpu().numpy()",False,[],"other_file",
  "not a bug although preds = model(batch) (eval_utils.py:209) runs outside no_grad: scaled_preds = model.scaler.inverse_transform(preds) (:211) is "
  "StandardScalerTorch.inverse_transform, which starts with X = torch.tensor(X, dtype=torch.float) (cdvae/common/data_utils.py:620-622); torch.tensor of a tensor is a new "
  "leaf without grad (checked on CPU torch)")
m("cd-eu-212-cpu",CD,EU,212,"scaled_preds.detach().cpu().numpy()","scaled_preds.detach().numpy()",False,[],"framework",
  "not a bug: prop_model_eval never moves anything to the GPU: the property model comes from load_model (eval_utils.py:187), i.e. LightningModule.load_from_checkpoint (:70), "
  "which in pytorch-lightning 1.3.8 (env.yml) loads with map_location=lambda storage, loc: storage (CPU) into a freshly built CPU model, and the batches come from a CPU "
  "torch_geometric DataLoader over TensorCrystDataset (:190-202); preds and scaled_preds are CPU tensors")

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
