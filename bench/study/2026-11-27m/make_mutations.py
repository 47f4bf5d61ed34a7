import json
GN="graphdeeplearning/benchmarking-gnns"; AS="asteroid-team/asteroid"; PF="pfnet/pfrl"
RE="KaiyangZhou/deep-person-reid"; VT="jxmorris12/vec2text"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- benchmarking-gnns (graph neural networks on DGL; research layout main_*.py + train/ + nets/ + layers/)
MET="train/metrics.py"
GNDEV=("the main_*.py scripts pick device = gpu_setup(config['gpu']['use'], ...) -> torch.device('cuda') when a GPU is available (e.g. main_SBMs_node_classification.py:53-63, :304-308); "
       "every shipped config sets \"gpu\": {\"use\": true} (configs/*.json, 200/200) and docs/03_run_codes.md runs them with --gpu_id 0; the device is passed as net_params['device'] "
       "to train_val_pipeline (:114) and on to train_epoch/evaluate_network")
m("gnn-metrics-35-cpu",GN,MET,35,"targets.cpu().numpy()","targets.numpy()",True,["TL001"],"other_file",
  "accuracy_SBM(scores, targets) is imported as `accuracy` by train/train_SBMs_node_classification.py:10 and called with batch_labels = batch_labels.to(device) "
  "(:26, :40, :58, :66; labels.to(device) :89, :100, :117, :122); "+GNDEV)
m("gnn-metrics-36-detach",GN,MET,36,".cpu().detach().numpy()",".cpu().numpy()",True,["TL002"],"other_file",
  "train_epoch_sparse in train/train_SBMs_node_classification.py calls accuracy(batch_scores, batch_labels) (:40) right after loss.backward()/optimizer.step() "
  "with batch_scores = model.forward(...) (:33/:35) computed with grad on (no no_grad in train_epoch; model.train() :17); Softmax(scores).cpu() keeps requires_grad, "
  "so .numpy() raises 'Can't call numpy() on Tensor that requires grad' (train_epoch_dense :100 likewise)")
m("gnn-metrics-39-detach",GN,MET,39,"targets.cpu().detach().numpy()","targets.cpu().numpy()",False,[],"other_file",
  "not a bug: targets are the integer node labels from the DataLoader moved with .to(device) (train/train_SBMs_node_classification.py:26, :58, :89, :117); "
  "integer tensors never require grad, so the .detach() is redundant")
m("gnn-metrics-60-cpu",GN,MET,60,"scores.argmax(dim=1).cpu().numpy()","scores.argmax(dim=1).numpy()",True,["TL001"],"other_file",
  "binary_f1_score is called by train/train_TSP_edge_classification.py (:34, :57, :95, :120) with batch_scores = model.forward(...) of inputs moved to `device` (:23-26, :49-52); "
  "argmax keeps the device (no grad issue, argmax output does not require grad); "+GNDEV.replace("main_SBMs_node_classification.py","main_TSP_edge_classification.py"))
m("gnn-metrics-12-detach",GN,MET,12,"MAE.detach().item()","MAE.item()",False,[],"same_function",
  "not a bug: .item() works on a tensor that requires grad (it returns a Python float); the .detach() before .item() is redundant")
GTP="train/train_GraphTheoryProp_multitask.py"
m("gnn-gtp-76-cpu",GN,GTP,76,"np.log10(specific_test_MSE.cpu())","np.log10(specific_test_MSE)",True,["TL003"],"other_file",
  "evaluate_network_sparse: specific_test_MSE accumulates specific_loss.detach() (:68, :71) where specific_loss = torch.cat of the per-task losses "
  "(nets/GraphTheoryProp_multitask/gin_net.py:114-118) computed on inputs moved to `device` (:55-60); np.log10 of a cuda tensor calls Tensor.__array__ and raises. "
  "device comes from main_GraphTheoryProp_multitask.py (gpu_setup :52, evaluate_network(model, device, ...) :152-153, :204-205; configs/GraphTheoryProp_*.json use the GPU)")
m("gnn-gtp-68-detach",GN,GTP,68,"specific_loss.detach()","specific_loss",False,[],"same_function",
  "not a bug: the whole loop runs under `with torch.no_grad():` (train_GraphTheoryProp_multitask.py:53), so specific_loss has no grad; np.log10(specific_test_MSE.cpu()) (:76) is fine",
  report_line=76, also_accept=[GTP+":68"])
