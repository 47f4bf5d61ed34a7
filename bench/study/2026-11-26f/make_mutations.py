import json
DRL="ShangtongZhang/DeepRL"; SSD="amdegroot/ssd.pytorch"; INF="zhouhaoyi/Informer2020"; TAC="NVIDIA/tacotron2"
SEG="CSAILVision/semantic-segmentation-pytorch"; NRF="kwea123/nerf_pl"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)

# ---- DeepRL (ShangtongZhang): device is the class attribute Config.DEVICE, set by select_device(gpu_id)
DRLDEV=("Config.DEVICE = torch.device('cuda:%d' % gpu_id) in select_device (deep_rl/utils/torch_utils.py:13-15; examples.py:625-627 documents "
        "`select_device(0)` as the GPU switch, the shipped default is select_device(-1)); every network head calls self.to(Config.DEVICE) "
        "(deep_rl/network/network_heads.py:16,30,...,155) and tensor() moves inputs to Config.DEVICE (torch_utils.py:24)")
m("drl-tu-33-cpu",DRL,"deep_rl/utils/torch_utils.py",33,"t.cpu().detach().numpy()","t.detach().numpy()",True,["TL001"],"other_file",
  "to_np is the project's only tensor->numpy helper; its callers pass network outputs: DQN_agent.py:21/74, DDPG_agent.py:37/50, PPO_agent.py:35, A2C_agent.py:28 ... "
  "With the GPU switch on, they are on cuda and .numpy() raises. "+DRLDEV,
  also_accept=["deep_rl/agent/DDPG_agent.py:50","deep_rl/agent/DQN_agent.py:74","deep_rl/agent/PPO_agent.py:35"])
m("drl-tu-33-detach",DRL,"deep_rl/utils/torch_utils.py",33,"t.cpu().detach().numpy()","t.cpu().numpy()",True,["TL002"],"other_file",
  "DDPGAgent.step: action = self.network(self.state); action = to_np(action) (DDPG_agent.py:49-50) with grad on (no no_grad in step; DeterministicActorCriticNet params trainable, "
  "network_heads.py:130-170); also DQN_agent.py:121-123 to_np(priorities) with priorities = loss.abs()... (requires grad). .numpy() raises 'requires grad' even on CPU",
  also_accept=["deep_rl/agent/DDPG_agent.py:50","deep_rl/agent/DDPG_agent.py:37","deep_rl/agent/DQN_agent.py:123"])
m("drl-log-45-cpu",DRL,"deep_rl/utils/logger.py",45,"v.cpu().detach().numpy()","v.detach().numpy()",False,[],"other_file",
  "not a bug: Logger.to_numpy is reached only from add_scalar/add_histogram, and the only callers in the project pass NumPy/Python numbers: "
  "BaseAgent.py:57 np.mean(episodic_returns), BaseAgent.py:66 ret (episodic return from the env info dict). No tensor reaches line 45")
m("drl-ppo-35-tonp",DRL,"deep_rl/agent/PPO_agent.py",35,"self.task.step(to_np(prediction['action']))","self.task.step(prediction['action'])",True,["TL003"],"other_file",
  "prediction['action'] is dist.sample() of GaussianActorCriticNet (network_heads.py:173-214, action = dist.sample() at :207, no grad) on Config.DEVICE; Task.step "
  "(deep_rl/component/envs.py:186-189) does np.clip(actions, low, high) for Box spaces (ppo_continuous), an implicit conversion that raises on cuda. "+DRLDEV,
  report_file="deep_rl/component/envs.py", report_line=188, also_accept=["deep_rl/agent/PPO_agent.py:35"])
m("drl-ddpg-50-tonp",DRL,"deep_rl/agent/DDPG_agent.py",50,"to_np(action)","action",True,["TL002","TL003"],"other_file",
  "action = self.network(self.state) (DDPG_agent.py:49) requires grad (DeterministicActorCriticNet, network_heads.py:130-170, from config.network_fn in examples.py ddpg_continuous; trainable Linear layers, no no_grad); "
  "np.clip(action, low, high) at DDPG_agent.py:52 converts it (np.clip falls back to np.asarray -> Tensor.__array__ -> 'Can't call numpy() on Tensor that requires grad'); "
  "on GPU also the device. Same value then reaches Task.step np.clip (envs.py:188)",
  report_line=52, also_accept=["deep_rl/agent/DDPG_agent.py:51","deep_rl/component/envs.py:188"])
