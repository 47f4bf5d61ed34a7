import json
SAM="facebookresearch/segment-anything"; FN="timesler/facenet-pytorch"; TM="CompVis/taming-transformers"
A2C="ikostrikov/pytorch-a2c-ppo-acktr-gail"; GAN="eriklindernoren/PyTorch-GAN"; YO="eriklindernoren/PyTorch-YOLOv3"
M=[]
def m(id,repo,file,line,orig,mut,bug,codes,scope,reason,**kw):
    d=dict(id=id,repo=repo,file=file,line=line,original=orig,mutated=mut,bug=bug,expected_codes=codes,evidence_scope=scope,reasoning=reason); d.update(kw); M.append(d)
# ---- segment-anything
m("sam-pred-163-cpu",SAM,"segment_anything/predictor.py",163,"masks[0].detach().cpu().numpy()","masks[0].detach().numpy()",True,["TL001"],"other_file",
 "masks comes from self.predict_torch (predictor.py:151), which runs self.model on self.device (predictor.py:259-260 -> Sam.device = pixel_mean.device, modeling/sam.py:50-51); inputs are torch.as_tensor(..., device=self.device) (predictor.py:136-147). Sam is moved to cuda by scripts/amg.py:198 (sam.to(device=args.device), default 'cuda' at :55) and wrapped in SamPredictor through SamAutomaticMaskGenerator (automatic_mask_generator.py __init__). predict() itself is only called by users (README/notebooks), but the model device is the same: .numpy() raises on cuda")
m("sam-pred-164-detach",SAM,"segment_anything/predictor.py",164,"iou_predictions[0].detach().cpu().numpy()","iou_predictions[0].cpu().numpy()",False,[],"same_file",
 "not a bug: iou_predictions is returned by predict_torch, decorated @torch.no_grad() (predictor.py:168), so it never requires grad")
m("sam-amg-75-cpu",SAM,"segment_anything/utils/amg.py",75,"v.detach().cpu().numpy()","v.detach().numpy()",True,["TL001"],"other_file",
 "MaskData.to_numpy is called at automatic_mask_generator.py:222 on data whose tensors (iou_preds, stability_score, boxes) come from predictor.predict_torch on predictor.device (automatic_mask_generator.py:260-266) - cuda via scripts/amg.py:198; .numpy() raises")
m("sam-amg-75-detach",SAM,"segment_anything/utils/amg.py",75,"v.detach().cpu().numpy()","v.cpu().numpy()",False,[],"other_file",
 "not a bug: the only caller chain is SamAutomaticMaskGenerator.generate (@torch.no_grad(), automatic_mask_generator.py:136) -> _generate_masks -> data.to_numpy() (:222); predict_torch is also @torch.no_grad() (predictor.py:168); nothing in MaskData requires grad")
m("sam-amg-51-cpu",SAM,"segment_anything/utils/amg.py",51,"keep.detach().cpu().numpy()","keep.detach().numpy()",False,[],"other_file",
 "not a bug: the np.ndarray branch of filter() is reached only after to_numpy() (automatic_mask_generator.py:222), i.e. from postprocess_small_regions (:373), where keep_by_nms is batched_nms of CPU tensors built from torch.as_tensor(numpy mask) (:350-361); earlier filter() calls see only tensors/lists")
m("sam-onnx-171-cpu",SAM,"scripts/export_onnx_model.py",171,"tensor.cpu().numpy()","tensor.numpy()",False,[],"same_file",
 "not a bug: to_numpy is only applied to dummy_inputs (export_onnx_model.py:162), all created on CPU by torch.randn/randint/tensor without device (:131-138)")
# ---- facenet-pytorch
FNDEV="detect_face receives device from MTCNN.detect (models/mtcnn.py:313-318, self.device set from the constructor argument and self.to(device), mtcnn.py:218-221); MTCNN(device='cuda') in tests/actions_test.py:193,203 and MTCNN(device=device) with 'cuda' in tests/perf_test.py:10-13 (imported as facenet_pytorch); imgs is torch.as_tensor(..., device=device) (detect_face.py:28-41) and pnet/rnet/onet run on it"
m("fn-df-171-cpu",FN,"models/utils/detect_face.py",171,"boxes.cpu().numpy()","boxes.numpy()",True,["TL001"],"other_file","boxes is computed from network outputs on the input device; "+FNDEV)
m("fn-df-174-cpu",FN,"models/utils/detect_face.py",174,"image_inds.cpu()","image_inds",True,["TL003"],"other_file",
 "image_inds (from generateBoundingBox mask.nonzero() on the device) then goes to np.where(image_inds == b_i) at detect_face.py:179, an implicit __array__ conversion of a cuda tensor; "+FNDEV, report_line=179, also_accept=["models/utils/detect_face.py:174"])