m("gnn-collab-97-cpu",GN,"train/train_COLLAB_edge_classification.py",97,"h[edge[1]]).squeeze().cpu()]","h[edge[1]]).squeeze()]",False,[],"framework",
  "not a bug: pos_train_pred (now a cuda tensor, :98) is only passed to the ogb Evaluator (:128-133), whose hits@K path accepts torch tensors on any device: "
  "_parse_and_check_input moves y_pred_pos to y_pred_neg's device (y_pred_pos.to(y_pred_neg.device)) and _eval_hits stays in torch "
  "(torch.topk, float(torch.sum(...).cpu())); read in ogb/linkproppred/evaluate.py at tag 1.2.2, the version pinned by environment_gpu.yml:47 (ogb==1.2.2), and at HEAD 1b89f1b4. "
  "Everything is under torch.no_grad() (:71)")

# ---- asteroid (audio source separation; PyTorch Lightning System for training, egs/ recipes with eval.py)
CTN="egs/librimix/ConvTasNet/eval.py"
ASEV=("eval.py main: model.cuda() if conf['use_gpu'] (:81-82), model_device = next(model.parameters()).device (:83); the recipe's run.sh sets eval_use_gpu=1 "
      "(egs/librimix/ConvTasNet/run.sh:49, passed as --use_gpu at :145)")
m("ast-ctn-109-cpu",AS,CTN,109,"mix.cpu().data.numpy()","mix.data.numpy()",True,["TL001"],"other_file",
  "mix, sources = tensors_to_device([mix, sources], device=model_device) (eval.py:106); asteroid/utils/torch_utils.py:34-49 tensors_to_device returns tensors.to(device) "
  "for each list element; "+ASEV)
m("ast-ctn-111-cpu",AS,CTN,111,"squeeze(0).cpu().data.numpy()","squeeze(0).data.numpy()",True,["TL001"],"other_file",
  "est_sources = model(mix.unsqueeze(0)) (eval.py:107) of the cuda model; loss_func = PITLossWrapper(...) (:93) returns reordered = reorder_source(est_targets, batch_indices) "
  "(asteroid/losses/pit_wrapper.py:131, :230-244: torch.stack of index_select, same device); "+ASEV)
m("ast-ctn-111-data",AS,CTN,111,".cpu().data.numpy()",".cpu().numpy()",False,[],"same_function",
  "not a bug: eval.py:102 enters grad-disabled mode for the rest of main with `torch.no_grad().__enter__()` (never exited), so est_sources/reordered_sources "
  "(:107-108) do not require grad; .data is redundant")
DC="egs/wsj0-mix/DeepClustering/model.py"
m("ast-dc-130-cpu",AS,DC,130,"active_proj.cpu().data.numpy()","active_proj.data.numpy()",True,["TL001"],"other_file",
  "Model.dc_head_separate (model.py:119-130): proj comes from self.masker on the model's device; it is reached through separate() (:108) from "
  "egs/wsj0-mix/DeepClustering/eval.py:60 after model.cuda() if conf['use_gpu'] (eval.py:38-40) and tensors_to_device(..., device=model_device) (:54); "
  "the recipe's run.sh runs eval with --use_gpu $eval_use_gpu")
m("ast-dc-130-data",AS,DC,130,"active_proj.cpu().data.numpy()","active_proj.cpu().numpy()",False,[],"other_file",
  "not a bug: the only caller path is egs/wsj0-mix/DeepClustering/eval.py, which runs `torch.no_grad().__enter__()` (eval.py:51) before model.separate (:60); "
  "the training System uses forward(), not separate/dc_head_separate, so proj never requires grad here")
SEP="asteroid/separate.py"
m("ast-sep-119-data",AS,SEP,119,"out_wavs.data.numpy()","out_wavs.numpy()",False,[],"same_file",
  "not a bug: numpy_separate gets out_wavs from torch_separate (separate.py:117-118), which is decorated @torch.no_grad() (:91) and moves the result back to the input's "
  "device (:111), i.e. the CPU because wav = torch.from_numpy(wav) (:117)")
m("ast-sep-111-to",AS,SEP,111,"out_wavs.to(input_device)","out_wavs",True,["TL001"],"other_file",
  "without the move back to input_device, torch_separate returns the model-device output; numpy_separate then calls out_wavs.data.numpy() (separate.py:119). "
  "The asteroid-infer CLI (asteroid/scripts/asteroid_cli.py:154-157) picks device = 'cuda' if available, model = model.to(device) (:169) and calls separate(...) on "
  "file names (:173) -> file_separate -> numpy_separate (separate.py:72-80, :171), so the model-device output is cuda",
  report_line=119, also_accept=[SEP+":111"])
