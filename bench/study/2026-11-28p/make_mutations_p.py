import json
# Generator of THIS set's mutations.json (set p). Run it inside this folder.
OP="marlbenchmark/on-policy"; PC="open-mmlab/OpenPCDet"; SV="svc-develop-team/so-vits-svc"; TS="ibm-granite/granite-tsfm"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- on-policy (MAPPO/HAPPO/HATRPO multi-agent RL; runners convert policy outputs to NumPy for the envs)
SMR="onpolicy/runner/shared/mpe_runner.py"; SBR="onpolicy/runner/shared/base_runner.py"
PMR="onpolicy/runner/separated/mpe_runner.py"; PBR="onpolicy/runner/separated/base_runner.py"
OPDEV=("train_mpe.py sets device = torch.device('cuda:0') when all_args.cuda (default True, config.py:165) and a GPU is available (onpolicy/scripts/train/train_mpe.py:86-88) and passes it in config['device']; "
       "Runner.__init__ stores it (shared/base_runner.py:22, separated/base_runner.py likewise) and builds Policy(..., device=self.device) (shared/base_runner.py:83); R_Actor/R_Critic move themselves .to(device) "
       "(algorithms/r_mappo/algorithm/r_actor_critic.py:41, :154) and move their inputs with check(x).to(**self.tpdv) (:58-62, :166-168), so get_actions/act outputs are on cuda")
m("op-shmpe-9-cpu",OP,SMR,9,"x.detach().cpu().numpy()","x.detach().numpy()",True,["TL001"],"other_file",
  "_t2n is only called with policy outputs: collect (mpe_runner.py:98-109), eval (:151-156), render (:208-213). "+OPDEV+"; x.detach().numpy() of a cuda tensor raises",
  also_accept=[SMR+":105",SMR+":106",SMR+":107",SMR+":108",SMR+":109",SMR+":155",SMR+":156",SMR+":212",SMR+":213"])
m("op-shmpe-9-detach",OP,SMR,9,"x.detach().cpu().numpy()","x.cpu().numpy()",False,[],"same_file",
  "not a bug: every caller of this module's _t2n runs under @torch.no_grad(): collect (mpe_runner.py:95), eval (:141), render (:185); the policy outputs do not require grad "
  "(base_runner.compute uses base_runner.py's own _t2n)")
m("op-shbase-120-nograd",OP,SBR,120,"@torch.no_grad()","",False,[],"same_file",
  "not a bug: without the decorator next_values = self.trainer.policy.get_values(...) (base_runner.py:130-132) requires grad, but it is converted with _t2n (:133), which detaches (:10); "
  "buffer.compute_returns then only gets NumPy, and value_normalizer.denormalize works on NumPy input with running stats that do not require grad (utils/valuenorm.py:21-23, :68-77)",
  report_line=133)
m("op-vn-77-cpu",OP,"onpolicy/utils/valuenorm.py",77,"out.cpu().numpy()","out.numpy()",True,["TL001"],"other_file",
  "ValueNorm is built with device=self.device in R_MAPPO.__init__ (algorithms/r_mappo/r_mappo.py:48, use_valuenorm default True, config.py:206) and the same in HAPPO/HATRPO; "
  "denormalize moves its input to self.tpdv's device (valuenorm.py:19, :72), so out is on cuda (device from train_mpe.py:86-88 through Runner -> TrainAlgo(device=self.device), shared/base_runner.py:92); "
  "called every episode from shared_buffer.compute_returns (utils/shared_buffer.py:192-197) and R_MAPPO.train (r_mappo.py:180); out.numpy() raises")
m("op-rnn-47-cpu",OP,"onpolicy/algorithms/utils/rnn.py",47,".cpu())",")",True,["TL001"],"other_file",
  "RNNLayer.forward, sequence branch (x.size(0) != hxs.size(0)), taken in training: R_MAPPO.ppo_update -> evaluate_actions with the recurrent_generator chunks (use_recurrent_policy default True, config.py:217; "
  "data_chunk_length 10). masks come from R_Actor.evaluate_actions/R_Critic.forward as check(masks).to(**self.tpdv) on the policy device (r_actor_critic.py:90, :168; device cuda per train_mpe.py:86-88); "
  "has_zeros stays on cuda and (has_zeros + 1).numpy() (rnn.py:54) raises whenever the chunk has zero or several done steps (the 0-d .item() branch :52 is the only one that survives)",
  report_line=54)