m("drl-dqn-85-nograd",DRL,"deep_rl/agent/DQN_agent.py",85,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug: q_next is .detach()ed on the next line (:86) and best_actions is an argmax (no grad); the only conversion downstream is "
  "to_np(priorities) (DQN_agent.py:123) and priorities requires grad anyway through q (:96), which to_np detaches (torch_utils.py:33)",
  report_line=123, also_accept=["deep_rl/utils/torch_utils.py:33"])

# ---- ssd.pytorch (amdegroot): Detect (layers/functions/detection.py) returns a CPU tensor
SSDCPU=("in phase 'test' SSD.forward returns self.detect(...) (ssd.py:98-104), Detect.forward builds output = torch.zeros(num, num_classes, top_k, 5) "
        "with no device (layers/functions/detection.py:36) and copies the per-class results into it (:55-57), so detections are on the CPU even when net.cuda()")
m("ssd-eval-400-cpu",SSD,"eval.py",400,"dets[:, 0].cpu().numpy()","dets[:, 0].numpy()",False,[],"other_file",
  "not a bug: dets = detections[0, j, :] of detections = net(x).data (eval.py:385); "+SSDCPU)
m("ssd-eval-385-data",SSD,"eval.py",385,"net(x).data","net(x)",True,["TL002"],"same_file",
  "net = build_ssd('test', ...) (eval.py:424), test_net has no no_grad/volatile (x = Variable(im.unsqueeze(0)), :381); the legacy autograd Function output of Detect "
  "requires grad when its inputs (loc/conf from trainable conv layers) do, so dets[:, 0].cpu().numpy() at :400 (and boxes.cpu().numpy() at :401) raise 'requires grad' "
  "(on the 0.3-era PyTorch the code targets, Variable had no .numpy() at all)",
  report_line=400, also_accept=["eval.py:401"])
m("ssd-test-70-cpu",SSD,"test.py",70,"(detections[0, i, j, 1:]*scale).cpu().numpy()","(detections[0, i, j, 1:]*scale).numpy()",False,[],"other_file",
  "not a bug: detections = y.data of net(x) (test.py:56-57) is Detect's CPU output; "+SSDCPU+"; scale is a CPU torch.Tensor (test.py:59)")
m("ssd-test-57-data",SSD,"test.py",57,"y.data","y",True,["TL002"],"same_file",
  "y = net(x) (test.py:56) without no_grad (net from build_ssd, test.py:82, params trainable); Detect's output requires grad (legacy Function), "
  "so (detections[...]*scale).cpu().numpy() at test.py:70 raises 'requires grad'", report_line=70)
m("ssd-live-32-cpu",SSD,"demo/live.py",32,"(detections[0, i, j, 1:] * scale).cpu().numpy()","(detections[0, i, j, 1:] * scale).numpy()",False,[],"same_file",
  "not a bug: demo/live.py never moves the net or the input to cuda (net = build_ssd(...) at :77, x = torch.from_numpy(...) at :23); and Detect's output is CPU anyway")

# ---- Informer2020: device and model set in the base class Exp_Basic (exp/exp_basic.py)
INFDEV=("Exp_Basic.__init__ sets self.device = self._acquire_device() = torch.device('cuda:{gpu}') when args.use_gpu (exp/exp_basic.py:8,15-18; "
        "main_informer.py:56,63 use_gpu default True when cuda is available) and self.model = self._build_model().to(self.device) (exp_basic.py:9)")
m("inf-206-cpu",INF,"exp/exp_informer.py",206,"pred.detach().cpu().numpy()","pred.detach().numpy()",True,["TL001"],"other_file",
  "pred is the output of self.model in _process_one_batch (exp_informer.py:283), inputs moved .to(self.device) (:260-271); "+INFDEV)
m("inf-206-detach",INF,"exp/exp_informer.py",206,"pred.detach().cpu().numpy()","pred.cpu().numpy()",True,["TL002"],"other_file",
  "test() has no torch.no_grad() (exp_informer.py:195-207; model.eval() only), so pred = self.model(...) output (:283) requires grad and .numpy() raises; "
  "self.model is the module set in Exp_Basic.__init__ (exp/exp_basic.py:9)")
