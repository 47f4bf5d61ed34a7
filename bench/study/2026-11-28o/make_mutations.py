import json
YX="Megvii-BaseDetection/YOLOX"; TS="thu-ml/tianshou"; FS="fishaudio/fish-speech"; DC="shenweichen/DeepCTR-Torch"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- YOLOX (object detection; tools/ scripts + yolox/ library with evaluators, trainer, utils)
COCO="yolox/evaluators/coco_evaluator.py"
YEV=("COCOEvaluator.evaluate casts the images with imgs.type(tensor_type), tensor_type = torch.cuda.HalfTensor/torch.cuda.FloatTensor (coco_evaluator.py:135, :162), "
     "so outputs = postprocess(model(imgs), ...) (:169, :177-179) are cuda tensors; they are passed to convert_to_coco_format (:184-185); the model is put on the GPU by "
     "tools/eval.py:157 (model.cuda(rank)) or the Trainer (yolox/core/trainer.py:51 self.device = 'cuda:<rank>', :141)")
m("yolox-coco-215-cpu",YX,COCO,215,"output = output.cpu()","output = output",True,["TL001"],"same_file",
  "convert_to_coco_format: without the .cpu(), bboxes = output[:, 0:4] (:217) and scores (:225) stay on cuda and box.numpy() (:229) raises. "+YEV,
  report_line=229, also_accept=[COCO+":215", COCO+":230", COCO+":245", COCO+":246"])
m("yolox-coco-161-nograd",YX,COCO,161,"with torch.no_grad():","if True:",True,["TL002"],"same_file",
  "removing the no_grad block of evaluate (coco_evaluator.py:161-182: model(imgs) :169, postprocess :177-179): in tools/eval.py the model is a fresh exp.get_model() (eval.py:148) moved with model.cuda(rank) "
  "and switched with model.eval() (:157-158), which does not stop gradients (its parameters require grad); postprocess (yolox/utils/boxes.py:32-78) builds the detections "
  "with torch.cat/indexing, so outputs require grad; output.cpu() (:215) keeps requires_grad and box.numpy() (:229) raises 'Can't call numpy() on Tensor that requires grad'. "
  "(In the Trainer path the EMA model has requires_grad_(False), yolox/utils/ema.py:45-46, but tools/eval.py is the documented evaluation entry point.)",
  report_line=229, also_accept=[COCO+":230", COCO+":245", COCO+":246"])
m("yolox-coco-263-item",YX,COCO,263,"statistics[0].item()","statistics[0]",False,[],"same_function",
  "not a bug: statistics = torch.cuda.FloatTensor([...]) (coco_evaluator.py:189); without .item(), inference_time is a 0-d cuda tensor that is only used in "
  "a_infer_time = 1000 * inference_time / (...) (:267) and '{:.2f}'.format(v) (:272); Tensor.__format__ of a 0-d tensor formats .item(), so nothing changes "
  "(no NumPy conversion is involved)")
VOC="yolox/evaluators/voc_evaluator.py"
m("yolox-voc-126-cpu",YX,VOC,126,"output = output.cpu()","output = output",True,["TL001"],"same_file",
  "VOCEvaluator.evaluate runs the model on imgs.type(torch.cuda.HalfTensor/FloatTensor) (voc_evaluator.py:83-104; model(imgs) :91, postprocess :99) and passes the cuda outputs to convert_to_voc_format (:106); "
  "without .cpu() the (bboxes, cls, scores) tuples stay on cuda and evaluate_prediction does c_dets = torch.cat((bboxes, scores.unsqueeze(1)), 1) and "
  "c_dets[mask_c].numpy() (:179-180), which raises",
  report_line=180, also_accept=[VOC+":126"])
