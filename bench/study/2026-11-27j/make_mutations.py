import json
ST="yl4579/StyleTTS2"; SS="HiLab-git/SSL4MIS"; PT="manujosephv/pytorch_tabular"
PG="snap-stanford/pretrain-gnns"; RL="p-christ/Deep-Reinforcement-Learning-Algorithms-with-PyTorch"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- StyleTTS2 (TTS; train_first.py on HF accelerate, train_second.py/train_finetune.py with device='cuda'; models.py, utils.py helpers)
T2DEV=("train_second.py: device = 'cuda' (train_second.py:92), every model moved with model[key].to(device) (:130), batch = [b.to(device) for b in batch[1:]] (:262, :576); "
       "train_first.py does the same with device = accelerator.device (train_first.py:61, :140, :182)")
m("st-models-314-cpu",ST,"models.py",314,"input_lengths.cpu().numpy()","input_lengths.numpy()",True,["TL001"],"other_file",
  "TextEncoder.forward (models.py:284, 302-314): input_lengths is the caller's tensor; the training scripts call model.text_encoder(texts, input_lengths, text_mask) "
  "(train_second.py:282, :591; train_first.py:207, :353) with input_lengths from the batch moved to the GPU; "+T2DEV+". The int64 lengths never require grad, so only the device matters")
m("st-models-475-cpu",ST,"models.py",475,"text_lengths.cpu().numpy()","text_lengths.numpy()",True,["TL001"],"other_file",
  "ProsodyPredictor.forward (models.py:440, 468-475): text_lengths comes from model.predictor(d_en, s_dur, input_lengths, s2s_attn_mono, text_mask) (train_second.py:341-344, :613) "
  "with input_lengths from the batch on cuda; "+T2DEV)
m("st-models-545-cpu",ST,"models.py",545,"text_lengths.cpu().numpy()","text_lengths.numpy()",True,["TL001"],"other_file",
  "DurationEncoder.forward (models.py:517, 535-545) is ProsodyPredictor.text_encoder, called with the same text_lengths (models.py:469) that train_second.py passes to "
  "model.predictor (:341, :613) from the cuda batch; "+T2DEV)
UT="utils.py"
m("st-utils-21-cpu",ST,UT,21,"neg_cent.data.cpu().numpy()","neg_cent.data.numpy()",True,["TL001"],"other_file",
  "maximum_path(neg_cent, mask) (utils.py:14) is called with s2s_attn, the output of model.text_aligner on the GPU batch (train_first.py:189, :204; train_second.py:271, :279; "
  "train_finetune.py:274, :282); .data keeps the device, so .numpy() raises on cuda")
m("st-utils-21-data",ST,UT,21,"neg_cent.data.cpu()","neg_cent.cpu()",True,["TL002"],"other_file",
  "train_finetune.py calls maximum_path(s2s_attn, mask_ST) (train_finetune.py:282) OUTSIDE no_grad, with s2s_attn = model.text_aligner(...) (:274) of a trainable aligner "
  "(model.text_aligner.train() :249, optimizer.step('text_aligner') :470), so neg_cent requires grad; .cpu() keeps requires_grad with grad on and .numpy() raises "
  "(train_finetune_accelerate.py:281/289 is the same). Note: in train_first.py/train_second.py the call is inside torch.no_grad() (train_first.py:202, train_second.py:265) "
  "where .numpy() of a requires-grad tensor is allowed (checked on CPU torch), so only the finetune scripts fail")
m("st-utils-24-data",ST,UT,24,"mask.sum(1)[:, 0].data.cpu()","mask.sum(1)[:, 0].cpu()",False,[],"framework",
  "not a bug: mask is mask_ST = mask_from_lens(s2s_attn, ...) from the external monotonic_align package (resemble-ai/monotonic_align mas.py: mask_S.unsqueeze(2) * "
  "mask_T.unsqueeze(1) of comparison masks, then .to(similarity)): a float tensor built from bool comparisons, which never requires grad")
m("st-utils-25-cpu",ST,UT,25,"mask.sum(2)[:, 0].data.cpu().numpy()","mask.sum(2)[:, 0].data.numpy()",True,["TL001"],"framework",
  "mask_ST = mask_from_lens(s2s_attn, input_lengths, ...) (train_first.py:203; train_second.py:278) returns mask_ST.to(similarity) in monotonic_align (mas.py), i.e. on "
  "s2s_attn's device, which is cuda (text_aligner output on the GPU batch, "+T2DEV+")")
