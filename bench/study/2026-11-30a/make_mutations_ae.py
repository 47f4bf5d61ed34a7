#!/usr/bin/env python3
"""Generator of mutations.json for the 2026-11-30a study (run inside this folder)."""
import json

PF = "shunsukesaito/PIFu"
PN = "sxyu/pixel-nerf"
FF = "microsoft/protein-frame-flow"
ZN = "SuLvXiangXin/zipnerf-pytorch"

# ---------------------------------------------------------------- shared evidence
PF_DEV = ("PIFu trains with `python -m apps.train_shape` / `python -m apps.train_color` (README.md:117, :122) and "
          "reconstructs with apps/eval.py (scripts/test.sh); apps/train_shape.py:29 and apps/train_color.py:30 set "
          "cuda = torch.device('cuda:%d' % opt.gpu_id) unconditionally, apps/eval.py:37 picks cuda:gpu_id when "
          "available; the networks are moved there (train_shape.py:50, train_color.py:51, :56, eval.py:40, :48) and "
          "every caller passes this `cuda` device to the helpers of lib/train_util.py (train_shape.py:145, :155, :170, "
          ":178; train_color.py:162, :168, :179, :187; eval.py:103, :105), which move the data with "
          ".to(device=cuda)")
PF_NOGRAD = ("gen_mesh / gen_mesh_color (lib/train_util.py:44, :73), the only callers of reconstruction "
             "(lib/mesh_util.py:8; lib/net_util.py holds unused copies that no app imports), run only under "
             "torch.no_grad(): apps/train_shape.py:139 (gen_mesh at :170, :178), apps/train_color.py:156 "
             "(gen_mesh_color at :179, :187) and apps/eval.py:97 (:103, :105)")
PF_SWALLOW = ("gen_mesh / gen_mesh_color wrap the reconstruction in try/except Exception that prints the error and "
              "returns (lib/train_util.py:52, :69-71; :83, :110-112), so the TypeError is swallowed: no .obj mesh is "
              "ever written (every epoch of train_shape.py, every image of eval.py), which is the output of "
              "apps/eval.py")
PN_DEV = ("pixel-nerf picks its device with util.get_cuda (src/util/util.py:193-202: torch.device('cuda:%d') when CUDA "
          "is available) at module level in train/train.py:57, eval/eval.py:96, eval/gen_video.py:66, and moves the "
          "network and the renderer there (train.py:64, :70-72; eval.py:135-138; gen_video.py:103-108); "
          "renderer.bind_parallel (src/render/nerf.py:354-371) wraps both in _RenderWrapper (:15-42), in "
          "nn.DataParallel(dim=1) when several --gpu_id are given, whose outputs come back on gpu_id[0]")
PN_VIS = ("Trainer.start (train/trainlib/trainer.py:204-214) is the only caller of vis_step and calls it inside "
          "`with torch.no_grad():` (:211); vis_step (train/train.py:229-340) renders and converts the network "
          "outputs inside its own `with torch.no_grad():` (:267-290); what it converts before that block "
          "(source_views :258-264, gt :266) are the input images, moved with .to(device=device) (:237), which never "
          "require grad")
FF_PL = ("frame-flow trains with `python experiments/train_se3_flows.py` (README.md:108) and samples with "
         "`python experiments/inference_se3_flows.py -cn inference_unconditional|inference_scaffolding` "
         "(README.md:133, :168); fm.yml pins pytorch-lightning==2.0.7 / lightning==2.0.7 and torch==2.0.1, read at "
         "tag 2.0.7. Training uses Trainer(**experiment.trainer) with accelerator: gpu, strategy: ddp "
         "(configs/base.yaml:75-83; experiments/train_se3_flows.py:78-86), inference Trainer(accelerator='gpu', "
         "strategy='ddp') (experiments/inference_se3_flows.py:92-97). The DDP strategy moves the LightningModule to "
         "its GPU (strategies/ddp.py:146-151, :303-306) and every training, validation and predict batch goes "
         "through strategy.batch_to_device (loops/training_epoch_loop.py:194-195, loops/evaluation_loop.py:360-361, "
         "loops/prediction_loop.py:214-215; strategies/strategy.py:255-271), so batch tensors are cuda tensors in "
         "training_step / validation_step / predict_step")