MET="yolox/utils/metric.py"
m("yolox-metric-132-detach",YX,MET,132,"v = v.detach()","v = v",True,["TL008"],"other_file",
  "MeterBuffer.update is called every iteration by Trainer.train_one_iter with **outputs (yolox/core/trainer.py:124-129), where outputs = self.model(inps, targets) "
  "holds 'total_loss' (the loss that is backpropagated at trainer.py:109-112) and the other loss terms (yolox/models/yolox.py:34-43); without the detach, "
  "AverageMeter.update appends the requires-grad cuda tensors to the deque and does self._total += value (metric.py:76-78), so _total chains the autograd history "
  "of every iteration for the whole run (clear_meters, :135-137, only clears the deques; MeterBuffer.reset, :119-121, is never called by the Trainer)",
  report_line=78, also_accept=[MET+":77", MET+":132", "yolox/core/trainer.py:124"])
m("yolox-yolohead-632-cpu",YX,"yolox/models/yolo_head.py",632,"img.cpu().numpy()","img.numpy()",True,["TL001"],"other_file",
  "visualize_assign_result receives imgs from YOLOX.visualize (yolox/models/yolox.py:50-52), called by tools/visualize_assign.py:28-40 (AssignVisualizer, a Trainer subclass) "
  "with inps from self.prefetcher.next(); DataPrefetcher moves inputs with .cuda(non_blocking=True) (yolox/data/data_prefetcher.py:31-33, :46-47); "
  "img = imgs[batch_idx].permute(1, 2, 0).to(torch.uint8) (yolo_head.py:618) is therefore cuda and img.numpy() raises")
AR="yolox/utils/allreduce_norm.py"
m("yolox-allreduce-49-cpu",YX,AR,49,"tensor.cpu().numpy()","tensor.numpy()",True,["TL001"],"same_file",
  "tensor2pyobj is called by all_reduce with py_key_tensor = pyobj2tensor(py_key) (allreduce_norm.py:78-80), and pyobj2tensor defaults to device='cuda' "
  "(:41-44); so tensor.numpy() raises in multi-GPU runs (all_reduce returns early when world_size == 1, :69-71)",
  also_accept=[AR+":80"])
m("yolox-demo-173-cpu",YX,"tools/demo.py",173,"output = output.cpu()","output = output",False,[],"other_file",
  "not a bug: with --device gpu the outputs are cuda tensors (demo.py:151-152, :271-272), but Predictor.visual only slices them (:175-181) and passes them to "
  "vis (yolox/utils/visualize.py:11-41), which reads them with int(cls_ids[i]), int(box[0..3]), `score < conf` and '{:.1f}%'.format(score * 100) (:13-24); "
  "all of these work on 0-d cuda tensors (Tensor.__format__/__int__/__bool__ call .item()); no NumPy conversion of the tensors happens",
  also_accept=["tools/demo.py:183", "yolox/utils/visualize.py:15", "yolox/utils/visualize.py:18", "yolox/utils/visualize.py:24"])
DIST="yolox/utils/dist.py"
m("yolox-dist-269-cpu",YX,DIST,269,"tensor.cpu().numpy()","tensor.numpy()",False,[],"other_file",
  "not a bug: gather() uses group = _get_global_gloo_group() when no group is passed (dist.py:249-250), which is a gloo group (:137-145); _serialize_to_tensor "
  "then puts the byte tensor on the CPU (device = cpu for gloo, :151) and the receive buffers use tensor.device (:262-265); the only callers, "
  "yolox/evaluators/coco_evaluator.py:194-195 and voc_evaluator.py:110, pass no group, so the tensors are always CPU tensors")
m("yolox-wandb-312-item",YX,"yolox/utils/logger.py",312,"metrics[k] = v.item()","metrics[k] = v",False,[],"framework",
  "not a bug: WandbLogger.log_metrics receives the loss meters' .latest values, 0-d cuda tensors already detached by MeterBuffer.update (yolox/core/trainer.py:290-293, "
  "yolox/utils/metric.py:131-132); without .item() they go to self.run.log(metrics) (logger.py:314-318), and wandb serialises torch tensors itself: "
  "wandb.util.json_friendly detaches them, returns obj.item() for 0-d tensors and obj.cpu().detach().numpy() otherwise (read in wandb/util.py)")

