# expect: none
# source: https://github.com/braindecode/braindecode/pull/381 ("Fix predict_trials": the data is moved to the device of the module parameters; predictions come back as NumPy)
# note: the model is moved to cuda here, but predict_trials (scoring.py) moves each batch to the module's device, runs under no_grad and returns np.concatenate of `.cpu().numpy()` arrays, so np.argmax and the sklearn metrics in this file receive NumPy arrays, not tensors.
import numpy as np
import torch
from sklearn.metrics import balanced_accuracy_score, confusion_matrix

from braindecode.models import ShallowFBCSPNet
from scoring import predict_trials
from datasets_bci import load_test_windows

device = "cuda" if torch.cuda.is_available() else "cpu"
model = ShallowFBCSPNet(n_chans=22, n_outputs=4, n_times=1125, final_conv_length="auto")
model.load_state_dict(torch.load("shallow_bci_iv_2a.pt", map_location="cpu"))
model.to(device)

test_set = load_test_windows(subject_id=3)
preds, ys = predict_trials(model, test_set)
y_pred = np.argmax(preds, axis=1)
print("balanced accuracy:", balanced_accuracy_score(ys, y_pred))
print(confusion_matrix(ys, y_pred))