PIT="asteroid/losses/pit_wrapper.py"
m("ast-pit-312-cpu",AS,PIT,312,"pwl.detach().cpu()","pwl.detach()",True,["TL003"],"other_file",
  "find_best_perm_hungarian iterates pwl_copy and passes each row to scipy's linear_sum_assignment (pit_wrapper.py:314), which converts it with np.asarray; "
  "find_best_perm uses the hungarian path for n_src > 3 (:220-226). egs/wsj0-mix-var/Multi-Decoder-DPRNN (n_srcs [2, 3, 4, 5], local/conf.yml:8) calls "
  "PITLossWrapper.find_best_perm(pw_losses) in MultiDecoderDPRNN.forward_wav (model.py:206-207). Its eval.py moves the model to the GPU when use_gpu "
  "(eval.py:76-78; run.sh:54 eval_use_gpu=1) and calls model.separate(mix[None]) (:104) -> asteroid/separate.py torch_separate, which moves the input to the "
  "model's device (separate.py:100-102) and calls forward_wav (:104-105); so for 4-5 estimated speakers the rows are cuda tensors and the implicit conversion raises")

# ---- pfrl (deep reinforcement learning library; agents pick cuda:<gpu>, examples default --gpu 0)
DQN="pfrl/agents/dqn.py"
DQDEV=("DQN.__init__ sets self.device = torch.device('cuda:{}'.format(gpu)) and self.model.to(self.device) when gpu >= 0 (dqn.py:210-214); the examples default to --gpu 0 "
       "(e.g. examples/atari/reproduction/dqn/train_dqn.py:36, examples/atari/train_drqn_ale.py:45); batches are built with device=self.device (dqn.py:338-349)")
m("pfrl-dqn-358-detach",PF,DQN,358,"loss.detach().cpu().numpy()","loss.cpu().numpy()",True,["TL002"],"same_file",
  "DQN.update: loss = self._compute_loss(exp_batch, ...) (dqn.py:353) is the Q-learning loss built from y = model output (:409-420, :442) and backpropagated at :361; "
  "update runs with grad on, so loss.cpu().numpy() raises")
m("pfrl-dqn-445-detach",PF,DQN,445,"y.detach().cpu().numpy()","y.cpu().numpy()",True,["TL002"],"same_file",
  "_compute_loss: y = batch_q from _compute_y_and_t (dqn.py:442), i.e. qout.evaluate_actions of self.model(batch_state) outside the no_grad block (:412-423); "
  "it requires grad (it is the loss input), so y.cpu().numpy() raises")
m("pfrl-dqn-452-cpu",PF,DQN,452,"delta.detach().cpu().numpy()","delta.detach().numpy()",True,["TL001"],"same_file",
  "delta = torch.abs(y - t) (dqn.py:449) of the model output on self.device; "+DQDEV+"; errors_out is passed for prioritized replay (:346-352)")
m("pfrl-dqn-493-detach",PF,DQN,493,"greedy_actions.detach().cpu().numpy()","greedy_actions.cpu().numpy()",False,[],"same_function",
  "not a bug: batch_act computes batch_av inside `with torch.no_grad(), evaluating(self.model):` (dqn.py:491-493), and greedy_actions is an argmax (integer) anyway")
PPO="pfrl/agents/ppo.py"
PPDEV=("PPO.__init__ sets self.device = torch.device('cuda:{}'.format(gpu)) and moves model/obs_normalizer there when gpu >= 0 (ppo.py:352-358); "
       "examples/mujoco/reproduction/ppo/train_ppo.py:25 defaults to --gpu 0")
m("pfrl-ppo-128-nograd",PF,PPO,128,"with torch.no_grad(), pfrl.utils.evaluating(model):","with pfrl.utils.evaluating(model):",True,["TL002"],"same_function",
  "removing no_grad from _add_log_prob_and_value_to_episodes: distribs, vs_pred = model(states) (ppo.py:129) then distribs.log_prob(actions).cpu().numpy() (:133) "
  "converts a tensor that requires grad (the policy parameters are trainable; evaluating() only switches to eval mode)",
  report_line=133)