m("inf-207-detach",INF,"exp/exp_informer.py",207,"true.detach().cpu().numpy()","true.cpu().numpy()",False,[],"same_file",
  "not a bug: true is batch_y from the data loader, sliced and .to(self.device) (exp_informer.py:261,287); it never requires grad")
m("inf-207-cpu",INF,"exp/exp_informer.py",207,"true.detach().cpu().numpy()","true.detach().numpy()",True,["TL001"],"other_file",
  "true = batch_y[...].to(self.device) (exp_informer.py:287); "+INFDEV)
m("inf-119-cpu",INF,"exp/exp_informer.py",119,"pred.detach().cpu(), true.detach().cpu()","pred.detach(), true.detach()",True,["TL003"],"other_file",
  "loss = MSELoss of two cuda tensors is a 0-d cuda tensor, appended to total_loss (:120); np.average(total_loss) (:121) converts each element via "
  "Tensor.__array__ -> raises 'can't convert cuda:0 device type tensor to numpy'. "+INFDEV,
  report_line=121, also_accept=["exp/exp_informer.py:119","exp/exp_informer.py:120"])
m("inf-119-detach",INF,"exp/exp_informer.py",119,"pred.detach().cpu(), true.detach().cpu()","pred.cpu(), true.detach().cpu()",True,["TL002","TL008"],"other_file",
  "vali() has no no_grad (exp_informer.py:113-121), so loss (from pred, the self.model output, module set in exp_basic.py:9) requires grad; "
  "np.average(total_loss) at :121 raises 'requires grad' (and total_loss keeps every batch's graph: TL008 at :120 counts too)",
  report_line=121, also_accept=["exp/exp_informer.py:119","exp/exp_informer.py:120"])
m("inf-119-true-detach",INF,"exp/exp_informer.py",119,"true.detach().cpu())","true.cpu())",False,[],"same_file",
  "not a bug: true is batch_y from the loader (exp_informer.py:261,287), never requires grad; pred is still detached and on the CPU, so np.average at :121 is fine",
  report_line=121, also_accept=["exp/exp_informer.py:119","exp/exp_informer.py:120"])

# ---- tacotron2 (NVIDIA)
TACDEV="model = Tacotron2(hparams).cuda() (train.py:74, load_model), passed through train() -> validate(model, ...) (train.py:146) -> logger.log_validation(val_loss, model, y, y_pred, iteration)"
TACIN="y = model.parse_batch(batch) (train.py:133): to_gpu() does x.cuda(non_blocking=True) when cuda is available (utils.py:24-29; model.py:476-481); train.py only runs on GPU"
m("tac-log-27-cpu",TAC,"logger.py",27,"value.data.cpu().numpy()","value.data.numpy()",True,["TL001"],"other_file",
  "value are model.named_parameters() of the cuda model: "+TACDEV)
m("tac-log-27-data",TAC,"logger.py",27,"value.data.cpu()","value.cpu()",True,["TL002"],"same_function",
  "value is a Parameter (requires_grad=True) from model.named_parameters() (logger.py:25); log_validation is called after the no_grad block of validate ends "
  "(train.py:125-141 vs :146), so .numpy() raises 'requires grad'")
m("tac-log-27-hist",TAC,"logger.py",27,"value.data.cpu().numpy()","value.data",False,[],"framework",
  "not a bug: SummaryWriter.add_histogram (torch.utils.tensorboard) runs make_np on its values, which does x.detach().cpu().numpy() for torch tensors")
m("tac-log-33-cpu",TAC,"logger.py",33,"alignments[idx].data.cpu().numpy().T","alignments[idx].data.numpy().T",True,["TL001"],"other_file",
  "alignments are y_pred[3] = model(x) output (train.py:134) of the cuda model on cuda inputs: "+TACDEV+"; "+TACIN)
m("tac-log-37-cpu",TAC,"logger.py",37,"mel_targets[idx].data.cpu().numpy()","mel_targets[idx].data.numpy()",True,["TL001"],"other_file",
  "mel_targets = y[0] = mel_padded: "+TACIN)