m("op-rnn-52-item",OP,"onpolicy/algorithms/utils/rnn.py",52,"has_zeros.item() + 1","has_zeros + 1",False,[],"same_function",
  "not a bug: has_zeros is already a CPU int64 0-d tensor here (.cpu() at rnn.py:47); the list [tensor] is only used for slice bounds x[start_idx:end_idx] and masks[start_idx] (:65-68), "
  "which accept 0-d integer tensors (checked on the CPU build); no NumPy conversion, no grad")
m("op-sepbase-14-detach",OP,PBR,14,"x.detach().cpu().numpy()","x.cpu().numpy()",True,["TL002"],"same_file",
  "separated Runner.train (separated/base_runner.py:135-183) runs with grad on (no no_grad, prep_training :143): new_actions_logprob/old_actions_logprob come from "
  "self.trainer[agent_id].policy.actor.evaluate_actions(...) (:149-177), outputs of the actor that require grad; factor = factor*_t2n(torch.prod(torch.exp(new - old)...)) (:179) then calls "
  ".numpy() on a tensor that requires grad. (The other caller, compute :132, is under @torch.no_grad() :125.)",
  also_accept=[PBR+":179"])
m("op-sepmpe-196-cpu",OP,PMR,196,"eval_action.detach().cpu().numpy()","eval_action.detach().numpy()",True,["TL001"],"other_file",
  "separated MPERunner.eval: eval_action = self.trainer[agent_id].policy.act(...) (separated/mpe_runner.py:190-194) on the policy device; "+OPDEV.replace("shared/base_runner.py:83","separated/base_runner.py (Policy(..., device=self.device))")+
  "; eval runs every eval_interval episodes with --use_eval (separated/mpe_runner.py:80); .numpy() of the cuda action raises")
m("op-sepmpe-265-detach",OP,PMR,265,"action.detach().cpu().numpy()","action.cpu().numpy()",False,[],"same_function",
  "not a bug: render is decorated with @torch.no_grad() (separated/mpe_runner.py:239), so action from policy.act (:260-263) does not require grad")
HT="onpolicy/algorithms/hatrpo/hatrpo_trainer.py"
m("op-hatrpo-254-data",OP,HT,254,"loss.data.cpu().numpy()","loss.cpu().numpy()",True,["TL002"],"same_function",
  "HATRPO.trpo_update: loss is built from ratio = torch.prod(torch.exp(action_log_probs - old_action_log_probs_batch)) (hatrpo_trainer.py:234-239) where action_log_probs come from "
  "self.policy.evaluate_actions(...) (:210-217) with grad on (torch.autograd.grad(loss, ...) at :241 needs it and does not clear requires_grad); loss.cpu().numpy() raises 'Can't call numpy() on Tensor that requires grad'")
m("op-hatrpo-299-cpu",OP,HT,299,"new_loss.data.cpu().numpy()","new_loss.data.numpy()",True,["TL001"],"other_file",
  "line search: new_loss from ratio of self.policy.evaluate_actions(...) (hatrpo_trainer.py:283-297) times adv_targ/factor_batch moved with check(...).to(**self.tpdv) (:203-208); "
  "tpdv's device is the trainer's device argument, passed by separated/base_runner.py (TrainAlgo(self.all_args, self.policy[agent_id], device=self.device)) from train_mpe.py:86-88 (cuda); .data.numpy() raises on cuda")
m("op-rmappo-212-item",OP,"onpolicy/algorithms/r_mappo/r_mappo.py",212,"value_loss.item()","value_loss",True,["TL008"],"same_function",
  "R_MAPPO.train: value_loss returned by ppo_update (r_mappo.py:209-210) is the critic loss that was just backpropagated (:156-160) and still requires grad; "
  "train_info['value_loss'] += value_loss accumulates it over ppo_epoch x num_mini_batch updates (:199-214), keeping every update's autograd graph node alive until train() returns "
  "(nothing crashes: log_train passes it to tensorboardX/wandb, which convert tensors themselves)")