TF="train_first.py"
ACC="device = accelerator.device (train_first.py:61); models prepared by accelerator.prepare and moved with .to(device) (:134, :140); batch moved to device (:335)"
m("st-tf-393-cpu",ST,TF,393,"s2s_attn[0].cpu().numpy()","s2s_attn[0].numpy()",True,["TL001"],"framework",
  "s2s_attn is the last validation batch's model.text_aligner(mels, mask, texts) output (train_first.py:340-343) with "+ACC+"; accelerate's device is the GPU in a normal run")
m("st-tf-338-nograd",ST,TF,338,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: the inner no_grad is nested in the validation loop's own `with torch.no_grad():` (train_first.py:329), so s2s_attn (:340) still has no grad when "
  "s2s_attn[0].cpu().numpy() (:393) converts it", report_line=393)
m("st-tf-409-cpu",ST,TF,409,"y_rec.cpu().numpy()","y_rec.numpy()",True,["TL001"],"framework",
  "y_rec = model.decoder(en, F0_real, real_norm, s) (train_first.py:407) on asr and mels of the validation batch moved to the accelerator device; "+ACC)
m("st-tf-396-nograd",ST,TF,396,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "this block is outside the validation no_grad (train_first.py:329 ends before `if accelerator.is_main_process:` :388); without it y_rec = model.decoder(...) (:407) of the "
  "trainable decoder requires grad, and .cpu() keeps it, so y_rec.cpu().numpy() (:409) raises", report_line=409)
m("st-tf-296-item",ST,TF,296,"accelerator.gather(loss_mel).mean().item()","accelerator.gather(loss_mel).mean()",True,["TL008"],"framework",
  "training loop with grad on: loss_mel = stft_loss(y_rec.squeeze(), wav.detach()) (train_first.py:270) requires grad; accelerate's gather returns the tensor itself in a "
  "single-process run, so running_loss keeps the autograd history of up to log_interval iterations (reset only at :321). With several processes gather uses all_gather, "
  "whose result has no grad (uncertain point)")
m("st-tf-385-item",ST,TF,385,"accelerator.gather(loss_mel).mean().item()","accelerator.gather(loss_mel).mean()",False,[],"same_function",
  "not a bug: inside `with torch.no_grad():` (train_first.py:329), so loss_test never requires grad; it is only divided, formatted with %.3f (:390), compared (:417) and given "
  "to writer.add_scalar (:392), all of which accept a 0-d cuda tensor")

# ---- SSL4MIS (semi-supervised medical segmentation; nets built with .cuda() in networks/net_factory.py)
V2="code/val_2D.py"
m("ssl-val2d-32-cpu",SS,V2,32,"out.cpu().detach().numpy()","out.detach().numpy()",True,["TL001"],"same_function",
  "input = torch.from_numpy(slice)...float().cuda() (val_2D.py:26-27), out = argmax(softmax(net(input))) (:30-31) is on cuda")
m("ssl-val2d-32-detach",SS,V2,32,"out.cpu().detach().numpy()","out.cpu().numpy()",False,[],"same_function",
  "not a bug: out is computed inside `with torch.no_grad():` (val_2D.py:29) and is torch.argmax indices (:30), which never require grad")
m("ssl-val2d-20-cpu",SS,V2,20,"label.squeeze(0).cpu().detach().numpy()","label.squeeze(0).detach().numpy()",False,[],"other_file",
  "not a bug: every caller passes the DataLoader's CPU batch unchanged: test_single_volume(sampled_batch['image'], sampled_batch['label'], model, ...) "
  "(train_fully_supervised_2D.py:146-148; train_adversarial_network_2D.py:212; train_cross_pseudo_supervision_2D.py:240, 273; train_fixmatch_cta.py:336-337; ...); "
  "only the training batches are moved with .cuda() (e.g. train_fully_supervised_2D.py:107)")
m("ssl-val3d-65-cpu",SS,"code/val_3D.py",65,"y.cpu().data.numpy()","y.data.numpy()",True,["TL001"],"same_function",
  "test_patch = torch.from_numpy(test_patch).cuda() (val_3D.py:59); y = softmax(net(test_patch)) (:62-64) is on cuda")
