import torch
from torch import nn


class MaskDecoder(nn.Module):
    def __init__(self, *, transformer_dim, num_multimask_outputs=3, transformer=None):
        super().__init__()
        self.transformer = transformer
        self.num_mask_tokens = num_multimask_outputs + 1
        self.iou_token = nn.Embedding(1, transformer_dim)
        self.mask_tokens = nn.Embedding(self.num_mask_tokens, transformer_dim)
        self.iou_prediction_head = nn.Sequential(nn.Linear(transformer_dim, 256), nn.ReLU(),
                                                 nn.Linear(256, self.num_mask_tokens))

    def forward(self, image_embeddings, image_pe, sparse_prompt_embeddings, dense_prompt_embeddings,
                multimask_output):
        masks, iou_pred = self.predict_masks(image_embeddings, image_pe, sparse_prompt_embeddings,
                                             dense_prompt_embeddings)
        mask_slice = slice(1, None) if multimask_output else slice(0, 1)
        # outputs leave the (possibly bf16) decoder as float32 for the NumPy-facing predictor
        return masks[:, mask_slice, :, :].float(), iou_pred[:, mask_slice].float()

    def predict_masks(self, image_embeddings, image_pe, sparse_prompt_embeddings, dense_prompt_embeddings):
        output_tokens = torch.cat([self.iou_token.weight, self.mask_tokens.weight], dim=0)
        tokens = torch.cat((output_tokens.unsqueeze(0).expand(sparse_prompt_embeddings.size(0), -1, -1),
                            sparse_prompt_embeddings), dim=1)
        src = image_embeddings + dense_prompt_embeddings
        hs, src = self.transformer(src, image_pe, tokens)
        b, c, h, w = src.shape
        masks = (hs[:, 1:1 + self.num_mask_tokens, :] @ src.view(b, c, h * w)).view(b, -1, h, w)
        iou_pred = self.iou_prediction_head(hs[:, 0, :])
        return masks, iou_pred