# ---- OpenPCDet (3D object detection from LiDAR; DDP training via tools/train.py)
KT="pcdet/datasets/kitti/kitti_dataset.py"; O3="tools/visual_utils/open3d_vis_utils.py"; VU="tools/visual_utils/visualize_utils.py"
PCDEV=("tools/test.py:62/:119 and tools/train.py:135 move the detector with model.cuda(); eval_utils.eval_one_epoch calls load_data_to_gpu(batch_dict) (tools/eval_utils/eval_utils.py:59), "
       "which turns every NumPy entry into a cuda tensor (pcdet/models/__init__.py:23-36); post_processing builds pred_dicts from the cuda box/cls predictions (pcdet/models/detectors/detector3d_template.py:178-)")
m("pc-kitti-303-cpu",PC,KT,303,"box_dict['pred_scores'].cpu().numpy()","box_dict['pred_scores'].numpy()",True,["TL001"],"other_file",
  "KittiDataset.generate_prediction_dicts is called with the model's pred_dicts by eval_utils.eval_one_epoch (eval_utils.py:76-79); "+PCDEV+"; pred_scores.numpy() raises on cuda")
m("pc-kitti-311-cpu",PC,KT,311,"batch_dict['image_shape'][batch_index].cpu().numpy()","batch_dict['image_shape'][batch_index].numpy()",True,["TL001"],"other_file",
  "image_shape is moved by load_data_to_gpu with torch.from_numpy(val).int().cuda() (pcdet/models/__init__.py:33-34), called before the model in eval_utils.py:59; so .numpy() raises "
  "(reached for every frame with at least one prediction, kitti_dataset.py:307-311)")
m("pc-eval-64-nograd",PC,"tools/eval_utils/eval_utils.py",64,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "tools/train.py ends every training run with repeat_eval_ckpt(...) (train.py:223-227) -> eval_utils.eval_one_epoch (tools/test.py:123) without any outer no_grad (only tools/test.py's own main wraps it, :202); "
  "model.eval() (eval_utils.py:53) does not disable grad, so pred_scores = sigmoid of the class predictions and pred_boxes (detector3d_template.py post_processing) require grad, and "
  "generate_prediction_dicts' box_dict['pred_scores'].cpu().numpy() (kitti_dataset.py:303) raises",
  report_file=KT, report_line=303, also_accept=[KT+":304","pcdet/datasets/dataset.py:86","pcdet/datasets/dataset.py:87","tools/eval_utils/eval_utils.py:76"])
m("pc-test-202-nograd",PC,"tools/test.py",202,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: the model call inside eval_one_epoch has its own `with torch.no_grad():` (tools/eval_utils/eval_utils.py:64-65), so pred_dicts do not require grad when generate_prediction_dicts converts them "
  "(kitti_dataset.py:303-305); the outer block is redundant",
  report_file=KT, report_line=303, also_accept=[KT+":304"])
m("pc-demo-93-nograd",PC,"tools/demo.py",93,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "demo: model.cuda(); model.eval() (demo.py:91-92) keep grad on; pred_dicts[0]['pred_boxes'] from model.forward (:98) require grad (post_processing selects rows of the regression output); "
  "V.draw_scenes(..., ref_boxes=...) (:100-103) converts with ref_boxes.cpu().numpy() (open3d_vis_utils.py:43-44; mayavi fallback visualize_utils.py:145-146), which raises",
  report_file=O3, report_line=44, also_accept=[VU+":146",VU+":150","tools/demo.py:100"])
m("pc-o3d-44-cpu",PC,O3,44,"ref_boxes.cpu().numpy()","ref_boxes.numpy()",True,["TL001"],"other_file",
  "draw_scenes' only project caller, tools/demo.py:100-103, passes pred_dicts[0]['pred_boxes'] of a model moved with model.cuda() (demo.py:91) on data moved by load_data_to_gpu (:97, pcdet/models/__init__.py:36); "
  "the isinstance(torch.Tensor) guard (:43) does not move it, so ref_boxes.numpy() raises on cuda",
  also_accept=["tools/demo.py:100"])