m("pfrl-ppo-735-cpu",PF,PPO,735,"batch_value.cpu().numpy()","batch_value.numpy()",True,["TL001"],"same_file",
  "_batch_act_train: b_state = self.batch_states(batch_obs, self.device, self.phi) (ppo.py:708), batch_value from self.model(b_state) (:722-732); "+PPDEV)
m("pfrl-ppo-721-nograd",PF,PPO,721,"with torch.no_grad(), pfrl.utils.evaluating(self.model):","with pfrl.utils.evaluating(self.model):",True,["TL002"],"same_function",
  "removing no_grad from _batch_act_train: action_distrib comes from self.model(b_state) (ppo.py:722-732) with trainable parameters; sample() is grad-free, "
  "but action_distrib.entropy().cpu().numpy() (:734) converts a requires-grad tensor and raises",
  report_line=734)
m("pfrl-sac-304-detach",PF,"pfrl/agents/soft_actor_critic.py",304,"entropy().detach().cpu().numpy()","entropy().cpu().numpy()",False,[],"same_function",
  "not a bug: although action_distrib was built with grad (soft_actor_critic.py:278-290), entropy() is evaluated inside `with torch.no_grad():` (:302-304), "
  "so its result does not require grad (checked on CPU: Normal(...).entropy() under no_grad has requires_grad=False)")
DD="pfrl/agents/ddpg.py"
m("pfrl-ddpg-184-detach",PF,DD,184,"q.detach().cpu().numpy()","q.cpu().numpy()",True,["TL002"],"same_function",
  "compute_actor_loss: q = self.q_function((batch_state, onpolicy_actions)) (ddpg.py:179-180) with onpolicy_actions = self.policy(batch_state).rsample(); "
  "q requires grad (loss = -q.mean() is backpropagated), so q.cpu().numpy() raises")
m("pfrl-ddpg-185-item",PF,DD,185,"loss.item()","loss",True,["TL008","TL003"],"same_file",
  "without .item(), actor_loss_record (a deque(maxlen=100), ddpg.py:128) keeps the actor loss tensor with its autograd graph across updates (compute_actor_loss is "
  "called by every update, ddpg.py:199, and by update_from_episodes, :242); get_statistics then does np.mean(self.actor_loss_record) (_mean_or_nan :17-18, called at :309), an implicit conversion of "
  "cuda tensors that require grad (self.device cuda when gpu >= 0; examples/mujoco/reproduction/ddpg/train_ddpg.py:43 --gpu 0)",
  also_accept=[DD+":18", DD+":309"])
CL="pfrl/utils/clip_l2_grad_norm.py"
m("pfrl-clip-32-cpu",PF,CL,32,"p.grad.detach().cpu().numpy()","p.grad.detach().numpy()",False,[],"same_function",
  "not a bug: clip_l2_grad_norm_ returns early through torch.nn.utils.clip_grad_norm_ when parameters[0].is_cuda (clip_l2_grad_norm.py:26-28), "
  "so the NumPy path only runs for CPU parameters")
m("pfrl-clip-32-detach",PF,CL,32,"p.grad.detach().cpu().numpy()","p.grad.cpu().numpy()",False,[],"other_file",
  "not a bug: p.grad is filled by the agents' plain loss.backward() (e.g. dqn.py:361-363, a2c.py:195-198, reinforce.py:191 and :203-205) without create_graph, "
  "so the gradient tensors do not require grad (checked on CPU)")
REC="pfrl/utils/recurrent.py"
m("pfrl-rec-314-cpu",PF,REC,314,"recurrent_state.detach().cpu().numpy()","recurrent_state.detach().numpy()",True,["TL001"],"other_file",
  "recurrent_state_as_numpy is called by DQN._batch_observe_train (dqn.py:533-543) and StateQFunctionActor.observe (state_q_function_actor.py:105-112) with "
  "get_recurrent_state_at(self.train_recurrent_states, i, detach=True): the LSTM/GRU states returned by one_step_forward of the model on self.device "
  "(dqn.py:477-481); "+DQDEV+" (train_drqn_ale.py is the recurrent example)")
m("pfrl-rec-314-detach",PF,REC,314,"recurrent_state.detach().cpu().numpy()","recurrent_state.cpu().numpy()",False,[],"other_file",
  "not a bug: both callers pass get_recurrent_state_at(..., detach=True) (dqn.py:535-542, state_q_function_actor.py:106-112), which detaches first "
  "(recurrent.py:71-73), and the states were computed under no_grad in batch_act/act (dqn.py:491, state_q_function_actor.py:79)")