# ---- tianshou (reinforcement learning library; algorithms + collector + shared converters)
CONV="tianshou/data/utils/converter.py"
m("ts-conv-20-cpu",TS,CONV,20,"x.detach().cpu().numpy()","x.detach().numpy()",True,["TL001"],"other_file",
  "to_numpy is the shared converter: DQNPolicy.forward does act_B = to_numpy(q.argmax(dim=1)) (tianshou/algorithm/modelfree/dqn.py:139-141) with q from the model, and "
  "Collector._compute_action_policy_hidden converts every policy action with to_numpy(act_batch_RA.act) (tianshou/data/collector.py:734-739); the examples put the "
  "networks on device = 'cuda' if torch.cuda.is_available() (examples/atari/atari_dqn.py:61-62, :91; examples/mujoco/mujoco_ppo.py:66-67, :99, :105), so x is a "
  "cuda tensor and x.detach().numpy() raises",
  also_accept=["tianshou/algorithm/modelfree/dqn.py:141", "tianshou/data/collector.py:739"])
m("ts-conv-20-detach",TS,CONV,20,"x.detach().cpu().numpy()","x.cpu().numpy()",True,["TL002"],"other_file",
  "callers pass tensors that require grad: _ICMMixin._icm_preprocess_batch does mse_loss, act_hat = self.model(...) and batch.rew += to_numpy(mse_loss * self.reward_scale) "
  "(tianshou/algorithm/modelbased/icm.py:81-83); mse_loss is later backpropagated (forward_loss = batch.policy.mse_loss.mean(), :97-101), so it requires grad; "
  "likewise the Collector calls the policy without no_grad (collector.py:734-739; collect() wraps it only in torch_train_mode, :503, which toggles .train(), tianshou/utils/torch_utils.py:14-22) "
  "and converts dist.mode of continuous actors (reinforce.py:185-188) with to_numpy; x.cpu().numpy() then raises",
  also_accept=["tianshou/algorithm/modelbased/icm.py:83", "tianshou/data/collector.py:739"])
PPO="tianshou/algorithm/modelfree/ppo.py"
m("ts-ppo-213-item",TS,PPO,213,"clip_loss.item()","clip_loss",True,["TL008","TL003"],"other_file",
  "clip_loss = -torch.min(surr1, surr2).mean() (ppo.py:194/:196) is computed from self.policy(minibatch).dist with grad and backpropagated by self.optim.step(loss) (:211-212); "
  "without .item() clip_losses (:170) keeps one graph per minibatch for all repeats (:173-216), and SequenceSummaryStats.from_sequence(clip_losses) (:220) does "
  "float(np.mean(sequence)) (tianshou/data/stats.py:38-42) on a list of requires-grad (cuda, in the examples) tensors, which raises",
  also_accept=[PPO+":220", "tianshou/data/stats.py:39"])
A2C="tianshou/algorithm/modelfree/a2c.py"
m("ts-a2c-128-cpu",TS,A2C,128,"batch.v_s.cpu().numpy()","batch.v_s.numpy()",True,["TL001"],"other_file",
  "batch.v_s = torch.cat of self.critic(minibatch.obs) (a2c.py:123-127); ContinuousCritic.forward moves obs to torch_device(self) (tianshou/utils/net/continuous.py:151-156) "
  "and the examples build the critic with .to(device), device = 'cuda' if available (examples/mujoco/mujoco_ppo.py:66-67, :105; mujoco_a2c.py likewise); "
  "so batch.v_s.numpy() raises for PPO/A2C/NPG/TRPO on a GPU")