NN="code/networks/neural_network.py"
NNDEV=("_internal_maybe_mirror_and_pred_2D/3D move the input with to_cuda(maybe_to_torch(x), gpu_id=self.get_device()) (neural_network.py:560, :620; to_cuda :42-47) and "
       "return result_torch = torch.zeros(...).cuda(...) (:561-562, :621-622) ('we now return a cuda tensor!', :558, :617)")
m("ssl-nn-505-cpu",SS,NN,505,"predicted_probabilities.detach().cpu().numpy()","predicted_probabilities.detach().numpy()",True,["TL001"],"same_file",
  "_internal_predict_2D_2Dconv: predicted_probabilities = self._internal_maybe_mirror_and_pred_2D(...)[0] (neural_network.py:495-496); "+NNDEV+"; assert self.get_device() != 'cpu' (:485)")
m("ssl-nn-435-cpu",SS,NN,435,"predicted_patch.cpu().numpy()","predicted_patch.numpy()",True,["TL001"],"same_file",
  "_internal_predict_3D_3Dconv_tiled (not all_in_gpu branch): predicted_patch = self._internal_maybe_mirror_and_pred_3D(...)[0] (neural_network.py:426-429); "+NNDEV)
m("ssl-nn-471-detach",SS,NN,471,"class_probabilities.detach().cpu().numpy()","class_probabilities.cpu().numpy()",False,[],"same_file",
  "not a bug: _internal_predict_3D_3Dconv_tiled is only called from predict_3D inside `with torch.no_grad():` (neural_network.py:166, :169), so aggregated_results "
  "(torch.zeros, :396) += predicted_patch never records grad")

# ---- pytorch_tabular (PyTorch Lightning tabular models; TabularModel wrapper)
TM="src/pytorch_tabular/tabular_model.py"
m("pt-tm-1257-detach",PT,TM,1257,"y_hat.detach().cpu()","y_hat.cpu()",True,["TL002"],"same_file",
  "_generate_predictions has no no_grad/inference_mode (tabular_model.py:1228-1267, called from _predict :1388 after model.eval() :1374, which does not disable grad): "
  "y_hat = model.predict(batch) (:1253) of the trained model requires grad; .cpu() and torch.cat (:1260) keep it, so point_predictions.numpy() (:1282, regression) or "
  "nn.Softmax(dim=-1)(...).numpy() (:1311, classification) in _format_predicitons raises",
  report_line=1282, also_accept=[TM+":1311", TM+":1257"])
m("pt-tm-1257-cpu",PT,TM,1257,"y_hat.detach().cpu()","y_hat.detach()",True,["TL001"],"same_file",
  "the batch is moved to model.device (tabular_model.py:1245) and model = self.model.to(device) when predict(device=...) is given (:1369-1373, predict passes device through); "
  "with device='cuda' y_hat is on cuda and point_predictions.numpy() (:1282) / .numpy() (:1311) raises. Uncertain for device=None: then the model's device after "
  "Trainer.fit depends on Lightning's teardown",
  report_line=1282, also_accept=[TM+":1311", TM+":1257"])
FE="src/pytorch_tabular/feature_extractor.py"
m("pt-fe-80-detach",PT,FE,80,"ret_value[k].detach().cpu()","ret_value[k].cpu()",True,["TL002"],"other_file",
  "DeepFeatureExtractor.transform: no no_grad (feature_extractor.py:63-84; only model.eval() :65); ret_value comes from tabular_model.model.predict(batch, ret_model_output=True) "
  "(:77), which is self.forward(x) of the trainable model (models/base_model.py:481-497), so the outputs require grad; torch.cat(v, dim=0).numpy() (:84) raises",
  report_line=84, also_accept=[FE+":80"])
CE="src/pytorch_tabular/categorical_encoders.py"
m("pt-ce-195-detach",PT,CE,195,"embedding.weight[0, :].detach().cpu().numpy()","embedding.weight[0, :].cpu().numpy()",True,["TL002"],"other_file",
  "CategoricalEmbeddingTransformer._extract_embedding: embedding_layer = model.extract_embedding() (categorical_encoders.py:184) returns "
  "self.embedding_layer.cat_embedding_layers (models/base_model.py:508-510), nn.Embedding modules whose weight is a Parameter (requires grad); no no_grad around it "
  "(called from __init__, :180)")
FT="src/pytorch_tabular/models/ft_transformer/ft_transformer.py"
LT=("FTTransformerBackbone.forward calls _calculate_feature_importance() when attn_feature_importance (default True, ft_transformer/config.py:149-150) (ft_transformer.py:70-79); "
    "forward runs in the Lightning training_step (models/base_model.py:521-529), with the model and batches on the accelerator and grad on")