m("pc-center-193-cpu",PC,"pcdet/models/dense_heads/center_head.py",193,"cur_gt_boxes[:, -1].cpu().long().numpy()","cur_gt_boxes[:, -1].long().numpy()",True,["TL001"],"other_file",
  "CenterHead.assign_targets (training): gt_boxes = data_dict['gt_boxes'] was moved by load_data_to_gpu in model_fn_decorator (pcdet/models/__init__.py:36, :43) -> cuda; .long().numpy() of a cuda slice raises "
  "(every CenterPoint/VoxelNeXt-style training step)")
m("pc-cnms-130-cpu",PC,"pcdet/models/model_utils/centernet_utils.py",130,"circle_nms(boxes.cpu().numpy(), thresh=min_radius)","circle_nms(boxes.numpy(), thresh=min_radius)",True,["TL001"],"other_file",
  "_circle_nms is called from decode_bbox_from_heatmap (centernet_utils.py:223-227) when CenterHead.generate_predicted_boxes runs with NMS_TYPE 'circle_nms' (center_head.py:323); the boxes are "
  "decoded from the head's cuda predictions (the model is on cuda: tools/test.py:62, train.py:135); keep is even moved back with .to(boxes.device) (:132); boxes.numpy() raises")
DB="pcdet/datasets/augmentor/database_sampler.py"
m("pc-dbs-293-cpu",PC,DB,293,"box_utils.pairwise_iou(sampled_boxes2d, existed_boxes2d).cpu().numpy()","box_utils.pairwise_iou(sampled_boxes2d, existed_boxes2d).numpy()",False,[],"other_file",
  "not a bug: sampled_boxes2d = torch.Tensor(...) and existed_boxes2d = torch.Tensor(data_dict['gt_boxes2d']) are CPU tensors built from NumPy in the data-loading worker (database_sampler.py:290-292); "
  "box_utils.pairwise_iou only uses torch elementwise ops on its inputs (pcdet/utils/box_utils.py:356-), so the IoU is on the CPU and needs no grad")
m("pc-dbs-302-cpu",PC,DB,302,"sampled_boxes2d[ret_valid_mask].cpu().numpy()","sampled_boxes2d[ret_valid_mask].numpy()",False,[],"same_function",
  "not a bug: sampled_boxes2d = torch.Tensor(sampled_boxes2d) (database_sampler.py:290) is a CPU float tensor made from a NumPy array in the dataset augmentor; indexing by a NumPy mask keeps it on the CPU")
HG="pcdet/models/dense_heads/target_assigner/hungarian_assigner.py"
m("pc-hung-116-cpu",PC,HG,116,"cost = cost.detach().cpu()","cost = cost.detach()",True,["TL003"],"other_file",
  "HungarianAssigner3D.assign (TransFusion head targets): bboxes/cls_pred come from TransFusionHead.get_targets_single (pcdet/models/dense_heads/transfusion_head.py:264-278), the head's cuda predictions; "
  "cost stays on cuda and scipy's linear_sum_assignment(cost) (:117) converts it implicitly with np.asarray, which raises for a cuda tensor (the results are even moved back .to(bboxes.device), :118-119)")
m("pc-hung-116-detach",PC,HG,116,"cost = cost.detach().cpu()","cost = cost.cpu()",False,[],"other_file",
  "not a bug: the predictions handed to the assigner are detached copies (transfusion_head.py:264-270: copy.deepcopy(preds_dict[...].detach())) and gt boxes are data, so cost does not require grad")
m("pc-commu-95-cpu",PC,"pcdet/utils/commu_utils.py",95,"tensor.cpu().numpy()","tensor.numpy()",True,["TL001"],"same_function",
  "all_gather (distributed eval/train merging): tensor_list holds tensors created with .cuda() (commu_utils.py:86) and filled by dist.all_gather (:90); with origin_size None (pickled objects) "
  "tensor.numpy() raises on cuda")
