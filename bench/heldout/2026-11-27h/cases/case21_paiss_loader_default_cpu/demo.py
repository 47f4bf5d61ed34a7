# expect: none
# source: https://github.com/almazan/paiss/issues/3 (demo.py `q_feat = model(I).numpy()`; maintainer: "all the code is made to run on CPU only" for the practical session)
# note: the demo as the maintainers intended it: models/loader.py builds the network with `net.to(device)` where device defaults to "cpu", and demo.py does not pass a device, so the network, the image and the feature stay on the CPU; the forward runs under no_grad, so `.numpy()` is valid. Compare case01 (same demo moving to cuda).
import numpy as np
import torch
from PIL import Image
import torchvision.transforms as T

from models.loader import load_db_features, load_net

net = load_net("data/models/resnet101_gem.pt")
db_feats = load_db_features("data/features/oxford5k_db.pt").numpy()

transform = T.Compose([
    T.Resize(800),
    T.ToTensor(),
    T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
])
I = transform(Image.open("data/oxford5k/jpg/all_souls_000013.jpg").convert("RGB")).unsqueeze(0)

with torch.no_grad():
    q_feat = net(I).numpy()

scores = np.dot(db_feats, q_feat.T).squeeze()
ranks = np.argsort(-scores)
print("top 5:", ranks[:5].tolist())
