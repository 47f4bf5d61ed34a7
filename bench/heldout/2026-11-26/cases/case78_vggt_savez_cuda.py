# source: https://github.com/facebookresearch/vggt/pull/242
# expect: TL003
# why: the prediction dict holds cuda tensors from the model and np.savez(**predictions) converts them
import numpy as np
import torch
from vggt.models.vggt import VGGT

device = "cuda" if torch.cuda.is_available() else "cpu"
dtype = torch.float16


def run_model(target_dir, images):
    model = VGGT.from_pretrained("facebook/VGGT-1B").to(device).eval()
    images = images.to(device)
    with torch.no_grad():
        with torch.cuda.amp.autocast(dtype=dtype):
            predictions = model(images)
    predictions["images"] = images
    prediction_save_path = f"{target_dir}/predictions.npz"
    np.savez(prediction_save_path, **predictions)
    return predictions
