# expect: TL004
# source: https://github.com/Brekel/VisionCaptioner/issues/10 ("sam3 masking error": first "Failed 0.jpg: mat1 and mat2 must have the same dtype, but got BFloat16 and Float"; after the maintainer's fix "Failed 0.jpg: Got unsupported ScalarType BFloat16" for every image)
# note: the SAM3 mask-generation step of the captioner reconstructed (the thread shows log lines only): after the first error the model is cast to bfloat16 on cuda so inputs and weights agree, and the per-object mask probabilities, a sigmoid of bf16 logits, are converted with `.cpu().numpy()`, which raises "Got unsupported ScalarType BFloat16". Inference runs under `torch.inference_mode()` and the tensors are moved to the host, so only the dtype is wrong. The boolean masks (`logits > 0`) convert fine; the scores go through `.float().tolist()`; mask files are written with PIL from uint8 NumPy arrays.
import os
import sys

import numpy as np
import torch
from PIL import Image
from sam3.model.sam3_image_processor import Sam3Processor
from sam3.model_builder import build_sam3_image_model

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
DTYPE = torch.bfloat16 if DEVICE == "cuda" else torch.float32


class MaskGenerator:
    def __init__(self, checkpoint, prompt="person", threshold=0.5):
        print(f"Loading SAM3 from {checkpoint}...")
        model = build_sam3_image_model(checkpoint_path=checkpoint)
        self.model = model.to(device=DEVICE, dtype=DTYPE).eval()
        self.processor = Sam3Processor(self.model)
        self.prompt = prompt
        self.threshold = threshold

    def process(self, image_path, out_dir):
        image = Image.open(image_path).convert("RGB")
        with torch.inference_mode():
            state = self.processor.set_image(image)
            output = self.processor.set_text_prompt(state=state, prompt=self.prompt)
        mask_logits = output["masks_logits"]
        scores = output["scores"].float().tolist()
        combined = np.zeros((image.height, image.width), dtype=np.float32)
        for i, score in enumerate(scores):
            if score < self.threshold:
                continue
            binary = (mask_logits[i] > 0).squeeze(0).cpu().numpy()
            probs = torch.sigmoid(mask_logits[i]).cpu().numpy()
            combined = np.maximum(combined, probs.squeeze(0) * binary)
        mask_img = Image.fromarray((combined * 255).astype(np.uint8))
        name = os.path.splitext(os.path.basename(image_path))[0]
        mask_img.save(os.path.join(out_dir, f"{name}-masklabel.png"))
        return len(scores)


def main(folder, checkpoint):
    gen = MaskGenerator(checkpoint)
    files = sorted(f for f in os.listdir(folder) if f.lower().endswith((".jpg", ".png")))
    print("Model loaded. Starting generation...")
    for n, fname in enumerate(files, 1):
        print(f"[{n}/{len(files)}] Processing: {fname}...")
        try:
            gen.process(os.path.join(folder, fname), folder)
        except Exception as exc:  # keep going, as the tool does
            print(f"Failed {fname}: {exc}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "models/sam3/sam3.pt")