m("pfrl-boltz-24-cpu",PF,"pfrl/explorers/boltzmann.py",24,".cpu().numpy().ravel()",".numpy().ravel()",True,["TL001"],"other_file",
  "Boltzmann.select_action receives action_value=batch_av[i : i + 1] from DQN.batch_act (dqn.py:494-501), whose q_values come from the model on self.device "
  "(dqn.py:210-214, :475, :491-492); with a GPU agent the softmax is a cuda tensor and .numpy() raises (no grad issue: no_grad at boltzmann.py:22)")

# ---- deep-person-reid / torchreid (person re-identification; engine + tools/ + projects/)
ENG="torchreid/engine/engine.py"
m("reid-engine-370-cpu",RE,ENG,370,"features = features.cpu()","features = features",True,["TL001"],"same_function",
  "_evaluate/_feature_extraction: imgs = imgs.cuda() if self.use_gpu (engine.py:365-366; self.use_gpu = torch.cuda.is_available() and use_gpu, :32), "
  "features = self.extract_features(imgs) (:368) = self.model(imgs); f_ = torch.cat(f_) (:374) and metrics.compute_distance_matrix (:397) stay on cuda, "
  "so distmat.numpy() (:398) raises",
  report_line=398, also_accept=[ENG+":370"])
m("reid-actmap-83-cpu",RE,"tools/visualize_actmap.py",83,"outputs.cpu()","outputs",True,["TL001"],"same_function",
  "visactmap: imgs = imgs.cuda() if use_gpu (visualize_actmap.py:52-53), outputs = model(imgs, return_featuremaps=True) on the cuda model (main moves it, :161-162; "
  "use_gpu = torch.cuda.is_available(), :141); without outputs.cpu(), am = outputs[j, ...].numpy() (:98) raises (no grad issue: @torch.no_grad(), :25)",
  report_line=98, also_accept=["tools/visualize_actmap.py:83"])
ATT="projects/attribute_recognition/main.py"
m("reid-attr-315-cpu",RE,ATT,315,"orig_outputs.data.cpu().numpy()","orig_outputs.data.numpy()",True,["TL001"],"same_function",
  "test(): imgs = imgs.cuda() if use_gpu (main.py:308-309), orig_outputs = model(imgs) (:312); main sets use_gpu = torch.cuda.is_available() and not args.use_cpu (:110) "
  "and moves the model to the GPU (:165-166)")
m("reid-attr-315-data",RE,ATT,315,"orig_outputs.data.cpu().numpy()","orig_outputs.cpu().numpy()",False,[],"same_function",
  "not a bug: test() is decorated @torch.no_grad() (main.py:287), so orig_outputs has no grad and .data is redundant")
m("reid-attr-253-item",RE,ATT,253,"loss.item()","loss",True,["TL008"],"other_file",
  "train(): loss = criterion(outputs, attrs) is backpropagated (main.py:247-249); without .item(), losses = AverageMeter() (:221) does self.sum += val * n "
  "(torchreid/utils/avgmeter.py:26-30), so sum keeps every iteration's autograd graph for the whole epoch; the '{loss.val:.4f}' formatting (:267) still works "
  "on a 0-d tensor (checked on CPU), so memory is retained rather than a crash",
  also_accept=["torchreid/utils/avgmeter.py:28"])
MM=("the loss_summary dict goes only to MetricMeter.update (torchreid/engine/engine.py:245-247), which converts tensors with `if isinstance(v, torch.Tensor): v = v.item()` "
    "(torchreid/utils/avgmeter.py:62-65) before storing them; nothing else reads the dict")
m("reid-softmax-93-item",RE,"torchreid/engine/image/softmax.py",93,"'loss': loss.item(),","'loss': loss,",False,[],"other_file",
  "not a bug: "+MM)
m("reid-triplet-114-item",RE,"torchreid/engine/image/triplet.py",114,"metrics.accuracy(outputs, pids)[0].item()","metrics.accuracy(outputs, pids)[0]",False,[],"other_file",
  "not a bug: "+MM)
