import torch

from segment_anything_fast.modeling import ImageEncoderViT, MaskDecoder, PromptEncoder, Sam


def _build_sam(encoder_embed_dim, encoder_depth, encoder_num_heads, checkpoint=None):
    sam = Sam(
        image_encoder=ImageEncoderViT(depth=encoder_depth, embed_dim=encoder_embed_dim,
                                      num_heads=encoder_num_heads, img_size=1024, patch_size=16),
        prompt_encoder=PromptEncoder(embed_dim=256, image_embedding_size=(64, 64), input_image_size=(1024, 1024)),
        mask_decoder=MaskDecoder(num_multimask_outputs=3, transformer_dim=256),
    )
    sam.eval()
    if checkpoint is not None:
        sam.load_state_dict(torch.load(checkpoint, map_location="cpu"))
    return sam


def build_sam_fast_vit_h(checkpoint=None, device="cuda", dtype=torch.bfloat16, compile_mode="max-autotune"):
    sam = _build_sam(1280, 32, 16, checkpoint)
    sam = sam.to(device=device, dtype=dtype)
    sam.image_encoder = torch.compile(sam.image_encoder, mode=compile_mode)
    return sam


sam_model_fast_registry = {"vit_h": build_sam_fast_vit_h}