m("pt-ft-94-detach",PT,FT,94,"self.local_feature_importance.mean(dim=0).detach().cpu().numpy()","self.local_feature_importance.mean(dim=0).cpu().numpy()",True,["TL002"],"framework",
  LT+"; the attention weights (block.mha.attn_weights = attn, models/common/layers/transformers.py:64-67) require grad in training, so local_feature_importance does too and .numpy() raises")
m("pt-ft-94-cpu",PT,FT,94,"self.local_feature_importance.mean(dim=0).detach().cpu().numpy()","self.local_feature_importance.mean(dim=0).detach().numpy()",True,["TL001"],"framework",
  LT+"; local_feature_importance = torch.zeros(..., device=self.attention_weights_[0].device) (ft_transformer.py:88-90) is on the GPU when Lightning trains on it")
GT="src/pytorch_tabular/models/gate/gate_model.py"
m("pt-gate-151-detach",PT,GT,151,"sum(dim=0).detach().cpu().numpy()","sum(dim=0).cpu().numpy()",True,["TL002"],"other_file",
  "feature_importance_ property: self.gflus.feature_masks is nn.Parameter(feature_masks, requires_grad=True) (models/common/layers/gated_units.py:44-47, :58); "
  "feature_mask_function(...).sum(dim=0) requires grad, and the callers (BaseModel.feature_importance, models/base_model.py:641-644) run with grad on")
m("pt-bm-627-detach",PT,"src/pytorch_tabular/models/base_model.py",627,"torch.cat(self._val_logits).detach().cpu()","torch.cat(self._val_logits).cpu()",False,[],"framework",
  "not a bug: _val_logits collects validation_step outputs (base_model.py:621-622); validation_step computes them inside `with torch.no_grad():` (:532) and Lightning runs the "
  "validation loop with grad disabled, so the logits never require grad")
m("pt-dae-218-item",PT,"src/pytorch_tabular/ssl_models/dae/dae.py",218,"loss.item()","loss",False,[],"framework",
  "not a bug: the value goes to LightningModule.self.log (dae.py:216-224), which accepts tensors and stores a detached copy; total_loss += loss (:225) is the loss that "
  "calculate_loss returns for backward, which is intended")

# ---- pretrain-gnns (GNN pre-training on PyTorch Geometric; device chosen in main())
CF="chem/finetune.py"
CDEV="device = cuda:<args.device> if available (finetune.py:120), model.to(device) (:176), eval(args, model, device, loader) (:208-213), batch = batch.to(device) (:55)"
m("pg-cft-64-cpu",PG,CF,64,"torch.cat(y_scores, dim = 0).cpu().numpy()","torch.cat(y_scores, dim = 0).numpy()",True,["TL001"],"same_file",
  "y_scores collects pred = model(batch.x, ...) (finetune.py:58, :61); "+CDEV)
m("pg-cft-63-cpu",PG,CF,63,"torch.cat(y_true, dim = 0).cpu().numpy()","torch.cat(y_true, dim = 0).numpy()",True,["TL001"],"same_file",
  "y_true collects batch.y.view(pred.shape) (finetune.py:60) of the batch moved to the device; "+CDEV)
m("pg-cft-57-nograd",PG,CF,57,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "without no_grad pred = model(...) (finetune.py:58) of the GNN_graphpred model (trainable) requires grad; torch.cat and .cpu() keep it, so .numpy() (:64) raises",
  report_line=64)
m("pg-bps-40-detach",PG,"bio/pretrain_supervised.py",40,"loss.detach().cpu()","loss.cpu()",True,["TL008"],"same_function",
  "train loop: loss = criterion(pred.double(), y) (pretrain_supervised.py:35) of the model being trained requires grad; loss_accum += loss.cpu() keeps every step's autograd "
  "history for the whole epoch (returned at :42)")
m("pg-loader-158-cpu",PG,"chem/loader.py",158,"data.x.cpu().numpy()","data.x.numpy()",False,[],"other_file",
  "not a bug: graph_data_obj_to_nx_simple is called from ExtractSubstructureContextPair.__call__ (chem/util.py:100), a dataset transform "
  "(pretrain_contextpred.py:152) that runs on the CPU Data objects of MoleculeDataset before batching; nothing moves data.x to a device first")