m("tac-log-37-data",TAC,"logger.py",37,"mel_targets[idx].data.cpu().numpy()","mel_targets[idx].cpu().numpy()",False,[],"other_file",
  "not a bug: mel_targets is mel_padded from the data loader wrapped by to_gpu (utils.py:24-29, model.py:479): data, never requires grad")
m("tac-log-41-data",TAC,"logger.py",41,"mel_outputs[idx].data.cpu().numpy()","mel_outputs[idx].cpu().numpy()",False,[],"other_file",
  "not a bug: y_pred = model(x) is computed inside `with torch.no_grad():` in validate (train.py:125-134) and passed to log_validation at train.py:146, so mel_outputs never requires grad")
m("tac-log-46-plot",TAC,"logger.py",46,"gate_targets[idx].data.cpu().numpy(),","gate_targets[idx].data,",True,["TL003"],"other_file",
  "gate_targets = y[1] = gate_padded on cuda ("+TACIN+"); plot_gate_outputs_to_numpy passes it to ax.scatter (plotting_utils.py:49), which converts with np.asarray -> raises on cuda",
  report_file="plotting_utils.py", report_line=49, also_accept=["logger.py:46","logger.py:45"])
m("tac-train-125-nograd",TAC,"train.py",125,"with torch.no_grad():","if True:",False,[],"other_file",
  "not a bug for the conversions: y_pred now requires grad, but every conversion of it in log_validation goes through .data (logger.py:33,41,47: "
  "alignments[idx].data, mel_outputs[idx].data, torch.sigmoid(gate_outputs[idx]).data); the targets never require grad",
  report_file="logger.py", report_line=41, also_accept=["logger.py:33","logger.py:47"])
m("tac-model-180-cpu",TAC,"model.py",180,"input_lengths.cpu().numpy()","input_lengths.numpy()",True,["TL001"],"other_file",
  "Encoder.forward's input_lengths is text_lengths from Tacotron2.forward (model.py:500-505), i.e. input_lengths of parse_batch = to_gpu(input_lengths).long() "
  "(model.py:477; to_gpu .cuda() in utils.py:28); the model is .cuda() (train.py:74)")

# ---- semantic-segmentation-pytorch (CSAILVision): as_numpy helper in mit_semseg/lib/utils/th.py
m("seg-th-24-cpu",SEG,"mit_semseg/lib/utils/th.py",24,"obj.data.cpu().numpy()","obj.data.numpy()",False,[],"other_file",
  "not a bug: every caller passes a CPU tensor: eval.py:53 / eval_multipro.py:48 as_numpy(batch_data['seg_label'][0]) (dataset tensors, user_scattered_collate "
  "returns the batch unchanged, lib/nn/parallel/data_parallel.py:65-66), eval.py:75 / test.py:82 / eval_multipro.py:68 as_numpy(pred.squeeze(0).cpu())")
m("seg-eval-75-cpu",SEG,"eval.py",75,"as_numpy(pred.squeeze(0).cpu())","as_numpy(pred.squeeze(0))",False,[],"other_file",
  "not a bug: as_numpy moves to the CPU itself: for tensors (isinstance(obj, Variable) holds for every tensor) it returns obj.data.cpu().numpy() (mit_semseg/lib/utils/th.py:23-24)",
  also_accept=["mit_semseg/lib/utils/th.py:24","mit_semseg/lib/utils/th.py:26"])
m("seg-eval-75-asnp",SEG,"eval.py",75,"as_numpy(pred.squeeze(0).cpu())","pred.squeeze(0)",True,["TL003"],"other_file",
  "pred = argmax of scores on the GPU (scores = async_copy_to(scores, gpu), eval.py:61 -> .cuda(dev) in lib/nn/parallel/data_parallel.py:15; "
  "segmentation_module.cuda(), eval.py:139); accuracy(pred, seg_label) and intersectionAndUnion(pred, ...) (eval.py:81-82) convert it with NumPy "
  "(mit_semseg/utils.py:130 preds == ndarray, :137 np.asarray(imPred)) -> raises on cuda",
  report_file="mit_semseg/utils.py", report_line=137, also_accept=["mit_semseg/utils.py:130","eval.py:81","eval.py:82"])
