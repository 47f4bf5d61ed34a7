import torch

from segment_anything.build_sam import _build_sam


def _apply_eval_dtype_sam(model, dtype):
    def prep_model(model, dtype):
        if dtype is not None:
            return model.eval().to(dtype)
        return model.eval()

    model.image_encoder = prep_model(model.image_encoder, dtype)
    model.prompt_encoder = prep_model(model.prompt_encoder, dtype)
    model.mask_decoder = prep_model(model.mask_decoder, dtype)
    return model


def build_sam_fast_vit_h(checkpoint=None, compile_mode="max-autotune", dtype=torch.bfloat16):
    sam = _build_sam(encoder_embed_dim=1280, encoder_depth=32, encoder_num_heads=16,
                     encoder_global_attn_indexes=[7, 15, 23, 31], checkpoint=checkpoint)
    sam = _apply_eval_dtype_sam(sam, dtype)
    sam.image_encoder = torch.compile(sam.image_encoder, mode=compile_mode)
    return sam


sam_model_fast_registry = {"default": build_sam_fast_vit_h, "vit_h": build_sam_fast_vit_h}