m("ts-a2c-123-nograd",TS,A2C,123,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "removing the no_grad block of _add_returns_and_advantages: v_s/v_s_ come from self.critic(...) (a2c.py:124-126), a trainable network, so batch.v_s requires grad and "
  "batch.v_s.cpu().numpy() (:128) raises; the method is called from PPO._preprocess_batch (ppo.py:155) without any outer no_grad",
  report_line=128, also_accept=[A2C+":129"])
m("ts-bcq-114-data",TS,"tianshou/algorithm/imitation/bcq.py",114,".cpu().data.numpy()",".cpu().numpy()",True,["TL002"],"other_file",
  "BCQPolicy.forward: act = self.actor_perturbation(obs, self.vae.decode(obs)) (bcq.py:109) is computed with grad, because the Collector calls the policy without "
  "no_grad (tianshou/data/collector.py:734-737; collect() only wraps it in torch_train_mode(..., enabled=False), :503, which calls module.train(False), "
  "tianshou/utils/torch_utils.py:14-22); .cpu() keeps requires_grad, so .numpy() without .data raises")
m("ts-nstep-793-nograd",TS,"tianshou/algorithm/algorithm_base.py",793,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: without no_grad, target_q_torch_IA = target_q_fn(...) (algorithm_base.py:793-794) may require grad, but it is converted with to_numpy (:795), which does "
  "x.detach().cpu().numpy() (tianshou/data/utils/converter.py:19-20); the other uses (to_torch_as at :811 and :815) only take its dtype/device",
  report_line=795)
m("ts-qrdqn-128-detach",TS,"tianshou/algorithm/modelfree/qrdqn.py",128,"dist_diff.detach().abs()","dist_diff.abs()",False,[],"other_file",
  "not a bug: batch.weight is only read by Algorithm._postprocess_batch, buffer.update_weight(indices, batch.weight) (tianshou/algorithm/algorithm_base.py:576-578), "
  "and PrioritizedReplayBuffer.update_weight converts it with np.abs(to_numpy(new_weight)) (tianshou/data/buffer/prio.py:87), i.e. x.detach().cpu().numpy() "
  "(tianshou/data/utils/converter.py:19-20); the sibling DQN.learn already stores an undetached td_error the same way (dqn.py:401)",
  also_accept=["tianshou/data/buffer/prio.py:87", "tianshou/algorithm/algorithm_base.py:578"])
m("ts-gail-204-nograd",TS,"tianshou/algorithm/imitation/gail.py",204,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: the discriminator output -F.logsigmoid(-self.disc(batch)) then requires grad, but it goes through to_numpy (gail.py:205), which detaches and copies to the "
  "CPU (tianshou/data/utils/converter.py:19-20); batch.rew becomes a plain NumPy array either way",
  report_line=205)
m("ts-sac-201-detach",TS,"tianshou/algorithm/modelfree/sac.py",201,"self._log_alpha.detach().exp().item()","self._log_alpha.exp().item()",False,[],"same_function",
  "not a bug: .item() works on a tensor that requires grad (it returns a Python float without keeping the graph); the .detach() before .item() is redundant")

# ---- fish-speech (TTS; PyTorch Lightning training, inference scripts, inference engine and server)
T2S="fish_speech/models/text2semantic/inference.py"
T2DEV=("main: --device defaults to 'cuda' (inference.py:832) and precision = torch.half if half else torch.bfloat16 with --half/--no-half default False (:835, :860); "
       "load_codec_model does codec.to(device=device, dtype=precision) (:396-417)")
m("fs-t2s-955-float",FS,T2S,955,"audio.cpu().float().numpy()","audio.cpu().numpy()",True,["TL004"],"same_file",
  "audio = decode_to_audio(merged_codes.to(device), codec) (inference.py:947) = codec.from_indices(codes[None])[0, 0] (:439-444); "+T2DEV+", so the decoder "
  "(final WNConv1d + Tanh, fish_speech/models/dac/modded_dac.py:792-796) returns bfloat16 audio and .numpy() without .float() raises (NumPy has no bfloat16)")