FF_INF = ("Lightning 2.0.7 runs the validation and predict loops under torch.inference_mode() (Trainer(inference_mode="
          "True) is the default, trainer/trainer.py:122, :419-421; loops/evaluation_loop.py:96-97 and "
          "loops/prediction_loop.py:99-100 are decorated with _no_grad_context, loops/utilities.py:156-181, which "
          "picks torch.inference_mode for a DDP/nccl GPU run), and the fit loop turns grad on for training "
          "(loops/fit_loop.py:292)")
ZN_ACC = ("zipnerf-pytorch runs every entry point with `accelerate launch` (README.md:136-152, :178, :194, :256, "
          ":268; scripts/*.sh); accelerate is unpinned (requirements.txt), read at v0.21.0 (mid-2023, when this code "
          "was written; the parts used are unchanged since). Accelerator().device is cuda:<local rank> on a GPU "
          "machine (src/accelerate/state.py:147, :181, :197), accelerator.prepare(model) moves the model there "
          "(accelerator.py:1229, :1292), accelerate.utils.send_to_device moves every tensor of a batch "
          "(utils/operations.py:137-171)")
ZN_RENDER = ("models.render_image is decorated @torch.no_grad() (internal/models.py:666-667), runs the prepared model "
             "on the device and gathers every chunk with accelerator.gather (:722-725), which all-gathers into "
             "torch.empty_like buffers on the same device, or returns the tensor unchanged in a single-process run "
             "(accelerate v0.21.0 utils/operations.py:261-297, accelerator.py:1955-1985); the concatenated rendering "
             "it returns (:739-764) is therefore a set of cuda tensors that do not require grad")

M = []


def add(id, repo, file, line, original, mutated, bug, codes, scope, reasoning, **kw):
    m = {"id": id, "repo": repo, "file": file, "line": line, "original": original, "mutated": mutated,
         "bug": bug, "expected_codes": codes, "evidence_scope": scope, "reasoning": reasoning}
    m.update(kw)
    M.append(m)


# ================================================================ PIFu (plain PyTorch)
add("pf-ts-131-detach", PF, "apps/train_shape.py", 131,
    "r.detach().numpy()", "r.numpy()", True, ["TL002"], "same_function",
    "train() saves a .ply of the training predictions every freq_save_ply (= 100, lib/options.py:43) iterations, "
    "starting at train_idx 0 (:127). r = res[0].cpu() (:129), and res comes from netG.forward (:105) in training mode "
    "with grad on: HGPIFuNet.forward returns self.preds, the surface classifier's output (lib/model/HGPIFuNet.py:"
    "101-109, :129-142), and error.backward() at :108 shows the graph. .cpu() keeps requires_grad, so without "
    ".detach() r.numpy() raises RuntimeError (Can't call numpy() on Tensor that requires grad) at the first "
    "iteration; the other conversion on the line (points, input samples) is unchanged")
add("pf-ts-131-points-detach", PF, "apps/train_shape.py", 131,
    "points.detach().numpy()", "points.numpy()", False, [], "same_function",
    "points = sample_tensor[0].transpose(0, 1).cpu() (:130), and sample_tensor is the batch's 'samples' moved with "
    ".to(device=cuda) (:96): TrainDataset builds it with torch.Tensor(samples).float() from NumPy "
    "(lib/data/TrainDataset.py:279, :285), so it never requires grad. It sits on the same line as the network output "
    "r, but points.numpy() without .detach() works")
add("pf-tc-151-detach", PF, "apps/train_color.py", 151,
    "rgb.detach().numpy()", "rgb.numpy()", True, ["TL002"], "same_function",
    "train_color() trains netC with grad on: resC, error = netC.forward(...) (:123; only netG.filter is under "
    "no_grad, :121-122), error.backward() at :126. rgb = resC[0].transpose(0, 1).cpu() * 0.5 + 0.5 (:149) keeps "
    "requires_grad (ResBlkPIFuNet.forward returns the surface classifier output, lib/model/ResBlkPIFuNet.py:76, "
    ":78-88). The block runs at train_idx 0 and every freq_save_ply iterations (:147), and without .detach() "
    "rgb.numpy() raises RuntimeError")
