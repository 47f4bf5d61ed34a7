"""LoRA fine-tuning of MiniCPM-2B-sft-bf16 with OpenDelta, then save the delta (issue #80)."""
import tempfile

import torch

from opendelta import LoraModel
from tiny_minicpm import MiniCPMForCausalLM

model = MiniCPMForCausalLM.from_pretrained("openbmb/MiniCPM-2B-sft-bf16", torch_dtype=torch.bfloat16)

delta_model = LoraModel(backbone_model=model, modified_modules=["q_proj", "v_proj"])
delta_model.freeze_module(exclude=["deltas"])
delta_model.log()

optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
g = torch.Generator().manual_seed(0)
for step in range(5):
    input_ids = torch.randint(0, model.config.vocab_size, (4, 32), generator=g)
    loss, _ = model(input_ids, labels=input_ids)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print("step", step, "loss", round(loss.item(), 4))

with tempfile.TemporaryDirectory() as tmp:
    delta_model.save_finetuned(tmp + "/delta_model")
    print("saved", delta_model.config.backbone_hash)