m("fn-df-272-cpu",FN,"models/utils/detect_face.py",272,"scores.cpu().numpy()","scores.numpy()",True,["TL001"],"other_file",
 "batched_nms_numpy is called at detect_face.py:168 with boxes[:, 4] of the device tensor boxes; "+FNDEV)
m("fn-df-278-cpu",FN,"models/utils/detect_face.py",278,"boxes.trunc().int().cpu().numpy()","boxes.trunc().int().numpy()",True,["TL001"],"other_file",
 "pad() is called at detect_face.py:106/137 with the device tensor boxes; "+FNDEV)
m("fn-mtcnn-312-nograd",FN,"models/mtcnn.py",312,"with torch.no_grad():","if True:",True,["TL002"],"other_file",
 "without no_grad, pnet/rnet/onet (nn.Modules with trainable parameters) outputs require grad; boxes (float, from reg/score) reaches boxes_for_nms.cpu().numpy() in batched_nms_numpy (detect_face.py:271) and boxes.cpu().numpy() (detect_face.py:171): RuntimeError. (pad() at :278 uses .int(), which drops grad.)",
 report_file="models/utils/detect_face.py", report_line=171, also_accept=["models/utils/detect_face.py:172","models/utils/detect_face.py:271","models/utils/detect_face.py:272","models/mtcnn.py:313"])
m("fn-train-118-detach",FN,"models/utils/training.py",118,"loss_batch.detach().cpu()","loss_batch.cpu()",True,["TL008"],"same_function",
 "loss_batch = loss_fn(model(x), y) (training.py:99-100) requires grad; without detach, `loss += loss_batch` (training.py:119) keeps every batch's graph alive across the loader loop (no torch.no_grad anywhere in pass_epoch; in eval mode the full graph with activations is retained)",
 report_line=119, also_accept=["models/utils/training.py:118"])
m("fn-train-108-detach",FN,"models/utils/training.py",108,"metric_fn(y_pred, y).detach().cpu()","metric_fn(y_pred, y).cpu()",False,[],"same_file",
 "not a bug: the project's metrics are BatchTimer (returns torch.tensor(elapsed), training.py:50) and accuracy ((preds == y).float().mean() from torch.max indices, :53-55), neither requires grad; the value is only accumulated and formatted (no numpy conversion)")
# ---- taming-transformers
m("tm-main-290-cpu",TM,"main.py",290,"images[k].detach().cpu()","images[k].detach()",True,["TL001"],"framework",
 "images come from pl_module.log_images (main.py:284) on the LightningModule's device (GPU training via --gpus); log_local then does make_grid(...) and grid.numpy() at main.py:261 on a cuda tensor",
 report_line=261, also_accept=["main.py:290"])
m("tm-main-290-detach",TM,"main.py",290,"images[k].detach().cpu()","images[k].cpu()",False,[],"same_function",
 "not a bug: log_images is called inside `with torch.no_grad():` (main.py:283-284), so images never require grad when grid.numpy() runs (main.py:261)", report_line=261, also_accept=["main.py:290"])
m("tm-main-283-nograd",TM,"main.py",283,"with torch.no_grad():","if True:",False,[],"same_function",
 "not a bug for the conversion: images[k].detach().cpu() at main.py:290 still detaches before log_local's grid.numpy() (main.py:261)", report_line=261, also_accept=["main.py:290"])
m("tm-mk-15-cpu",TM,"scripts/make_samples.py",15,"x.detach().cpu().numpy()","x.detach().numpy()",True,["TL001"],"same_file",
 "save_image is called with x[i]/xrec[i]/xsample[i] (make_samples.py:33,47,120) computed from model.get_input(...).to(model.device) (:31,37) and model outputs; model.cuda() when gpu (make_samples.py:202-203)")
m("tm-mk-15-detach",TM,"scripts/make_samples.py",15,"x.detach().cpu().numpy()","x.cpu().numpy()",False,[],"same_file",
 "not a bug: every save_image call is inside run_conditional, decorated @torch.no_grad() (make_samples.py:19)")
m("tm-sf-18-cpu",TM,"scripts/sample_fast.py",18,"x.detach().cpu().numpy()","x.detach().numpy()",True,["TL001"],"same_file",
 "chw_to_pillow gets x from logs['samples'] (save_from_logs, sample_fast.py:85-87) produced by sample_unconditional/sample_classconditional on model.device (:28,48); model.cuda() if gpu (sample_fast.py:187-188)")