m("pc-train-82-item",PC,"tools/train_utils/train_utils.py",82,"losses_m.update(loss.item() , batch_size)","losses_m.update(loss , batch_size)",True,["TL008"],"other_file",
  "train_one_epoch: loss from model_func (train_utils.py:56) was just backpropagated (:58) and still requires grad; AverageMeter.update does self.sum += val * n (pcdet/utils/common_utils.py:291-295) "
  "on a meter created once per epoch (train_utils.py:28), so every iteration's autograd graph node is kept until the epoch ends (rank 0 only)",
  also_accept=["pcdet/utils/common_utils.py:293"])

# ---- so-vits-svc (singing voice conversion; VITS training with DDP via mp.spawn, inference tools, diffusion)
TR="train.py"; IT="inference/infer_tool.py"
SVDEV=("run() places everything on cuda:rank: net_g = SynthesizerTrn(...).cuda(rank) (train.py:77) wrapped in DDP (:89), and train_and_evaluate moves each batch with .cuda(rank, non_blocking=True) (:152-157)")
m("sv-train-237-data",SV,TR,237,"y_hat_mel[0].data.cpu().numpy()","y_hat_mel[0].cpu().numpy()",True,["TL002"],"same_function",
  "train_and_evaluate logging (rank 0, every log_interval): y_hat_mel = mel_spectrogram_torch(y_hat...) (train.py:172-181) of the generator output y_hat = net_g(...) (:167-169), computed with grad on "
  "(backward at :209); without .data, plot_spectrogram_to_numpy receives y_hat_mel[0].cpu().numpy(), which raises 'Can't call numpy() on Tensor that requires grad'")
m("sv-train-238-cpu",SV,TR,238,"mel[0].data.cpu().numpy()","mel[0].data.numpy()",True,["TL001"],"same_function",
  "mel = spec_to_mel_torch(spec, ...) (train.py:158-164) of spec moved with spec.cuda(rank, non_blocking=True) (:153); "+SVDEV+"; mel[0].data.numpy() raises on cuda")
m("sv-train-238-data",SV,TR,238,"mel[0].data.cpu().numpy()","mel[0].cpu().numpy()",False,[],"other_file",
  "not a bug: mel = spec_to_mel_torch(spec) (train.py:158) is a matmul of a constant mel basis built from librosa (modules/mel_processing.py:67-76) with the data spectrogram spec (:153), "
  "neither requires grad, so .data is redundant")
m("sv-train-243-cpu",SV,TR,243,"utils.plot_data_to_numpy(lf0[0, 0, :].cpu().numpy(),","utils.plot_data_to_numpy(lf0[0, 0, :].numpy(),",True,["TL001"],"other_file",
  "lf0 is the last output of net_g(c, f0, uv, spec, ...) (train.py:167-169): SynthesizerTrn.forward computes it from f0 (models.py forward: lf0 = 2595. * torch.log10(1. + f0.unsqueeze(1) / 700.) / 500) "
  "with f0 moved by f0.cuda(rank) (train.py:155); it needs no grad but is on cuda, so .numpy() raises (when use_automatic_f0_prediction, :241)")
m("sv-train-244-detach",SV,TR,244,"pred_lf0[0, 0, :].detach().cpu().numpy()","pred_lf0[0, 0, :].cpu().numpy()",True,["TL002"],"same_function",
  "pred_lf0 is the f0 predictor output of net_g(...) (train.py:167-169) computed with grad on (it enters loss_lf0 = F.mse_loss(pred_lf0, lf0), :206, backpropagated at :209); without .detach() "
  ".numpy() raises (use_automatic_f0_prediction branch, :241)")
m("sv-eval-280-nograd",SV,TR,280,"with torch.no_grad():","if True:",False,[],"framework",
  "not a bug: evaluate() gets the DDP-wrapped generator (train.py:257, net_g = DDP(...) :89) and calls generator.module.infer(...) (:297); DDP's .module is the wrapped SynthesizerTrn, whose infer is "
  "decorated with @torch.no_grad() (models.py:495), so y_hat and y_hat_mel (:299-308) do not require grad; mel comes from data (:290). The conversions at :315-316 keep working",
  report_line=315, also_accept=[TR+":316"])
m("sv-eval-315-cpu",SV,TR,315,"y_hat_mel[0].cpu().numpy()","y_hat_mel[0].numpy()",True,["TL001"],"same_function",
  "evaluate(): inputs are moved with .cuda(0) (train.py:283-289) and the generator lives on cuda (DDP on cuda:rank, evaluate only runs on rank 0); y_hat_mel = mel_spectrogram_torch(y_hat...) (:299-308) "
  "is on cuda and .numpy() raises")