add("pf-tu-66-cpu", PF, "lib/train_util.py", 66,
    "uv).detach().cpu().numpy()", "uv).detach().numpy()", True, ["TL001"], "other_file",
    "gen_mesh samples the input image at the projected mesh vertices: index(image_tensor[:1], uv) is "
    "F.grid_sample of image_tensor (lib/geometry.py:4-16), and image_tensor = data['img'].to(device=cuda) (:45). "
    + PF_DEV + ". Without .cpu(), .detach().numpy() raises TypeError for the cuda tensor after every successful "
    "marching cubes. " + PF_SWALLOW)
add("pf-tu-56-detach", PF, "lib/train_util.py", 56,
    "image_tensor[v].detach().cpu()", "image_tensor[v].cpu()", False, [], "other_file",
    "image_tensor = data['img'].to(device=cuda) (:45) is the input image: TrainDataset stacks the rendered images "
    "(lib/data/TrainDataset.py:241) and apps/eval.py:72-88 builds it with torchvision transforms, so it never "
    "requires grad; moreover " + PF_NOGRAD + ". .cpu().numpy() without .detach() works")
add("pf-tu-106-detach", PF, "lib/train_util.py", 106,
    "get_preds()[0].detach().cpu()", "get_preds()[0].cpu()", False, [], "other_file",
    "gen_mesh_color queries netC for the colour of every vertex (:105-106): the network output would require grad "
    "under grad mode, but " + PF_NOGRAD + ". So netC.get_preds()[0] does not require grad and .cpu().numpy() "
    "without .detach() works")
add("pf-mu-35-cpu", PF, "lib/mesh_util.py", 35,
    "pred.detach().cpu().numpy()", "pred.detach().numpy()", True, ["TL001"], "other_file",
    "reconstruction's eval_func queries the network at grid points moved with .to(device=cuda) (:32), cuda being the "
    "device its callers pass (lib/train_util.py:61-62, :92-93). " + PF_DEV + ". net.get_preds() is a cuda tensor, "
    "and without .cpu() pred.detach().numpy() raises TypeError in the first batch of eval_grid / eval_grid_octree "
    "(lib/sdf.py:36, :71, outside reconstruction's own try at :44). " + PF_SWALLOW)
add("pf-mu-35-detach", PF, "lib/mesh_util.py", 35,
    "pred.detach().cpu().numpy()", "pred.cpu().numpy()", False, [], "other_file",
    "pred is the network output for the grid points, which would require grad under grad mode, but " + PF_NOGRAD +
    ". So pred does not require grad and .cpu().numpy() without .detach() works")
add("pf-tu-171-item", PF, "lib/train_util.py", 171,
    "error.item()", "error", True, ["TL003"], "other_file",
    "calc_error (under torch.no_grad, :152) moves each test sample to `cuda` (:157-162) and appends the error of "
    "net.forward, a 0-d cuda tensor (HGPIFuNet.get_error, lib/model/HGPIFuNet.py:118-127). " + PF_DEV + " "
    "(calc_error is called by apps/train_shape.py:145, :155 every epoch unless --no_num_eval). Without .item(), "
    "erorr_arr is a list of 0-d cuda tensors, and np.average(erorr_arr) at :176 converts each through "
    "Tensor.__array__: TypeError at the end of the first evaluation. No grad (no TL008)",
    report_line=176, also_accept=["lib/train_util.py:171"])

# ================================================================ pixel-nerf (plain PyTorch)
add("pn-tr-267-nograd", PN, "train/train.py", 267,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "Without this block the encode / render / conversions of vis_step (:268-290) run in the caller's grad mode. "
    "Trainer.start (train/trainlib/trainer.py:204-214) is the only caller of vis_step and calls it inside "
    "`with torch.no_grad():` (:211), so coarse.weights / rgb / depth and fine.* still do not require grad and "
    ".cpu().numpy() at :283-290 works",
    report_line=283, also_accept=["train/train.py:284", "train/train.py:285", "train/train.py:288",
                                  "train/train.py:289", "train/train.py:290"])
