# expect: TL004
# source: https://github.com/yifan123/flow_grpo/issues/58 (scripts/train_sd3_dpo.py line 767: `prompt_embeds = accelerator.gather(samples['prompt_embeds']).cpu().numpy()` raises "TypeError: Got unsupported ScalarType BFloat16" with bf16 mixed precision)
# note: reconstruction of the script's setup in the usual diffusers/accelerate pattern: the frozen text encoder is cast to inference_dtype, which is bfloat16 under Accelerator(mixed_precision="bf16"), and placed on accelerator.device; its embeddings (computed under no_grad) are bf16. accelerator.gather returns device tensors and `.cpu()` copies them, but `.numpy()` of bf16 raises. The prompts are plain strings.
import torch
from accelerate import Accelerator
from transformers import CLIPTextModel, CLIPTokenizer

accelerator = Accelerator(mixed_precision="bf16")
inference_dtype = torch.float32
if accelerator.mixed_precision == "fp16":
    inference_dtype = torch.float16
elif accelerator.mixed_precision == "bf16":
    inference_dtype = torch.bfloat16

tokenizer = CLIPTokenizer.from_pretrained("stabilityai/stable-diffusion-3.5-medium", subfolder="tokenizer")
text_encoder = CLIPTextModel.from_pretrained("stabilityai/stable-diffusion-3.5-medium", subfolder="text_encoder")
text_encoder.requires_grad_(False)
text_encoder.to(accelerator.device, dtype=inference_dtype)


def compute_text_embeddings(prompts):
    with torch.no_grad():
        ids = tokenizer(prompts, padding="max_length", max_length=77, truncation=True,
                        return_tensors="pt").input_ids.to(accelerator.device)
        return text_encoder(ids)[0]


prompts = ["a photo of a corgi wearing sunglasses", "an oil painting of a lighthouse"]
samples = {"prompts": prompts, "prompt_embeds": compute_text_embeddings(prompts)}
prompt_embeds = accelerator.gather(samples["prompt_embeds"]).cpu().numpy()
print("gathered prompt embeddings:", prompt_embeds.shape)