m("sv-infer-484-cpu",SV,IT,484,"_audio = out_audio.cpu().numpy()","_audio = out_audio.numpy()",True,["TL001"],"same_file",
  "Svc.slice_inference: out_audio comes from self.infer(...) (infer_tool.py:470-482), which returns audio computed on self.dev: self.dev = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (:133), "
  "c/f0/uv are moved .to(self.dev) (:212-219), net_g_ms is .to(self.dev) (:198-200) and audio = audio[0,0].data.float() (:298); out_audio.numpy() raises on cuda")
m("sv-infer-292-nograd",SV,IT,292,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: every producer of `audio` in Svc.infer is itself grad-free: net_g_ms.infer is decorated @torch.no_grad() (models.py:495) and audio is taken with .data (infer_tool.py:298); "
  "the shallow-diffusion path ends in self.vocoder.infer, whose NsfHifiGAN.forward runs under torch.no_grad() (diffusion/vocoder.py:82, :92); Enhancer.enhance also uses no_grad (modules/enhancer.py:104) "
  "and change_rms detaches (utils.py:445). So out_audio.cpu().numpy() (:484) still works",
  report_line=484)
m("sv-rt-515-cpu",SV,IT,515,"audio = audio.cpu().numpy()[0]","audio = audio.numpy()[0]",False,[],"framework",
  "not a bug: audio, sr = torchaudio.load(input_wav_path) (infer_tool.py:514) returns a CPU float32 tensor, so .numpy() works. (RealTimeVC.process has a pre-existing unpacking bug at :520/:535, see README.)")
m("sv-rms-445-cpu",SV,"utils.py",445,"data2.detach().cpu().numpy()","data2.detach().numpy()",True,["TL001"],"other_file",
  "change_rms' only caller, Svc.infer (inference/infer_tool.py:336-337, loudness_envelope_adjustment != 1), passes audio computed on self.dev (cuda when available, infer_tool.py:133, :298); "
  "the function itself moves rms back .to(data2.device) (utils.py:446-450); librosa gets data2.detach().numpy(), which raises on cuda",
  also_accept=[IT+":337"])
m("sv-rms-445-detach",SV,"utils.py",445,"data2.detach().cpu().numpy()","data2.cpu().numpy()",False,[],"other_file",
  "not a bug: the only caller runs it inside `with torch.no_grad():` (inference/infer_tool.py:292, call at :337), and audio comes from no-grad producers (net_g_ms.infer @torch.no_grad(), models.py:495)")
m("sv-saver-78-cpu",SV,"diffusion/logger/saver.py",78,"spec = spec.cpu().numpy()","spec = spec.numpy()",True,["TL001"],"other_file",
  "Saver.log_spec is called from diffusion/solver.py test() with data['mel'] and the model's mel output (solver.py:74); data values are moved .to(args.device) (:35) and the model lives on args.device "
  "(train_diff.py:63-65, 'cuda' in the diffusion configs); spec_cat (saver.py:75) is on cuda and spec.numpy() raises")
m("sv-cv-35-nograd",SV,"vencoder/ContentVec768L12.py",35,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
  "ContentVec768L12.encoder: self.model is the fairseq HuBERT loaded and only put in eval() (ContentVec768L12.py:20-21), parameters still require grad; without no_grad logits require grad. "
  "Svc.get_unit_f0 calls self.hubert_model.encoder(wav16k) outside any no_grad (inference/infer_tool.py:224, get_unit_f0 is called at :276/:287 before the no_grad block :292) and, with "
  "cluster_infer_ratio != 0, converts c with c.transpose(0,1).cpu().numpy() (feature retrieval, :236) or c.cpu().numpy() (k-means, :249), which raise. vec768l12 is the default speech encoder",
  report_file=IT, report_line=236, also_accept=[IT+":249"])