m("fs-t2s-955-cpu",FS,T2S,955,".cpu().float()",".float()",True,["TL001"],"same_file",
  "audio comes from the codec on `device` (decode_to_audio(merged_codes.to(device), codec), inference.py:947; codec.to(device=device, ...), :416); "+T2DEV+
  "; audio.float().numpy() of the cuda tensor raises")
m("fs-t2s-939-cpu",FS,T2S,939,"merged_codes.cpu().numpy()","merged_codes.numpy()",True,["TL001"],"same_file",
  "merged_codes = torch.cat(codes, dim=1) (inference.py:937) of response.codes, which generate_long yields as codes = y[1:, prompt_length:-1].clone() (:708, :723) "
  "of the tokens generated by the model on `device` (generate_long(model=model, device=device, ...), :911-926; init_model moves the model to device, :362-365; "
  "--device default 'cuda', :832); merged_codes.numpy() raises")
m("fs-t2s-939-numpy",FS,T2S,939,"merged_codes.cpu().numpy()","merged_codes.cpu()",False,[],"framework",
  "not a bug: np.save(codes_npy_path, merged_codes.cpu()) receives a CPU integer tensor without grad (token codes); np.save calls np.asanyarray, which converts a "
  "CPU tensor through Tensor.__array__, so the saved .npy file is the same")
m("fs-t2s-900-cpu",FS,T2S,900,"encode_audio(p, codec, device).cpu()","encode_audio(p, codec, device)",False,[],"same_file",
  "not a bug: the prompt codes from encode_audio are on the GPU without the .cpu(), but prompt_tokens_list is only passed to generate_long(prompt_tokens=...) "
  "(inference.py:911, :925), which starts with prompt_tokens = [i.cpu() for i in prompt_tokens] (:554-555) before using them; nothing converts them in between")
m("fs-dac-98-cpu",FS,"fish_speech/models/dac/inference.py",98,"indices.cpu().numpy()","indices.numpy()",True,["TL001"],"same_function",
  "main: --device defaults to 'cuda' (dac/inference.py:66-70), load_model moves the codec there (:23-44, called at :72), audios = audio[None].to(device) (:83) and "
  "indices, _ = model.encode(audios, audio_lengths) (:89-90); indices.numpy() of the cuda codes raises")
ENG="fish_speech/inference_engine/__init__.py"
m("fs-eng-192-float",FS,ENG,192,"segment.float().cpu()","segment.cpu()",True,["TL004"],"other_file",
  "get_audio_segment decodes under autocast_exclude_mps(device_type=self.decoder_model.device.type, dtype=self.precision) (__init__.py:185-190), i.e. "
  "torch.autocast(device, precision) unless MPS (fish_speech/utils/context.py:6-13); the engine is built with precision = torch.half if --half else torch.bfloat16 "
  "(tools/run_webui.py:35, :46, :77-82; tools/server/model_manager.py:28, :45-50), and the decoder ends in a conv + Tanh (fish_speech/models/dac/modded_dac.py:792-796), "
  "so with the default bf16 the segment is bfloat16 and .cpu().numpy() raises")
VQ="tools/vqgan/extract_vq.py"
m("fs-vq-129-cpu",FS,VQ,129,"indices.cpu().numpy()","indices.numpy()",True,["TL001"],"same_function",
  "process_batch: wav = torchaudio.functional.resample(wav.cuda(), ...) (extract_vq.py:108), audios = torch.stack(wavs)[:, None] (:122), "
  "indices, feature_lengths = model.encode(audios, audio_lengths) (:126); get_model moves the codec to its device, default 'cuda' (:58-83); indices.numpy() raises")
