# expect: none
# source: https://github.com/huggingface/trl/pull/1391 ("Log ddpo reward as float to fix numpy conversion during bf16 training")
# note: the fixed twin of case18: config.py still sets INFERENCE_DTYPE = torch.bfloat16 and scorer.py runs the MLP in bf16 under no_grad, but AestheticScorer.score returns `.float()`, so `rewards` is float32; `.cpu().numpy()` is valid. The dtype evidence (bf16) and the cast that cancels it are both in other files.
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