m("tm-depth-53-cpu",TM,"scripts/extract_depth.py",53,"prediction.cpu().numpy()","prediction.numpy()",True,["TL001"],"same_function",
 "prediction = model(transform(...).cuda()) (extract_depth.py:46), interpolated on the same device; .numpy() raises")
m("tm-seg-72-cpu",TM,"scripts/extract_segmentation.py",72,"segmentation.detach().cpu()","segmentation.detach()",True,["TL001"],"same_file",
 "run_model's input is img.cuda() (extract_segmentation.py:100) and model = COCOStuffSegmenter({}).cuda() (:124); the returned segmentation goes to save_segmentation (:107) whose seg.permute(1,2,0).numpy() (:89) raises (caught and printed by the except at :109, so every file is skipped)",
 report_line=89, also_accept=["scripts/extract_segmentation.py:72"])
m("tm-seg-72-detach",TM,"scripts/extract_segmentation.py",72,"segmentation.detach().cpu()","segmentation.cpu()",False,[],"same_function",
 "not a bug: segmentation is computed under torch.no_grad() (extract_segmentation.py:69) and is an argmax (int64) result anyway", report_line=89, also_accept=["scripts/extract_segmentation.py:72"])
# ---- a2c-ppo-acktr-gail
m("a2c-model-133-cpu",A2C,"a2c_ppo_acktr/model.py",133,".cpu())",")",True,["TL001"],"other_file",
 "has_zeros is computed from masks; NNBase._forward_gru gets masks from Policy.act/evaluate_actions called with rollouts.masks (main.py:116-118, ppo/a2c via storage generators); rollouts.to(device) (main.py:98, storage.py:35-44) with device cuda:0 if args.cuda (main.py:39); (has_zeros + 1).numpy() at model.py:140 raises",
 report_line=140, also_accept=["a2c_ppo_acktr/model.py:133"])
m("a2c-gail-108-cpu",A2C,"a2c_ppo_acktr/algo/gail.py",108,"self.returns.cpu().numpy()","self.returns.numpy()",True,["TL001"],"other_file",
 "self.returns derives from self.trunk output; trunk is .to(device) (gail.py:20) with device passed by main.py (Discriminator(..., device), device cuda:0 at main.py:39), state/action from rollouts on device")
m("a2c-gail-98-nograd",A2C,"a2c_ppo_acktr/algo/gail.py",98,"with torch.no_grad():","if True:",True,["TL002"],"same_function",
 "without no_grad, d = self.trunk(...) (gail.py:100) requires grad (trainable Linear layers), so reward and self.returns (gail.py:102-107) require grad and self.returns.cpu().numpy() at gail.py:108 raises",
 report_line=108)
m("a2c-envs-183-cpu",A2C,"a2c_ppo_acktr/envs.py",183,"actions.cpu().numpy()","actions.numpy()",True,["TL001"],"framework",
 "VecPyTorch.step_async is reached through baselines' VecEnvWrapper.step from envs.step(action) in main.py:121 and evaluation.py:34; action is sampled by actor_critic on device (actor_critic.to(device), main.py:48; cuda:0 if args.cuda, main.py:39)")
m("a2c-enjoy-79-nograd",A2C,"enjoy.py",79,"with torch.no_grad():","if True:",True,["TL002"],"framework",
 "enjoy.py uses deterministic=args.det (True by default); for continuous (Bullet) envs dist.mode() is FixedNormal.mean (distributions.py:43-44) computed from trainable layers, so action requires grad; env.step(action) (enjoy.py:84) -> baselines VecEnvWrapper.step -> VecPyTorch.step_async -> actions.cpu().numpy() (envs.py:183) raises. (device is cpu in enjoy.py:45, so no TL001)",
 report_file="a2c_ppo_acktr/envs.py", report_line=183, also_accept=["enjoy.py:84"])
# ---- PyTorch-GAN
m("gan-acgan-218-data",GAN,"implementations/acgan/acgan.py",218,"real_aux.data.cpu()","real_aux.cpu()",True,["TL002"],"same_function",
 "real_aux = discriminator(real_imgs) (acgan.py:207) with grad on (training loop, no no_grad) -> .numpy() raises 'requires grad'")
m("gan-acgan-218-cpu",GAN,"implementations/acgan/acgan.py",218,"fake_aux.data.cpu()","fake_aux.data",True,["TL001"],"same_file",
 "fake_aux = discriminator(gen_imgs.detach()) (acgan.py:211); discriminator.cuda() when cuda (acgan.py:34,119-121), inputs FloatTensor = torch.cuda.FloatTensor (:148)")