add("pn-tl-211-nograd", PN, "train/trainlib/trainer.py", 211,
    "with torch.no_grad():", "if True:", False, [], "other_file",
    "Without this block vis_step is called with grad on. " + PN_VIS + ". vis_step returns NumPy images and a float "
    "PSNR (util.psnr of arrays, train.py:334; src/util/util.py:474-481), which the trainer writes with "
    "(vis * 255).astype(np.uint8) (:223). Nothing converts a tensor that requires grad",
    report_file="train/train.py", report_line=283,
    also_accept=["train/train.py:266", "train/train.py:284", "train/train.py:285", "train/trainlib/trainer.py:223"])
add("pn-tr-284-cpu", PN, "train/train.py", 284,
    "coarse.rgb[0].cpu().numpy()", "coarse.rgb[0].numpy()", True, ["TL001"], "other_file",
    "vis_step renders the target view with render_par (:277) from rays built on poses moved to `device` (:238, "
    ":244-246, util.gen_rays uses poses.device, src/util/util.py:238-246). " + PN_DEV + ". vis_step runs at batch 0 "
    "of the first epoch (trainer.py:204, vis_interval = 100 in conf/default.conf:84), and without .cpu() "
    "coarse.rgb[0].numpy() raises TypeError for the cuda tensor")
add("pn-ev-279-cpu", PN, "eval/eval.py", 279,
    "depth = depth[0].cpu()", "depth = depth[0]", True, ["TL001"], "other_file",
    "eval.py renders each chunk of rays moved to `device` (:247-259) with render_par (:277). " + PN_DEV + ". "
    "Without .cpu(), all_depth = torch.cat of cuda tensors (:284) and all_depth.reshape(...).numpy() at :286 raises "
    "TypeError for the first object",
    report_line=286, also_accept=["eval/eval.py:279"])
add("pn-gv-197-nograd", PN, "eval/gen_video.py", 197,
    "with torch.no_grad():", "if True:", True, ["TL002"], "same_file",
    "gen_video.py (README.md:64, :83, :96) encodes the source views and renders every frame inside this block "
    "(:197-222). net = make_model(...).to(device) with loaded weights (:103-104) keeps its parameters trainable and "
    "render_par(...).eval() (:110) only changes the module mode, so without the block rgb_fine / frames require grad. "
    "frames.cpu().numpy() at :236 then raises RuntimeError (Can't call numpy() on Tensor that requires grad); the "
    "graphs kept alive in all_rgb_fine (:217) may also exhaust GPU memory before that",
    report_line=236, also_accept=["eval/gen_video.py:235"])
add("pn-gv-142-cpu", PN, "eval/gen_video.py", 142,
    "pose_quat.detach().cpu().numpy()", "pose_quat.detach().numpy()", False, [], "same_file",
    "pose_quat is the hard-coded DTU camera trajectory, torch.tensor([[0.9698, ...], ...]) without a device "
    "(:124-133), so it is a CPU tensor even though the script's device is cuda (:66). .numpy() without .cpu() "
    "works")
add("pn-tr-207-item", PN, "train/train.py", 207,
    "rgb_loss.item()", "rgb_loss", False, [], "framework",
    "loss_dict['rc'] becomes rgb_loss * lambda_coarse, a 0-d cuda tensor with grad. calc_losses returns loss_dict "
    "(:218) to Trainer.start, which only prints it (fmt_loss_str uses str(), trainer.py:138-139, :163-173) and, at "
    "every eval_interval, passes it to SummaryWriter.add_scalars('train', losses) (:182). torch.utils.tensorboard "
    "converts each value with make_np -> _prepare_pytorch: x.data / x.detach() then .cpu().numpy() (torch 1.6, "
    "environment.yml, up to 2.13 in /work/.venv: tensorboard/writer.py add_scalars -> summary.scalar -> "
    "_convert_np.make_np). losses is rebound every iteration (:162), so nothing accumulates. Nothing fails (the "
    "printed loss reads tensor(...) instead of a float)",
    also_accept=["train/trainlib/trainer.py:182"])

