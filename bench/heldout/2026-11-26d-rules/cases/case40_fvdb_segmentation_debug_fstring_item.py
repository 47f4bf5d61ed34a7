# expect: TL102
# source: https://github.com/openvdb/fvdb-reality-capture/pull/308 (review on fvdb_reality_capture/instance_segmentation/training/segmentation.py: logging.debug(f"Loss: {loss.item()}") is evaluated on every training step regardless of log level and defeats the "accumulate as tensor to avoid .item() sync" below)
# note: reconstruction of the reviewed loop: the f-string argument is built before logging.debug decides whether to emit, so loss.item() synchronizes with the GPU in every step; the accumulated loss is read only every log_every steps, which is fine
import logging

import torch


def train_segmentation(model, loader, optimizer, calculate_loss, gradient_accumulation_steps=4,
                       log_every=50, device="cuda"):
    model.to(device)
    model.train()
    accumulated_loss = torch.zeros((), device=device)
    for step, minibatch in enumerate(loader):
        minibatch = {k: v.to(device, non_blocking=True) for k, v in minibatch.items()}

        cam_enc_feats = model.get_encoded_features(minibatch)
        logging.debug(f"Cam enc feats shape: {cam_enc_feats.shape}")

        loss_dict = calculate_loss(model, cam_enc_feats, minibatch)
        loss = loss_dict["total_loss"]
        logging.debug(f"Loss: {loss.item()}")

        # Accumulate as tensor to avoid .item() sync on every step
        accumulated_loss += loss.detach()
        (loss / gradient_accumulation_steps).backward()

        if (step + 1) % gradient_accumulation_steps == 0:
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

        if step % log_every == 0:
            logging.info("step %d mean loss %.4f", step, (accumulated_loss / (step + 1)).item())
    return accumulated_loss