m("gan-acgan-219-data",GAN,"implementations/acgan/acgan.py",219,"[labels.data.cpu()","[labels.cpu()",False,[],"same_file",
 "not a bug: labels = Variable(labels.type(LongTensor)) (acgan.py:178) are dataset labels, an integer tensor that never requires grad")
m("gan-acgan-219-cpu",GAN,"implementations/acgan/acgan.py",219,"gen_labels.data.cpu()","gen_labels.data",True,["TL001"],"same_file",
 "gen_labels = Variable(LongTensor(np.random.randint(...))) (acgan.py:188) with LongTensor = torch.cuda.LongTensor if cuda (acgan.py:149)")
m("gan-pixelda-277-data",GAN,"implementations/pixelda/pixelda.py",277,"label_pred.data.cpu()","label_pred.cpu()",True,["TL002"],"same_function",
 "label_pred = classifier(fake_B) (pixelda.py:247) in the training loop with grad on; the loss is backpropagated but label_pred still requires grad, np.argmax(label_pred.cpu().numpy()) raises")
m("gan-pixelda-284-cpu",GAN,"implementations/pixelda/pixelda.py",284,"pred_B.data.cpu()","pred_B.data",True,["TL001"],"same_file",
 "pred_B = classifier(imgs_B) (pixelda.py:283), classifier.cuda() when cuda (pixelda.py:42,158-161), imgs_B = Variable(imgs_B.type(FloatTensor)) cuda (:232,209)")
m("gan-esrgan-35-cpu",GAN,"implementations/esrgan/test_on_image.py",35,"denormalize(generator(image_tensor)).cpu()","denormalize(generator(image_tensor))",False,[],"framework",
 "not a bug: sr_image is only passed to torchvision.utils.save_image (test_on_image.py:39), which moves the grid to CPU itself (.to('cpu', torch.uint8).numpy()); computed under no_grad (:34)")
# ---- PyTorch-YOLOv3
m("yolo-utils-43-cpu",YO,"pytorchyolo/utils/utils.py",43,"tensor.detach().cpu()","tensor.detach()",True,["TL001","TL003"],"other_file",
 "to_cpu is what makes non_max_suppression's output CPU (utils.py:368); without .cpu() detections stay on cuda: detect_image moves input to 'cuda' (detect.py:91-92) and returns detections.numpy() (detect.py:99, via rescale_boxes which keeps the device); test.py:127 np.concatenate over pred_scores/pred_labels of the same outputs (get_batch_statistics, utils.py:196-231) would raise too",
 report_file="pytorchyolo/detect.py", report_line=99, also_accept=["pytorchyolo/test.py:127","pytorchyolo/utils/utils.py:43"])
m("yolo-utils-43-detach",YO,"pytorchyolo/utils/utils.py",43,"tensor.detach().cpu()","tensor.cpu()",False,[],"other_file",
 "not a bug: every non_max_suppression call runs under torch.no_grad() (detect.py:95-97,135-137, test.py:115-117); the other to_cpu uses are to_cpu(loss).item() (train.py:207,215), and .item() works with grad",
 report_file="pytorchyolo/detect.py", report_line=99, also_accept=["pytorchyolo/test.py:127"])
m("yolo-detect-95-nograd",YO,"pytorchyolo/detect.py",95,"with torch.no_grad():","if True:",False,[],"other_file",
 "not a bug: model output requires grad without no_grad, but non_max_suppression returns to_cpu(x[i]) = detach().cpu() (utils.py:368, :43) and zero-size CPU tensors otherwise (:323); rescale_boxes keeps that, so detections.numpy() at detect.py:99 is fine",
 report_line=99)
m("yolo-models-307-cpu",YO,"pytorchyolo/models.py",307,"bn_layer.bias.data.cpu().numpy()","bn_layer.bias.data.numpy()",True,["TL001"],"same_file",
 "save_darknet_weights is a public Darknet method; load_model (models.py:320-332) builds Darknet(...).to(device) with device cuda when available, so a loaded model's parameters are on cuda. (No caller of save_darknet_weights inside the project.)")
m("yolo-models-315-data",YO,"pytorchyolo/models.py",315,"conv_layer.weight.data.cpu()","conv_layer.weight.cpu()",True,["TL002"],"same_function",
 "conv_layer.weight is an nn.Conv2d Parameter (requires_grad=True) and save_darknet_weights has no no_grad: .numpy() raises 'requires grad'")
json.dump(M,open("mutations.json","w"),indent=1)
print(len(M), sum(x['bug'] for x in M))