# ================================================================ protein-frame-flow (PyTorch Lightning 2.0.7)
add("ff-du-35-cpu", FF, "data/utils.py", 35,
    ".cpu().numpy()", ".numpy()", True, ["TL001"], "framework",
    "to_numpy is the project's converter, used by FlowModule.training_step on every step: "
    "np.mean(du.to_numpy(so3_t)) (models/flow_module.py:305-308) and in mu.t_stratified_loss (models/utils.py:59-60, "
    "called at flow_module.py:320). " + FF_PL + ". training_step sets interpolant.set_device(batch['res_mask'].device) "
    "(:286) and corrupt_batch draws t with torch.rand(..., device=self._device) (data/interpolant.py:50-55, :96-100), "
    "so so3_t is a cuda tensor. Without .cpu(), to_numpy raises TypeError in the first training step",
    also_accept=["models/flow_module.py:308", "models/flow_module.py:313", "models/utils.py:59",
                 "models/utils.py:60"])
add("ff-du-35-detach", FF, "data/utils.py", 35,
    "x.detach().cpu()", "x.cpu()", True, ["TL002"], "other_file",
    "training_step (models/flow_module.py:284-346) passes each per-sample loss of model_step (:295; trans_loss, "
    "rots_vf_loss, ... computed from self.model's output, :120-193) to mu.t_stratified_loss (:320-321), which calls "
    "du.to_numpy(batch_loss) (models/utils.py:60). " + FF_INF + ", and the losses are backpropagated (the step "
    "returns train_loss, :343-346), so they require grad. Without .detach(), x.cpu().numpy() raises RuntimeError "
    "in the first training step (the first call, on batch_t = so3_t from torch.rand, does not require grad)",
    also_accept=["models/utils.py:60", "models/flow_module.py:320"])
add("ff-fm-370-cpu", FF, "models/flow_module.py", 370,
    "reshape(-1, 3).cpu().numpy()", "reshape(-1, 3).numpy()", True, ["TL001"], "framework",
    "predict_step's motif-scaffolding branch (the inference_scaffolding configs, README.md:163-174) takes "
    "trans_1 / rotmats_1 / diffuse_mask from the batch (:364-368) that ScaffoldingDataset returns as tensors "
    "(experiments/utils.py:94-114). " + FF_PL + ". all_atom.atom37_from_trans_rot computes on trans.device "
    "(data/all_atom.py:264-284), so true_bb_pos is a cuda tensor and .numpy() without .cpu() raises TypeError for "
    "the first target")
add("ff-fm-327-item", FF, "models/flow_module.py", 327,
    ".float()).item()", ".float())", False, [], "framework",
    "scaffold_percent becomes the 0-d cuda tensor torch.mean(batch['diffuse_mask'].float()); its only use is "
    "self._log_scalar(...) (:328-330) -> self.log(...) (:273-282). Lightning 2.0.7's LightningModule.log accepts "
    "tensors (core/module.py:350, :447, __to_tensor :615) and ResultCollection.log detaches them "
    "(trainer/connectors/logger_connector/result.py:367-368); the same method already logs the cuda tensors of "
    "total_losses (:300-302). No NumPy conversion, nothing fails")
add("ff-aa-254-cpu", FF, "data/all_atom.py", 254,
    "atom37 = atom37.detach().cpu()", "atom37 = atom37.detach()", True, ["TL001"], "framework",
    "transrot_to_atom37 converts the sampled trajectory of Interpolant.sample (data/interpolant.py:323). In "
    "validation_step the interpolant runs on res_mask.device (models/flow_module.py:197-198) and the model on the "
    "module's GPU: " + FF_PL + ". prot_traj holds cuda tensors (interpolant.py:166-173, :294, :320), so "
    "compute_backbone's atom37 is on cuda (all_atom.py:245-253, zeros on trans.device). Without .cpu(), "
    "adjust_oxygen_pos only indexes the cuda tensor with the CPU mask of :241 (data/utils.py:159-167; CPU index "
    "tensors are accepted for CUDA tensors), torch.stack keeps cuda, and validation_step's "
    "samples = atom37_traj[-1].numpy() (flow_module.py:212) raises TypeError in the first validation batch "
    "(check_val_every_n_epoch: 4, configs/base.yaml:83; predict_step converts with du.to_numpy, which keeps .cpu())",
    report_file="models/flow_module.py", report_line=212)