m("reid-gnnrr-58-cpu",RE,"torchreid/utils/GPU-Re-Ranking/gnn_reranking.py",58,"L.data.cpu().numpy()","L.data.numpy()",True,["TL001"],"other_file",
  "gnn_reranking(X_q, X_g, ...) is called by torchreid/utils/GPU-Re-Ranking/main.py:62-65 with query_feature.cuda() / gallery_feature.cuda(); "
  "L = torch.sort(-cosine_similarity)[1] (gnn_reranking.py:57) stays on the GPU (the CUDA extensions gnn_propagate/build_adjacency_matrix), so .numpy() raises")

# ---- vec2text (embedding inversion on the HF Trainer)
BASE="vec2text/trainers/base.py"
HF=("BaseTrainer subclasses transformers.Trainer; self.args is the HF TrainingArguments, whose .device is cuda:0 when a GPU is visible, and the Trainer moves the model "
    "(and its embedder) there; eval_generation_metrics builds preds_sample on self.args.device (base.py:408-411) and the retokenized inputs .to(preds_sample.device) "
    "(:457, :470), so preds_emb/labels_emb from call_embedding_model (:462-479) are cuda tensors")
TRY=("; the block is inside try/except (TypeError, RuntimeError) (base.py:449, :493-494), so the conversion error is swallowed and the embedding-similarity metrics "
     "are silently reported as 0 (a misleading result rather than a crash)")
m("v2t-base-488-cpu",VT,BASE,488,"emb_cos_sims.cpu().numpy()","emb_cos_sims.numpy()",True,["TL001"],"framework",
  "emb_cos_sims = CosineSimilarity(preds_emb, labels_emb) (base.py:480); "+HF+TRY)
m("v2t-base-484-cpu",VT,BASE,484,".cpu()","",True,["TL003"],"framework",
  "emb_topk_equal (base.py:481-485) is a cuda tensor without the .cpu(); sem(emb_topk_equal) (:490) does scipy.stats.sem(np.array(L)) (:35), an implicit conversion of "
  "a cuda tensor; "+HF+TRY,
  report_line=35, also_accept=[BASE+":490"])
COR="vec2text/trainers/corrector.py"
DS=("the function is the batched .map() callback of a HF datasets Dataset (corrector.py:167-176; dataset_map_multi_worker falls back to dataset.map in non-distributed runs, vec2text/utils/utils.py:124-135) and its returned dict is written by datasets, whose "
    "_cast_to_python_objects converts torch tensors with obj.detach().cpu().numpy() (datasets src/datasets/features/features.py; the same code has been there "
    "since datasets 2.x), so cuda tensors are stored correctly")
m("v2t-corr-126-cpu",VT,COR,126,"frozen_embeddings.cpu()","frozen_embeddings",False,[],"framework",
  "not a bug: frozen_embeddings is on self.args.device (inputs .to(self.args.device), corrector.py:112-118), but "+DS)
m("v2t-corr-127-cpu",VT,COR,127,"hypothesis_embedding.cpu()","hypothesis_embedding",False,[],"framework",
  "not a bug: hypothesis_embedding comes from _get_hypothesis_uncached on the inputs moved to self.args.device (corrector.py:112-124), so it is a cuda tensor, but "+DS)
m("v2t-corr-133-cpu",VT,COR,133,"hypothesis_input_ids.cpu()","hypothesis_input_ids",False,[],"framework",
  "not a bug: the cuda rows are sliced with input_ids[: num_tokens + 1] (corrector.py:134-136; num_tokens is a CPU 0-d tensor from the .cpu() attention mask, "
  "usable as a slice bound) and appended to ds_inputs['hypothesis_input_ids']; "+DS)
DB="experiment_scripts/misc/dump_embeddings_binary.py"
m("v2t-dbin-130-cpu",VT,DB,130,"append(e.cpu())","append(e)",True,["TL001"],"same_file",
  "device = torch.device('cuda' if torch.cuda.is_available() else 'cpu') (dump_embeddings_binary.py:18), m.to(device) (:112), tt = t(...).to(device) (:121-123), "
  "e = m.embeddings(input_ids=tt['input_ids']) (:127); torch.cat(v, dim=0).numpy() (:143) then converts the cuda layer-0 tensors",
  report_line=143, also_accept=[DB+":130"])
m("v2t-dbin-126-nograd",VT,DB,126,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "removing the no_grad block: e = m.embeddings(...) and o = m(**tt, output_hidden_states=True) (:127-128) of AutoModel.from_pretrained (trainable parameters; "
  "from_pretrained only sets eval mode) require grad; .cpu() keeps requires_grad and torch.cat(v, dim=0).numpy() (:143) raises",
  report_line=143)

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
