# expect: TL004
# source: https://github.com/huggingface/trl/pull/1391 ("Log ddpo reward as float to fix numpy conversion during bf16 training": TypeError: Got unsupported ScalarType BFloat16 when the reward is logged)
# note: reconstruction: config.py sets INFERENCE_DTYPE = torch.bfloat16 and scorer.py moves the reward MLP to that dtype and scores under no_grad, so `rewards` is a bf16 tensor; `.cpu()` fixes the device, but `.numpy()` of bf16 raises. Everything after it works on the NumPy array.
import numpy as np

from config import ADV_CLIP_MAX, NUM_EPOCHS
from scorer import AestheticScorer
from sampling import sample_images_and_embeds

scorer = AestheticScorer()


def compute_rewards(image_embeds):
    return scorer.score(image_embeds)


for epoch in range(NUM_EPOCHS):
    samples = sample_images_and_embeds(epoch)
    rewards = compute_rewards(samples["image_embeds"])
    rewards_np = rewards.cpu().numpy()
    advantages = (rewards_np - rewards_np.mean()) / (rewards_np.std() + 1e-8)
    advantages = np.clip(advantages, -ADV_CLIP_MAX, ADV_CLIP_MAX)
    print(f"epoch {epoch}: reward mean {rewards_np.mean():.3f} std {rewards_np.std():.3f}")
    samples["advantages"] = advantages