add("ff-aa-254-detach", FF, "data/all_atom.py", 254,
    "atom37 = atom37.detach().cpu()", "atom37 = atom37.cpu()", False, [], "framework",
    "transrot_to_atom37 is only called by Interpolant.sample (data/interpolant.py:323-324), which only "
    "validation_step (models/flow_module.py:202) and predict_step (:385) call. " + FF_INF + ", and inside sample "
    "the model runs under no_grad (interpolant.py:257-259, :313-314); the twisting branch (inference_mode(False), "
    ":250-255, only with interpolant.twisting.use, False in configs/base.yaml:26-27) detaches model_out in guidance "
    "(:367-368) and computes the update under no_grad (:339-360). So atom37 never requires grad and "
    "atom37_traj[-1].numpy() (flow_module.py:212) works; predict_step's du.to_numpy (:390) detaches anyway",
    report_file="models/flow_module.py", report_line=212)
add("ff-so-593-cpu", FF, "data/so3_utils.py", 593,
    "v.detach().cpu().numpy()", "v.detach().numpy()", False, [], "other_file",
    "save_cache stores the IGSO(3) lookup tables produced by _generate_lookup (:688-689). The only SampleIGSO3 is "
    "built by Interpolant.igso3 with sigma_grid = torch.linspace(0.1, 1.5, 1000) on the CPU and no device argument "
    "(data/interpolant.py:42-48; SampleIGSO3 / BaseSampleSO3 default device='cpu', :915, :609). Despite the comment "
    "'If cuda is available, initialize everything on GPU' (:771-775), the tables are computed on self.device = "
    "'cpu' and moved back to sigma_grid's device (:768, :796-798). So every value is a CPU tensor and .numpy() "
    "without .cpu() works")
add("ff-sm-122-cpu", FF, "motif_scaffolding/save_motif_segments.py", 122,
    "segment_tensor7.cpu().numpy()", "segment_tensor7.numpy()", False, [], "same_file",
    "process_contig builds segment_tensor7 from chain_feats made by process_chain from NumPy PDB features "
    "(torch.tensor(...) on the CPU, :26-38; parse_pdb_feats via process_motif_row :45-52) and openfold's "
    "rigid utilities, which keep the input's device. It runs in ScaffoldingDataset.__getitem__ "
    "(experiments/utils.py:76, in the DataLoader, before any device move) and in the save_motifs script (:165-177). "
    "A CPU tensor: .numpy() without .cpu() works")
add("ff-ip-258-nograd", FF, "data/interpolant.py", 258,
    "with torch.no_grad():", "if True:", False, [], "framework",
    "Interpolant.sample is only called from validation_step (models/flow_module.py:202) and predict_step (:385). "
    + FF_INF + ", so model(batch) (:259) does not record a graph without this block either. The outputs are "
    "converted with .detach().cpu() (:264-266), transrot_to_atom37 detaches (data/all_atom.py:254), and "
    "validation_step's atom37_traj[-1].numpy() (flow_module.py:212) works",
    report_file="models/flow_module.py", report_line=212,
    also_accept=["data/interpolant.py:265", "data/all_atom.py:254"])

# ================================================================ zipnerf-pytorch (HF accelerate)
add("zn-tr-213-item", ZN, "train.py", 213,
    "loss.item()", "loss", True, ["TL008", "TL003", "TL002"], "same_function",
    "loss = sum(losses.values()) (:212) of the model's renderings with grad on (:168-174; accelerator.backward(loss) "
    ":217), on the device (batch sent to accelerator.device :151; " + ZN_ACC + "). Without .item(), stats['loss'] is "
    "that cuda tensor with its graph; stats is appended to stats_buffer (:229), which keeps every step's loss "
    "until the next summary (print_every = 100, internal/configs.py:69), and the summary at the first step "
    "(step == init_step + 1, :230) stacks it with np.stack([f[k] for f in fs]) (:241-242): Tensor.__array__ "
    "raises for a cuda tensor",
    also_accept=["train.py:229", "train.py:242"])