m("fs-vq-89-inference",FS,VQ,89,"@torch.inference_mode()","",False,[],"framework",
  "not a bug: without inference mode only the codes are converted, outputs = indices.cpu().numpy() (extract_vq.py:129); indices = vq_results.codes (modded_dac.py:920-921) "
  "are torch.cat of the codes of two dac.nn.quantize.ResidualVectorQuantize (fish_speech/models/dac/rvq.py:8, :226-240, :305-316), whose VectorQuantize.decode_latents "
  "computes indices = (-dist).max(1)[1] (descript-audio-codec, dac/nn/quantize.py), an int64 tensor that never requires grad",
  report_line=129)

# ---- DeepCTR-Torch (CTR prediction / recommender models; a Keras-like BaseModel.fit/predict)
BM="deepctr_torch/models/basemodel.py"
DCDEV=("the examples pass device='cuda:0' when torch.cuda.is_available() (e.g. examples/run_classification_criteo.py:48-56, run_din.py:41-47, run_regression_movielens.py:34-40) "
       "and BaseModel.__init__ moves the model there (basemodel.py:130, self.to(device))")
m("dc-base-269-ycpu",DC,BM,269,"y.cpu().data.numpy()","y.data.numpy()",True,["TL001"],"other_file",
  "fit: y = y_train.to(self.device).float() (basemodel.py:243); "+DCDEV+"; y.data.numpy() of the cuda labels raises when metrics are set (verbose > 0)")
m("dc-base-269-ydata",DC,BM,269,"y.cpu().data.numpy(), ","y.cpu().numpy(), ",False,[],"same_function",
  "not a bug: y = y_train.to(self.device).float() (basemodel.py:243) is the label batch from a TensorDataset built with torch.from_numpy(y) (:195-198); it never requires grad, "
  "so .data is redundant")
m("dc-base-269-pdata",DC,BM,269,"y_pred.cpu().data.numpy()","y_pred.cpu().numpy()",True,["TL002"],"same_function",
  "fit: y_pred = model(x).squeeze() (basemodel.py:245) is computed in training with grad on (model = self.train(), :202; total_loss.backward() :261); "
  ".cpu() keeps requires_grad, so .numpy() without .data raises")
m("dc-base-269-pcpu",DC,BM,269,"y_pred.cpu().data","y_pred.data",True,["TL001"],"other_file",
  "fit: y_pred = model(x).squeeze() (basemodel.py:245) with x = x_train.to(self.device).float() (:242); "+DCDEV+"; y_pred.data.numpy() raises on cuda")
m("dc-base-349-cpu",DC,BM,349,"model(x).cpu().data.numpy()","model(x).data.numpy()",True,["TL001"],"other_file",
  "predict: x = x_test[0].to(self.device).float() (basemodel.py:347) and model = self.eval() (:332) on self.device; "+DCDEV+"; model(x).data.numpy() raises "
  "(evaluate() and every example call predict)")
m("dc-base-349-data",DC,BM,349,"model(x).cpu().data.numpy()","model(x).cpu().numpy()",False,[],"same_function",
  "not a bug: predict runs the model inside `with torch.no_grad():` (basemodel.py:345), so the output does not require grad and .data is redundant")
m("dc-base-345-nograd",DC,BM,345,"with torch.no_grad():","if True:",False,[],"same_function",
  "not a bug: without no_grad the output of model(x) requires grad, but the conversion is model(x).cpu().data.numpy() (basemodel.py:349): .data detaches, so .numpy() works",
  report_line=349)
m("dc-base-259-item",DC,BM,259,"loss_epoch += loss.item()","loss_epoch += loss",True,["TL008"],"same_function",
  "fit: loss = loss_func(y_pred, y.squeeze(), reduction='sum') (basemodel.py:254) requires grad (total_loss = loss + ... is backpropagated, :257, :261); "
  "without .item(), loss_epoch = 0 (:236) becomes a tensor that chains the autograd history of every batch of the epoch (the `total_loss += loss` pattern of the PyTorch FAQ); "
  "loss_epoch is not read afterwards, so there is no crash, only retained graphs")

json.dump(M, open("mutations.json","w"), indent=1)
print(len(M), "mutations;", sum(x["bug"] for x in M), "bugs")
