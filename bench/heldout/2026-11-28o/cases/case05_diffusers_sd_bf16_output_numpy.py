# expect: TL004
# source: https://github.com/huggingface/diffusers/pull/792 ("support bf16 for stable diffusion": "in `pipelines` we need to cast the images to `fp32` as `bf16` is not yet supported in `numpy`"; the diff changes `cosine_distance(image_embeds, self.special_care_embeds).cpu().numpy()` in safety_checker.py and the pipeline's `image.cpu().permute(0, 2, 3, 1).numpy()`)
# note: a condensed StableDiffusionPipeline.__call__ of that era (text encoder, UNet denoising loop, VAE decode, safety checker), reconstructed from the PR's description and diff, loaded with `torch_dtype=torch.bfloat16` on cuda. The safety checker's distances already carry `.float()` (the PR's change there); the decoded image is still bf16 at `image.cpu().permute(0, 2, 3, 1).numpy()`, which raises "Got unsupported ScalarType BFloat16". Device (`.cpu()`) and grad (`@torch.no_grad()`) are handled.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image


def cosine_distance(image_embeds, text_embeds):
    normalized_image_embeds = F.normalize(image_embeds)
    normalized_text_embeds = F.normalize(text_embeds)
    return torch.mm(normalized_image_embeds, normalized_text_embeds.t())


class SafetyChecker(nn.Module):
    def __init__(self, vision_model, projection_dim=768):
        super().__init__()
        self.vision_model = vision_model
        self.visual_projection = nn.Linear(1024, projection_dim, bias=False)
        self.concept_embeds = nn.Parameter(torch.ones(17, projection_dim), requires_grad=False)
        self.special_care_embeds = nn.Parameter(torch.ones(3, projection_dim), requires_grad=False)
        self.concept_embeds_weights = nn.Parameter(torch.ones(17), requires_grad=False)

    @torch.no_grad()
    def forward(self, clip_input, images):
        pooled_output = self.vision_model(clip_input)[1]
        image_embeds = self.visual_projection(pooled_output)
        special_cos_dist = cosine_distance(image_embeds, self.special_care_embeds).cpu().float().numpy()
        cos_dist = cosine_distance(image_embeds, self.concept_embeds).cpu().float().numpy()
        has_nsfw_concepts = []
        for i in range(image_embeds.shape[0]):
            adjustment = 0.01 if (special_cos_dist[i] > 0).any() else 0.0
            concept_scores = cos_dist[i] - self.concept_embeds_weights.cpu().float().numpy() + adjustment
            has_nsfw_concepts.append(bool((concept_scores > 0).any()))
        for idx, has_nsfw in enumerate(has_nsfw_concepts):
            if has_nsfw:
                images[idx] = np.zeros(images[idx].shape)
        return images, has_nsfw_concepts


class StableDiffusionPipeline:
    def __init__(self, vae, text_encoder, tokenizer, unet, scheduler, safety_checker, feature_extractor):
        self.vae = vae
        self.text_encoder = text_encoder
        self.tokenizer = tokenizer
        self.unet = unet
        self.scheduler = scheduler
        self.safety_checker = safety_checker
        self.feature_extractor = feature_extractor
        self.device = torch.device("cpu")

    def to(self, device, dtype=None):
        self.device = torch.device(device)
        for module in (self.vae, self.text_encoder, self.unet, self.safety_checker):
            module.to(device=self.device, dtype=dtype)
        return self

    @torch.no_grad()
    def __call__(self, prompt, num_inference_steps=50, guidance_scale=7.5, height=512, width=512, generator=None):
        batch_size = 1 if isinstance(prompt, str) else len(prompt)
        text_input = self.tokenizer(prompt, padding="max_length", max_length=77, truncation=True, return_tensors="pt")
        text_embeddings = self.text_encoder(text_input.input_ids.to(self.device))[0]
        uncond_input = self.tokenizer([""] * batch_size, padding="max_length", max_length=77, return_tensors="pt")
        uncond_embeddings = self.text_encoder(uncond_input.input_ids.to(self.device))[0]
        text_embeddings = torch.cat([uncond_embeddings, text_embeddings])

        latents = torch.randn((batch_size, 4, height // 8, width // 8), generator=generator,
                              device=self.device, dtype=text_embeddings.dtype)
        self.scheduler.set_timesteps(num_inference_steps)
        latents = latents * self.scheduler.init_noise_sigma
        for t in self.scheduler.timesteps:
            latent_model_input = torch.cat([latents] * 2)
            noise_pred = self.unet(latent_model_input, t, encoder_hidden_states=text_embeddings).sample
            noise_pred_uncond, noise_pred_text = noise_pred.chunk(2)
            noise_pred = noise_pred_uncond + guidance_scale * (noise_pred_text - noise_pred_uncond)
            latents = self.scheduler.step(noise_pred, t, latents).prev_sample

        latents = 1 / 0.18215 * latents
        image = self.vae.decode(latents).sample
        image = (image / 2 + 0.5).clamp(0, 1)
        image = image.cpu().permute(0, 2, 3, 1).numpy()

        safety_input = self.feature_extractor([Image.fromarray((im * 255).round().astype("uint8")) for im in image],
                                              return_tensors="pt").to(self.device)
        image, has_nsfw = self.safety_checker(images=image,
                                              clip_input=safety_input.pixel_values.to(text_embeddings.dtype))
        return [Image.fromarray((im * 255).round().astype("uint8")) for im in image], has_nsfw


def load_pipeline(components):
    pipe = StableDiffusionPipeline(**components)
    return pipe.to("cuda", dtype=torch.bfloat16)


def main(components, prompt):
    pipe = load_pipeline(components)
    images, nsfw = pipe(prompt, num_inference_steps=30)
    for i, im in enumerate(images):
        im.save("sample_{}.png".format(i))
    print("nsfw flags:", nsfw)
