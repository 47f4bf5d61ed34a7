# source: https://github.com/clcarwin/sphereface_pytorch/issues/12
# expect: TL003
# why: cosdistance is a cuda tensor stored in each predicts row and np.array(predicts) converts the nested list
import numpy as np
import torch
import torch.nn.functional as F


def evaluate_lfw(net, pairs, load_pair_images):
    net.cuda().eval()
    predicts = []
    with torch.no_grad():
        for i, p in enumerate(pairs):
            p = p.replace("\n", "").split("\t")
            sameflag = 1 if len(p) == 3 else 0
            img1, img2 = load_pair_images(p)
            imgs = torch.stack([img1, img2]).cuda()
            output = net(imgs)
            f1, f2 = output[0], output[1]
            cosdistance = F.cosine_similarity(f1, f2, dim=0)
            predicts.append([p[0], p[1], cosdistance, sameflag])
    predicts = np.array(predicts)
    return predicts