add("zn-tu-84-item", ZN, "internal/train_utils.py", 84,
    ".sum() / denom).item())", ".sum() / denom))", True, ["TL003", "TL002"], "other_file",
    "compute_data_loss is called by train.py:179 with the batch sent to accelerator.device (:151) and the renderings "
    "of the prepared model under grad (:168-174). Without .item(), stats['mses'] collects 0-d cuda tensors that "
    "require grad, one per rendering level (:81-84), and stats = {k: np.array(stats[k])} (:126) converts them "
    "through Tensor.__array__: the first training step raises. " + ZN_ACC,
    report_line=126, also_accept=["internal/train_utils.py:84"])
add("zn-tr-330-detach", ZN, "train.py", 330,
    "x.detach().cpu().numpy()", "x.cpu().numpy()", False, [], "other_file",
    "rendering = models.render_image(model, accelerator, test_batch, ...) (:325-327). " + ZN_RENDER + ". So "
    "x.cpu().numpy() without .detach() works in the test render of every train_render_every (= 500) steps")
add("zn-tr-331-detach", ZN, "train.py", 331,
    "x.detach().cpu().numpy() if", "x.cpu().numpy() if", False, [], "same_function",
    "test_batch is the next batch of the test dataloader (:318-321, not prepared with accelerate) sent to "
    "accelerator.device (:322): data (rays, rgb, lossmult...) that never requires grad, and render_image only reads "
    "it. .cpu().numpy() without .detach() works")
add("zn-ex-378-detach", ZN, "extract.py", 378,
    ".permute(2, 1, 0).detach().cpu()", ".permute(2, 1, 0).cpu()", False, [], "same_function",
    "visibility_mask is created with requires_grad=True (:342-345) to accumulate gradients, but before this line it "
    "is rebound to (visibility_mask.grad > 0.0001).float() (:368), a comparison result without grad, or loaded "
    "from disk with torch.load (:373). Either way it does not require grad, and .cpu().numpy() without .detach() "
    "works")
add("zn-ex-434-detach", ZN, "extract.py", 434,
    "pts_density.detach().cpu()", "pts_density.cpu()", False, [], "same_file",
    "pts_density = evaluate_density(module, accelerator, points, ...) (:427-428), decorated @torch.no_grad() "
    "(:27-63): the densities from model.nerf_mlp.predict_density do not require grad (the masking at :432 is an "
    "in-place write). .cpu().numpy() without .detach() works")
add("zn-ts-78-cpu", ZN, "tsdf.py", 78,
    "self.accelerator.gather(tsdf_values).cpu()", "self.accelerator.gather(tsdf_values)", True, ["TL001"],
    "framework",
    "TSDF keeps its volume on accelerator.device (self.device :34; values / weights / colors :57-62), and "
    "export_mesh (called at :343 after the integration) gathers the clamped values with accelerator.gather, which "
    "returns cuda tensors (all_gather into torch.empty_like buffers, or the tensor itself in a single process: "
    "accelerate v0.21.0 utils/operations.py:261-297). " + ZN_ACC + ". Without .cpu(), "
    ".reshape(...).numpy() raises TypeError")
add("zn-re-153-cpu", ZN, "render.py", 153,
    "x.detach().cpu().numpy() if", "x.detach().numpy() if", True, ["TL001"], "framework",
    "render.py renders each path frame with models.render_image (:146-147) from a batch moved to accelerator.device "
    "(:143) with the prepared model (:119). " + ZN_RENDER + ". postprocess_fn is the identity outside rawnerf mode "
    "(:115-117). Without .cpu(), .detach().numpy() raises TypeError for the first frame on the main process")

if __name__ == "__main__":
    ids = [m["id"] for m in M]
    assert len(ids) == len(set(ids))
    with open("mutations.json", "w") as fh:
        json.dump(M, fh, indent=1)
        fh.write("\n")
    print(len(M), "mutations")
