# expect: none
# source: https://github.com/pytorch/serve (ts/torch_handler/base_handler.py: the model is put in eval mode on the handler's device and inference runs under torch.inference_mode before postprocess turns the output into host values)
# note: reconstruction of a small scoring service in that handler's style: config.py fixes DEVICE to "cpu" (unless overridden by an environment variable with a CPU default), predictor.py loads the model there, calls eval() and runs predict_proba under @torch.inference_mode(), so `.numpy()` and the DataFrame get a CPU float32 tensor without grad.
import numpy as np
import pandas as pd

from predictor import Predictor

predictor = Predictor()


def score_batch(rows, threshold=0.5):
    probs = predictor.predict_proba(rows)
    p = probs.numpy()
    frame = pd.DataFrame({"customer_id": [r["customer_id"] for r in rows], "churn_probability": p})
    frame["flag"] = frame["churn_probability"] >= threshold
    frame["decile"] = np.ceil(p * 10).astype(int)
    return frame.to_dict(orient="records")
