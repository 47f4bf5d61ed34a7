# expect: TL001
# source: https://github.com/almazan/paiss/issues/4 (demo.py line 56: `q_feat = model(I).numpy()` raises "can't convert CUDA tensor to numpy" on a machine with a GPU; fix `model(I).cpu().numpy()`)
# note: reconstruction of the retrieval demo: the script moves the network and the query image to cuda whenever a GPU exists, then calls `.numpy()` on the feature. The forward runs under no_grad, so only the device is wrong; the database features are NumPy from disk.
import numpy as np
import torch
from PIL import Image
import torchvision.transforms as T

from datasets import Oxford5k
from nets import resnet101_gem

dataset = Oxford5k("data/oxford5k")
dfeats = np.load("data/features/resnet101_gem_oxford5k.npy")

model = resnet101_gem(pretrained="data/models/resnet101_gem.pt")
model.eval()
use_gpu = torch.cuda.is_available()
if use_gpu:
    model = model.cuda()

transform = T.Compose([
    T.Resize(800),
    T.ToTensor(),
    T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
])

q_idx = 11
img = Image.open(dataset.get_query_filename(q_idx)).convert("RGB")
I = transform(img).unsqueeze(0)
if use_gpu:
    I = I.cuda()

with torch.no_grad():
    q_feat = model(I).numpy()

scores = np.dot(dfeats, q_feat.T).squeeze()
ranks = np.argsort(-scores)
print("top 5 database images:", [dataset.get_filename(i) for i in ranks[:5]])