m("pg-util-247-cpu",PG,"chem/util.py",247,"data.edge_index.cpu().numpy()","data.edge_index.numpy()",False,[],"framework",
  "not a bug: MaskAtom.__call__ is the dataset transform of pretrain_masking.py (:122); PyTorch Geometric's Dataset.__getitem__ applies the transform to the CPU Data object "
  "loaded from disk, before the DataLoader collates and the training loop moves the batch to the device")

# ---- Deep-Reinforcement-Learning-Algorithms-with-PyTorch (RL agents; device set in agents/Base_Agent.py)
BA=("Base_Agent sets self.device = 'cuda:0' if config.use_GPU else 'cpu' (agents/Base_Agent.py:41) and create_NN builds every network with .to(self.device) "
    "(agents/Base_Agent.py:312-334); on a GPU run (config.use_GPU = True) the networks and their outputs are on cuda")
DD="agents/actor_critic_agents/DDPG.py"
m("rl-ddpg-55-cpu",RL,DD,55,"self.actor_local(state).cpu().data.numpy()","self.actor_local(state).data.numpy()",True,["TL001"],"other_file",
  "self.actor_local = self.create_NN(...) (DDPG.py:23), state = torch.from_numpy(self.state)...to(self.device) (:52); "+BA)
m("rl-ddpg-54-nograd",RL,DD,54,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: the conversion self.actor_local(state).cpu().data.numpy() (DDPG.py:55) goes through .data, which is detached, so it works with grad on (checked on CPU torch)",
  report_line=55)
SAC="agents/actor_critic_agents/SAC.py"
m("rl-sac-121-detach",RL,SAC,121,"action.detach().cpu().numpy()","action.cpu().numpy()",True,["TL002"],"same_file",
  "with eval == False (the training path) action comes from produce_action_and_action_info(state) (SAC.py:117) outside no_grad: torch.tanh(normal.rsample()) of the actor output "
  "(:126-131) requires grad, so .cpu().numpy() raises")
m("rl-sac-121-cpu",RL,SAC,121,"action.detach().cpu().numpy()","action.detach().numpy()",True,["TL001"],"other_file",
  "state = torch.FloatTensor([state]).to(self.device) (SAC.py:115), self.actor_local = self.create_NN(...) (:40); "+BA)
m("rl-sacd-57-cpu",RL,"agents/actor_critic_agents/SAC_Discrete.py",57,"action_distribution.sample().cpu()","action_distribution.sample()",False,[],"other_file",
  "not a bug: the sampled action is only converted in SAC.actor_pick_action, which SAC_Discrete inherits and which does action.detach().cpu().numpy() "
  "(agents/actor_critic_agents/SAC.py:117, 121); in the learning code the action is unused (SAC_Discrete.py:68, :83); int64 samples never require grad",
  also_accept=[SAC+":121"])
DP="agents/DQN_agents/DDQN_With_Prioritised_Experience_Replay.py"
PRB=("the Prioritised_Replay_Buffer (DDQN_With_Prioritised_Experience_Replay.py:12) puts states/actions/rewards on torch.device('cuda:0' if available) "
     "(utilities/data_structures/Prioritised_Replay_Buffer.py:42, 113-118)")
m("rl-dper-36-data",RL,DP,36,"Q_expected.data.cpu()","Q_expected.cpu()",True,["TL002"],"other_file",
  "Q_expected = self.compute_expected_q_values(states, actions) (DDQN_With_Prioritised_Experience_Replay.py:32) is self.q_network_local(states).gather(...) "
  "(agents/DQN_agents/DQN.py:93-96), the trainable network's output outside no_grad (it is the loss input, :33); .cpu().numpy() raises")
m("rl-dper-36-cpu",RL,DP,36,"Q_targets.data.cpu()","Q_targets.data",True,["TL001"],"other_file",
  "Q_targets = compute_q_targets(next_states, rewards, dones) (:31; DQN.py:77-81 with DDQN.py:9-15) from the target network and the sampled batch; "+PRB+"; "+BA)
m("rl-reinforce-53-cpu",RL,"agents/policy_gradient_agents/REINFORCE.py",53,"self.policy.forward(state).cpu()","self.policy.forward(state)",False,[],"same_function",
  "not a bug: nothing converts the probabilities to NumPy: Categorical(...) (REINFORCE.py:54), sample() and action.item() (:55-56) and log_prob work on any device, "
  "and the stored log-probabilities are combined with torch.cat in the loss (:84-90)")

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