m("seg-test-82-asnp",SEG,"test.py",82,"as_numpy(pred.squeeze(0).cpu())","pred.squeeze(0)",True,["TL003"],"same_file",
  "pred = argmax of scores accumulated from segmentation_module outputs; segmentation_module.cuda() (test.py:125), scores = async_copy_to(scores, gpu) (:68); "
  "visualize_result does np.int32(pred) (test.py:34) and np.unique(pred) (:36) -> raises on cuda",
  report_line=34, also_accept=["test.py:36","test.py:87"])

# ---- nerf_pl (kwea123): PyTorch Lightning training, plain scripts for eval / mesh extraction
m("nerf-vis-10-cpu",NRF,"utils/visualization.py",10,"depth.cpu().numpy()","depth.numpy()",True,["TL001"],"framework",
  "visualize_depth is called from NeRFSystem.validation_step (train.py:132) with results['depth_*'] of self(rays); Lightning moves the batch and the module to the GPU "
  "(Trainer(gpus=hparams.num_gpus), train.py:174; opt.py:38 default 1)",
  also_accept=["train.py:132"])
m("nerf-eval-125-cpu",NRF,"eval.py",125,"results['rgb_fine'].view(h, w, 3).cpu().numpy()","results['rgb_fine'].view(h, w, 3).numpy()",True,["TL001"],"same_file",
  "results = batched_inference(models, ..., rays) (eval.py:120) with rays = sample['rays'].cuda() (:119) and nerf_coarse/nerf_fine .cuda() (:106-107); render_rays keeps the device")
m("nerf-eval-58-nograd",NRF,"eval.py",58,"@torch.no_grad()","",True,["TL002"],"same_file",
  "without the decorator, batched_inference's results (render_rays over the NeRF models with trainable parameters) require grad; eval.py has no other no_grad, "
  "so results['rgb_fine']....cpu().numpy() at eval.py:125 (and depth at :128) raise 'requires grad'",
  report_line=125, also_accept=["eval.py:128"])
m("nerf-mesh-139-cpu",NRF,"extract_color_mesh.py",139,"rgbsigma[:, -1].cpu().numpy()","rgbsigma[:, -1].numpy()",True,["TL001"],"same_function",
  "rgbsigma = torch.cat of nerf_fine(...) outputs (extract_color_mesh.py:136-137), nerf_fine.cuda() (:111), xyz_ ... .cuda() (:123-124)")
m("nerf-mesh-129-nograd",NRF,"extract_color_mesh.py",129,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
  "without no_grad, nerf_fine(xyzdir_embedded) (extract_color_mesh.py:136, trainable NeRF layers) requires grad, and rgbsigma[:, -1].cpu().numpy() (:139) raises",
  report_line=139)
m("nerf-mesh-269-cpu",NRF,"extract_color_mesh.py",269,"results['opacity_coarse'].cpu().numpy()","results['opacity_coarse'].numpy()",True,["TL001"],"same_file",
  "results = f([nerf_fine], ..., torch.cat([...], 1).cuda(), ...) (extract_color_mesh.py:263-268); nerf_fine.cuda() (:111); f is defined in the same file (:67-91)")
m("nerf-mesh-67-nograd",NRF,"extract_color_mesh.py",67,"@torch.no_grad()","",True,["TL002"],"same_file",
  "without the decorator, f's results come from render_rays over the NeRF models (trainable) with grad on; results['opacity_coarse'] (weights sum of sigmas) "
  ".cpu().numpy() at extract_color_mesh.py:269 raises (and results['rgb_fine'] at :281 with --use_vertex_normal)",
  report_line=269, also_accept=["extract_color_mesh.py:281"])
m("nerf-train-110-nograd",NRF,"train.py",110,"with torch.no_grad():","if True:",False,[],"framework",
  "not a bug: psnr_ now requires grad, but it is only returned in the 'progress_bar'/'log' dicts of training_step (train.py:112-116); Lightning turns logged "
  "tensors into numbers with .item() (works with grad); there is no NumPy conversion and no accumulation across steps in the project",
  report_line=112, also_accept=["train.py:111","train.py:115","train.py:116"])

json.dump(M,open("mutations.json","w"),indent=1)
print(len(M), sum(x['bug'] for x in M))