# ---- granite-tsfm (time-series foundation models: TinyTimeMixer, PatchTSMixer; HF Trainer / HF Pipeline)
VZ="tsfm_public/toolkit/visualization.py"; FP="tsfm_public/toolkit/time_series_forecasting_pipeline.py"
m("tsfm-vis-313-cpu",TS,VZ,313,"output.prediction_outputs[:, :, channel].squeeze().cpu().numpy()","output.prediction_outputs[:, :, channel].squeeze().numpy()",True,["TL001"],"framework",
  "plot_predictions(model=..., dset=...) moves the samples to model.device (visualization.py:298, :310) and converts the model output; the project's callers pass trainer.model after HF Trainer "
  "evaluate/predict (notebooks/hfdemo/tinytimemixer/ttm_pretrain_sample.py:153-186; full_benchmarking/ttm_full_benchmarking.py:150, :299); HF Trainer places the model on the GPU when one is available "
  "(Trainer.__init__/_move_model_to_device), so output.prediction_outputs is on cuda and .numpy() raises",
  also_accept=["notebooks/hfdemo/tinytimemixer/ttm_pretrain_sample.py:184","notebooks/hfdemo/tinytimemixer/full_benchmarking/ttm_full_benchmarking.py:150","notebooks/hfdemo/tinytimemixer/full_benchmarking/ttm_full_benchmarking.py:299"])
m("tsfm-vis-300-nograd",TS,VZ,300,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "without no_grad output = model(**random_samples) (visualization.py:311) is a forward pass of a trainable HF model (parameters require grad; .eval() would not change that), so "
  "output.prediction_outputs[...].squeeze().cpu().numpy() (:313) raises 'Can't call numpy() on Tensor that requires grad'",
  report_line=313)
m("tsfm-fc-484-cpu",TS,FP,484,".detach().cpu().numpy().tolist()",".detach().numpy().tolist()",False,[],"framework",
  "not a bug: TimeSeriesPipeline.run_single (time_series_forecasting_pipeline.py:57-143) gets each batch's output from self.forward(batch) (:101), i.e. transformers' Pipeline.forward, which runs _forward "
  "inside the inference context (no_grad) and moves the outputs back with _ensure_tensor_on_device(model_outputs, device=torch.device('cpu')); the concatenated predictions (:127-130) reach postprocess "
  "on the CPU (the sibling TimeSeriesClassificationPipeline.postprocess relies on the same with a bare .numpy(), time_series_classification_pipeline.py:294)")
m("tsfm-fc-484-detach",TS,FP,484,".detach().cpu().numpy().tolist()",".cpu().numpy().tolist()",False,[],"framework",
  "not a bug: the predictions are produced in transformers' Pipeline.forward under its inference context (torch.no_grad / inference_mode), via run_single's self.forward(batch) (time_series_forecasting_pipeline.py:101), "
  "so they do not require grad")
m("tsfm-fc-490-cpu",TS,FP,490,"ground_truth = input[\"future_values\"][:, :, i].detach().cpu().numpy()","ground_truth = input[\"future_values\"][:, :, i].detach().numpy()",False,[],"other_file",
  "not a bug: future_values is not a model output; run_single copies it from the dataset items and torch.stacks them (time_series_forecasting_pipeline.py:115-123); the dataset is built by preprocess "
  "from the pandas input (ForecastDFDataset, tsfm_public/toolkit/dataset.py), whose tensors are created on the CPU")
m("tsfm-lrf-260-detach",TS,"tsfm_public/toolkit/lr_finder.py",260,"self.loss.detach().item()","self.loss.item()",False,[],"same_function",
  "not a bug: .item() of a 0-d tensor that requires grad works (checked on the CPU build) and returns a Python float, so aver_loss/smoothed_loss/self.losses stay floats")
m("tsfm-conf-1950-detach",TS,"tsfm_public/toolkit/conformal.py",1950,".detach()","",False,[],"same_function",
  "not a bug: the get_beta(...) chain (conformal.py:1941-1953) is inside `with torch.no_grad():` (:1940), so the result does not require grad even though weights_parameters is a trainable Parameter; "
  "the line becomes blank inside the parenthesised method chain and the file still parses",
  report_line=1952, also_accept=["tsfm_public/toolkit/conformal.py:1941","tsfm_public/toolkit/conformal.py:1951"])

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations")
