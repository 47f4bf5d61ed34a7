# expect: none
# source: https://github.com/sktime/pytorch-forecasting/pull/27 ("Predict on GPU if network is on GPU": predict() moves the input to the device of the network instead of assuming the CPU)
# note: reconstruction in that style: the network is moved to cuda here, but TabularNet.predict (models/net.py) runs under no_grad, moves the input to the network's device and returns `argmax(...).cpu()`, so the sklearn metrics get CPU int64 tensors without grad (sklearn converts them with np.asarray, which works). The test labels are CPU tensors loaded with map_location="cpu".
import torch
from sklearn.metrics import classification_report, confusion_matrix, f1_score

from models.net import TabularNet

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
net = TabularNet(n_features=54, n_classes=7).to(device)
net.load_state_dict(torch.load("covtype_net.pt", map_location=device))

X_test, y_test = torch.load("covtype_test.pt", map_location="cpu")
y_pred = net.predict(X_test)

print(confusion_matrix(y_test, y_pred))
print("macro F1:", f1_score(y_test, y_pred, average="macro"))
print(classification_report(y_test, y_pred, digits=3))
